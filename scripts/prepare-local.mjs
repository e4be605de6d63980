#!/usr/bin/env node
// Everything `npm start` and `npm run dev` need before serving: .dev.vars, a build, a migrated
// local D1. Safe to run again: migrations already applied are skipped.
//   node scripts/prepare-local.mjs [--no-build] [--persist-to DIR]
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";
import { bin, persistArgs, root, run } from "./local-env.mjs";

const args = process.argv.slice(2);
const shouldBuild = !args.includes("--no-build");
const persistIndex = args.indexOf("--persist-to");
const persistDir = persistIndex >= 0 ? args[persistIndex + 1] : process.env.PERSIST_TO;

const devVars = path.join(root, ".dev.vars");
if (!existsSync(devVars)) {
  copyFileSync(path.join(root, ".dev.vars.example"), devVars);
  console.log("Created .dev.vars from .dev.vars.example (local development values).");
}

if (shouldBuild) await run(bin("remix"), ["build"]);
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistDir)]);
