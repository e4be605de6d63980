/// <reference types="vite/client" />
/**
 * The route table, for tests that walk every route: the client build's manifest
 * (public/build/manifest-*.js, the one parser of it) and, joined to it, each route module's
 * exports, so page lists come from the routes' `handle`s (app/site/pages.ts) rather than from lists
 * kept by hand.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pagesOf, type Page, type RouteTableEntry } from "~/site/pages";

const buildDir = path.resolve(import.meta.dirname, "../../public/build");

export interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  hasAction: boolean;
  hasLoader: boolean;
}

/** The routes of the latest client build (the newest `manifest-*.js`: older builds leave theirs behind). */
export function clientManifestRoutes(): ManifestRoute[] {
  const [newest] = readdirSync(buildDir)
    .filter((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
    .sort((a, b) => statSync(path.join(buildDir, b)).mtimeMs - statSync(path.join(buildDir, a)).mtimeMs);
  if (!newest) throw new Error("no client manifest: run `npm run build` first");
  const text = readFileSync(path.join(buildDir, newest), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, ManifestRoute> };
  return Object.values(manifest.routes);
}

/** A concrete English URL for a route: no language prefix, sample values for parameters. */
export function sampleUrl(route: ManifestRoute): string {
  return sampleUrlWith(route, {});
}

/** The same, with `values` for the parameters they name (where a test needs a real one: a lesson, an exam) and "1" for the others. */
export function sampleUrlWith(route: ManifestRoute, values: Readonly<Record<string, string>>): string {
  const segments = (route.path ?? "")
    .split("/")
    .filter((segment) => segment !== "" && segment !== ":lang?")
    .map((segment) => (segment === "*" ? "anything" : segment.startsWith(":") ? (values[segment.slice(1)] ?? "1") : segment.replace(/\[(.*?)\]/g, "$1")));
  const url = `/${segments.join("/")}`;
  return route.index ? `${url === "/" ? "/" : url}?index` : url;
}

/**
 * A route's whole path pattern, its parents' segments included (`dev/mailbox/:id`), without the
 * optional language: `["dev", "mailbox", ":id"]`.
 */
export function routeSegments(route: ManifestRoute, routes: ReadonlyArray<ManifestRoute>): string[] {
  const parent = routes.find((candidate) => candidate.id === route.parentId);
  const own = (route.path ?? "").split("/").filter((segment) => segment !== "" && segment !== ":lang?");
  return [...(parent ? routeSegments(parent, routes) : []), ...own];
}

/**
 * Every route module with a component (`.tsx`) under app/routes, by route id: its path under app/ without
 * the extension (`routes/_marketing+/($lang).about`, a folder route's `routes/_account+/($lang).account/route`;
 * docs/decisions/078). Resource routes (`.ts`) are not pages, and the sitemap's module reads the
 * compiler's server build, which exists only inside the built worker.
 */
const routeModules: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>("../../app/routes/**/*.tsx", { eager: true })).map(([file, module]) => [
    file.replace(/^\.\.\/\.\.\/app\//, "").replace(/\.tsx$/, ""),
    module,
  ]),
);

/** The ids of the route modules with a component. */
export function routeModuleIds(): Set<string> {
  return new Set(
    Object.entries(routeModules)
      .filter(([, module]) => module.default !== undefined)
      .map(([id]) => id),
  );
}

/** The pages of the built route table (app/site/pages.ts), each with its `handle`'s audience. */
export function routeTablePages(): Page[] {
  const entries: RouteTableEntry[] = clientManifestRoutes().map((route) => ({ ...route, module: routeModules[route.id] ?? {} }));
  return pagesOf(entries);
}

/** The pages that render for `audience` (only those crawlers may visit, with `crawledOnly`), as language-neutral paths (parameters still as `:name`), each once. */
export function pagePaths(audience: Page["audience"], { crawledOnly = false }: { crawledOnly?: boolean } = {}): string[] {
  return [
    ...new Set(
      routeTablePages()
        .filter((page) => page.audience === audience && page.renders && (page.crawl || !crawledOnly))
        .map((page) => page.path),
    ),
  ];
}
