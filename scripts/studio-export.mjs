#!/usr/bin/env node
// `npm run studio:export [-- --persist-to DIR] [--to DIR]`: writes the published versions of the
// local D1's course back to content/course/ (or DIR), so that what staff changed in the studio is
// committed like any other change (docs/decisions/094). A unit nobody edited is written exactly as
// it was imported. Stop `npm start` first (two workerd processes on one database file may lock each other).
import path from "node:path";
import { readdirSync, rmSync } from "node:fs";
import { Miniflare } from "miniflare";
import { d1Driver, exportSources } from "../app/studio/import.js";
import { readCourseFiles, writeCourseFiles } from "./course/course-files.mjs";
import { root } from "./local-env.mjs";

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const persistDir = argument("--persist-to") ?? process.env.PERSIST_TO;
const target = path.resolve(argument("--to") ?? path.join(root, "content/course"));
const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response('') } }",
  d1Databases: { DB: process.env.D1_DATABASE_ID ?? "00000000-0000-0000-0000-000000000000" },
  d1Persist: path.join(path.resolve(root, persistDir ?? ".wrangler/state"), "v3", "d1"),
});
try {
  const files = await exportSources(d1Driver(await mf.getD1Database("DB")));
  if (Object.keys(files).length === 0) {
    console.log("Nothing published in the local database: run `npm start` (or `npm run studio:import`) first.");
  } else {
    const before = readdirSync(target).length > 0 ? readCourseFiles(target) : {};
    // A file the published course no longer has (a unit retired) goes too.
    for (const gone of Object.keys(before).filter((file) => !(file in files))) rmSync(path.join(target, ...gone.split("/")));
    writeCourseFiles(target, files);
    const changed = Object.keys(files).filter((file) => before[file] !== files[file]);
    console.log(
      `Exported ${Object.keys(files).length} files to ${path.relative(root, target) || "."}: ${changed.length} changed${changed.length > 0 && changed.length <= 20 ? ` (${changed.join(", ")})` : ""}.`,
    );
  }
} finally {
  await mf.dispose();
}
