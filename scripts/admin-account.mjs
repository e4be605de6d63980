// Admin accounts from the command line, shared by the local seed (scripts/prepare-local.mjs) and
// `npm run admin:create`. Hashes with the app's own module (app/auth/password-hash.server.js:
// Node's scrypt gives the bytes workerd's does) and writes through `wrangler d1 execute`, as an
// operator would, locally or on the real D1 (`--remote`).
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { hashPassword } from "../app/auth/password-hash.server.js";
import { commonPasswords } from "../app/auth/common-passwords.js";
import { factorKeyMaterial, sealTotpSecret } from "../app/auth/factor-secrets.server.js";
import { base32Decode } from "../app/auth/totp.server.js";
import { bin, persistArgs, runQuietly } from "./local-env.mjs";

/** An administrator's password: at least 15 characters, not a common one (docs/decisions/066-password-policy.md). */
export const passwordMinimumLength = 15;
const isCommonPassword = (password) => commonPasswords.split("\n").includes(password.toLowerCase());

/** KEY=VALUE lines of a .dev.vars file (comments and blank lines skipped). */
export function readDevVars(file) {
  if (!existsSync(file)) return {};
  const values = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = line.match(/^([A-Z0-9_]+)=(.*)$/);
    if (match) values[match[1]] = match[2].trim().replace(/^"(.*)"$/, "$1");
  }
  return values;
}

const sqlText = (value) => `'${String(value).replace(/'/g, "''")}'`;

/**
 * SQL that makes `email` an admin with this password. `ifMissing`: leave an existing account
 * untouched (the idempotent local seed); otherwise promote it and set the password.
 */
export async function adminAccountSql({ email, password, firstName = "", lastName = "", ifMissing }) {
  const normalizedEmail = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalizedEmail)) throw new Error(`not an e-mail address: ${email}`);
  if ([...password].length < passwordMinimumLength) throw new Error(`an administrator's password needs at least ${passwordMinimumLength} characters`);
  if (isCommonPassword(password)) throw new Error("that password is on the list of common passwords: choose another");
  const passwordHash = await hashPassword(password);
  // An operator vouches for the address: it counts as proven.
  const insert = `INSERT INTO users (id, email, first_name, last_name, password_hash, role, email_verified_at) VALUES (${[
    randomUUID(),
    normalizedEmail,
    firstName,
    lastName,
    passwordHash,
    "admin",
  ]
    .map(sqlText)
    .join(", ")}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  if (ifMissing) return `${insert} ON CONFLICT(email) DO NOTHING;`;
  return `${insert} ON CONFLICT(email) DO UPDATE SET role = 'admin', password_hash = excluded.password_hash,
    email_verified_at = COALESCE(users.email_verified_at, excluded.email_verified_at),
    first_name = CASE WHEN excluded.first_name <> '' THEN excluded.first_name ELSE users.first_name END,
    last_name = CASE WHEN excluded.last_name <> '' THEN excluded.last_name ELSE users.last_name END,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');`;
}

/**
 * Runs SQL on the local D1 (optionally in another --persist-to folder) or, with `remote`, on
 * Cloudflare's. wrangler's output is shown only when it fails.
 */
export function executeOnD1(sql, { remote = false, persistTo } = {}) {
  const target = remote ? ["--remote"] : ["--local", ...persistArgs(persistTo)];
  return runQuietly(bin("wrangler"), ["d1", "execute", "DB", ...target, "--command", sql]);
}

/**
 * Registers an authenticator secret for the account of `email` unless it already has one (the local
 * admin's known second factor, docs/decisions/063), sealed as the worker seals it: with the factor
 * key of the same .dev.vars (TWO_FACTOR_KEY, or SESSION_SECRET). True when one was registered.
 */
export async function registerTotpSecret(email, { secret, env, persistTo }) {
  if (!base32Decode(secret)) throw new Error("ADMIN_TOTP_SECRET is not a base32 secret");
  const normalizedEmail = email.trim().toLowerCase();
  const output = await runQuietly(bin("wrangler"), [
    "d1",
    "execute",
    "DB",
    "--local",
    ...persistArgs(persistTo),
    "--json",
    "--command",
    `SELECT id, EXISTS (SELECT 1 FROM totp_factors WHERE user_id = users.id) AS has_totp FROM users WHERE email = ${sqlText(normalizedEmail)};`,
  ]);
  const [row] = JSON.parse(output.slice(output.indexOf("["))).flatMap((result) => result.results ?? []);
  if (!row || row.has_totp) return false;
  const sealed = await sealTotpSecret(secret.replace(/\s+/g, "").toUpperCase(), row.id, factorKeyMaterial(env));
  await executeOnD1(
    `INSERT INTO totp_factors (user_id, secret, last_step) VALUES (${sqlText(row.id)}, ${sqlText(sealed)}, 0) ON CONFLICT(user_id) DO NOTHING;`,
    { persistTo },
  );
  return true;
}
