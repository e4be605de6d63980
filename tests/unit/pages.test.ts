import { describe, expect, it } from "vitest";
import { pageHandle, pagesOf, staticPrefix, type RouteTableEntry } from "~/site/pages";

const Component = () => null;

/** A route table as the server build has it (the tests' manifest gives the same shape). */
const routes: RouteTableEntry[] = [
  { id: "root", path: "", module: { default: Component } },
  { id: "routes/$", parentId: "root", path: "*", module: { default: Component } },
  { id: "routes/($lang)._index", parentId: "root", path: ":lang?", index: true, module: { default: Component, handle: pageHandle({ audience: "public" }) } },
  { id: "routes/($lang).blog.$postId", parentId: "root", path: ":lang?/blog/:postId", module: { default: Component, handle: pageHandle({ audience: "public" }) } },
  { id: "routes/($lang).login", parentId: "root", path: ":lang?/login", module: { handle: pageHandle({ audience: "auth", crawl: false }) } },
  { id: "routes/($lang).admin", parentId: "root", path: ":lang?/admin", module: { default: Component, handle: pageHandle({ audience: "admin", crawl: false }) } },
  { id: "routes/($lang).admin.accounts", parentId: "routes/($lang).admin", path: "accounts", module: { default: Component } },
  { id: "routes/sitemap[.]xml", parentId: "root", path: "sitemap.xml", module: {} },
];

describe("pages from the route table (app/site/pages.ts)", () => {
  it("lists the routes whose handle (or an ancestor's) says who they are for, with language-neutral paths", () => {
    expect(pagesOf(routes)).toEqual([
      { routeId: "routes/($lang)._index", path: "/", audience: "public", crawl: true, renders: true },
      { routeId: "routes/($lang).blog.$postId", path: "/blog/:postId", audience: "public", crawl: true, renders: true },
      { routeId: "routes/($lang).login", path: "/login", audience: "auth", crawl: false, renders: false },
      { routeId: "routes/($lang).admin", path: "/admin", audience: "admin", crawl: false, renders: true },
      { routeId: "routes/($lang).admin.accounts", path: "/admin/accounts", audience: "admin", crawl: false, renders: true },
    ]);
  });

  it("keeps a path's static part for robots.txt", () => {
    expect(staticPrefix("/set-password/:token")).toBe("/set-password");
    expect(staticPrefix("/about")).toBe("/about");
  });
});
