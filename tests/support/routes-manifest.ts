/** The route table of the client build (public/build/manifest-*.js), for tests that walk every route. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(import.meta.dirname, "../../public/build");

export interface ManifestRoute {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
  hasAction: boolean;
  hasLoader: boolean;
}

export function clientManifestRoutes(): ManifestRoute[] {
  const file = readdirSync(buildDir).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("no client manifest: run `npm run build` first");
  const source = readFileSync(path.join(buildDir, file), "utf8");
  const manifest = JSON.parse(source.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "")) as { routes: Record<string, ManifestRoute> };
  return Object.values(manifest.routes);
}

/** A concrete English URL for a route: no language prefix, sample values for parameters. */
export function sampleUrl(route: ManifestRoute): string {
  const segments = (route.path ?? "")
    .split("/")
    .filter((segment) => segment !== "" && segment !== ":lang?")
    .map((segment) => (segment === "*" ? "anything" : segment.startsWith(":") ? "1" : segment.replace(/\[(.*?)\]/g, "$1")));
  const url = `/${segments.join("/")}`;
  return route.index ? `${url === "/" ? "/" : url}?index` : url;
}
