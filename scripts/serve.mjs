#!/usr/bin/env node
// Serves the production build in workerd (wrangler dev, local mode) at http://localhost:${PORT:-8787}.
// `npm start` runs scripts/prepare-local.mjs first (build, migrate). wrangler's start-up output
// (banner, bindings, warnings a newcomer cannot act on) is held back and printed whole only if it
// fails; once serving, the worker's own log (requests, errors, e-mails logged) is shown
// (docs/decisions/038).
import { spawn } from "node:child_process";
import { bin, inspectorPortFor, persistArgs, quietWranglerEnv, root } from "./local-env.mjs";

const port = process.env.PORT ?? "8787";
const inspectorPort = inspectorPortFor(port);

/** Lines wrangler prints on every start, or about a network the local server does not need. */
const noise = [
  /wrangler \d+\.\d+\.\d+/,
  /^-+$/,
  /out-of-date|Please update to the latest version|npm install --save-dev wrangler@|run Wrangler with `npx wrangler`/,
  /simulated locally via Miniflare|has access to the following bindings|^\s+- |^- (D1 Databases|Vars):/,
  /Unable to fetch the `Request\.cf` object/,
  /does not currently trigger scheduled Workers|--test-scheduled/,
  /Starting local server|Parsed \d+ valid header rules|Logs were written to/,
  /^\s*$/,
];

const wrangler = spawn(
  bin("wrangler"),
  [
    "dev",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(inspectorPort),
    "--show-interactive-dev-session=false",
    ...persistArgs(process.env.PERSIST_TO),
    // Anything after `npm start --` goes to wrangler (e.g. `--var SITE_URL:http://localhost:8899`).
    ...process.argv.slice(2),
  ],
  { cwd: root, env: quietWranglerEnv, stdio: ["ignore", "pipe", "pipe"] },
);

/** The stack trace under a `Request.cf` warning (the lookup of workers.cloudflare.com that failed). */
const isCfLookupTrace = (line) => /^Error: getaddrinfo|^\s+at /.test(line);

let isServing = false;
/** Everything wrangler printed and we did not: shown whole if it fails. */
let heldBack = "";

function show(stream) {
  let partial = "";
  let isInCfTrace = false;
  return (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const plain = line.replace(/\x1b\[[0-9;]*m/g, "");
      isInCfTrace = /Request\.cf/.test(plain) || (isInCfTrace && isCfLookupTrace(plain));
      // Kept to its last 256 KB: a server that runs for days does not grow on it.
      if (!isServing || isInCfTrace || noise.some((pattern) => pattern.test(plain))) heldBack = `${heldBack}${line}\n`.slice(-256 * 1024);
      else stream.write(`${line}\n`);
      if (!isServing && /Ready on http/.test(plain)) {
        isServing = true;
        console.log(`✓ Serving on http://localhost:${port} (devtools inspector on 127.0.0.1:${inspectorPort}; Ctrl-C stops)`);
      }
    }
  };
}
wrangler.stdout.on("data", show(process.stdout));
wrangler.stderr.on("data", show(process.stderr));

const stop = (signal) => wrangler.kill(signal);
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code, signal) => {
  if (code !== 0 && signal === null) {
    process.stderr.write(`${heldBack}\nwrangler dev exited with ${code}\n`);
    process.exit(code ?? 1);
  }
  process.exit(0);
});
