#!/usr/bin/env node
// Serves the production build in workerd at http://localhost:${PORT:-8787}: the Worker, its D1
// database (the one `wrangler d1 migrations apply --local` wrote) and its static assets, from the
// settings wrangler reads in wrangler.toml and .dev.vars, and runs the Worker's Cron Trigger on its
// schedule, as Cloudflare would (docs/decisions/082). `npm start` runs scripts/prepare-local.mjs
// first (build, migrate). Miniflare serves the requests itself rather than through `wrangler dev`,
// whose proxy reaches the Worker over a pooled connection that a client leaving mid-upload can break
// for the next request, which then stops the server (docs/decisions/043).
//   node scripts/serve.mjs [--var NAME:value]...
import { readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { inspectorPortFor, root } from "./local-env.mjs";

const port = Number(process.env.PORT ?? "8787");
const inspectorPort = inspectorPortFor(port);

/** `--var NAME:value` pairs, as `wrangler dev` takes them: they override wrangler.toml and .dev.vars. */
function overriddenVars(args) {
  const vars = {};
  for (let index = 0; index < args.length; index++) {
    if (args[index] !== "--var") throw new Error(`serve.mjs takes only --var NAME:value, not ${args[index]}`);
    const pair = args[++index] ?? "";
    const colon = pair.indexOf(":");
    if (colon <= 0) throw new Error(`--var wants NAME:value, not "${pair}"`);
    vars[pair.slice(0, colon)] = pair.slice(colon + 1);
  }
  return vars;
}

// What wrangler and Miniflare print while starting (the vars file read, the header rules parsed) is
// held back, and shown only if the start fails.
const heldBack = [];
const consoleLog = console.log;
console.log = (...args) => heldBack.push(args.join(" "));
const settings = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
const { workerOptions, main } = settings;

/** Where wrangler keeps local state: `--persist-to DIR`'s layout, or .wrangler/state by default. */
const persistRoot = process.env.PERSIST_TO ? path.resolve(process.env.PERSIST_TO) : path.join(root, ".wrangler", "state");

/** One line per request, as wrangler printed them; not "Ready on", which this script says in its own words. */
class QuietLog extends Log {
  logWithLevel(level, message) {
    if (!/^Ready on /.test(message)) super.logWithLevel(level, message);
  }
}

/**
 * workerd's lines for a visitor who left before the answer was written (a closed tab, a dropped
 * connection): a line and its stack for every one, and nothing anyone can act on.
 */
const isClientGone = (line) => /disconnected: ::write\(fd, .*\): (Broken pipe|Connection reset by peer)/.test(line);

/** The Worker's own output (its JSON log lines, console errors), less the client-gone lines. */
function showRuntimeOutput(stdout, stderr) {
  for (const [stream, write] of [
    [stdout, (line) => console.log(line)],
    [stderr, (line) => console.error(line)],
  ]) {
    let isSkippingStack = false;
    createInterface(stream).on("line", (line) => {
      if (isClientGone(line)) isSkippingStack = true;
      else if (isSkippingStack && /^\s*stack: /.test(line)) isSkippingStack = false;
      else {
        isSkippingStack = false;
        write(line);
      }
    });
  }
}

const miniflare = new Miniflare({
  ...workerOptions,
  bindings: { ...workerOptions.bindings, ...overriddenVars(process.argv.slice(2)) },
  modules: [{ type: "ESModule", path: main }],
  d1Persist: path.join(persistRoot, "v3", "d1"),
  host: "127.0.0.1",
  port,
  inspectorPort,
  // The fallback `request.cf`: fetching the real one needs the network, which a local server does not.
  cf: false,
  log: new QuietLog(LogLevel.INFO),
  handleRuntimeStdio: showRuntimeOutput,
});

try {
  await miniflare.ready;
} catch (error) {
  process.stderr.write(`${heldBack.join("\n")}\n`);
  console.error(error);
  process.exit(1);
} finally {
  console.log = consoleLog;
}
console.log(`✓ Serving on http://localhost:${port} (devtools inspector on 127.0.0.1:${inspectorPort}; Ctrl-C stops)`);

/** The Cron Trigger's schedules, as wrangler.toml's `[triggers] crons` lists them. */
function cronSchedules() {
  const list = readFileSync(path.join(root, "wrangler.toml"), "utf8").match(/^crons\s*=\s*\[([^\]]*)\]/m)?.[1] ?? "";
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

/**
 * Runs the Worker's scheduled handler at every mark of `cron` ("every N minutes" only, the one kind
 * the project uses), as Cloudflare's Cron Trigger calls it, so the course reminders, the quarter
 * feedback and the outbox reach /dev/mailbox without anyone asking. The call goes through
 * Miniflare's proxy of `scheduled()` (its HTTP way in, /cdn-cgi/mf/scheduled, reaches the static
 * assets' router, which has none); that proxy can lose the answer of a very heavy run (decision 069),
 * which a local database never makes, and the run's own log lines say how far it got. A run starts
 * only when the one before it has ended.
 */
function runOnSchedule(cron) {
  const minutes = Number(cron.match(/^\*\/(\d+) \* \* \* \*$/)?.[1]);
  if (!(minutes > 0)) {
    console.log(`  The Cron Trigger "${cron}" is not run locally (only "*/N * * * *" is); \`npm run cron\` runs the scheduled work now.`);
    return;
  }
  const period = minutes * 60_000;
  const runAt = async (at) => {
    try {
      const { outcome } = await (await miniflare.getWorker()).scheduled({ cron, scheduledTime: new Date(at) });
      if (outcome !== "ok") console.error(`✗ The scheduled run of ${new Date(at).toISOString()} ended: ${outcome}`);
    } catch (error) {
      console.error(`✗ The scheduled run of ${new Date(at).toISOString()} gave no answer: ${error}`);
    }
    const next = (Math.floor(Date.now() / period) + 1) * period;
    timer = setTimeout(() => runAt(next), next - Date.now());
  };
  const first = (Math.floor(Date.now() / period) + 1) * period;
  let timer = setTimeout(() => runAt(first), first - Date.now());
  process.on("exit", () => clearTimeout(timer));
  console.log(`  The Cron Trigger runs every ${minutes} minutes (next at ${new Date(first).toLocaleTimeString()}); \`npm run cron\` runs it now.`);
}
cronSchedules().forEach(runOnSchedule);

const stop = async () => {
  await miniflare.dispose().catch(() => {});
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
