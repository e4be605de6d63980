// The course's source files as the studio's units see them (docs/decisions/094): every file under
// content/course/, by its path relative to that folder, and the fingerprint of the whole.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashCourse, hashUnit, splitSources, unitKey } from "../../app/studio/units.js";

/** Every file under `contentDir`, keyed by its path relative to it (with `/`). */
export function readSourceFiles(contentDir) {
  const files = {};
  for (const entry of readdirSync(contentDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    files[path.relative(contentDir, full).split(path.sep).join("/")] = readFileSync(full, "utf8");
  }
  return files;
}

/** The fingerprint of a course's files: the same as the release's that publishes exactly these units. */
export function sourceHash(files) {
  return hashCourse(splitSources(files).map((unit) => ({ key: unitKey(unit.kind, unit.itemId), hash: hashUnit(unit.enText, unit.esText) })));
}

/** Writes `files` under `dir` (the inverse of readSourceFiles). */
export function writeSourceFiles(dir, files) {
  for (const [relative, text] of Object.entries(files)) {
    const full = path.join(dir, ...relative.split("/"));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}
