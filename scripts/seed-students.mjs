#!/usr/bin/env node
// `npm run seed:students [-- --count 10000] [--persist-to DIR]`: fills the local D1 (the one
// `npm start` serves) with a cohort of enrolled students and their course records
// (scripts/course-students.mjs) to see and measure the course at volume. Migrates and adds the
// local admin first (scripts/prepare-local.mjs), then writes through miniflare's own D1 on the same
// folder, as scripts/seed-history.mjs does. The records are append-only, so it runs once: when the
// first seeded student is there already, it writes nothing. Every seeded student's password is
// `seeded-student-password`; their addresses are student-<n>@seeded.example.com.
// Stop `npm start` while it runs (two workerd processes on one database file may lock each other).
import path from "node:path";
import { Miniflare } from "miniflare";
import { hashPassword } from "../app/auth/password-hash.server.js";
import { compileCourseDirectory, problemText } from "./course/course-files.mjs";
import { courseShape, courseStudentRows, courseStudentStatements, seededUserId, seededStudentPassword } from "./course-students.mjs";
import { applyStatements } from "./history-leads.mjs";
import { root, seedOptions } from "./local-env.mjs";

const startedAt = Date.now();
const { count, persistDir } = await seedOptions({ defaultCount: 10_000, maxCount: 100_000 });

const { course, problems } = compileCourseDirectory(path.join(root, "content/course"));
if (!course) throw new Error(`the course content has problems:\n${problems.map((problem) => problemText(problem, "content/course")).join("\n")}`);
const shape = courseShape(course);

/** wrangler's local D1: the same binding id and folder `npm start` and `wrangler d1 execute --local` use. */
const databaseId = process.env.D1_DATABASE_ID ?? "00000000-0000-0000-0000-000000000000";
const mf = new Miniflare({
  modules: true,
  script: "export default { fetch() { return new Response('') } }",
  d1Databases: { DB: databaseId },
  d1Persist: path.join(path.resolve(root, persistDir ?? ".wrangler/state"), "v3", "d1"),
});
try {
  const db = await mf.getD1Database("DB");
  if (await db.prepare("SELECT 1 FROM users WHERE id = ?").bind(seededUserId(1)).first()) {
    console.log("The seeded students are there already: nothing written (course records are append-only).");
  } else {
    // One hash for every account: hashing 10,000 passwords would take minutes and measure nothing.
    const passwordHash = await hashPassword(seededStudentPassword);
    const now = Date.now();
    const perChunk = 250;
    for (let from = 1; from <= count; from += perChunk) {
      const rows = courseStudentRows({ shape, from, to: Math.min(count, from + perChunk - 1), now, passwordHash });
      await applyStatements(
        db,
        courseStudentStatements(
          rows,
          shape.course.modules.map((module) => module.id),
        ),
      );
    }
    const tables = ["course_enrolments", "course_screen_time", "course_records", "course_attempts", "course_answers", "course_certificates"];
    const counts = [];
    for (const table of tables) counts.push(`${(await db.prepare(`SELECT count(*) AS n FROM ${table}`).first()).n} ${table}`);
    console.log(`Seeded ${count} students in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${counts.join(", ")}).`);
  }
} finally {
  await mf.dispose();
}
