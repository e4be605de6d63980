// Compiles a course given as files in memory, with every rule the build runs (the studio's import
// uses it when the published course is not the files of this checkout: docs/decisions/094).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compileCourse } from "./compile-course.mjs";
import { appRoutes, linksThatOpenNoPage } from "./internal-links.mjs";
import { writeSourceFiles } from "./source-files.mjs";

/** `{ ok: true, courseJson } | { ok: false, problems: [{ rule, file, message }] }`. */
export async function compileFiles(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "course-"));
  try {
    writeSourceFiles(dir, files);
    const result = compileCourse(dir);
    const problems = result.course ? linksThatOpenNoPage(result.internalLinks, result.course, await appRoutes()) : result.problems;
    if (problems.length > 0) return { ok: false, problems: problems.map((message) => ({ rule: "build", file: "", message })) };
    return { ok: true, courseJson: JSON.stringify(result.course) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
