#!/usr/bin/env node
// `npm run bench`: figures, never a pass/fail. Serves the production build in workerd (the same
// `npm start` path, on its own port and throwaway database), then drives it with autocannon:
// requests/s and p50/p99 latency per scenario, and each page's ratio to a static file of similar
// size served by the same worker (the physical limit). Writes bench-results/bench-<time>.json.
// The "history" scenario seeds 50,000 leads (scripts/seed-history.mjs) into that database, signs
// in as the local admin and reports each admin page's worker time (its Server-Timing header),
// p50/p99 over sequential requests, besides autocannon's figures.
// The "person" scenario adds one person to those 50,000 leads (scripts/person-history.mjs: 20 leads
// and 200 timeline events) and reports the person page's worker time the same way.
// The "course" scenario seeds 10,000 enrolled students with their course records
// (scripts/seed-students.mjs) and measures a student's requests and a burst of heartbeats from many
// students (scripts/bench-course.mjs); the burst's writes are checked in the database afterwards.
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench [-- pages] [-- history] [-- person] [-- course]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { burstAftermath, courseBenchSettings, courseScenarios, cronRuns, heartbeatBurst, prepareCourseStudents } from "./bench-course.mjs";
import { openLocalD1 } from "./bench-students.mjs";
import { applyStatements } from "./history-leads.mjs";
import { benchPerson, personRows, personStatements } from "./person-history.mjs";
import { clientWeight, readManifest, weighedRoutes } from "./client-weight.mjs";
import { exportMemory, morningRun } from "./bench-history.mjs";
import { lighthouseScores } from "./lighthouse.mjs";
import { readDevVars } from "./admin-account.mjs";
import { timeStepAt, totpCode } from "../app/auth/totp.server.js";
import { root, run as runCommand } from "./local-env.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 8899);
// localhost (not 127.0.0.1), matching SITE_URL below, so canonical URLs point at the page itself.
const origin = `http://localhost:${port}`;
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== "0";
// Which groups run: "pages" (public pages, posts, Lighthouse), "history" (admin pages over 50,000
// leads), "person" (one person's page among those leads) and "course" (a student's requests and a
// heartbeat burst over 10,000 students).
const groups = process.argv.slice(2).filter((name) => ["pages", "history", "person", "course"].includes(name));
const runsPages = groups.length === 0 || groups.includes("pages");
const runsHistory = groups.length === 0 || groups.includes("history");
const runsPerson = groups.length === 0 || groups.includes("person");
const runsCourse = groups.length === 0 || groups.includes("course");
const historySamples = Number(process.env.BENCH_SAMPLES ?? 40);

async function waitUntilServing(url, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start at ${url}`);
}

/** The fingerprinted build file closest in size to the home page's HTML: the static baseline. */
function staticBaseline(htmlBytes) {
  const folder = path.join(root, "public/build");
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push({ path: `/${path.relative(path.join(root, "public"), full)}`, bytes: statSync(full).size });
    }
  };
  walk(folder);
  files.sort((a, b) => Math.abs(a.bytes - htmlBytes) - Math.abs(b.bytes - htmlBytes));
  return files[0];
}

let clientNumber = 0;
/** Each bench client posts as its own address, so the per-client rate limit measures nothing. */
function nextAddress() {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

/** A valid newsletter sign-up stored in D1, each from its own client address and e-mail. */
function newsletterPost(name, path, extraFields) {
  return {
    name,
    path,
    method: "POST",
    setupRequest: (request) => ({
      ...request,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "CF-Connecting-IP": nextAddress() },
      body: new URLSearchParams({
        formType: "newsletter",
        homepage: "",
        source: "footer",
        email: `bench-${clientNumber}@example.com`,
        ...extraFields,
      }).toString(),
    }),
  };
}

function run(scenario) {
  // A scenario with `nextRequest` makes each request itself (its path, cookie and body).
  const setupRequest = scenario.nextRequest ? (request) => ({ ...request, ...scenario.nextRequest() }) : scenario.setupRequest;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${scenario.path ?? "/"}`,
        connections,
        duration: seconds,
        method: scenario.method ?? "GET",
        headers: scenario.headers,
        requests: setupRequest ? [{ setupRequest }] : undefined,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/**
 * The admin's session cookie (and any other cookie the login sets), from a real login through the
 * page's form: the password, then the second step with the code of the local admin's authenticator
 * (ADMIN_TOTP_SECRET, docs/decisions/063); the next step's code if this one was used already.
 */
async function adminCookie() {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_TOTP_SECRET: secret } = readDevVars(path.join(root, ".dev.vars"));
  const address = nextAddress();
  const post = (target, fields, cookie = "") =>
    fetch(`${origin}${target}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "CF-Connecting-IP": address, Cookie: cookie },
      body: new URLSearchParams(fields).toString(),
    });
  const cookiesOf = (response) => response.headers.getSetCookie().map((header) => header.split(";")[0]);
  let response = await post("/admin-login", { email, password });
  if (response.headers.get("Location") === "/login/two-factor") {
    const pending = cookiesOf(response).join("; ");
    const step = timeStepAt(Date.now());
    for (const offset of [0, 1]) {
      response = await post("/login/two-factor", { code: await totpCode(secret, { step: step + offset }) }, pending);
      if (response.status === 303) break;
      await response.arrayBuffer();
    }
  }
  const cookies = cookiesOf(response);
  if (response.status !== 303 || !cookies.some((cookie) => cookie.startsWith("__session="))) throw new Error(`admin login failed: ${response.status}`);
  return cookies.join("; ");
}

/**
 * A lead arrives 11 s after the last one, and the view comes a second later: time for the figures
 * to be read again after the post (at most every 10 s a period), as they are when leads come minutes apart.
 */
async function aLeadAWhileAgo() {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await aNewLead();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** A lead arrives (a newsletter sign-up, stored): the Overview's kept figures no longer stand. */
async function aNewLead() {
  const request = newsletterPost("", "/newsletter", {}).setupRequest({});
  const response = await fetch(`${origin}/newsletter`, { ...request, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`the newsletter sign-up answered ${response.status}`);
}

/**
 * fetch, and once more when the answer is a reset or a socket closed before the answer: a
 * connection kept alive from an earlier request (a long streamed download, say), which the server
 * had closed while it was idle.
 */
async function fetchOnAFreshConnection(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!["ECONNRESET", "UND_ERR_SOCKET"].includes(error?.cause?.code)) throw error;
    return fetch(url, init);
  }
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

/**
 * Sequential requests: the worker's time (Server-Timing `worker;dur=`) and the client's, p50 and p99.
 * Each answer must have the scenario's status (200 unless it says otherwise).
 */
async function workerTimes(scenario) {
  const worker = [];
  const client = [];
  let bytes = 0;
  const samples = scenario.samples ?? historySamples;
  for (let index = 0; index < samples + 3; index += 1) {
    await scenario.beforeEachSample?.();
    const { path: target, ...init } = scenario.nextRequest ? scenario.nextRequest() : { path: scenario.path, headers: scenario.headers };
    const startedAt = performance.now();
    const response = await fetchOnAFreshConnection(`${origin}${target}`, { ...init, redirect: "manual" });
    const body = await response.arrayBuffer();
    if (response.status !== (scenario.expectStatus ?? 200)) throw new Error(`${init.method ?? "GET"} ${target} answered ${response.status}`);
    // The first requests warm the isolate and SQLite's page cache.
    if (index < 3) continue;
    client.push(performance.now() - startedAt);
    worker.push(Number(response.headers.get("Server-Timing")?.match(/worker;dur=([\d.]+)/)?.[1] ?? Number.NaN));
    bytes = body.byteLength;
  }
  worker.sort((a, b) => a - b);
  client.sort((a, b) => a - b);
  return {
    samples: worker.length,
    bytes,
    workerMsP50: percentile(worker, 0.5),
    workerMsP99: percentile(worker, 0.99),
    clientMsP50: Math.round(percentile(client, 0.5) * 10) / 10,
    clientMsP99: Math.round(percentile(client, 0.99) * 10) / 10,
  };
}

/** The bench's person (scripts/person-history.mjs) among the seeded leads, worked by the local admin. */
async function seedBenchPerson(persistDir) {
  const { db, dispose } = await openLocalD1(persistDir);
  try {
    const admin = await db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1").first();
    await applyStatements(db, personStatements(personRows({ now: Date.now(), adminId: admin?.id ?? null })));
  } finally {
    await dispose();
  }
}

const persistDir = mkdtempSync(path.join(tmpdir(), "ffa-bench-db-"));
let courseStudents;
// What `npm start` does first (build, migrate, local admin), then the history and the students when they are measured.
try {
  await runCommand(process.execPath, [path.join(root, "scripts/prepare-local.mjs"), "--persist-to", persistDir]);
  if (runsHistory || runsPerson) await runCommand(process.execPath, [path.join(root, "scripts/seed-history.mjs"), "--no-prepare", "--persist-to", persistDir]);
  if (runsPerson) await seedBenchPerson(persistDir);
  if (runsCourse) courseStudents = await prepareCourseStudents(persistDir);
} catch (error) {
  rmSync(persistDir, { recursive: true, force: true });
  throw error;
}
const server = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), "--var", `SITE_URL:${origin}`], {
  cwd: root,
  detached: true,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(port), PERSIST_TO: persistDir, WRANGLER_SEND_METRICS: "false" },
});
const serverExited = new Promise((resolve) => server.on("exit", resolve));
/** Stops the server and waits until it has let go of the database (read again afterwards). */
const stopServer = async () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await Promise.race([serverExited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
};
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(persistDir, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

try {
  await waitUntilServing(`${origin}/`);
  const homeBytes = (await (await fetch(`${origin}/`)).arrayBuffer()).byteLength;
  const baseline = staticBaseline(homeBytes);

  const pageScenarios = [
    { name: `static file ${baseline.path} (${baseline.bytes} B)`, path: baseline.path, isBaseline: true },
    { name: `/ (${homeBytes} B), edge page cache`, path: "/" },
    // A cookie makes the worker render every time: the SSR cost itself.
    { name: "/ rendered on every request", path: "/", headers: { Cookie: "bench=1" } },
    { name: "/es/blog, edge page cache", path: "/es/blog" },
    { name: "/es/blog rendered on every request", path: "/es/blog", headers: { Cookie: "bench=1" } },
    { name: "/services/iul, edge page cache", path: "/services/iul" },
    { name: "/services/iul rendered on every request", path: "/services/iul", headers: { Cookie: "bench=1" } },
    newsletterPost("POST /newsletter.data (JavaScript: the fetcher)", "/newsletter.data", { enhanced: "1" }),
    newsletterPost("POST /newsletter (no JavaScript: stored, 303)", "/newsletter", {}),
  ];

  const historyScenarios = [];
  if (runsHistory) {
    const headers = { Cookie: await adminCookie() };
    historyScenarios.push(
      // The floor: the same signed-in frame, reading no lead.
      { name: "history: /admin?tab=settings (reads no lead)", path: "/admin?tab=settings", headers, isHistory: true },
      { name: "history: /admin (Overview, 30 days)", path: "/admin", headers, isHistory: true },
      { name: "history: /admin?period=12m", path: "/admin?period=12m", headers, isHistory: true },
      // The Overview's figures are kept until a lead changes: the first view after one reads them afresh.
      { name: "history: /admin, first view after a new lead", path: "/admin", headers, isHistory: true, beforeEachSample: aNewLead, timedOnly: true },
      {
        name: "history: /admin?period=12m, after a new lead",
        path: "/admin?period=12m",
        headers,
        isHistory: true,
        beforeEachSample: aNewLead,
        timedOnly: true,
      },
      {
        name: "history: /admin, a second after a lead 11 s apart",
        path: "/admin",
        headers,
        isHistory: true,
        beforeEachSample: aLeadAWhileAgo,
        timedOnly: true,
        samples: 10,
      },
      { name: "history: manager ?tab=contact&q=maria&page=2", path: "/submissions-manager?tab=contact&q=maria&page=2", headers, isHistory: true },
      { name: "history: manager ?page=3 (all leads)", path: "/submissions-manager?page=3", headers, isHistory: true },
      { name: "history: manager ?owner=mine&overdue=1", path: "/submissions-manager?owner=mine&overdue=1", headers, isHistory: true },
      { name: "history: manager ?tab=license&owner=unassigned", path: "/submissions-manager?tab=license&owner=unassigned", headers, isHistory: true },
      // The whole view as CSV, streamed (decision 052): the worker time is its head, the client time the whole download.
      { name: "history: export.csv, all 50,000 leads", path: "/submissions-manager/export.csv", headers, isHistory: true, timedOnly: true, samples: 3 },
    );
  }
  const personScenarios = [];
  if (runsPerson) {
    const headers = { Cookie: await adminCookie() };
    const person = (name, target) => ({ name, path: target, headers, isHistory: true, timedOnly: true, group: "person" });
    personScenarios.push(
      // The floor: the same signed-in admin frame, reading no lead.
      person("person: floor, /admin?tab=settings", "/admin?tab=settings"),
      person("person: by a lead's id (20 leads, 200 events)", `/submissions-manager/people/${benchPerson.leadId}`),
      person("person: /es, by the account's id", `/es/submissions-manager/people/${benchPerson.accountId}`),
      // For comparison, in the same run: a page of 20 leads in the manager.
      person("person: beside it, manager ?page=3", "/submissions-manager?page=3"),
    );
  }
  const courseScenarioList = runsCourse ? await courseScenarios({ origin, nextAddress, staffCookie: adminCookie }, courseStudents) : [];
  const scenarios = [...(runsPages ? pageScenarios : pageScenarios.slice(0, 1)), ...historyScenarios, ...personScenarios, ...courseScenarioList];

  const results = [];
  for (const scenario of scenarios) {
    const timing = scenario.isHistory || scenario.isTimed ? await workerTimes(scenario) : undefined;
    if (scenario.timedOnly) {
      // Under load every request after the first would find the figures kept: only the sequential timing says something.
      results.push({ name: scenario.name, timedOnly: true, workerTime: timing, group: scenario.group ?? (scenario.isTimed ? "course" : "history") });
      continue;
    }
    const result = await run(scenario);
    results.push({
      name: scenario.name,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
      requestsPerSecond: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx3xx: result.non2xx,
      errors: result.errors,
      isBaseline: Boolean(scenario.isBaseline),
      ...(timing ? { workerTime: timing, group: scenario.isTimed ? "course" : "history" } : {}),
    });
  }
  // The export once more, for the served workerd's memory while it streams every row.
  const exportRun = runsHistory ? await exportMemory({ origin, headers: { Cookie: await adminCookie() }, serverGroup: server.pid }) : undefined;
  // Last, so that no scenario runs while a thousand students tick.
  const burst = runsCourse ? await heartbeatBurst({ origin, nextAddress }, courseStudents) : undefined;

  const manifest = readManifest();
  const weights = Object.entries(weighedRoutes)
    .filter(([, routeId]) => manifest.routes[routeId])
    .map(([page, routeId]) => ({ page, ...clientWeight(manifest, routeId) }));

  const lighthousePages = ["/", "/blog", "/services/iul", "/license-application"].flatMap((page) => [page, page === "/" ? "/es" : `/es${page}`]);
  const lighthouseResults = runLighthouse && runsPages ? await lighthouseScores(lighthousePages.map((page) => `${origin}${page}`)) : [];

  const baselineRate = results.find((result) => result.isBaseline).requestsPerSecond;
  console.log(`\nnpm run bench — ${seconds}s per scenario, ${connections} connections, workerd (Miniflare, production build)\n`);
  console.log("scenario".padEnd(52), "req/s".padStart(8), "p50 ms".padStart(7), "p99 ms".padStart(7), "× static".padStart(9), "  statuses");
  for (const result of results.filter((entry) => !entry.timedOnly)) {
    const ratio = result.isBaseline ? "1.00" : (result.requestsPerSecond / baselineRate).toFixed(2);
    console.log(
      result.name.slice(0, 52).padEnd(52),
      result.requestsPerSecond.toFixed(0).padStart(8),
      String(result.latencyP50Ms).padStart(7),
      String(result.latencyP99Ms).padStart(7),
      ratio.padStart(9),
      " ",
      Object.entries(result.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(" "),
    );
  }
  const timedGroups = [
    ["history", "worker time with 50,000 leads (Server-Timing, n sequential requests; target < 50 ms)"],
    [
      "person",
      "worker time of the person page, one person (20 leads, 200 events) among 50,000 leads (Server-Timing, n sequential requests; target < 50 ms p50)",
    ],
    [
      "course",
      `worker time with ${courseBenchSettings.students.toLocaleString("en")} students (Server-Timing, n sequential requests; target < 30 ms for Next and an exam answer)`,
    ],
  ];
  for (const [group, title] of timedGroups) {
    const timed = results.filter((result) => result.workerTime && result.group === group);
    if (timed.length === 0) continue;
    console.log(`\n${title}`);
    console.log("page".padEnd(52), "n".padStart(4), "p50 ms".padStart(7), "p99 ms".padStart(7), "client p50".padStart(11), "client p99".padStart(11));
    for (const result of timed) {
      const time = result.workerTime;
      console.log(
        result.name.slice(0, 52).padEnd(52),
        String(time.samples).padStart(4),
        String(time.workerMsP50).padStart(7),
        String(time.workerMsP99).padStart(7),
        String(time.clientMsP50).padStart(11),
        String(time.clientMsP99).padStart(11),
      );
    }
  }
  console.log("\nclient weight on first visit (gzip; beyond the layout: what the page loads that the entry and root do not)");
  for (const weight of weights) {
    console.log(
      `  ${weight.page.padEnd(32)} JS ${(weight.javascriptGzipBytes / 1024).toFixed(1).padStart(6)} KB   beyond the layout ${(weight.beyondLayoutGzipBytes / 1024).toFixed(1).padStart(5)} KB   CSS ${(weight.cssGzipBytes / 1024).toFixed(1)} KB`,
    );
  }
  if (lighthouseResults.length > 0) {
    console.log("\nLighthouse (mobile)".padEnd(40), "perf", "a11y", "best", " seo", "  LCP ms", "  CLS", " TBT ms");
    for (const result of lighthouseResults) {
      console.log(
        `  ${new URL(result.url).pathname}`.padEnd(39),
        String(result.performance).padStart(4),
        String(result.accessibility).padStart(4),
        String(result.bestPractices).padStart(4),
        String(result.seo).padStart(4),
        String(result.lcpMs).padStart(8),
        String(result.cls).padStart(5),
        String(result.tbtMs).padStart(7),
        result.failedAudits.length ? `  below 0.9: ${result.failedAudits.join(", ")}` : "",
      );
    }
  }
  let heartbeats;
  if (burst) {
    // What the burst wrote is read once the server has let go of the database.
    await stopServer();
    const written = await burstAftermath(persistDir, courseStudents, burst);
    heartbeats = { ...burst.summary, ...written };
    const b = heartbeats;
    console.log(`\nheartbeat burst: ${b.students} students × ${b.rounds} round(s), one tick each per ${courseBenchSettings.tickMs / 1000} s, spread evenly`);
    const failures = Object.entries(b.failures)
      .map(([why, count]) => `${why}×${count}`)
      .join(" ");
    console.log(
      `  heartbeats ${b.heartbeats}, answered 200: ${b.ok}, failed: ${b.failed}${failures ? ` (${failures})` : ""}, in ${b.durationS} s = ${b.achievedPerSecond}/s`,
    );
    console.log(`  client p50 ${b.clientMsP50} ms, p99 ${b.clientMsP99} ms; worker p50 ${b.workerMsP50} ms, p99 ${b.workerMsP99} ms`);
    console.log(
      `  credited: ${b.credits} ticks, ${b.creditedSeconds} s in all; seat-time records written: ${b.recordsWritten}; screens completed: ${b.screensCompleted}`,
    );
    if (b.rounds > 1)
      for (const round of b.byRound)
        console.log(
          `  round ${round.round}: ${round.ok} answered 200, ${round.failed} failed, client p50 ${round.clientMsP50} ms, p99 ${round.clientMsP99} ms`,
        );
    console.log(
      `  clocks moved: ${b.clocksMoved}; sessions' last sight written: ${b.sessionTouches} times (at most once a minute; ${b.studentsTouched} students' sessions written since the burst began)`,
    );
    console.log(
      `  rows written: ${b.rowsWritten} = ${b.rowsPerHeartbeat} a heartbeat = ${b.rowsWrittenPerSecond}/s; as D1 counts them (each record's index entry and sequence too): ${b.d1RowsWritten} = ${b.d1RowsPerHeartbeat} a heartbeat = ${b.d1RowsWrittenPerSecond}/s`,
    );
    console.log(
      `  checks (every credit stored once, none beyond real time): ${b.problems.length === 0 ? "all hold" : `${b.problems.length} problems: ${b.problems.slice(0, 5).join("; ")}`}`,
    );
    console.log(
      `  tables: ${Object.entries(b.tables)
        .map(([table, rows]) => `${table} ${rows}`)
        .join(", ")}; database ${(b.databaseBytes / 1024 / 1024).toFixed(0)} MB`,
    );
  }
  if (exportRun) {
    console.log("\nexport.csv streamed (one download, the served workerd's resident size sampled every 10 ms)");
    if (exportRun.note) console.log(`  ${exportRun.note}`);
    else
      console.log(
        `  ${exportRun.rows.toLocaleString("en")} rows, ${exportRun.megabytes} MB in ${exportRun.wallMs} ms; workerd ${exportRun.rssBeforeMb} MB before, ${exportRun.rssHighestMb} MB at most during it (+${exportRun.riseMb} MB)`,
      );
  }
  let morning;
  if (runsHistory) {
    await stopServer();
    morning = await morningRun(persistDir);
    const m = morning;
    console.log(
      `\nmorning follow-up e-mail: the scheduled handler at 07:05 New York time over ${m.leads.toLocaleString("en")} leads (${m.dueFollowUps} owned follow-ups due, ${m.unownedNewLeads} new leads without an owner)`,
    );
    console.log(`  first run:  wall ${m.first.wallMs} ms, CPU ${m.first.cpuMs} ms, follow-up e-mails queued ${m.first.digestsQueued}`);
    console.log(`  five minutes later: wall ${m.second.wallMs} ms, CPU ${m.second.cpuMs} ms, queued ${m.second.digestsQueued}`);
  }
  let cron;
  if (runsCourse) {
    await stopServer();
    cron = await cronRuns(persistDir);
    console.log(
      `\ncron: the scheduled handler (every scheduled step, then the outbox) with ${courseBenchSettings.students.toLocaleString("en")} students; the Cron Trigger's limit is 30 s of CPU a run`,
    );
    for (const run of cron) {
      console.log(`  ${run.name.padEnd(60)} wall ${String(run.wallMs).padStart(6)} ms   CPU ${run.cpuMs === null ? "n/a" : `${run.cpuMs} ms`}`);
      for (const step of run.steps) {
        const { level, event, step: name, wallMs, cpuMs, queries, emails, ...counts } = step;
        const did = Object.entries(counts)
          .map(([key, value]) => `${key} ${value}`)
          .join(", ");
        console.log(
          `    ${name.padEnd(20)} wall ${String(wallMs).padStart(6)} ms   CPU ${cpuMs === null ? "  n/a" : String(cpuMs).padStart(5)} ms   queries ${String(queries).padStart(4)}   e-mails ${String(emails).padStart(3)}   ${did}`,
        );
      }
    }
  }
  console.log(
    `\nmachine: ${availableParallelism()} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end of the run`,
  );
  const folder = path.join(root, "bench-results");
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds,
        connections,
        results,
        exportRun,
        morning,
        heartbeats,
        cron,
        clientWeight: weights,
        lighthouse: lighthouseResults,
      },
      null,
      2,
    ),
  );
  console.log(`\nreport: ${path.relative(root, file)}`);
} finally {
  stop();
}
