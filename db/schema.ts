import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { supportedLanguages } from "../app/i18n/languages";
import { contentKinds, contentReportStates, contentStates } from "../app/studio/studio-values";

/** ISO-8601 timestamp written by the server (SQLite's clock, UTC, millisecond precision). */
const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(isoNow);
const updatedAt = () => text("updated_at").notNull().default(isoNow);
const randomId = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** The languages a row may be in: the language table's (app/i18n/languages.ts). A type only: no CHECK in SQL. */
export const languages = supportedLanguages;

// ─── Leads ────────────────────────────────────────────────────────────────────────────────────

/**
 * A lead's place in the pipeline, in the order a school works it. `spam` is the admins' bin, never
 * shown to the person who sent the lead. The words are the same in the manager, the account area
 * and the e-mails (the `statuses` dictionaries).
 */
export const leadStatuses = ["new", "contacted", "in_review", "accepted", "declined", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Every lead a visitor sends (any public form), one row each.
 * `data` is the whole validated payload as JSON; `email`, `first_name`, `last_name` and `phone`
 * are derived from it for searching and are empty strings when the payload has no such value.
 * `status` is the admins' own working field; their notes are `submission_notes` (a history).
 */
export const leads = sqliteTable(
  "form_submissions",
  {
    id: randomId(),
    formType: text("form_type").notNull(),
    source: text("source").notNull().default(""),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    email: text("email").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    language: text("language", { enum: languages }).notNull().default("en"),
    /** A keyed fingerprint of the post (client, form, values, 10-minute window): a retried post is not stored twice. */
    idempotencyKey: text("idempotency_key"),
    /**
     * Consent to be called or texted at `phone` (docs/decisions/024): whether it was given, the id of
     * the disclosure the visitor saw (its words are kept in app/leads/consent), in which language,
     * when and on which page. Empty for forms that take no phone number.
     */
    callTextConsent: integer("call_text_consent", { mode: "boolean" }).notNull().default(false),
    consentVersion: text("consent_version"),
    consentLanguage: text("consent_language", { enum: languages }),
    consentAt: text("consent_at"),
    consentPage: text("consent_page"),
    /** The admin who owns the lead (null: unassigned). An admin who loses the role keeps nothing. */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** The day (YYYY-MM-DD, America/New_York) someone should act on the lead next. */
    followUpOn: text("follow_up_on"),
    /** When the status first left "new": the team's response time starts at `created_at`. */
    firstStatusChangeAt: text("first_status_change_at"),
    /**
     * Every status the lead was ever moved to, one bit each (`statusBits` in
     * app/admin/pipeline/pipeline-math.ts), kept by a trigger on `submission_status_changes`
     * (migration 0010): the Overview's funnel reads it from an index instead of the history.
     */
    reachedStatuses: integer("reached_statuses").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("form_submissions_created_at_idx").on(table.createdAt),
    // A tab newest first; with the searched columns in it, a tab's search is read from the index
    // alone (the rows, with their JSON payloads, are opened only for the page shown).
    index("form_submissions_form_type_idx").on(table.formType, table.createdAt, table.id, table.status, table.email, table.firstName, table.lastName),
    // Addresses are compared without case (the lead keeps the address as typed).
    index("form_submissions_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("form_submissions_idempotency_key_idx").on(table.idempotencyKey),
    // The Overview's period reads (docs/decisions/026): every column they use but the payload, so
    // they never visit the table rows.
    index("form_submissions_period_idx").on(
      table.createdAt,
      table.status,
      table.formType,
      table.firstStatusChangeAt,
      table.source,
      table.reachedStatuses,
      table.id,
    ),
    // Leads still "new" since a day (the Overview's overdue count).
    index("form_submissions_status_created_at_idx").on(table.status, table.createdAt),
    // Each tab's count, spam apart: read from the index alone.
    index("form_submissions_form_type_status_idx").on(table.formType, table.status),
    // The manager's owner filter (mine / unassigned), newest first.
    index("form_submissions_assigned_to_idx").on(table.assignedTo, table.createdAt),
    // The manager's overdue filter (follow-up day before today, status not final), counted from the
    // index alone; and the same for one owner's leads ("mine" and overdue).
    index("form_submissions_follow_up_status_idx").on(table.followUpOn, table.status),
    index("form_submissions_owner_follow_up_idx").on(table.assignedTo, table.followUpOn, table.status),
    // The morning follow-up e-mail's unowned new leads (docs/leads.md): only the rows that are new and
    // have no owner, oldest first, so the read is a short range however many leads there are.
    index("form_submissions_unowned_new_idx")
      .on(table.createdAt)
      .where(sql`assigned_to IS NULL AND status = 'new'`),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;

// ─── E-mail outbox ────────────────────────────────────────────────────────────────────────────

export const emailKinds = [
  "confirmation",
  "lead-notice",
  "admin-invite",
  "verify-email",
  "password-reset",
  "account-exists",
  "newsletter-confirmation",
  "status-update",
  "partner-listed",
  "partner-unlisted",
  "course-enrolment",
  "course-question",
  "course-answer",
  "course-nudge",
  "course-resumed",
  "reminder-exam-soon",
  "reminder-course-inactive",
  "identity-check-paused",
  "course-feedback",
  "reminder-certificate-window",
  "follow-up-digest",
  "weekly-summary",
  "two-factor-added",
  "two-factor-removed",
  "passkey-added",
  "passkey-removed",
] as const;
export type EmailKind = (typeof emailKinds)[number];
export const emailStatuses = ["pending", "sent", "failed"] as const;

/**
 * Messages to send, written in the same D1 batch as what caused them, delivered after the response
 * and retried by the Cron Trigger with back-off. `failed` means retries are exhausted.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: randomId(),
    leadId: text("submission_id").references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: emailKinds }).notNull(),
    toAddress: text("to_address").notNull(),
    language: text("language", { enum: languages }).notNull().default("en"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra message headers the sender passes on (e.g. List-Unsubscribe). */
    headers: text("headers", { mode: "json" })
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'`),
    status: text("status", { enum: emailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(isoNow),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_submission_idx").on(table.leadId),
    // The e-mails a person was sent, newest first (the person page, docs/leads.md): addresses are
    // compared without case, as the leads' are.
    index("email_outbox_recipient_idx").on(sql`lower(${table.toAddress})`, table.createdAt),
  ],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type NewOutboxEmail = typeof emailOutbox.$inferInsert;

/**
 * How many leads each form type has, spam apart: kept by triggers on `form_submissions` (insert,
 * delete, a change of status to or from spam or of form type; migration 0011), so the tab counts on
 * every admin page read a few rows instead of counting every lead.
 */
export const leadCounts = sqliteTable(
  "lead_counts",
  {
    formType: text("form_type").notNull(),
    isSpam: integer("is_spam", { mode: "boolean" }).notNull(),
    total: integer("total").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.formType, table.isSpam] })],
);

// ─── Abuse limits ─────────────────────────────────────────────────────────────────────────────

/** Fixed-window counters: `key` names the scope, the client and the window (e.g. `form:contact:<ip>:<n>`). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("rate_limits_expires_at_idx").on(table.expiresAt)],
);

// ─── Partner directory ────────────────────────────────────────────────────────────────────────

/** Businesses listed in /business-search; fed by approved applications. */
export const partners = sqliteTable(
  "partners",
  {
    id: randomId(),
    /** The partner-network application it was approved from, if any. */
    leadId: text("submission_id").references(() => leads.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    category: text("category").notNull(),
    location: text("location").notNull(),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    rating: real("rating").notNull().default(0),
    joinedDate: text("joined_date").notNull().default(isoNow),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    address: text("address").notNull().default(""),
    /** When an admin took the listing out of the directory; null while it is listed. */
    unlistedAt: text("unlisted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("partners_submission_id_idx").on(table.leadId),
    index("partners_category_idx").on(table.category),
    index("partners_location_idx").on(table.location),
  ],
);

export type Partner = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;

// ─── Accounts ─────────────────────────────────────────────────────────────────────────────────

/** `instructor`: sees the learners and their questions, never the leads (docs/decisions/045). */
export const userRoles = ["admin", "instructor", "user"] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Accounts. `email` is stored lower-cased; `password_hash` is null until its owner sets one through
 * a one-time link. `email_verified_at` is set when a link sent to the address is used: only then
 * does the account see anything tied to the address (its leads, its subscription).
 */
export const users = sqliteTable(
  "users",
  {
    id: randomId(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    passwordHash: text("password_hash"),
    role: text("role", { enum: userRoles }).notNull().default("user"),
    /** The language of the account's e-mails (chosen in the account area). */
    language: text("language", { enum: languages }).notNull().default("en"),
    emailVerifiedAt: text("email_verified_at"),
    lastSignInAt: text("last_sign_in_at"),
    /** An admin's morning e-mail of follow-ups due (docs/leads.md): on until the admin turns it off in the Settings tab. */
    followUpEmails: integer("follow_up_emails", { mode: "boolean" }).notNull().default(true),
    /** An admin's copy of every new-lead notice (docs/leads.md, "Where new-lead notices go"): off until the admin turns it on. */
    leadNotices: integer("lead_notices", { mode: "boolean" }).notNull().default(false),
    /** An admin's Monday e-mail of the Overview's figures (decision 067): on until the admin turns it off. */
    weeklySummary: integer("weekly_summary", { mode: "boolean" }).notNull().default(true),
    /**
     * What the account may do in the course studio (docs/decisions/094): null (nothing), `author`
     * (write drafts, send them for review, publish approved versions) or `reviewer` (also approve
     * another person's version). Admins author without it; only staff may hold it.
     */
    studio: text("studio", { enum: ["author", "reviewer"] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("users_email_idx").on(table.email)],
);

export type User = typeof users.$inferSelect;

/** Server-side sessions: the cookie holds only the id. Deleting a row revokes the session. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull().default(isoNow),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

export const accountTokenPurposes = ["verify-email", "reset-password", "admin-invite"] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * One-time links sent to an account's address, stored only as a SHA-256 of the token:
 * verify-email (24 h), reset-password (1 h) and admin-invite (24 h, made by `created_by`).
 * `email` is the address the link was sent to: a link proves only that address.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: accountTokenPurposes }).notNull(),
    email: text("email").notNull(),
    createdBy: text("created_by"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("account_tokens_user_id_idx").on(table.userId, table.purpose)],
);

export const subscriptionStatuses = ["pending", "subscribed", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Newsletter addresses (lower-cased) and their state; only `subscribed` ones receive the newsletter. */
export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  status: text("status", { enum: subscriptionStatuses }).notNull().default("pending"),
  language: text("language", { enum: languages }).notNull().default("en"),
  /** Where the address was given: footer, blog, about, account. */
  source: text("source").notNull().default(""),
  /** When the last confirmation e-mail went out (at most one a day). */
  confirmationSentAt: text("confirmation_sent_at"),
  confirmedAt: text("confirmed_at"),
  unsubscribedAt: text("unsubscribed_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ─── Working a lead ───────────────────────────────────────────────────────────────────────────

/** The notes on a lead, each with its author and time: a history, never one overwritten field. */
export const leadNotes = sqliteTable(
  "submission_notes",
  {
    id: randomId(),
    leadId: text("submission_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's address when the note was written (kept if the account goes). */
    authorEmail: text("author_email").notNull().default(""),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("submission_notes_submission_idx").on(table.leadId, table.createdAt)],
);

/**
 * Every status change of a lead: who moved it, from what to what, when, and whether the applicant
 * was told. The funnel counts the leads that ever reached a step from these rows.
 */
export const leadStatusChanges = sqliteTable(
  "submission_status_changes",
  {
    id: randomId(),
    leadId: text("submission_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: leadStatuses }).notNull(),
    toStatus: text("to_status", { enum: leadStatuses }).notNull(),
    changedByUserId: text("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    applicantNotified: integer("applicant_notified", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("submission_status_changes_submission_idx").on(table.leadId, table.createdAt),
    // The funnel's "ever reached this step" lookups, from the index alone.
    index("submission_status_changes_to_status_idx").on(table.leadId, table.toStatus),
  ],
);

/** Every admin action and auth event (never a password). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: randomId(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    target: text("target").notNull().default(""),
    details: text("details", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_at_idx").on(table.createdAt),
    // What was done to one lead (its owner, follow-up and spam changes on the person page), by time.
    index("audit_log_target_idx").on(table.target, table.createdAt),
  ],
);

/**
 * A counter of changes to the lead data the Overview's figures are made of: triggers on
 * `form_submissions` (migration 0012) add one on every insert and delete, and on every update of a
 * column a figure reads (status, form type, source, payload, dates, reached statuses). One row.
 */
export const leadDataVersion = sqliteTable("lead_data_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * The Overview's figures for a period as last read (JSON), with the `lead_data_version` they were
 * read at: they stand while no lead has changed since, until `expires_at`
 * (docs/decisions/031-overview-figures-kept.md).
 */
export const pipelineSnapshots = sqliteTable("pipeline_snapshots", {
  period: text("period").primaryKey(),
  stats: text("stats").notNull(),
  dataVersion: integer("data_version").notNull(),
  computedAt: text("computed_at").notNull(),
  expiresAt: text("expires_at").notNull(),
});

// ─── The course ───────────────────────────────────────────────────────────────────────────────
// The course's content is in the repository (content/course/, compiled at build time); these
// tables hold each student's place in it. Times that the seat-time clock subtracts are integer
// milliseconds (`*_ms`); the rest are ISO-8601 like every other table.

export const enrolmentStatuses = ["active", "paused", "ended"] as const;
/** Why an enrolment is paused: the identity checks' second wrong answer, or a staff member. */
export const pauseReasons = ["identity", "staff"] as const;
export type PauseReason = (typeof pauseReasons)[number];
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];

/**
 * A person's access to the course, from `starts_at` to `ends_at` (default six months), made by an
 * admin from a licence application or by address. `student_name` and `student_email` are kept as
 * they were at enrolment: the school's record outlives the account (`user_id` becomes null when the
 * account is deleted; the records stay). One enrolment that is not ended per address.
 */
export const courseEnrolments = sqliteTable(
  "course_enrolments",
  {
    id: randomId(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    courseId: text("course_id").notNull(),
    studentName: text("student_name").notNull(),
    studentEmail: text("student_email").notNull(),
    /**
     * The licence application (lead) it was made from, when it was. Named as stored: the whole row is
     * written out in the student's record (the account's download and the admins' records export).
     */
    submissionId: text("submission_id").references(() => leads.id, { onDelete: "set null" }),
    status: text("status", { enum: enrolmentStatuses }).notNull().default("active"),
    /**
     * Why a paused enrolment is paused, written in the same statement as the pause and cleared by
     * the resume or the end: "identity" (the identity checks, docs/decisions/047) or "staff".
     * Null while not paused. Only the identity checks' own resume clears "identity".
     */
    pauseReason: text("pause_reason", { enum: pauseReasons }),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    createdBy: text("created_by"),
    /** The instructor who answers this student (app/course/instructors.server.ts); null until first needed, or when none exists. */
    instructorId: text("instructor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One enrolment that is not ended per address: two admins enrolling the same person at once make one.
    uniqueIndex("course_enrolments_open_idx")
      .on(table.studentEmail, table.courseId)
      .where(sql`status <> 'ended'`),
    index("course_enrolments_user_idx").on(table.userId),
    // A signed-in student's enrolments not yet linked to an account are found by address (docs/decisions/044).
    index("course_enrolments_unlinked_idx")
      .on(table.studentEmail)
      .where(sql`user_id IS NULL`),
    index("course_enrolments_instructor_idx").on(table.instructorId),
    // A person's enrolments by address, ended ones included (the person page, a lead's course section).
    index("course_enrolments_email_idx").on(table.studentEmail, table.createdAt),
    // The students the identity checks paused (/course-manager/identity), newest pause first, however many are paused otherwise.
    index("course_enrolments_identity_paused_idx")
      .on(table.updatedAt)
      .where(sql`pause_reason = 'identity'`),
  ],
);

/**
 * The seat-time clock of an enrolment (app/course/seat-time.ts): which screen is timed and since
 * when (null: paused). One row per enrolment, changed only by a conditional update on its previous
 * value, so two tabs or a replayed post can never be credited twice for the same time.
 */
export const courseClocks = sqliteTable("course_clocks", {
  enrolmentId: text("enrolment_id")
    .primaryKey()
    .references(() => courseEnrolments.id, { onDelete: "cascade" }),
  screenKey: text("screen_key").notNull(),
  sinceMs: integer("since_ms"),
  /** A random value replaced by every change: the condition of the next one, and what a credit checks it won. */
  stamp: text("stamp").notNull(),
});

/** Seconds credited per screen (the sum of the record's seat-time entries), and when its minimum was met. */
export const courseScreenTime = sqliteTable(
  "course_screen_time",
  {
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    screen: integer("screen").notNull(),
    seconds: integer("seconds").notNull().default(0),
    completedAt: text("completed_at"),
    /** The version of the lesson whose screen was studied, last written with the time (docs/decisions/094). */
    lessonVersion: integer("lesson_version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.lessonId, table.screen] })],
);

export const courseAttemptKinds = ["quiz", "module", "practice", "final"] as const;
export type CourseAttemptKind = (typeof courseAttemptKinds)[number];

/**
 * One try at a quiz or an exam: the questions drawn (ids, in order), the clock (`deadline_at` for a
 * timed exam, checked on the server), the acknowledgement it was taken under, and the grade once
 * submitted. `scope` is the lesson (quiz), the module (module exam), the practice exam's number, or
 * the course (final).
 */
export const courseAttempts = sqliteTable(
  "course_attempts",
  {
    id: randomId(),
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: courseAttemptKinds }).notNull(),
    scope: text("scope").notNull(),
    questionIds: text("question_ids", { mode: "json" }).$type<string[]>().notNull(),
    language: text("language", { enum: languages }).notNull(),
    acknowledgementId: text("acknowledgement_id"),
    startedAt: text("started_at").notNull(),
    startedMs: integer("started_ms").notNull(),
    deadlineMs: integer("deadline_ms"),
    submittedAt: text("submitted_at"),
    /** Time in the exam, counted apart from study time: submission (or the deadline) minus start. */
    secondsSpent: integer("seconds_spent"),
    correct: integer("correct"),
    total: integer("total"),
    percent: integer("percent"),
    passed: integer("passed", { mode: "boolean" }),
  },
  (table) => [index("course_attempts_enrolment_idx").on(table.enrolmentId, table.kind, table.scope)],
);

/** An attempt's answers: the choice index, saved as the student goes (an exam survives a reload). */
export const courseAnswers = sqliteTable(
  "course_answers",
  {
    attemptId: text("attempt_id")
      .notNull()
      .references(() => courseAttempts.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    choice: integer("choice").notNull(),
    /** The version of the question answered (docs/decisions/094): a later correction never rewrites this answer. */
    questionVersion: integer("question_version").notNull().default(1),
    answeredAt: text("answered_at").notNull().default(isoNow),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

export const courseAcknowledgementKinds = ["unassisted", "completion"] as const;

/** What a student acknowledged (exams taken unassisted; the course completed), with the text's version and language. */
export const courseAcknowledgements = sqliteTable(
  "course_acknowledgements",
  {
    id: randomId(),
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: courseAcknowledgementKinds }).notNull(),
    textVersion: text("text_version").notNull(),
    language: text("language", { enum: languages }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("course_acknowledgements_enrolment_idx").on(table.enrolmentId, table.kind)],
);

/**
 * Completion certificates. `code` is what `/certificates/<code>` verifies; the student's name, the
 * hours and the date are kept as issued. A revoked certificate keeps its row and says so.
 */
export const courseCertificates = sqliteTable(
  "course_certificates",
  {
    code: text("code").primaryKey(),
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    studentName: text("student_name").notNull(),
    courseId: text("course_id").notNull(),
    studySeconds: integer("study_seconds").notNull(),
    examSeconds: integer("exam_seconds").notNull(),
    issuedAt: text("issued_at").notNull().default(isoNow),
    revokedAt: text("revoked_at"),
    revokedBy: text("revoked_by"),
    revokeReason: text("revoke_reason"),
  },
  (table) => [uniqueIndex("course_certificates_enrolment_idx").on(table.enrolmentId)],
);

/**
 * The student's record: every enrolment change, seat-time credit, answer, grade, acknowledgement
 * and certificate event, appended and never changed (triggers refuse UPDATE and DELETE; migration
 * 0014). Exported for admins and in the student's own data download; kept five years.
 */
export const courseRecords = sqliteTable(
  "course_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    enrolmentId: text("enrolment_id").notNull(),
    kind: text("kind").notNull(),
    lessonId: text("lesson_id"),
    screen: integer("screen"),
    seconds: integer("seconds"),
    attemptId: text("attempt_id"),
    details: text("details", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [index("course_records_enrolment_idx").on(table.enrolmentId, table.id)],
);

// ─── The school: the students' questions to their instructors ─────────────────────────────────

/**
 * A student's question about a screen of a lesson (app/course/questions.server.ts), in the
 * language of the page it was asked from, routed to the enrolment's instructor (null: to every
 * admin, while the school has none).
 */
export const courseQuestions = sqliteTable(
  "course_questions",
  {
    id: randomId(),
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    /** 0-based, like the course's other tables (the URL's is 1-based). */
    screen: integer("screen").notNull(),
    language: text("language", { enum: languages }).notNull(),
    question: text("question").notNull(),
    instructorId: text("instructor_id").references(() => users.id, { onDelete: "set null" }),
    askedAt: text("asked_at").notNull().default(isoNow),
  },
  (table) => [index("course_questions_enrolment_idx").on(table.enrolmentId, table.lessonId), index("course_questions_asked_idx").on(table.askedAt)],
);

/**
 * A question's answer: one per question, the primary key the one check, so of two staff answering
 * at once one answer wins and the other's batch (with its e-mail) writes nothing.
 */
export const courseQuestionAnswers = sqliteTable(
  "course_question_answers",
  {
    questionId: text("question_id")
      .primaryKey()
      .references(() => courseQuestions.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    /** Kept as it was when answering: the school's record outlives the staff member's account. */
    answeredByName: text("answered_by_name").notNull(),
    answeredAt: text("answered_at").notNull().default(isoNow),
  },
  (table) => [index("course_question_answers_answered_idx").on(table.answeredAt)],
);

// ─── The school: the learners' progress, as the staff see it ──────────────────────────────────

/**
 * Each enrolment's progress in one row, for the learners view (docs/decisions/046): study seconds,
 * screens done, the last activity, the most times one exam (module, practice or final) was failed,
 * and the enrolment's state, end, creation and certificate, copied so that every filter reads this
 * table's indexes alone. Kept by triggers on course_enrolments, course_screen_time, course_attempts
 * and course_certificates (migration "learner_summaries"), so it changes in the same statement as
 * the engine's write, whatever writes it. `quiet_since` is the last activity, or the start before any.
 */
export const courseLearnerSummaries = sqliteTable(
  "course_learner_summaries",
  {
    enrolmentId: text("enrolment_id")
      .primaryKey()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    status: text("status", { enum: enrolmentStatuses }).notNull(),
    endsAt: text("ends_at").notNull(),
    enrolledAt: text("enrolled_at").notNull(),
    certified: integer("certified", { mode: "boolean" }).notNull().default(false),
    studySeconds: integer("study_seconds").notNull().default(0),
    screensDone: integer("screens_done").notNull().default(0),
    lastActivityAt: text("last_activity_at"),
    quietSince: text("quiet_since").notNull(),
    mostExamFailures: integer("most_exam_failures").notNull().default(0),
    /** The language the admin enrolled the person in (their e-mails'), when enrolled from the course manager. */
    language: text("language", { enum: languages }),
  },
  (table) => [
    // Every learner, newest first.
    index("course_learner_summaries_enrolled_idx").on(table.enrolledAt),
    // Stalled: active, no certificate, quiet since before the cut-off (longest quiet first), not past the end.
    index("course_learner_summaries_stalled_idx").on(table.status, table.certified, table.quietSince, table.endsAt),
    index("course_learner_summaries_failed_idx")
      .on(table.mostExamFailures)
      .where(sql`most_exam_failures >= 2`),
    // Ending soon: not ended, by end.
    index("course_learner_summaries_ending_idx")
      .on(table.endsAt)
      .where(sql`status <> 'ended'`),
  ],
);

/**
 * The nudge e-mails staff sent from the learners view: one row per nudge (the preview's id) and
 * enrolment, written in the same D1 batch as the e-mail, so confirming the same nudge twice sends nothing twice.
 */
export const courseNudges = sqliteTable(
  "course_nudges",
  {
    nudgeId: text("nudge_id").notNull(),
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    emailId: text("email_id").notNull(),
    sentBy: text("sent_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.nudgeId, table.enrolmentId] }), index("course_nudges_enrolment_idx").on(table.enrolmentId)],
);

// ─── The school: identity checks and the feedback at each quarter of the course ───────────────

/**
 * The three security questions a student chose before studying (app/course/identity-checks.server.ts):
 * the questions' keys and each answer's hash (normalised, then hashed like a password), in the same
 * order. One row per enrolment, written once; no answer is ever read back out, only checked.
 */
export const courseIdentityAnswers = sqliteTable("course_identity_answers", {
  enrolmentId: text("enrolment_id")
    .primaryKey()
    .references(() => courseEnrolments.id, { onDelete: "cascade" }),
  questionKeys: text("question_keys", { mode: "json" }).$type<string[]>().notNull(),
  answerHashes: text("answer_hashes", { mode: "json" }).$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/** asked → passed (a module's stays passed; an exam's is used by the attempt it opens) or failed (twice wrong) → reset (resumed). */
export const identityCheckStatuses = ["asked", "passed", "used", "failed", "reset"] as const;
export type IdentityCheckStatus = (typeof identityCheckStatuses)[number];

/**
 * One identity check: the question picked on the server for a module (`module:<id>`) or an exam
 * attempt's start (`exam:<kind>:<scope>`), and the tries spent on it (claimed before the answer is
 * checked, so racing posts never get more than two). One open check (asked or passed) per scope.
 */
export const courseIdentityChecks = sqliteTable(
  "course_identity_checks",
  {
    id: randomId(),
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    questionKey: text("question_key").notNull(),
    status: text("status", { enum: identityCheckStatuses }).notNull().default("asked"),
    tries: integer("tries").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("course_identity_checks_open_idx")
      .on(table.enrolmentId, table.scope)
      .where(sql`status in ('asked', 'passed')`),
    index("course_identity_checks_status_idx").on(table.enrolmentId, table.status),
  ],
);

/**
 * The feedback at each quarter of the course (25, 50, 75, 100 % of the screens done): one row per
 * enrolment and quarter, written in the same D1 batch as its e-mail, so it is sent once. `summary`
 * holds ids and figures (modules finished, scores by topic), shown in the reader's language.
 */
export const courseFeedback = sqliteTable(
  "course_feedback",
  {
    enrolmentId: text("enrolment_id")
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    quarter: integer("quarter").notNull(),
    summary: text("summary", { mode: "json" })
      .$type<{ modules: string[]; topics: Array<{ topic: string; correct: number; total: number }>; screensDone: number; screensTotal: number }>()
      .notNull(),
    language: text("language", { enum: languages }).notNull(),
    emailed: integer("emailed", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.quarter] })],
);

/** How far the feedback step has read the student records (`course_records.id`): each run looks only at what is newer. */
export const courseFeedbackCursor = sqliteTable("course_feedback_cursor", {
  name: text("name").primaryKey(),
  lastRecordId: integer("last_record_id").notNull(),
});

// ─── The school: the applicant's licence checklist and its reminders ──────────────────────────

/**
 * The applicant's own checklist to the 2-15 licence after the course (one row per account, written
 * only by its owner): each step ticked, with its dates as `YYYY-MM-DD` as the applicant typed them.
 * The course step is not here: it is read live from the enrolment.
 */
export const licenceExamResults = ["passed", "failed"] as const;
export type LicenceExamResult = (typeof licenceExamResults)[number];

export const licenceChecklists = sqliteTable(
  "licence_checklists",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    fingerprintsDone: integer("fingerprints_done", { mode: "boolean" }).notNull().default(false),
    fingerprintsBookedOn: text("fingerprints_booked_on"),
    fingerprintsDoneOn: text("fingerprints_done_on"),
    applicationDone: integer("application_done", { mode: "boolean" }).notNull().default(false),
    applicationSubmittedOn: text("application_submitted_on"),
    applicationApprovedOn: text("application_approved_on"),
    examDone: integer("exam_done", { mode: "boolean" }).notNull().default(false),
    examBookedFor: text("exam_booked_for"),
    examResult: text("exam_result", { enum: licenceExamResults }),
    examResultOn: text("exam_result_on"),
    appointmentDone: integer("appointment_done", { mode: "boolean" }).notNull().default(false),
    appointedOn: text("appointed_on"),
    insurerName: text("insurer_name"),
    updatedAt: updatedAt(),
  },
  // The reminder step reads only exams booked in the next few days, with no result yet.
  (table) => [
    index("licence_checklists_exam_idx")
      .on(table.examBookedFor)
      .where(sql`exam_booked_for IS NOT NULL AND exam_result IS NULL`),
  ],
);

export type LicenceChecklist = typeof licenceChecklists.$inferSelect;

/** The reminder kinds a person can stop (by the signed link in each, or in the account) and turn back on. */
export const reminderKinds = ["exam-soon", "course-inactive", "certificate-window"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/**
 * What `reminders_sent` records: the reminders above, the admins' morning follow-up e-mail
 * (`followups:<admin>:<day>`) and their Monday summary (`weekly-summary:<admin>:<monday>`).
 */
export const sentReminderKinds = [...reminderKinds, "followups", "weekly-summary"] as const;

/** Reminder kinds stopped, per address (lower-cased): a row means "do not send this kind here". */
export const reminderOptOuts = sqliteTable(
  "reminder_opt_outs",
  {
    email: text("email").notNull(),
    kind: text("kind", { enum: reminderKinds }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);

/**
 * Every reminder sent, by a key naming what it was for (`exam-soon:<user>:<date>`,
 * `course-inactive:<enrolment>:<last activity>`). Written in the same D1 batch as the e-mail: a
 * second insert of a key fails the batch, so a rerun or a concurrent run queues nothing twice.
 */
export const remindersSent = sqliteTable("reminders_sent", {
  key: text("key").primaryKey(),
  kind: text("kind", { enum: sentReminderKinds }).notNull(),
  createdAt: createdAt(),
});

/**
 * Each enrolment's last activity, kept by the reminder step from the course records it has not read
 * yet (`course_reminder_cursor`), so finding the students inactive for a week reads an index, not
 * every record. `reminded_at` is set when this spell of inactivity was dealt with; new activity
 * clears it.
 */
export const courseActivityMarks = sqliteTable(
  "course_activity_marks",
  {
    enrolmentId: text("enrolment_id")
      .primaryKey()
      .references(() => courseEnrolments.id, { onDelete: "cascade" }),
    lastActivityAt: text("last_activity_at").notNull(),
    remindedAt: text("reminded_at"),
  },
  (table) => [
    index("course_activity_marks_due_idx")
      .on(table.lastActivityAt)
      .where(sql`reminded_at IS NULL`),
  ],
);

/** How far the reminder step has read the course records (one row): the last record id it folded in. */
export const courseReminderCursor = sqliteTable("course_reminder_cursor", {
  name: text("name").primaryKey(),
  lastRecordId: integer("last_record_id").notNull(),
});

// ─── Saved views of the submissions manager ───────────────────────────────────────────────────

/**
 * An admin's saved views of the submissions manager (docs/leads.md): a name and the view's
 * parameters (tab, search, owner, overdue), checked when saved and again when read, the link built
 * from them alone. One admin's views are theirs: every read and delete names the owner. A name is
 * unique per admin, compared without case.
 */
export const savedViews = sqliteTable(
  "saved_views",
  {
    id: randomId(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    params: text("params", { mode: "json" }).$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("saved_views_user_name_idx").on(table.userId, sql`lower(${table.name})`)],
);

// ─── Bulk work on leads ───────────────────────────────────────────────────────────────────────

export const bulkActionKinds = ["assign", "status"] as const;
export type BulkActionKind = (typeof bulkActionKinds)[number];
/** Reviewed (its dialog shows what it will do), running (confirmed, its batches under way), done. */
export const bulkActionStates = ["reviewed", "running", "done"] as const;

/**
 * One bulk change of the submissions manager (docs/decisions/061-bulk-work.md), made when an admin
 * reviews it: the leads it takes are fixed then (`bulk_action_leads`), and its id is the one-time
 * confirmation id the review dialog posts. A confirmation runs it once: a replay, a double click or
 * a second tab finds it running or done and changes nothing. Deleted a week after it was made.
 */
export const bulkActions = sqliteTable(
  "bulk_actions",
  {
    id: randomId(),
    adminUserId: text("admin_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: bulkActionKinds }).notNull(),
    /** The new status, or the new owner's user id (null: nobody). */
    target: text("target"),
    /** How the leads were chosen, for the audit row: the view's parameters, and every lead matching it or how many rows were ticked. */
    selection: text("selection", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** The origin the applicants' e-mails link to, taken when it was reviewed (the scheduled run has no request). */
    origin: text("origin").notNull(),
    state: text("state", { enum: bulkActionStates }).notNull().default("reviewed"),
    /** The admin's choice when confirming a status change: tell the applicants who can be told. */
    notify: integer("notify", { mode: "boolean" }),
    confirmedAt: text("confirmed_at"),
    /** What it did (counts), once done: a replayed confirmation is answered with it. */
    result: text("result", { mode: "json" }).$type<Record<string, number>>(),
    createdAt: createdAt(),
  },
  (table) => [index("bulk_actions_created_at_idx").on(table.createdAt)],
);

/** What a bulk change did to a lead: changed it, found it so already, found it spam (never worked), or found it deleted. */
export const bulkOutcomes = ["changed", "unchanged", "spam", "gone"] as const;
/** The applicant's e-mail of a bulk status change: owed (to be rendered and queued), queued, or none after all. */
export const bulkNotices = ["owed", "queued", "none"] as const;

/**
 * The leads of a bulk change, one row each, written set-based when it is reviewed (no id list is
 * ever bound). No foreign key to the lead: one deleted meanwhile is found `gone`.
 */
export const bulkActionLeads = sqliteTable(
  "bulk_action_leads",
  {
    bulkActionId: text("bulk_action_id")
      .notNull()
      .references(() => bulkActions.id, { onDelete: "cascade" }),
    leadId: text("submission_id").notNull(),
    outcome: text("outcome", { enum: bulkOutcomes }),
    /** The confirmation batch that decided it: that batch's other statements find their rows by it. */
    batchToken: text("batch_token"),
    /** The `submission_status_changes` row of its change (its `applicant_notified` is set when the e-mail is queued). */
    changeId: text("change_id"),
    notice: text("notice", { enum: bulkNotices }),
  },
  (table) => [
    primaryKey({ columns: [table.bulkActionId, table.leadId] }),
    // The next batch to decide: the leads not decided yet, in id order.
    index("bulk_action_leads_pending_idx")
      .on(table.bulkActionId, table.leadId)
      .where(sql`outcome IS NULL`),
    index("bulk_action_leads_batch_idx").on(table.bulkActionId, table.batchToken),
    // The e-mails still to render and queue, for the request's follow-up and the scheduled run.
    index("bulk_action_leads_owed_idx")
      .on(table.bulkActionId, table.leadId)
      .where(sql`notice = 'owed'`),
  ],
);

// ─── The organisation's settings ──────────────────────────────────────────────────────────────

/**
 * What admins set in the Settings tab for the whole site (docs/decisions/065-site-settings-and-notice-routing.md):
 * one row per setting, its value JSON checked by the setting's zod schema when read. A setting
 * without a row (a fresh database) has its default in code, so nothing needs seeding.
 */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  /** The admin who last changed it (the audit log has every change, from and to). */
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
});
// ─── Second factors: authenticator apps (TOTP), recovery codes, passkeys ─────────────────────────

/**
 * An account's authenticator app (docs/decisions/062): one per account. `secret` is the RFC 6238
 * secret sealed with AES-GCM under a key derived from TWO_FACTOR_KEY (or SESSION_SECRET), never
 * stored or shown in clear after set-up. `last_step` is the last 30-second time step a code was
 * accepted for: a code is accepted only for a later step, by one conditional UPDATE, so each code
 * works once even when posted twice at once.
 */
export const totpFactors = sqliteTable("totp_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  lastStep: integer("last_step").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Ten one-time recovery codes per authenticator app, stored only as a keyed hash (HMAC-SHA-256
 * with a key derived from TWO_FACTOR_KEY or SESSION_SECRET, over the account and the code). A code
 * is used by one conditional UPDATE (`used_at` still null), so it works once.
 */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("recovery_codes_user_id_idx").on(table.userId)],
);

/**
 * Passkeys (WebAuthn credentials, docs/decisions/064): the credential id (base64url, unique across
 * every account), its public key (COSE, base64url), the signature counter the authenticator reports,
 * and the name its owner gave it. A passkey signs in alone: it is both factors.
 */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    deviceType: text("device_type").notNull().default("singleDevice"),
    isBackedUp: integer("is_backed_up", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
  },
  (table) => [index("passkeys_user_id_idx").on(table.userId)],
);

export const signInChallengePurposes = ["second-factor", "totp-setup", "passkey-registration", "passkey-sign-in"] as const;
export type SignInChallengePurpose = (typeof signInChallengePurposes)[number];

/**
 * Short-lived server-side states of signing in and setting up a factor, each used once (one
 * conditional DELETE … RETURNING):
 * - `second-factor`: a right password for an account with a factor; names the account; the browser
 *   holds its token in a signed cookie; 5 minutes, 5 wrong codes (`attempts`);
 * - `passkey-sign-in`: a WebAuthn challenge for a sign-in, bound to the browser the same way;
 * - `totp-setup` and `passkey-registration`: a secret being confirmed, or a WebAuthn challenge,
 *   bound to the session (and account) that asked for it.
 * The id is the SHA-256 of a random token; `data` holds what the step needs (never a secret in clear).
 */
export const signInChallenges = sqliteTable(
  "sign_in_challenges",
  {
    id: text("id").primaryKey(),
    purpose: text("purpose", { enum: signInChallengePurposes }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sign_in_challenges_session_idx").on(table.sessionId, table.purpose), index("sign_in_challenges_expires_at_idx").on(table.expiresAt)],
);

// ─── The course studio (docs/decisions/094) ──────────────────────────────────────────────────

// The studio's words (kinds of unit, states of a version, of a report) live in a client-safe module
// that the studio's pages read too: a page that imported them from here would load Drizzle in the browser.
export { contentKinds, contentReportStates, contentStates, type ContentKind, type ContentState } from "../app/studio/studio-values";

/**
 * Every version of every unit of the course's source (a lesson's two files, a question's two
 * blocks, a glossary term, the outline, the other files), in the words of the files themselves so
 * that exporting the published versions writes the files back unchanged. At most one open version
 * (draft, in review or approved) per unit, and one published. `revision` counts the saves of a
 * draft: a save that names an older revision is refused ("someone changed this since you opened it").
 */
export const courseContentVersions = sqliteTable(
  "course_content_versions",
  {
    id: randomId(),
    kind: text("kind", { enum: contentKinds }).notNull(),
    itemId: text("item_id").notNull(),
    /** The module the unit belongs to (lessons and questions), for the studio's filters. */
    moduleId: text("module_id"),
    version: integer("version").notNull(),
    state: text("state", { enum: contentStates }).notNull(),
    /** The English file's text (a lesson), block (a question), or the unit's only text. */
    enText: text("en_text").notNull(),
    /** The Spanish twin, for the units that have one (lessons, questions). */
    esText: text("es_text"),
    hash: text("hash").notNull(),
    /** The version this one was written from. */
    basedOn: integer("based_on"),
    /** `files`: imported from content/course; `studio`: written in the studio. */
    origin: text("origin", { enum: ["files", "studio"] }).notNull(),
    revision: integer("revision").notNull().default(1),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedBy: text("updated_by"),
    updatedAt: updatedAt(),
    submittedBy: text("submitted_by"),
    submittedAt: text("submitted_at"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: text("reviewed_at"),
    reviewNote: text("review_note"),
    publishedBy: text("published_by"),
    publishedAt: text("published_at"),
    /** The release that made this version live, and the one that replaced it. */
    releaseId: integer("release_id"),
    retiredAt: text("retired_at"),
  },
  (table) => [
    uniqueIndex("course_content_versions_item_idx").on(table.kind, table.itemId, table.version),
    uniqueIndex("course_content_versions_open_idx")
      .on(table.kind, table.itemId)
      .where(sql`state IN ('draft', 'review', 'approved')`),
    uniqueIndex("course_content_versions_live_idx")
      .on(table.kind, table.itemId)
      .where(sql`state = 'published'`),
    index("course_content_versions_state_idx").on(table.state, table.kind, table.moduleId),
  ],
);

/**
 * Each time the course's published content changed: an import of the files or a publish from the
 * studio. `hash` is the hash of every published unit together; `versions` maps each unit
 * (`kind:itemId`) to its published version. The player reads the newest release: the bundled build
 * when its hash is the build's own, otherwise the release's compiled course (`course_release_chunks`).
 * Which version was live on any date is the release in force then.
 */
export const courseReleases = sqliteTable("course_releases", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  hash: text("hash").notNull(),
  versions: text("versions", { mode: "json" }).$type<Record<string, number>>().notNull(),
  /** `files` (an import) or `studio` (a publish). */
  origin: text("origin", { enum: ["files", "studio"] }).notNull(),
  publishedBy: text("published_by"),
  note: text("note"),
  /** The fingerprint of the build whose compiler compiled the release's course (null: it is that build's own). */
  compiledBy: text("compiled_by"),
  /**
   * Set when the release is whole: its compiled course stored (written in several batches: too large
   * for one) and its versions marked published. The player serves the newest ready release only.
   */
  readyAt: text("ready_at"),
  createdAt: createdAt(),
});

/** A release's compiled course (JSON), in pieces small enough for a D1 row. Absent for a release that is the bundled build. */
export const courseReleaseChunks = sqliteTable(
  "course_release_chunks",
  {
    releaseId: integer("release_id")
      .notNull()
      .references(() => courseReleases.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    data: text("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseId, table.n] })],
);

/** "Report a problem": a student's note on a question or a lesson screen, with the version they saw. */
export const courseContentReports = sqliteTable(
  "course_content_reports",
  {
    id: randomId(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["question", "lesson"] }).notNull(),
    itemId: text("item_id").notNull(),
    /** The lesson screen (from 0, as the player counts them; pages show it from 1) for a lesson; null for a question. */
    screen: integer("screen"),
    version: integer("version").notNull(),
    language: text("language", { enum: languages }).notNull(),
    /** Where the student was: a lesson screen, a quiz's review, an exam's review. */
    place: text("place", { enum: ["lesson", "quiz", "exam"] }).notNull(),
    message: text("message").notNull(),
    state: text("state", { enum: contentReportStates }).notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("course_content_reports_state_idx").on(table.state, table.createdAt),
    index("course_content_reports_item_idx").on(table.kind, table.itemId),
  ],
);

/**
 * Item analysis, per question, version and language, computed by the scheduled handler from the
 * submitted attempts' answers: how many answered, facility (share correct), discrimination (share
 * correct among the top third of scorers minus the bottom third), how often each choice was picked,
 * and the flags raised.
 */
export const courseItemStats = sqliteTable(
  "course_item_stats",
  {
    questionId: text("question_id").notNull(),
    version: integer("version").notNull(),
    language: text("language", { enum: languages }).notNull(),
    answered: integer("answered").notNull(),
    correct: integer("correct").notNull(),
    facility: real("facility"),
    discrimination: real("discrimination"),
    choiceCounts: text("choice_counts", { mode: "json" }).$type<number[]>().notNull(),
    flags: text("flags", { mode: "json" }).$type<string[]>().notNull(),
    computedAt: text("computed_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.version, table.language] })],
);
