/**
 * Rows for the browser layer's server: SQL run with `wrangler d1 execute --local` against the
 * database folder `npm start` serves from (tests/support/browser-server.ts), as an operator would.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { inject } from "vitest";
import type { NewLead, NewPartner } from "../../db/schema";
import { hashPassword } from "../../app/auth/password-hash.server";
import { partnerFactory } from "../factories";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * Runs SQL against the served database. The server has the same SQLite file open, so a write can
 * meet "database is locked" (SQLITE_BUSY) while it writes too: that attempt is tried again.
 */
export async function executeSql(sql: string): Promise<void> {
  const attempts = 5;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run(path.join(root, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", inject("databaseDir"), "--command", sql], {
        cwd: root,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      });
      return;
    } catch (error) {
      const isBusy = /SQLITE_BUSY|database is locked/.test(String(error));
      if (!isBusy || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Inserts partners built by the shared factory (each entry overrides its fields); returns them. */
export async function insertPartnersIntoServedDatabase(entries: ReadonlyArray<Partial<NewPartner>>): Promise<NewPartner[]> {
  const rows = entries.map((entry) => ({ id: crypto.randomUUID(), ...partnerFactory(entry) }));
  const columns = {
    id: "id",
    name: "name",
    description: "description",
    tags: "tags",
    category: "category",
    location: "location",
    verified: "verified",
    featured: "featured",
    rating: "rating",
    joinedDate: "joined_date",
    phone: "phone",
    email: "email",
    website: "website",
    address: "address",
  } as const;
  const keys = Object.keys(columns) as Array<keyof typeof columns>;
  const values = rows.map((row) => `(${keys.map((key) => sqlLiteral(row[key] ?? (key === "address" ? "" : null))).join(", ")})`).join(",\n");
  await executeSql(`INSERT INTO partners (${keys.map((key) => columns[key]).join(", ")}) VALUES\n${values};`);
  return rows;
}

/** Inserts leads (built with tests/factories.ts) into the served database; returns them with their ids. */
export async function insertLeadsIntoServedDatabase(entries: ReadonlyArray<NewLead>): Promise<Array<NewLead & { id: string }>> {
  const rows = entries.map((entry) => ({ ...entry, id: crypto.randomUUID() }));
  const columns = {
    id: "id",
    formType: "form_type",
    source: "source",
    data: "data",
    email: "email",
    firstName: "first_name",
    lastName: "last_name",
    phone: "phone",
    status: "status",
    language: "language",
    createdAt: "created_at",
  } as const;
  const defaults: Partial<Record<keyof typeof columns, string>> = { status: "new", language: "en" };
  const keys = Object.keys(columns) as Array<keyof typeof columns>;
  const values = rows.map((row) => `(${keys.map((key) => sqlLiteral(row[key] ?? defaults[key] ?? "")).join(", ")})`).join(",\n");
  await executeSql(`INSERT INTO form_submissions (${keys.map((key) => columns[key]).join(", ")}) VALUES\n${values};`);
  return rows;
}

/**
 * An account with a real scrypt hash of `password` (the app's own module), put straight into the
 * served database, as `npm run admin:create` does for admins. For tests whose subject is not
 * registration itself (registration is limited per client and hour).
 */
export async function insertUserIntoServedDatabase(account: {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  language?: "en" | "es";
  isVerified?: boolean;
}): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const email = account.email.trim().toLowerCase();
  const values = [
    id,
    email,
    account.firstName,
    account.lastName ?? "",
    await hashPassword(account.password),
    "user",
    account.language ?? "en",
    account.isVerified === false ? null : new Date().toISOString(),
  ];
  await executeSql(
    `INSERT INTO users (id, email, first_name, last_name, password_hash, role, language, email_verified_at) VALUES (${values.map(sqlLiteral).join(", ")});`,
  );
  return { id, email };
}
