// The Node side of the course compiler (app/course/source/compile-course.js, which reads no file):
// content/course read into the map it takes, every file by its path under content/course.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileCourse, problemText } from "../../app/course/source/compile-course.js";
import { hashCourse, hashUnit, splitSources, unitKey } from "../../app/studio/units.js";

/**
 * Every file under `contentDir`, however deep, as `{ "<path with />": text }`.
 * @param {string} contentDir
 * @returns {Record<string, string>}
 */
export function readCourseFiles(contentDir) {
  const files = {};
  for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    files[path.relative(contentDir, full).split(path.sep).join("/")] = readFileSync(full, "utf8");
  }
  return files;
}

/** The folder compiled: `compileCourse` over `readCourseFiles(contentDir)`, with the same options. */
export function compileCourseDirectory(contentDir, options) {
  return compileCourse(readCourseFiles(contentDir), options);
}

/** Writes `files` (as readCourseFiles returns them) under `dir`. */
export function writeCourseFiles(dir, files) {
  for (const [relative, text] of Object.entries(files)) {
    const full = path.join(dir, ...relative.split("/"));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

/**
 * The fingerprint of a course's files as the studio's units see them (docs/decisions/094): the same as
 * a release's that publishes exactly these units.
 */
export function sourceHash(files) {
  return hashCourse(splitSources(files).map((unit) => ({ key: unitKey(unit.kind, unit.itemId), hash: hashUnit(unit.enText, unit.esText) })));
}

/**
 * Compiles a course held in memory with every rule of the build, the links to the site included (the
 * studio's import, when what is published is not this checkout's files):
 * `{ ok: true, courseJson } | { ok: false, problems }`.
 * @param {Record<string, string>} files
 * @returns {Promise<{ ok: true, courseJson: string } | { ok: false, problems: import("../../app/course/source/compile-course.js").CourseProblem[] }>}
 */
export async function compileFiles(files) {
  // Remix's route configuration is slow to load: only when a course is compiled here.
  const { appRoutes } = await import("./app-routes.mjs");
  const { course, problems } = compileCourse(files, { routes: await appRoutes() });
  return course && problems.length === 0 ? { ok: true, courseJson: JSON.stringify(course) } : { ok: false, problems };
}

export { problemText };
