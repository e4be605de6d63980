// The bench's side of the seeded students (scripts/course-students.mjs), read and written through
// miniflare's own D1 on the bench's database folder while no server has it open: sessions for the
// students a scenario posts as, and, after the server has stopped, what the heartbeat burst wrote.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createCookie } from "@remix-run/cloudflare";
import { Miniflare } from "miniflare";
import { seededEnrolmentId, seededUserId } from "./course-students.mjs";
import { root } from "./local-env.mjs";

/** The local D1 in `persistDir` (wrangler's layout, as `npm start` reads it); call `dispose` when done. */
export async function openLocalD1(persistDir) {
  const databaseId = process.env.D1_DATABASE_ID ?? "00000000-0000-0000-0000-000000000000";
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: { DB: databaseId },
    d1Persist: path.join(path.resolve(root, persistDir), "v3", "d1"),
  });
  return { db: await mf.getD1Database("DB"), dispose: () => mf.dispose() };
}

/**
 * A worker beside the app that runs the app's scheduled handler when asked by an ordinary request
 * (`?at=<ms>`), through a service binding, and answers with its outcome once the run is over. The
 * bench's Node side reaches it by a plain fetch: it never waits on miniflare's proxy of the app's
 * `scheduled()`, which lost the answer of a heavy run (issue 41, docs/decisions/069).
 */
const cronTriggerScript = `export default {
  async fetch(request, env) {
    const at = Number(new URL(request.url).searchParams.get("at"));
    const result = await env.APP.scheduled({ cron: "*/5 * * * *", scheduledTime: new Date(at) });
    return Response.json(result);
  },
};`;

/**
 * The built worker, with wrangler.toml's settings, over the local D1 in `persistDir` (the served
 * site stopped first): for running its scheduled handler as the Cron Trigger would, by
 * `runScheduled(at)` (at: a Date), which resolves with the run's outcome. `onLogLine`, when given,
 * gets each line the worker writes, as it writes it. `db` is miniflare's own D1 proxy, for reads
 * between runs. Call `dispose` when done.
 */
export async function openBuiltWorker(persistDir, { onLogLine } = {}) {
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  // Without the static assets: with them, the binding would reach miniflare's assets router, which has no scheduled handler.
  const { assets, ...appOptions } = workerOptions;
  const mf = new Miniflare({
    workers: [
      { ...appOptions, name: "app", modules: [{ type: "ESModule", path: main }] },
      {
        name: "cron-trigger",
        modules: true,
        script: cronTriggerScript,
        compatibilityDate: workerOptions.compatibilityDate,
        compatibilityFlags: ["service_binding_extra_handlers"],
        serviceBindings: { APP: "app" },
      },
    ],
    d1Persist: path.join(path.resolve(root, persistDir), "v3", "d1"),
    cf: false,
    handleRuntimeStdio(stdout, stderr) {
      if (!onLogLine) return;
      for (const stream of [stdout, stderr]) {
        let pending = "";
        stream.on("data", (chunk) => {
          const lines = (pending + chunk.toString("utf8")).split("\n");
          pending = lines.pop() ?? "";
          for (const line of lines) onLogLine(line);
        });
      }
    },
  });
  try {
    const trigger = await mf.getWorker("cron-trigger");
    const runScheduled = async (at) => {
      const response = await trigger.fetch(`http://cron-trigger/?at=${at.getTime()}`);
      const outcome = await response.json();
      if (outcome.outcome !== "ok") throw new Error(`the scheduled run ended ${outcome.outcome}`);
      return outcome;
    };
    return { runScheduled, db: await mf.getD1Database("DB", "app"), dispose: () => mf.dispose() };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/** `IN (?, ?, …)` for `values`, with the values to bind (D1 binds at most 100 a statement). */
function inChunks(values, size = 90) {
  const chunks = [];
  for (let from = 0; from < values.length; from += size) {
    const chunk = values.slice(from, from + size);
    chunks.push({ placeholders: chunk.map(() => "?").join(", "), values: chunk });
  }
  return chunks;
}

/**
 * Signs the seeded students `numbers` in as the sign-in page would, without hashing a password for
 * each: a `sessions` row like the one the session storage writes, and its cookie signed with the
 * local SESSION_SECRET by the framework's own cookie code. One sign-in through the real form is
 * measured elsewhere; a thousand would cost a thousand deliberately slow password hashes.
 * Returns, by student number, the Cookie header and where the student's clock stands.
 */
export async function signInSeededStudents(db, numbers, { secret, now = Date.now() }) {
  const cookie = createCookie("__session", { secrets: [secret], path: "/", httpOnly: true, sameSite: "lax", secure: false });
  const expiresAt = now + 8 * 3_600_000;
  const students = new Map();
  const statements = [];
  for (const n of numbers) {
    const id = randomBytes(32).toString("base64url");
    const userId = seededUserId(n);
    statements.push(
      db
        .prepare("INSERT INTO sessions (id, user_id, data, expires_at, created_at, last_seen_at, user_agent) VALUES (?, ?, ?, ?, ?, ?, '')")
        .bind(id, userId, JSON.stringify({ userId, expiresAt }), new Date(expiresAt).toISOString(), new Date(now).toISOString(), new Date(now).toISOString()),
    );
    students.set(n, { sessionId: id, cookie: (await cookie.serialize(id)).split(";")[0] });
  }
  for (let from = 0; from < statements.length; from += 200) await db.batch(statements.slice(from, from + 200));
  for (const [n, place] of await clockPlaces(db, numbers)) Object.assign(students.get(n), place);
  return students;
}

/** Where each student's clock stands (by student number): the screen, since when, its stamp, and the screen's seconds. */
export async function clockPlaces(db, numbers) {
  const byEnrolment = new Map(numbers.map((n) => [seededEnrolmentId(n), n]));
  const places = new Map();
  for (const { placeholders, values } of inChunks([...byEnrolment.keys()])) {
    const { results } = await db
      .prepare(
        `SELECT c.enrolment_id AS enrolmentId, c.screen_key AS screenKey, c.since_ms AS sinceMs, c.stamp, s.seconds
         FROM course_clocks c JOIN course_screen_time s ON s.enrolment_id = c.enrolment_id AND s.lesson_id || '#' || s.screen = c.screen_key
         WHERE c.enrolment_id IN (${placeholders})`,
      )
      .bind(...values)
      .all();
    for (const row of results) places.set(byEnrolment.get(row.enrolmentId), row);
  }
  return places;
}

/** The newest course record's id: records after it were written by the requests measured. */
export async function lastRecordId(db) {
  return (await db.prepare("SELECT coalesce(max(id), 0) AS id FROM course_records").first()).id;
}

/**
 * What the heartbeats of `students` (from `signInSeededStudents`) wrote after record `afterRecordId`
 * and since `sinceIso`: each student's new seat-time records and seconds, their screen's seconds
 * now and whether its minimum was met since, whether their clock moved, and whether their
 * session's last sight was written.
 */
export async function heartbeatAftermath(db, students, { afterRecordId, sinceIso }) {
  const byEnrolment = new Map([...students.values()].map((student) => [student.enrolmentId, student]));
  const after = new Map();
  for (const { placeholders, values } of inChunks([...byEnrolment.keys()])) {
    const [records, screens, sessions] = await db.batch([
      db
        .prepare(
          `SELECT enrolment_id AS enrolmentId, count(*) AS records, coalesce(sum(seconds), 0) AS seconds FROM course_records WHERE id > ? AND kind = 'seat-time' AND enrolment_id IN (${placeholders}) GROUP BY enrolment_id`,
        )
        .bind(afterRecordId, ...values),
      db
        .prepare(
          `SELECT c.enrolment_id AS enrolmentId, c.stamp, s.seconds, s.completed_at >= ? AS completedNow FROM course_clocks c
           JOIN course_screen_time s ON s.enrolment_id = c.enrolment_id AND s.lesson_id || '#' || s.screen = c.screen_key WHERE c.enrolment_id IN (${placeholders})`,
        )
        .bind(sinceIso, ...values),
      db
        .prepare(
          `SELECT e.id AS enrolmentId, count(*) AS touched FROM sessions x JOIN course_enrolments e ON e.user_id = x.user_id WHERE x.last_seen_at >= ? AND e.id IN (${placeholders}) GROUP BY e.id`,
        )
        .bind(sinceIso, ...values),
    ]);
    for (const row of screens.results)
      after.set(row.enrolmentId, {
        records: 0,
        recordSeconds: 0,
        screenSeconds: row.seconds,
        completedNow: row.completedNow === 1,
        clockMoved: row.stamp !== byEnrolment.get(row.enrolmentId).stamp,
        sessionTouched: false,
      });
    for (const row of records.results) Object.assign(after.get(row.enrolmentId), { records: row.records, recordSeconds: row.seconds });
    for (const row of sessions.results) after.get(row.enrolmentId).sessionTouched = row.touched > 0;
  }
  return after;
}

/** Rows in the accounts' and the course's tables. */
export async function courseTableSizes(db) {
  const tables = [
    "users",
    "sessions",
    "course_enrolments",
    "course_clocks",
    "course_screen_time",
    "course_records",
    "course_attempts",
    "course_answers",
    "course_acknowledgements",
    "course_certificates",
  ];
  const counts = await db.batch(tables.map((table) => db.prepare(`SELECT count(*) AS n FROM ${table}`)));
  return Object.fromEntries(tables.map((table, index) => [table, counts[index].results[0].n]));
}
