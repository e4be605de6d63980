import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** ISO-8601 timestamp written by the server (SQLite's clock, UTC, millisecond precision). */
const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const submissionStatuses = ["new", "contacted", "closed", "spam"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const languages = ["en", "es"] as const;

/**
 * Every lead a visitor sends (SPEC §3 form_submissions), one row each.
 * `data` is the whole validated payload as JSON; `email`, `first_name`, `last_name` and `phone`
 * are derived from it for searching and are empty strings when the payload has no such value.
 */
export const formSubmissions = sqliteTable(
  "form_submissions",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    formType: text("form_type").notNull(),
    source: text("source").notNull().default(""),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    email: text("email").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    status: text("status", { enum: submissionStatuses }).notNull().default("new"),
    language: text("language", { enum: languages }).notNull().default("en"),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at").notNull().default(isoNow),
  },
  (table) => [
    index("form_submissions_created_at_idx").on(table.createdAt),
    index("form_submissions_form_type_idx").on(table.formType, table.createdAt),
    index("form_submissions_email_idx").on(table.email),
  ],
);

export type FormSubmission = typeof formSubmissions.$inferSelect;
export type NewFormSubmission = typeof formSubmissions.$inferInsert;
