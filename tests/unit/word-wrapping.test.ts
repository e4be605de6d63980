/**
 * Words and addresses wrap between words (decision 056). `break-all` cuts a word wherever the line
 * ends, even when the word would fit on the next line: an address split inside its name, a
 * sentence beside it cut mid-word ("confirmac-ión"). An address is `EmailAddress` (it wraps before
 * "@" and each dot); a text that may hold a word longer than its line takes
 * `[overflow-wrap:anywhere]`, which breaks a word only when it cannot fit whole. The few places
 * left are strings with no words to keep, each with its reason; the browser test
 * (tests/browser/admin-tables.test.ts) measures the result on the admin pages.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx|css)$/.test(name) ? [relative] : [];
  });
}

/** The source without its comments (a comment may name the rule it keeps). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Where `break-all` stays, and why. */
const allowed: Record<string, string> = {
  [path.join("app", "routes", "_account+", "($lang).account", "licence-checklist-panel.tsx")]:
    "a source's URL shown as its link: one long string, no words in it",
  [path.join("app", "routes", "_course+", "($lang).course.certificate.tsx")]: "the certificate's verification URL, in small print under it",
  [path.join("app", "email", "layout.server.tsx")]: "a link's URL written out in an e-mail: one long string, no words in it",
  [path.join("app", "routes", "_dev+", "dev.mailbox.tsx")]: "the development mailbox (not in production): headers and values exactly as sent",
};

describe("word wrapping", () => {
  const files = filesUnder("app").map((file) => ({ file, usesBreakAll: /break-all/.test(withoutComments(readFileSync(path.join(root, file), "utf8"))) }));

  it("cuts no word with break-all outside the places listed with their reason", () => {
    expect(files.filter(({ file, usesBreakAll }) => usesBreakAll && !Object.hasOwn(allowed, file)).map(({ file }) => file)).toEqual([]);
  });

  it("lists no place that no longer uses it", () => {
    const using = new Set(files.filter(({ usesBreakAll }) => usesBreakAll).map(({ file }) => file));
    expect(Object.keys(allowed).filter((file) => !using.has(file))).toEqual([]);
  });
});
