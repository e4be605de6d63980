#!/usr/bin/env node
// `node scripts/totp.mjs`: the local admin's current sign-in code, from ADMIN_TOTP_SECRET in .dev.vars (the
// secret `npm start` registers for the local admin; docs/decisions/063); with `--instructor`, the demo
// instructor's, from DEMO_INSTRUCTOR_TOTP_SECRET (docs/decisions/074). What an authenticator app
// would show: type it at the second step of /admin-login.
//   node scripts/totp.mjs [--instructor | --secret BASE32]
import path from "node:path";
import { readDevVars } from "./admin-account.mjs";
import { demoStudentDefaults } from "./demo-students.mjs";
import { root } from "./local-env.mjs";
import { base32Decode, timeStepAt, totpCode, totpParameters } from "../app/auth/totp.server.js";

const index = process.argv.indexOf("--secret");
const localVars = { ...demoStudentDefaults, ...readDevVars(path.join(root, ".dev.vars")) };
const variable = process.argv.includes("--instructor") ? "DEMO_INSTRUCTOR_TOTP_SECRET" : "ADMIN_TOTP_SECRET";
const secret = index >= 0 ? process.argv[index + 1] : localVars[variable];
if (!secret || !base32Decode(secret)) {
  console.error(`✗ No ${variable} in .dev.vars (run \`npm start\` once to create it), and no --secret given`);
  process.exit(1);
}
const now = Date.now();
const secondsLeft = totpParameters.periodSeconds - (Math.floor(now / 1000) % totpParameters.periodSeconds);
const code = await totpCode(secret, { step: timeStepAt(now) });
console.log(`${code}   (valid for ${secondsLeft} more s; the next: ${await totpCode(secret, { step: timeStepAt(now) + 1 })})`);
