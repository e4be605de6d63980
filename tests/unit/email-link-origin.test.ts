import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function files(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)));
  return /\.(ts|tsx)$/.test(path) && !path.includes("compiled") ? [path] : [];
}

// Pages' canonical URLs, the sitemap and robots.txt name the public site: SITE_URL is right there.
const pageUrlModules = [
  "app/site/layout-data.server.ts",
  "app/site/seo.ts",
  "app/routes/_seo+/sitemap[.]xml.ts",
  "app/routes/_seo+/robots[.]txt.ts",
  "app/routes/_marketing+/($lang)._index.tsx",
  "app/routes/_marketing+/($lang).blog.$postId.tsx",
];
const environment = ["app/platform/env.server.ts", "app/platform/load-context.ts"];

describe("the origin of e-mail links", () => {
  const sources = files("app").map((path) => ({ path, text: readFileSync(path, "utf8") }));

  it("comes from siteOrigin alone: no other module reads SITE_URL (an e-mail link built from it would ignore the rule)", () => {
    const readers = sources.filter(({ text }) => /SITE_URL/.test(text)).map(({ path }) => path);
    expect(readers.sort()).toEqual(["app/http/site-origin.ts", ...environment, ...pageUrlModules].sort());
  });
});
