#!/usr/bin/env node
// Serves the production build in workerd (wrangler dev, local mode) at http://localhost:${PORT:-8787}.
// `npm start` runs scripts/prepare-local.mjs first (build, migrate).
import { bin, persistArgs, run } from "./local-env.mjs";

const port = process.env.PORT ?? "8787";
console.log(`Serving on http://localhost:${port}`);
await run(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  ...persistArgs(process.env.PERSIST_TO),
  // Anything after `npm start --` goes to wrangler (e.g. `--var SITE_URL:http://localhost:8899`).
  ...process.argv.slice(2),
]);
