import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Visitor-facing copy lives in the dictionaries, the content modules, the course content and the
// seed scripts; a misspelt acronym there reaches a page or an e-mail in one language or the other.
const roots = ["app/locales", "app/content", "content", "scripts", "app/leads", "app/email"];

function files(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)));
  return /\.(ts|tsx|mjs|js|md|ya?ml)$/.test(path) && !path.includes("compiled") ? [path] : [];
}

describe("spelling of acronyms in the copy", () => {
  const sources = roots.flatMap(files);

  it("reads the copy of both languages", () => {
    expect(sources).toContain("app/locales/en.ts");
    expect(sources).toContain("app/locales/es.ts");
  });

  it('writes "AI" (English) and "IA" (Spanish) in capitals, never "Ai" or "Ia" as a word', () => {
    const offending = sources.flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, index) => ({ where: `${path}:${index + 1}`, line }))
        .filter(({ line }) => /(^|[^\p{L}\p{N}_$.])(Ai|Ia)(?=[ \-:,.])/u.test(line)),
    );
    expect(offending.map(({ where, line }) => `${where} ${line.trim()}`)).toEqual([]);
  });
});
