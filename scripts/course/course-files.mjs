// The Node side of the course compiler (app/course/source/compile-course.js, which reads no file):
// content/course read into the map it takes, every file by its path under content/course.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileCourse, problemText } from "../../app/course/source/compile-course.js";

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

export { problemText };
