#!/usr/bin/env node
// Everything `npm start` and `npm run dev` need before serving: .dev.vars, a build, a migrated
// local D1 with the local admin (the development contract of docs/decisions/015, from .dev.vars). Safe to run
// again: migrations already applied are skipped, and an existing admin is left as it is.
// Prints one line per step; a step's own output (remix, wrangler) is shown only when it fails
// (docs/decisions/038).
//   node scripts/prepare-local.mjs [--no-build] [--persist-to DIR]
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { adminAccountSql, executeOnD1, readDevVars, registerTotpSecret } from "./admin-account.mjs";
import { demoStudentDefaults, seedDemoStudents } from "./demo-students.mjs";
import { bin, buildForProduction, persistArgs, root, runQuietly } from "./local-env.mjs";
import { importIntoLocalD1, importSummary } from "./studio-import.mjs";

const args = process.argv.slice(2);
const shouldBuild = !args.includes("--no-build");
const persistIndex = args.indexOf("--persist-to");
const persistDir = persistIndex >= 0 ? args[persistIndex + 1] : process.env.PERSIST_TO;

/** Whether a process of that id is running (ours or another user's). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * One preparation at a time in a checkout: two `npm start`s (or `npm start` and `npm run bench`)
 * begun together would build into the same build/ and migrate the same local database at once. The
 * second waits; a lock left by a process that died is taken over.
 */
async function waitForOtherPreparations() {
  const lock = path.join(root, ".wrangler", "prepare-local.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let hasSaid = false; ; await sleep(500)) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      process.on("exit", () => rmSync(lock, { force: true }));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder;
    try {
      holder = Number(readFileSync(lock, "utf8"));
    } catch {
      continue; // removed meanwhile: try again
    }
    // Empty: its holder has made it and not yet written its id.
    if (!holder) continue;
    if (!isRunning(holder)) {
      rmSync(lock, { force: true });
      continue;
    }
    if (!hasSaid) console.log(`… waiting for another preparation in this checkout (process ${holder})`);
    hasSaid = true;
  }
}

await waitForOtherPreparations();

const devVars = path.join(root, ".dev.vars");
const example = path.join(root, ".dev.vars.example");
if (!existsSync(devVars)) {
  copyFileSync(example, devVars);
  console.log("✓ Created .dev.vars from .dev.vars.example (local development values)");
} else {
  // A checkout from before a new variable was added: add what is missing, keep what is set.
  const names = (text) =>
    new Set(
      text
        .split("\n")
        .map((line) => line.match(/^([A-Z0-9_]+)=/)?.[1])
        .filter(Boolean),
    );
  const present = names(readFileSync(devVars, "utf8"));
  const missing = readFileSync(example, "utf8")
    .split("\n")
    .filter((line) => /^[A-Z0-9_]+=/.test(line) && !present.has(line.split("=")[0]));
  if (missing.length > 0) {
    appendFileSync(devVars, `\n${missing.join("\n")}\n`);
    console.log(`✓ Added to .dev.vars from the example: ${missing.map((line) => line.split("=")[0]).join(", ")}`);
  }
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function prepare() {
  if (shouldBuild) {
    const started = performance.now();
    await buildForProduction({ quiet: true });
    console.log(`✓ Built (production build in build/, ${seconds(started)})`);
  }

  {
    const started = performance.now();
    const output = await runQuietly(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistDir)]);
    // wrangler prints its table of results again after each migration: count each name once.
    const applied = new Set([...output.matchAll(/(\d{4}_[\w-]+\.sql)\s*│\s*✅/g)].map((match) => match[1]));
    const inAll = readdirSync(path.join(root, "db", "migrations")).filter((name) => name.endsWith(".sql")).length;
    console.log(`✓ Migrations applied: ${applied.size} (${inAll} in all, local D1, ${seconds(started)})`);
  }

  {
    // The course's source into the studio's versions (docs/decisions/094): version 1 of every unit
    // the first time, the files' changes since, never over what the studio published.
    const started = performance.now();
    const report = await importIntoLocalD1({ persistDir, quiet: true });
    console.log(`✓ ${importSummary(report)} (${seconds(started)})`);
  }

  const localVars = readDevVars(devVars);
  const { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ADMIN_TOTP_SECRET: adminTotpSecret } = localVars;
  if (adminEmail && adminPassword) {
    await executeOnD1(await adminAccountSql({ email: adminEmail, password: adminPassword, ifMissing: true }), { persistTo: persistDir });
    console.log(`✓ Local admin ready: ${adminEmail} (password in .dev.vars, ADMIN_PASSWORD)`);
    // Admins sign in with a second factor (docs/decisions/063): the local one's is a known secret.
    if (adminTotpSecret) {
      const isNew = await registerTotpSecret(adminEmail, { secret: adminTotpSecret, env: localVars, persistTo: persistDir });
      console.log(
        `✓ Local admin's authenticator ${isNew ? "registered" : "ready"} (ADMIN_TOTP_SECRET in .dev.vars; \`node scripts/totp.mjs\` prints its code)`,
      );
    }
  } else {
    console.log("✗ No ADMIN_EMAIL / ADMIN_PASSWORD in .dev.vars: no local admin was created");
  }

  const demo = { ...demoStudentDefaults, ...readDevVars(devVars) };
  const seeded = await seedDemoStudents(demo, { persistTo: persistDir });
  console.log(
    `✓ Demo students ${seeded ? "created" : "ready"}: ${demo.DEMO_STUDENT_EMAIL} (in module 2), ${demo.DEMO_GRADUATE_EMAIL} (certificate), instructor ${demo.DEMO_INSTRUCTOR_EMAIL}; passwords in .dev.vars`,
  );
  // Instructors sign in with a second factor too (docs/decisions/074): the demo one's is a known local secret.
  const isInstructorFactorNew = await registerTotpSecret(demo.DEMO_INSTRUCTOR_EMAIL, {
    secret: demo.DEMO_INSTRUCTOR_TOTP_SECRET,
    env: localVars,
    persistTo: persistDir,
  });
  // The local studio has two people, so that a version can be approved by someone who did not write it:
  // the admin authors (every admin does), the demo instructor reviews.
  await executeOnD1(`UPDATE users SET studio = 'reviewer' WHERE email = '${demo.DEMO_INSTRUCTOR_EMAIL.replaceAll("'", "''")}' AND studio IS NULL;`, {
    persistTo: persistDir,
  });
  console.log(
    `✓ Demo instructor's authenticator ${isInstructorFactorNew ? "registered" : "ready"} (DEMO_INSTRUCTOR_TOTP_SECRET; \`node scripts/totp.mjs --instructor\` prints its code)`,
  );
}

// A failed step has printed its whole output; end with one line saying which, not a stack trace.
await prepare().catch((error) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
