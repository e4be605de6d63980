import { describe, expect, it } from "vitest";
import { mayKeepInEdgeCache, pageHandle, pagesOf, staticPrefix, type RouteTableEntry } from "~/site/pages";

const Component = () => null;

/** A route table as the server build has it (the tests' manifest gives the same shape). */
const routes: RouteTableEntry[] = [
  { id: "root", path: "", module: { default: Component } },
  { id: "routes/$", parentId: "root", path: "*", module: { default: Component } },
  {
    id: "routes/($lang)._index",
    parentId: "root",
    path: ":lang?",
    index: true,
    module: { default: Component, handle: pageHandle({ audience: "public", edgeCache: "content" }) },
  },
  {
    id: "routes/($lang).blog.$postId",
    parentId: "root",
    path: ":lang?/blog/:postId",
    module: { default: Component, handle: pageHandle({ audience: "public", edgeCache: "never" }) },
  },
  { id: "routes/($lang).login", parentId: "root", path: ":lang?/login", module: { handle: pageHandle({ audience: "auth", crawl: false }) } },
  {
    id: "routes/($lang).admin",
    parentId: "root",
    path: ":lang?/admin",
    module: { default: Component, handle: pageHandle({ audience: "admin", crawl: false }) },
  },
  { id: "routes/($lang).admin.accounts", parentId: "routes/($lang).admin", path: "accounts", module: { default: Component } },
  { id: "routes/sitemap[.]xml", parentId: "root", path: "sitemap.xml", module: {} },
];

describe("pages from the route table (app/site/pages.ts)", () => {
  it("lists the routes whose handle (or an ancestor's) says who they are for, with language-neutral paths", () => {
    expect(pagesOf(routes)).toEqual([
      { routeId: "routes/($lang)._index", path: "/", audience: "public", crawl: true, renders: true, edgeCache: "content" },
      { routeId: "routes/($lang).blog.$postId", path: "/blog/:postId", audience: "public", crawl: true, renders: true, edgeCache: "never" },
      { routeId: "routes/($lang).login", path: "/login", audience: "auth", crawl: false, renders: false, edgeCache: undefined },
      { routeId: "routes/($lang).admin", path: "/admin", audience: "admin", crawl: false, renders: true, edgeCache: undefined },
      { routeId: "routes/($lang).admin.accounts", path: "/admin/accounts", audience: "admin", crawl: false, renders: true, edgeCache: undefined },
    ]);
  });

  it("lets the edge page cache keep only a public page that says 'content' (its own handle, or the nearest above it)", () => {
    const handles = (ids: string[]) => ids.map((id) => routes.find((route) => route.id === id)!.module.handle);
    expect(mayKeepInEdgeCache(handles(["root", "routes/($lang)._index"]))).toBe(true);
    expect(mayKeepInEdgeCache(handles(["root", "routes/($lang).blog.$postId"]))).toBe(false);
    expect(mayKeepInEdgeCache(handles(["root", "routes/($lang).admin", "routes/($lang).admin.accounts"]))).toBe(false);
    expect(mayKeepInEdgeCache(handles(["root", "routes/$"]))).toBe(false);
    // A hand-made handle that claims "content" for an admin page is still not kept.
    expect(mayKeepInEdgeCache([undefined, { page: { audience: "admin", edgeCache: "content" } }])).toBe(false);
  });

  it("keeps a path's static part for robots.txt", () => {
    expect(staticPrefix("/set-password/:token")).toBe("/set-password");
    expect(staticPrefix("/about")).toBe("/about");
  });
});
