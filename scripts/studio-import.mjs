#!/usr/bin/env node
// `npm run studio:import [-- --persist-to DIR | --remote]`: imports content/course/ into the local D1's course
// versions (docs/decisions/094, app/studio/import.js): version 1 of every unit the first time, a new
// version of each file changed since, never over what the studio wrote (a conflict is listed, the
// studio's version kept). `npm start` runs it (scripts/prepare-local.mjs). Stop `npm start` first
// when running it alone (two workerd processes on one database file may lock each other).
import path from "node:path";
import { Miniflare } from "miniflare";
import { d1Driver, importSources } from "../app/studio/import.js";
import { compileFiles, readCourseFiles } from "./course/course-files.mjs";
import { root } from "./local-env.mjs";
import { wranglerD1Driver } from "./course/wrangler-d1-driver.mjs";

export async function importIntoLocalD1({ persistDir, quiet = false } = {}) {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: process.env.D1_DATABASE_ID ?? "00000000-0000-0000-0000-000000000000" },
    d1Persist: path.join(path.resolve(root, persistDir ?? ".wrangler/state"), "v3", "d1"),
  });
  try {
    const report = await importSources(d1Driver(await mf.getD1Database("DB")), readCourseFiles(path.join(root, "content/course")), {
      compile: compileFiles,
    });
    if (!quiet || report.conflicts.length > 0) console.log(importSummary(report));
    return report;
  } finally {
    await mf.dispose();
  }
}

export function importSummary(report) {
  const lines = [
    `Course versions imported from content/course: ${report.added} new, ${report.updated} updated from the files, ${report.unchanged} unchanged, ` +
      `${report.keptFromStudio} kept as the studio published them, ${report.retired} retired; release ${report.releaseId}.`,
  ];
  if (report.conflicts.length > 0) {
    lines.push(
      `  ${report.conflicts.length} changed both in the files and in the studio (the studio's version stays live; run \`npm run studio:export\`, merge, import again): ${report.conflicts.join(", ")}`,
    );
  }
  return lines.join("\n");
}

/** Through wrangler (`--remote`: the real D1, as `npm run deploy` does; `--local` tests the same path). */
export async function importThroughWrangler({ remote, persistDir }) {
  const report = await importSources(wranglerD1Driver({ remote, persistDir }), readCourseFiles(path.join(root, "content/course")), { compile: compileFiles });
  console.log(importSummary(report));
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf("--persist-to");
  const persistDir = index >= 0 ? process.argv[index + 1] : process.env.PERSIST_TO;
  if (process.argv.includes("--remote")) await importThroughWrangler({ remote: true });
  else if (process.argv.includes("--through-wrangler")) await importThroughWrangler({ remote: false, persistDir });
  else await importIntoLocalD1({ persistDir });
}
