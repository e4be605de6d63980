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

/** The files a first visit to a route loads: the entry, then each route from the root down to it, with their static imports. */
export function routeFiles(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`no route ${id} in the manifest`);
    chain.unshift(id);
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of chain) {
    files.add(manifest.routes[id].module);
    for (const file of manifest.routes[id].imports ?? []) files.add(file);
  }
  return files;
}

/** The files a route loads that the layout (the entry and the root, which every page loads) does not. */
export function filesBeyondLayout(manifest, routeId) {
  const layout = routeFiles(manifest, "root");
  return new Set([...routeFiles(manifest, routeId)].filter((file) => !layout.has(file)));
}

/** Gzipped JavaScript of a first visit to `routeId`, the part of it beyond the layout, and the CSS. */
export function clientWeight(manifest, routeId) {
  const files = routeFiles(manifest, routeId);
  const javascript = [...files].reduce((total, file) => total + gzippedBytes(file), 0);
  const beyondLayout = [...filesBeyondLayout(manifest, routeId)].reduce((total, file) => total + gzippedBytes(file), 0);
  const css = readdirSync(path.join(buildDir, "_assets"))
    .filter((name) => name.endsWith(".css"))
    .reduce((total, name) => total + gzippedBytes(`/build/_assets/${name}`), 0);
  return { routeId, javascriptGzipBytes: javascript, beyondLayoutGzipBytes: beyondLayout, cssGzipBytes: css, files: files.size };
}

export const weighedRoutes = {
  "/": "routes/_marketing+/($lang)._index",
  "/blog": "routes/_marketing+/($lang).blog._index",
  "/license-application": "routes/_marketing+/($lang).license-application",
  "/submissions-manager": "routes/_admin+/($lang).submissions-manager/route",
  "/course": "routes/_course+/($lang).course._index/route",
  "/course/<lesson>/<screen>": "routes/_course+/($lang).course.$lessonId.$screen/route",
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = readManifest();
  for (const [page, routeId] of Object.entries(weighedRoutes)) {
    if (!manifest.routes[routeId]) {
      console.log(`${page.padEnd(28)} (no such route yet)`);
      continue;
    }
    const weight = clientWeight(manifest, routeId);
    console.log(
      `${page.padEnd(28)} JS ${(weight.javascriptGzipBytes / 1024).toFixed(1)} KB gz (${(weight.beyondLayoutGzipBytes / 1024).toFixed(1)} KB beyond the layout)   CSS ${(weight.cssGzipBytes / 1024).toFixed(1)} KB gz   (${weight.files} files)`,
    );
  }
}
