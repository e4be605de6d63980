#!/usr/bin/env node
// `npm run admin:create -- --email you@example.com [--first-name Ana] [--last-name Ruiz] [--remote]`
// Creates an admin (or promotes an existing account and sets its password). The password is asked
// for without echo, or read from stdin when it is not a terminal:
//   printf '%s\n' "$ADMIN_PASSWORD" | npm run admin:create -- --email you@example.com --remote
// Without --remote it writes the local database (--persist-to DIR, or PERSIST_TO, picks another folder).
import { createInterface } from "node:readline";
import { adminAccountSql, executeOnD1, passwordMinimumLength } from "./admin-account.mjs";

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function askHidden(question) {
  return new Promise((resolve) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let isAnswering = false;
    // Print the question, then nothing of what is typed.
    prompt._writeToOutput = (text) => {
      if (!isAnswering) process.stdout.write(text);
    };
    prompt.question(question, (answer) => {
      process.stdout.write("\n");
      prompt.close();
      resolve(answer);
    });
    isAnswering = true;
  });
}

async function readStdin() {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

const email = option("email");
if (!email) {
  console.error("Usage: npm run admin:create -- --email you@example.com [--first-name Ana] [--last-name Ruiz] [--remote]");
  process.exit(2);
}
const isRemote = process.argv.includes("--remote");

let password;
if (process.stdin.isTTY) {
  password = await askHidden(`Password for ${email} (at least ${passwordMinimumLength} characters): `);
  if ((await askHidden("The same password again: ")) !== password) {
    console.error("The passwords differ; nothing was changed.");
    process.exit(1);
  }
} else {
  password = await readStdin();
}

try {
  const sql = await adminAccountSql({ email, password, firstName: option("first-name") ?? "", lastName: option("last-name") ?? "", ifMissing: false });
  await executeOnD1(sql, { remote: isRemote, persistTo: option("persist-to") ?? process.env.PERSIST_TO });
  console.log(`${email} is an admin on the ${isRemote ? "remote" : "local"} database.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
