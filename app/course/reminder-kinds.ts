/**
 * The reminder kinds a person can stop (by the signed link in each, or in the account) and turn back
 * on: the list in db/schema.ts (`reminderKinds`, the type of `reminder_opt_outs.kind` and
 * `reminders_sent.kind`) and the kinds added since the last migration, which move into that list
 * with the next one. SQLite keeps no list of allowed values for those columns (drizzle's `enum` is a
 * TypeScript type only), so a kind added here changes nothing in the database.
 */
import { reminderKinds as schemaReminderKinds } from "../../db/schema";

export const reminderKinds = [...schemaReminderKinds, "certificate-window"] as const;
export type ReminderKind = (typeof reminderKinds)[number];
