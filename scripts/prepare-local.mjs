#!/usr/bin/env node
// Everything `npm start` and `npm run dev` need before serving: .dev.vars, a build, a migrated
// local D1 with the local admin (the development contract of docs/decisions/015, from .dev.vars). Safe to run
// again: migrations already applied are skipped, and an existing admin is left as it is.
//   node scripts/prepare-local.mjs [--no-build] [--persist-to DIR]
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminAccountSql, executeOnD1, readDevVars } from "./admin-account.mjs";
import { bin, buildForProduction, persistArgs, root, run } from "./local-env.mjs";

const args = process.argv.slice(2);
const shouldBuild = !args.includes("--no-build");
const persistIndex = args.indexOf("--persist-to");
const persistDir = persistIndex >= 0 ? args[persistIndex + 1] : process.env.PERSIST_TO;

const devVars = path.join(root, ".dev.vars");
const example = path.join(root, ".dev.vars.example");
if (!existsSync(devVars)) {
  copyFileSync(example, devVars);
  console.log("Created .dev.vars from .dev.vars.example (local development values).");
} else {
  // A checkout from before a new variable was added: add what is missing, keep what is set.
  const names = (text) => new Set(text.split("\n").map((line) => line.match(/^([A-Z0-9_]+)=/)?.[1]).filter(Boolean));
  const present = names(readFileSync(devVars, "utf8"));
  const missing = readFileSync(example, "utf8")
    .split("\n")
    .filter((line) => /^[A-Z0-9_]+=/.test(line) && !present.has(line.split("=")[0]));
  if (missing.length > 0) {
    appendFileSync(devVars, `\n${missing.join("\n")}\n`);
    console.log(`Added to .dev.vars from the example: ${missing.map((line) => line.split("=")[0]).join(", ")}`);
  }
}

if (shouldBuild) await buildForProduction();
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistDir)]);

const { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword } = readDevVars(devVars);
if (adminEmail && adminPassword) {
  await executeOnD1(await adminAccountSql({ email: adminEmail, password: adminPassword, ifMissing: true }), { persistTo: persistDir });
  console.log(`Local admin: ${adminEmail} (password in .dev.vars, ADMIN_PASSWORD).`);
} else {
  console.log("No ADMIN_EMAIL / ADMIN_PASSWORD in .dev.vars: no local admin was created.");
}
