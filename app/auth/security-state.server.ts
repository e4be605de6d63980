/** What the pages of an account's second factors show (docs/decisions/062–064): the app's state and the passkeys, dates in the page's language. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { formatDateTime } from "~/platform/time/date-formats";
import type { Language } from "~/i18n/languages";
import { listPasskeys } from "./passkeys.server";
import { totpStateOf } from "./two-factor.server";
import { fullName, type AccountUser } from "./users.server";

export async function securityStateOf(context: AppLoadContext, user: AccountUser, language: Language) {
  const [app, passkeys] = await Promise.all([totpStateOf(context.db, user.id), listPasskeys(context.db, user.id)]);
  return {
    app,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: formatDateTime(passkey.createdAt, language),
      lastUsed: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt, language) : null,
    })),
    isAdmin: user.role === "admin",
  };
}

/** Every admin and their second factors (the Security tab's team list): who has an app, how many passkeys. */
export async function adminsSecondFactors(db: Database) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      // Qualified by hand: Drizzle leaves a column in a sql template unqualified.
      hasApp: sql<number>`exists (select 1 from totp_factors where totp_factors.user_id = users.id)`,
      passkeys: sql<number>`(select count(*) from passkeys where passkeys.user_id = users.id)`,
    })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.email));
  return rows.map((row) => ({ id: row.id, email: row.email, name: fullName(row), hasApp: Boolean(row.hasApp), passkeys: Number(row.passkeys) }));
}
