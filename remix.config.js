import { flatRoutes } from "remix-flat-routes";

/**
 * Remix classic compiler, building one ES module for Cloudflare Workers.
 * The server entry is our own `server.ts` (security headers, origin check, body cap, log),
 * which imports the route build from `@remix-run/dev/server-build`.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  // The routes are grouped in one folder per area of the site (`_auth+/`, `_marketing+/`, …): a
  // `+` folder only groups, its name is no part of any URL (docs/decisions/078). Remix's own
  // convention reads one flat folder, so it reads nothing and remix-flat-routes reads them all.
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) => withoutTrailingSlash(flatRoutes("routes", defineRoutes, { ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] })),
  server: "./server.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  // Client build goes under public/ so Workers Static Assets serves it.
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};

/**
 * remix-flat-routes gives an index route outside any layout (`($lang).blog._index`) the path
 * `:lang?/blog/`; Remix's own convention gives it `:lang?/blog`. The same paths as before keep every
 * URL and the route table as they were (tests/worker/site-urls.test.ts).
 */
function withoutTrailingSlash(routes) {
  for (const route of Object.values(routes)) {
    if (route.path?.endsWith("/")) route.path = route.path.slice(0, -1);
  }
  return routes;
}
