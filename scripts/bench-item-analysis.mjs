#!/usr/bin/env node
// `npm run bench:items`: times the scheduled step `itemAnalysis` (app/studio/item-analysis.server.ts)
// over 1,000,000 answers. A figure, never a pass/fail. It migrates a throwaway local D1 as
// scripts/prepare-local.mjs does (wrangler's migrations; run `npm run build` first), fills it
// through miniflare's own D1 (scripts/bench-students.mjs) with enrolments, submitted attempts of
// every kind and their answers, written by INSERT … SELECT over recursive counters (no row crosses
// from Node), then runs the built worker's scheduled handler as the Cron Trigger would and prints the
// step's wall time and queries from its log line, and the run's wall and workerd CPU time.
//   BENCH_ANSWERS=1000000 npm run bench:items
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openBuiltWorker, openLocalD1 } from "./bench-students.mjs";
import { bin, run as runCommand } from "./local-env.mjs";
import { courseJson } from "../app/course/compiled/course.js";

const answers = Number(process.env.BENCH_ANSWERS ?? 1_000_000);
const perAttempt = 20;
const attempts = Math.ceil(answers / perAttempt);
const enrolments = 10_000;

/** The workerd processes' CPU seconds (user + system) from /proc, or null off Linux. */
function workerdCpuSeconds() {
  try {
    const pids = execFileSync("pgrep", ["-f", "workerd"], { encoding: "utf8" }).trim().split("\n").filter(Boolean);
    const ticks = pids.reduce((sum, pid) => {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
    return ticks / 100;
  } catch {
    return null;
  }
}

async function fill(persistDir) {
  const course = JSON.parse(courseJson);
  const questionIds = Object.keys(course.questions);
  const { db, dispose } = await openLocalD1(persistDir);
  try {
    const began = performance.now();
    await db.prepare("CREATE TABLE bench_questions (n INTEGER PRIMARY KEY, id TEXT NOT NULL)").run();
    await db.prepare("INSERT INTO bench_questions (n, id) SELECT key, value FROM json_each(?)").bind(JSON.stringify(questionIds)).run();
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
         INSERT INTO course_enrolments (id, course_id, student_name, student_email, starts_at, ends_at)
         SELECT 'bench-enrolment-' || i, 'florida-2-15', 'Bench Student ' || i, 'bench-' || i || '@example.com', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z' FROM n`,
      )
      .bind(enrolments)
      .run();
    // Attempts in slices: a statement's work stays well inside the local D1's limits.
    const slice = 10_000;
    for (let from = 0; from < attempts; from += slice) {
      await db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
           INSERT INTO course_attempts (id, enrolment_id, kind, scope, question_ids, language, started_at, started_ms, submitted_at, correct, total, percent, passed)
           SELECT 'bench-attempt-' || i, 'bench-enrolment-' || (i % ${enrolments}), CASE i % 4 WHEN 0 THEN 'quiz' WHEN 1 THEN 'module' WHEN 2 THEN 'practice' ELSE 'final' END, 'bench', '[]',
             CASE WHEN i % 3 = 0 THEN 'es' ELSE 'en' END, '2026-06-01T00:00:00.000Z', 0, '2026-06-01T00:30:00.000Z', 0, ${perAttempt}, (i * 37) % 101, 0 FROM n`,
        )
        .bind(from, Math.min(from + slice, attempts))
        .run();
    }
    // Each attempt's answers: 20 questions from a stride through the bank, choices spread unevenly.
    const answerSlice = 2_000;
    for (let from = 0; from < attempts; from += answerSlice) {
      await db
        .prepare(
          `WITH RECURSIVE a(i) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT i + 1 FROM a WHERE i + 1 < ?),
           q(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM q WHERE j + 1 < ${perAttempt})
           INSERT INTO course_answers (attempt_id, question_id, choice, answered_at)
           SELECT 'bench-attempt-' || a.i, b.id, ((a.i * 7 + q.j * 3) % 11) % 4, '2026-06-01T00:10:00.000Z'
           FROM a JOIN q JOIN bench_questions b ON b.n = (a.i * 13 + q.j) % ${questionIds.length}`,
        )
        .bind(from, Math.min(from + answerSlice, attempts))
        .run();
    }
    const { count } = await db.prepare("SELECT count(*) AS count FROM course_answers").first();
    console.log(
      `Filled: ${count.toLocaleString("en-US")} answers in ${attempts.toLocaleString("en-US")} submitted attempts, ${questionIds.length} questions (${Math.round((performance.now() - began) / 1000)} s)`,
    );
  } finally {
    await dispose();
  }
}

const persistDir = mkdtempSync(path.join(tmpdir(), "ffa-bench-items-"));
try {
  await runCommand(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir], { stdio: ["ignore", "ignore", "inherit"] });
  await fill(persistDir);
  const lines = [];
  const { runScheduled, db, dispose } = await openBuiltWorker(persistDir, {
    onLogLine: (line) => {
      if (line.includes('"step":"itemAnalysis"') || line.includes("scheduled_step_failed")) lines.push(line);
    },
  });
  try {
    const cpuBefore = workerdCpuSeconds();
    const began = performance.now();
    await runScheduled(new Date());
    const wallMs = Math.round(performance.now() - began);
    const cpuAfter = workerdCpuSeconds();
    const { rows } = await db.prepare("SELECT count(*) AS rows FROM course_item_stats").first();
    console.log(
      `The scheduled run: ${wallMs} ms wall, workerd CPU ${cpuBefore === null || cpuAfter === null ? "unknown" : `${Math.round((cpuAfter - cpuBefore) * 1000)} ms`}`,
    );
    for (const line of lines) console.log(`  ${line}`);
    console.log(`course_item_stats: ${rows} rows`);
  } finally {
    await dispose();
  }
} finally {
  rmSync(persistDir, { recursive: true, force: true });
}
