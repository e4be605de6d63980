/**
 * The pages of the route table, as each route's `handle` describes it. The sitemap, robots.txt and
 * the tests' page lists are all derived from here, so a new page is one route file with a
 * `handle` (docs/decisions/023-languages-and-namespaces.md). Safe for client and server.
 */

/** Who can open a page: anyone, the sign-in pages' visitors, a signed-in account, an admin. */
export type Audience = "public" | "auth" | "account" | "admin";

/**
 * Whether the edge page cache may keep a cookie-less visitor's copy of a page for a few minutes
 * (app/http/html-cache.server.ts, docs/decisions/071):
 * - `"content"`: the page shows only what the build holds and the organisation's contact (the
 *   layout's footer); both are in the cache's key, so a deploy or a new contact is a new copy;
 * - `"never"`: what it shows can change by someone's action at run time (a certificate revoked, a
 *   partner listed or unlisted), or it is not the same for everyone.
 * Only a public page may say `"content"`, and every public page must say one or the other.
 */
export type EdgeCachePolicy = "content" | "never";

interface PageDetails {
  /**
   * `false`: robots.txt keeps crawlers off the path (up to its first parameter) in every
   * language. Public pages crawlers may visit are listed in the sitemap; the others are not.
   */
  crawl?: false;
}

export interface PageHandle {
  page: (PageDetails & { audience: "public"; edgeCache: EdgeCachePolicy }) | (PageDetails & { audience: Exclude<Audience, "public">; edgeCache?: "never" });
}

/** A route's `handle`: `export const handle = pageHandle({ audience: "public", edgeCache: "content" });` */
export function pageHandle(details: PageHandle["page"]): PageHandle {
  return { page: details };
}

/** One route of a route table (the server build's `routes`, or the client manifest plus modules). */
export interface RouteTableEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module's exports, or the two that matter here. */
  module: { handle?: unknown; default?: unknown };
}

export interface Page {
  routeId: string;
  /** The language-neutral path pattern: `/`, `/about`, `/blog/:postId`, `/admin/submissions`. */
  path: string;
  audience: Audience;
  crawl: boolean;
  /** Whether the route renders (has a component); a route with only a loader is a redirect or a resource. */
  renders: boolean;
  /** What the page's `handle` says of the edge page cache; undefined when it says nothing (then never kept). */
  edgeCache: EdgeCachePolicy | undefined;
}

function pageDetailsOf(handle: unknown): PageHandle["page"] | undefined {
  return handle && typeof handle === "object" ? ((handle as Partial<PageHandle>).page ?? undefined) : undefined;
}

const ownPageHandle = (entry: RouteTableEntry) => pageDetailsOf(entry.module.handle);

/**
 * Every route that is a page, in the table's order. A route without a page `handle` of its own
 * inherits its parent's (an admin page's child routes are admin pages); a route with none in its
 * chain (the not-found splat, the development mailbox, the sitemap) is not a page.
 */
export function pagesOf(routes: Readonly<Record<string, RouteTableEntry>> | ReadonlyArray<RouteTableEntry>): Page[] {
  const entries = Array.isArray(routes) ? (routes as ReadonlyArray<RouteTableEntry>) : Object.values(routes);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const chain = (entry: RouteTableEntry): RouteTableEntry[] => {
    const parent = entry.parentId ? byId.get(entry.parentId) : undefined;
    return parent ? [...chain(parent), entry] : [entry];
  };
  return entries.flatMap((entry) => {
    const routes = chain(entry);
    const details = routes
      .map(ownPageHandle)
      .reverse()
      .find((found) => found !== undefined);
    if (!details) return [];
    const segments = routes.flatMap((route) => (route.path ?? "").split("/")).filter((segment) => segment !== "" && segment !== ":lang?");
    return [
      {
        routeId: entry.id,
        path: `/${segments.join("/")}`,
        audience: details.audience,
        crawl: details.crawl !== false,
        renders: typeof entry.module.default === "function" || (typeof entry.module.default === "object" && entry.module.default !== null),
        edgeCache: details.edgeCache,
      },
    ];
  });
}

/**
 * Whether the edge page cache may keep the page a route rendered: only when the route's own page
 * `handle` (or the nearest one above it) is a public page's that says `"content"`.
 */
export function mayKeepInEdgeCache(handles: ReadonlyArray<unknown>): boolean {
  const details = handles
    .map(pageDetailsOf)
    .reverse()
    .find((found) => found !== undefined);
  return details?.audience === "public" && details.edgeCache === "content";
}

/** The static part of a path pattern, before its first parameter: `/set-password/:token` → `/set-password`. */
export function staticPrefix(path: string): string {
  const parameter = path.indexOf("/:");
  return parameter === -1 ? path : path.slice(0, parameter) || "/";
}
