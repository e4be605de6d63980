/**
 * Every kind of e-mail the outbox holds: the column's list in db/schema.ts (`emailKinds`) and the
 * kinds added since the last migration, which move into that list with the next one. SQLite keeps
 * no list of allowed values for the column (drizzle's `enum` is a TypeScript type only), so a kind
 * added here changes nothing in the database.
 */
import { emailKinds } from "../../db/schema";

export const outboxKinds = [...emailKinds, "reminder-certificate-window"] as const;
export type OutboxKind = (typeof outboxKinds)[number];
