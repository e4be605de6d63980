#!/usr/bin/env node
// Gzipped JavaScript and CSS each route loads on first visit, from the client build's manifest
// (what the browser fetches up front: the entry, the root and the route, with their imports).
//   node scripts/client-weight.mjs [routeId ...]   (after `npm run build`)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./local-env.mjs";

const publicDir = path.join(root, "public");
const buildDir = path.join(publicDir, "build");

export function readManifest() {
  const file = readdirSync(buildDir).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  const source = readFileSync(path.join(buildDir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, ""));
}

const gzippedBytes = (publicPath) => gzipSync(readFileSync(path.join(publicDir, publicPath))).length;

/** The files a first visit to `routeId` loads: entry + root + route modules and their static imports. */
export function clientWeight(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", routeId]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const javascript = [...files].reduce((total, file) => total + gzippedBytes(file), 0);
  const css = readdirSync(path.join(buildDir, "_assets"))
    .filter((name) => name.endsWith(".css"))
    .reduce((total, name) => total + gzippedBytes(`/build/_assets/${name}`), 0);
  return { routeId, javascriptGzipBytes: javascript, cssGzipBytes: css, files: files.size };
}

export const weighedRoutes = {
  "/": "routes/($lang)._index",
  "/blog": "routes/($lang).blog._index",
  "/license-application": "routes/($lang).license-application",
  "/submissions-manager": "routes/($lang).submissions-manager",
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = readManifest();
  for (const [page, routeId] of Object.entries(weighedRoutes)) {
    if (!manifest.routes[routeId]) {
      console.log(`${page.padEnd(24)} (no such route yet)`);
      continue;
    }
    const weight = clientWeight(manifest, routeId);
    console.log(`${page.padEnd(24)} JS ${(weight.javascriptGzipBytes / 1024).toFixed(1)} KB gz   CSS ${(weight.cssGzipBytes / 1024).toFixed(1)} KB gz   (${weight.files} files)`);
  }
}
