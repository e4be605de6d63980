// The bench's "course" group (`npm run bench -- course`): 10,000 seeded students
// (scripts/course-students.mjs) in the bench's database, then the learners view as staff see it
// (each filter's first page), the requests a student makes — the
// course page, a screen of the player, "Next" once the minimum is met and before it, an exam answer,
// the seat clock's tick — and a burst of heartbeats from many students, checked against what the
// database holds afterwards (every credit stored once, none faster than real time).
// Last, the "cron" scenario: the Worker's scheduled handler over the same 10,000 students.
//   BENCH_STUDENTS=10000 BENCH_HEARTBEAT_STUDENTS=1000 BENCH_HEARTBEAT_ROUNDS=1 npm run bench -- course
import { readdirSync, readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { readDevVars } from "./admin-account.mjs";
import { clockPlaces, courseTableSizes, heartbeatAftermath, lastRecordId, openBuiltWorker, openLocalD1, signInSeededStudents } from "./bench-students.mjs";
import { benchPools, seededStudentEmail, seededStudentPassword } from "./course-students.mjs";
import { root, run } from "./local-env.mjs";
import { d1Driver, importSources } from "../app/studio/import.js";
import { compileFiles, readCourseFiles } from "./course/course-files.mjs";

export const courseBenchSettings = {
  students: Number(process.env.BENCH_STUDENTS ?? 10_000),
  burstStudents: Number(process.env.BENCH_HEARTBEAT_STUDENTS ?? 1000),
  /** Each round: every burst student ticks once, spread evenly over the seat clock's 30 s. */
  burstRounds: Number(process.env.BENCH_HEARTBEAT_ROUNDS ?? 1),
  tickMs: 30_000,
};

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
const form = (fields) => new URLSearchParams(fields).toString();

/** The player's address of a clock's screen key (`lesson#index`, the index from 0; the address counts from 1). */
const screenPath = (screenKey) => {
  const [lessonId, index] = screenKey.split("#");
  return `/course/${lessonId}/${Number(index) + 1}`;
};

/**
 * Before the server starts: seeds the students, signs in those a scenario posts as, and notes
 * the last course record (the burst's records come after it).
 */
export async function prepareCourseStudents(persistDir) {
  const pools = benchPools({ burst: courseBenchSettings.burstStudents });
  if (courseBenchSettings.students < pools.size) throw new Error(`BENCH_STUDENTS must be at least ${pools.size} (the students the scenarios set aside)`);
  await run(process.execPath, [
    path.join(root, "scripts/seed-students.mjs"),
    "--no-prepare",
    "--persist-to",
    persistDir,
    "--count",
    String(courseBenchSettings.students),
  ]);
  const { SESSION_SECRET: secret } = readDevVars(path.join(root, ".dev.vars"));
  if (!secret) throw new Error("no SESSION_SECRET in .dev.vars");
  const { db, dispose } = await openLocalD1(persistDir);
  try {
    // The player under a release the studio made (docs/decisions/094): one question corrected, so the
    // Worker serves a release's compiled course from D1 (cached per isolate), not the build's own.
    const release = await releaseWithOneCorrection(db);
    console.log(`Course bench under release ${release} (one question corrected after the build: the Worker serves the release's course from D1).`);
    const signedInAt = Date.now();
    const students = await signInSeededStudents(db, [...pools.advance, ...pools.refused, ...pools.ticking, ...pools.burst], { secret, now: signedInAt });
    const signedInPlace = (await clockPlaces(db, [pools.signedIn])).get(pools.signedIn);
    return { pools, students, signedInPlace, signedInAt, recordsBefore: await lastRecordId(db) };
  } finally {
    await dispose();
  }
}

/** Imports the course's files with one question's words changed: a release that is not the build's. */
async function releaseWithOneCorrection(db) {
  const files = readCourseFiles(path.join(root, "content/course"));
  const bank = "questions/m1-insurance-basics.en.yaml";
  const at = files[bank].indexOf('  question: "') + '  question: "'.length;
  const edited = { ...files, [bank]: `${files[bank].slice(0, at)}(Corrected) ${files[bank].slice(at)}` };
  const report = await importSources(d1Driver(db), edited, { compile: compileFiles });
  return report.releaseId;
}

/** A form post as a browser sends it, from the client address given. */
function post(origin, cookie, target, fields, address) {
  return {
    method: "POST",
    path: target,
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "CF-Connecting-IP": address },
    body: form(fields),
  };
}

/** Student 1 signs in through the sign-in form, as a person does; returns the session cookie. */
async function signInThroughTheForm(origin, address) {
  const request = post(origin, "", "/auth", { email: seededStudentEmail(1), password: seededStudentPassword }, address);
  delete request.headers.Cookie;
  const response = await fetch(`${origin}/auth`, { ...request, redirect: "manual" });
  await response.arrayBuffer();
  // The session alone: the sign-in's one-time notice would otherwise be shown on every page measured.
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .find((cookie) => cookie.startsWith("__session="));
  if (response.status !== 303 || !session) throw new Error(`the student's sign-in answered ${response.status}`);
  return session;
}

/** Starts practice exam 1 for the student (acknowledging it) and reads its questions' ids off its pages. */
async function startPracticeExam(origin, cookie, address) {
  const examPath = "/course/exams/practice/1";
  // Every attempt starts with an identity check (docs/decisions/047): the seeded answers are the seeded password.
  const checkPath = `/course/identity-check?${new URLSearchParams({ for: "exam:practice:1", next: examPath })}`;
  await (await fetch(`${origin}${checkPath}`, { headers: { Cookie: cookie }, redirect: "manual" })).arrayBuffer();
  const checked = await fetch(`${origin}${checkPath}`, {
    ...post(origin, cookie, checkPath, { for: "exam:practice:1", next: examPath, secretAnswer: seededStudentPassword }, address),
    redirect: "manual",
  });
  await checked.arrayBuffer();
  if (checked.headers.get("Location") !== examPath) throw new Error(`the identity check answered ${checked.status}`);
  const started = await fetch(`${origin}${examPath}`, { ...post(origin, cookie, examPath, { intent: "start", agree: "on" }, address), redirect: "manual" });
  await started.arrayBuffer();
  if (started.status !== 303) throw new Error(`starting the practice exam answered ${started.status}`);
  const questionIds = [];
  for (let number = 1; number <= 500; number += 1) {
    const page = await (await fetch(`${origin}${examPath}?q=${number}`, { headers: { Cookie: cookie } })).text();
    const id = page.match(/name="questionId" value="([^"]+)"/)?.[1];
    // Past the last question the page shows the first one not answered: the list is complete.
    if (!id || questionIds.includes(id)) break;
    questionIds.push(id);
  }
  if (questionIds.length === 0) throw new Error("the practice exam showed no question");
  return { examPath, questionIds };
}

/**
 * The course scenarios, once the server serves: each is timed one request after another
 * (Server-Timing) and under load (autocannon). A post scenario takes its next student from its
 * group in turn, so each post finds that student's clock where the scenario needs it.
 */
export async function courseScenarios({ origin, nextAddress, staffCookie }, prepared) {
  const { pools, students, signedInPlace } = prepared;
  const cookie = await signInThroughTheForm(origin, nextAddress());
  const { examPath, questionIds } = await startPracticeExam(origin, cookie, nextAddress());
  const inTurn = (numbers) => {
    let next = 0;
    return () => students.get(numbers[next++ % numbers.length]);
  };
  const advancing = inTurn(pools.advance);
  const refused = inTurn(pools.refused);
  const ticking = inTurn(pools.ticking);
  let answer = 0;
  const headers = { Cookie: cookie };
  // The learners view (staff) over every seeded enrolment: its first page under each filter, and a search.
  const staffHeaders = { Cookie: await staffCookie() };
  const learners = [
    { name: "learners: /course-manager (first page)", path: "/course-manager" },
    { name: "learners: ?show=stalled", path: "/course-manager?show=stalled" },
    { name: "learners: ?show=failed (an exam failed twice)", path: "/course-manager?show=failed" },
    { name: "learners: ?show=ending (within 14 days)", path: "/course-manager?show=ending" },
    { name: "learners: ?q=garcia&show=stalled", path: "/course-manager?q=garcia&show=stalled" },
    { name: "learners: ?page=200 (deep page)", path: "/course-manager?page=200" },
  ].map((scenario) => ({ ...scenario, headers: staffHeaders, isTimed: true }));
  return [
    ...learners,
    { name: "course: /course (overview)", path: "/course", headers, isTimed: true },
    { name: "course: GET a screen (the player)", path: screenPath(signedInPlace.screenKey), headers, isTimed: true },
    {
      name: "course: POST Next, minimum met (303)",
      isTimed: true,
      expectStatus: 303,
      nextRequest: () => {
        const student = advancing();
        return post(origin, student.cookie, screenPath(student.screenKey), {}, nextAddress());
      },
    },
    {
      name: "course: POST Next, before the minimum (409)",
      isTimed: true,
      expectStatus: 409,
      nextRequest: () => {
        const student = refused();
        return post(origin, student.cookie, screenPath(student.screenKey), {}, nextAddress());
      },
    },
    {
      name: "course: POST an exam answer (303)",
      isTimed: true,
      expectStatus: 303,
      nextRequest: () => {
        const index = answer++ % questionIds.length;
        return post(
          origin,
          cookie,
          examPath,
          { intent: "answer", questionId: questionIds[index], choice: String(index % 4), go: String(Math.min(index + 2, questionIds.length)) },
          nextAddress(),
        );
      },
    },
    {
      name: "course: POST /course/heartbeat (tick)",
      isTimed: true,
      nextRequest: () => {
        const student = ticking();
        return post(origin, student.cookie, "/course/heartbeat", { screen: student.screenKey, event: "tick" }, nextAddress());
      },
    },
  ];
}

/**
 * A post on a connection of its own, as each student's browser makes it: ticks 30 s apart from
 * a thousand browsers share no connection, and a pool shared by the bench's one process would
 * reuse connections the server has closed while they idled.
 */
function postOnItsOwnConnection(url, { headers, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", agent: false, headers: { ...headers, "Content-Length": Buffer.byteLength(body) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, text }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * The burst: every burst student sends the seat clock's tick once a round, the students spread
 * evenly over the round's 30 s, as many browsers ticking at once would. Nothing waits for an answer
 * before the next student's tick is due.
 */
export async function heartbeatBurst({ origin, nextAddress }, prepared) {
  const students = prepared.pools.burst.map((n) => ({ n, ...prepared.students.get(n) }));
  const { burstRounds: rounds, tickMs } = courseBenchSettings;
  const spacingMs = tickMs / students.length;
  const sinceIso = new Date().toISOString();
  const startedAt = performance.now();
  const sent = [];
  const tick = async (student) => {
    const request = post(origin, student.cookie, "/course/heartbeat", { screen: student.screenKey, event: "tick" }, nextAddress());
    const sentAt = performance.now();
    try {
      const response = await postOnItsOwnConnection(`${origin}/course/heartbeat`, request);
      const body = response.status === 200 ? JSON.parse(response.text) : null;
      const workerMs = Number(String(response.headers["server-timing"] ?? "").match(/worker;dur=([\d.]+)/)?.[1] ?? Number.NaN);
      return { n: student.n, status: response.status, seconds: body?.seconds, clientMs: performance.now() - sentAt, workerMs, answeredAt: Date.now(), sentAt };
    } catch (error) {
      return { n: student.n, status: 0, error: error?.code ?? String(error), clientMs: performance.now() - sentAt, sentAt };
    }
  };
  for (let round = 0; round < rounds; round += 1) {
    students.forEach((student, index) => {
      const dueMs = round * tickMs + index * spacingMs;
      sent.push(new Promise((resolve) => setTimeout(resolve, Math.max(0, dueMs - (performance.now() - startedAt)))).then(() => tick(student)));
    });
  }
  const answers = await Promise.all(sent);
  const durationS = (performance.now() - startedAt) / 1000;
  const client = answers.map((each) => each.clientMs).sort((a, b) => a - b);
  const worker = answers
    .filter((each) => Number.isFinite(each.workerMs))
    .map((each) => each.workerMs)
    .sort((a, b) => a - b);
  const byRound = Array.from({ length: rounds }, (_, round) => {
    const ofRound = answers.slice(round * students.length, (round + 1) * students.length);
    const times = ofRound.map((each) => each.clientMs).sort((a, b) => a - b);
    return {
      round: round + 1,
      ok: ofRound.filter((each) => each.status === 200).length,
      failed: ofRound.filter((each) => each.status !== 200).length,
      clientMsP50: Math.round(percentile(times, 0.5)),
      clientMsP99: Math.round(percentile(times, 0.99)),
    };
  });
  return {
    students,
    answers,
    sinceIso,
    summary: {
      students: students.length,
      rounds,
      heartbeats: answers.length,
      ok: answers.filter((each) => each.status === 200).length,
      failed: answers.filter((each) => each.status !== 200).length,
      // What the failures were: a status other than 200, or the connection's error.
      failures: answers
        .filter((each) => each.status !== 200)
        .reduce((counts, each) => ({ ...counts, [each.error ?? each.status]: (counts[each.error ?? each.status] ?? 0) + 1 }), {}),
      durationS: Math.round(durationS * 10) / 10,
      achievedPerSecond: Math.round((answers.length / durationS) * 10) / 10,
      clientMsP50: Math.round(percentile(client, 0.5)),
      clientMsP99: Math.round(percentile(client, 0.99)),
      workerMsP50: percentile(worker, 0.5),
      workerMsP99: percentile(worker, 0.99),
      byRound,
    },
  };
}

/**
 * After the server has stopped: what the burst wrote, checked student by student. Every tick that
 * credited time appears once as a record and once in the screen's seconds (none lost, none twice);
 * no student was credited more than the real time since their clock last counted.
 */
export async function burstAftermath(persistDir, prepared, burst) {
  const { db, dispose } = await openLocalD1(persistDir);
  try {
    const byN = new Map(burst.students.map((student) => [student.n, student]));
    const after = await heartbeatAftermath(db, byN, { afterRecordId: prepared.recordsBefore, sinceIso: burst.sinceIso });
    const answersOf = new Map();
    for (const answer of burst.answers) answersOf.set(answer.n, [...(answersOf.get(answer.n) ?? []), answer]);
    const problems = [];
    let credits = 0;
    let creditedSeconds = 0;
    let clocksMoved = 0;
    let studentsTouched = 0;
    let sessionTouches = 0;
    let recordsWritten = 0;
    let screensCompleted = 0;
    for (const student of burst.students) {
      const stored = after.get(student.enrolmentId);
      const answers = (answersOf.get(student.n) ?? []).filter((each) => each.status === 200).sort((a, b) => a.answeredAt - b.answeredAt);
      let previous = student.seconds;
      let answeredCredits = 0;
      for (const answer of answers) {
        if (answer.seconds > previous) answeredCredits += 1;
        previous = Math.max(previous, answer.seconds);
      }
      const credited = stored.screenSeconds - student.seconds;
      const realSeconds = answers.length > 0 ? (answers.at(-1).answeredAt - student.sinceMs) / 1000 : 0;
      if (stored.recordSeconds !== credited) problems.push(`student ${student.n}: ${credited} s credited, ${stored.recordSeconds} s recorded`);
      if (stored.records !== answeredCredits) problems.push(`student ${student.n}: ${answeredCredits} crediting answers, ${stored.records} records`);
      if (credited > realSeconds + 1) problems.push(`student ${student.n}: ${credited} s credited in ${realSeconds.toFixed(1)} s of real time`);
      if (answers.length > 0 && !stored.clockMoved) problems.push(`student ${student.n}: answered, but the clock did not move`);
      credits += stored.records;
      creditedSeconds += credited;
      recordsWritten += stored.records;
      clocksMoved += stored.clockMoved ? 1 : 0;
      studentsTouched += stored.sessionTouched ? 1 : 0;
      // The session's last sight is written on a request a minute or more after the last one written.
      let lastSeen = prepared.signedInAt;
      for (const answer of answers) {
        if (answer.answeredAt - lastSeen >= 60_000) {
          sessionTouches += 1;
          lastSeen = answer.answeredAt;
        }
      }
      screensCompleted += stored.completedNow ? 1 : 0;
    }
    const ok = burst.summary.ok;
    // Rows each answered tick writes (docs/decisions/044): the clock always; the screen's seconds and
    // one record when it credits; the screen's completion once; the session's last sight at most once a minute.
    const appRows = ok + 2 * credits + screensCompleted + sessionTouches;
    // D1 counts two more rows for each record: its index entry and the table's AUTOINCREMENT sequence.
    const d1Rows = appRows + 2 * recordsWritten;
    const tables = await courseTableSizes(db);
    return {
      credits,
      creditedSeconds,
      recordsWritten,
      clocksMoved,
      studentsTouched,
      sessionTouches,
      screensCompleted,
      problems,
      rowsWritten: appRows,
      rowsPerHeartbeat: Math.round((appRows / Math.max(1, ok)) * 100) / 100,
      rowsWrittenPerSecond: Math.round((appRows / burst.summary.durationS) * 10) / 10,
      d1RowsWritten: d1Rows,
      d1RowsPerHeartbeat: Math.round((d1Rows / Math.max(1, ok)) * 100) / 100,
      d1RowsWrittenPerSecond: Math.round((d1Rows / burst.summary.durationS) * 10) / 10,
      tables,
      databaseBytes: databaseFileBytes(persistDir),
    };
  } finally {
    await dispose();
  }
}

/** The size of the local D1's SQLite file (its write-ahead log included). */
function databaseFileBytes(persistDir) {
  const folder = path.join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  return readdirSync(folder).reduce((total, name) => total + statSync(path.join(folder, name)).size, 0);
}

/** CPU seconds (user + system) the workerd processes under this one have used so far (Linux /proc; null elsewhere). */
function workerdCpuSeconds() {
  try {
    const ticksPerSecond = 100;
    let total = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue;
      }
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // fields[1] is the parent pid; [11] and [12] are utime and stime in clock ticks.
      if (name === "workerd" && Number(fields[1]) === process.pid) total += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    }
    return total;
  } catch {
    return null;
  }
}

/** A parsed JSON log line of the worker, or null. */
function logEntry(line) {
  try {
    const entry = JSON.parse(line);
    return typeof entry === "object" && entry !== null ? entry : null;
  } catch {
    return null;
  }
}

/**
 * The "cron" scenario: the Worker's scheduled handler (every scheduled step under the run's budget,
 * docs/decisions/069), run by the built worker over the bench's database once the server has let go
 * of it, as the Cron Trigger calls it five minutes apart: the runs that fold in the seeded course
 * records (once, after the reminder step is deployed; inactivity waits until they are all in), a
 * steady run, and the run eight days on, when every seeded student has gone a week without study.
 * Each run's wall time, and CPU time of workerd where /proc tells it; each step's wall time, queries
 * and e-mails from the run's log, and its CPU time from /proc read as the step's log line arrives.
 * A run that does not answer within `runDeadlineMs` is reported as such, with the steps it finished.
 */
export async function cronRuns(persistDir, { runDeadlineMs = 120_000 } = {}) {
  let steps = [];
  let cpuMark = null;
  const onLogLine = (line) => {
    const entry = logEntry(line);
    // The worker's errors are shown as they come (a step stopped, an exception).
    if (entry?.level === "error" || (!entry && /error/i.test(line))) process.stderr.write(`  worker: ${line.slice(0, 300)}\n`);
    if (entry?.event !== "scheduled_step") return;
    const cpu = workerdCpuSeconds();
    steps.push({ ...entry, cpuMs: cpu === null || cpuMark === null ? null : Math.round((cpu - cpuMark) * 1000) });
    cpuMark = cpu;
  };
  const { runScheduled, db, dispose } = await openBuiltWorker(persistDir, { onLogLine });
  try {
    const backlog = async () => {
      const row = await db
        .prepare(
          "SELECT (SELECT coalesce(max(id), 0) FROM course_records) - coalesce((SELECT last_record_id FROM course_reminder_cursor WHERE name = 'activity'), 0) AS left",
        )
        .first();
      return row.left;
    };
    let at = Date.now();
    const timedRun = async () => {
      const cpuBefore = workerdCpuSeconds();
      steps = [];
      cpuMark = cpuBefore;
      const began = performance.now();
      let timer;
      const answered = await Promise.race([
        runScheduled(new Date(at)).then(() => true),
        new Promise((resolve) => (timer = setTimeout(() => resolve(false), runDeadlineMs))),
      ]).finally(() => clearTimeout(timer));
      const wallMs = Math.round(performance.now() - began);
      const cpuAfter = workerdCpuSeconds();
      at += 5 * 60_000;
      if (!answered) throw new Error(`a scheduled run gave no answer in ${runDeadlineMs / 1000} s; the steps that finished: ${JSON.stringify(steps)}`);
      return { wallMs, cpuMs: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 1000), steps };
    };
    const runs = [];
    const recordsAtStart = await backlog();
    const folding = [];
    while ((await backlog()) > 0 && folding.length < 100) folding.push(await timedRun());
    const slowest = folding.reduce((worst, run) => (run.wallMs > worst.wallMs ? run : worst), folding[0] ?? { wallMs: 0, cpuMs: 0 });
    runs.push({ name: `folding ${recordsAtStart.toLocaleString("en")} records: ${folding.length} runs, the slowest`, ...slowest });
    runs.push({ name: "steady run, five minutes later", ...(await timedRun()) });
    at += 8 * 86_400_000;
    runs.push({ name: "eight days on (every student a week without study)", ...(await timedRun()) });
    runs.push({ name: "five minutes after that", ...(await timedRun()) });
    return runs;
  } finally {
    await dispose();
  }
}
