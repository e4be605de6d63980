/**
 * The applicant's licence checklist (docs/school.md, "The licence checklist and reminders"): the
 * steps the applicant ticks and dates, kept per account and only ever read or written for the
 * signed-in account itself (or shown read-only to an admin on the person's lead), and the course
 * step, read live from the course engine.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { licenceChecklists, reminderOptOuts, users, type LicenceChecklist } from "../../db/schema";
import { reminderKinds, type ReminderKind } from "../../db/schema";
import { formatDateTime } from "~/platform/time/date-formats";
import { normalizeEmail } from "~/auth/users.server";
import type { Language } from "~/i18n/languages";
import { completionOf } from "~/course/completion.server";
import { courseAccessFor } from "~/course/enrolments.server";
import type { AccountUser } from "~/auth/users.server";
import { licenceChecklistContent, licenceChecklistSources, type LicenceStepContent, type LicenceStepId } from "~/content/licence-checklist";
import type { LicenceChecklistInput } from "./licence-checklist-form";

/** The course step as the checklist shows it. */
export type CourseStep =
  | { state: "unverified" | "not-enrolled" }
  | {
      state: "open" | "not-started" | "paused" | "ended" | "expired";
      percent: number;
      studySeconds: number;
      certificate: { code: string; issuedAt: string; isRevoked: boolean } | null;
    };

export type ChecklistSteps = Omit<LicenceChecklist, "userId" | "updatedAt">;

const emptySteps: ChecklistSteps = {
  fingerprintsDone: false,
  fingerprintsBookedOn: null,
  fingerprintsDoneOn: null,
  applicationDone: false,
  applicationSubmittedOn: null,
  applicationApprovedOn: null,
  examDone: false,
  examBookedFor: null,
  examResult: null,
  examResultOn: null,
  appointmentDone: false,
  appointedOn: null,
  insurerName: null,
};

/** The account's checklist: what it saved, or every step open. */
async function checklistOf(db: Database, userId: string): Promise<{ steps: ChecklistSteps; updatedAt: string | null }> {
  const [row] = await db.select().from(licenceChecklists).where(eq(licenceChecklists.userId, userId));
  if (!row) return { steps: emptySteps, updatedAt: null };
  const { userId: _owner, updatedAt, ...steps } = row;
  return { steps, updatedAt };
}

/** Saves the whole checklist of `userId` (the signed-in account: the caller never takes it from the form). */
export async function saveChecklist(db: Database, userId: string, input: LicenceChecklistInput): Promise<void> {
  const values = { ...input, updatedAt: new Date().toISOString() };
  await db
    .insert(licenceChecklists)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: licenceChecklists.userId, set: values });
}

/** The course step, live: progress, seat time and the certificate, through the engine's own reads. */
async function courseStepOf(db: Database, account: { id: string; email: string; emailVerifiedAt: string | null }): Promise<CourseStep> {
  const access = await courseAccessFor(db, account);
  if (!("enrolment" in access)) return { state: access.state };
  const completion = await completionOf(db, access.enrolment.id);
  const certificate = completion.certificate;
  return {
    state: access.state,
    percent: completion.screensTotal === 0 ? 0 : Math.floor((completion.screensDone / completion.screensTotal) * 100),
    studySeconds: completion.studySeconds,
    certificate: certificate ? { code: certificate.code, issuedAt: certificate.issuedAt, isRevoked: certificate.revokedAt !== null } : null,
  };
}

/**
 * The checklist of the account that owns `email`, for the admin's read-only view of a lead: null
 * when no account has that address or it never saved a checklist.
 */
async function checklistForLead(db: Database, email: string): Promise<{ steps: ChecklistSteps; updatedAt: string | null; course: CourseStep } | null> {
  if (!email) return null;
  const [account] = await db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!account) return null;
  const checklist = await checklistOf(db, account.id);
  if (checklist.updatedAt === null) return null;
  return { ...checklist, course: await courseStepOf(db, account) };
}

/** Which reminder kinds the address gets (every kind, unless stopped). */
export async function remindersOn(db: Database, email: string): Promise<Record<ReminderKind, boolean>> {
  const stopped = await db
    .select({ kind: reminderOptOuts.kind })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.email, normalizeEmail(email)));
  const stoppedKinds = new Set<string>(stopped.map((row) => row.kind));
  return Object.fromEntries(reminderKinds.map((kind) => [kind, !stoppedKinds.has(kind)])) as Record<ReminderKind, boolean>;
}

/** Stops one kind of reminder for one address (idempotent). */
export async function stopReminders(db: Database, email: string, kind: ReminderKind): Promise<void> {
  await db
    .insert(reminderOptOuts)
    .values({ email: normalizeEmail(email), kind: kind })
    .onConflictDoNothing();
}

/** Sets every kind on or off for the address, as the account's settings say. */
export async function setReminders(db: Database, email: string, wanted: Record<ReminderKind, boolean>): Promise<void> {
  const address = normalizeEmail(email);
  const off = reminderKinds.filter((kind) => !wanted[kind]);
  const on = reminderKinds.filter((kind) => wanted[kind]);
  const turnOn = db.delete(reminderOptOuts).where(and(eq(reminderOptOuts.email, address), inArray(reminderOptOuts.kind, on)));
  if (off.length === 0) {
    await turnOn;
    return;
  }
  await db.batch([
    turnOn,
    db
      .insert(reminderOptOuts)
      .values(off.map((kind) => ({ email: address, kind: kind })))
      .onConflictDoNothing(),
  ]);
}

/** The course step as the page shows it: dates in the reader's language, hours as "12.5 h". */
export type CourseStepView =
  | { state: "unverified" | "not-enrolled" }
  | {
      state: "open" | "not-started" | "paused" | "ended" | "expired";
      percent: number;
      hours: string;
      certificate: { code: string; issuedOn: string; isRevoked: boolean } | null;
    };

function courseStepView(step: CourseStep, language: Language): CourseStepView {
  if (!("percent" in step)) return step;
  const certificate = step.certificate
    ? { code: step.certificate.code, issuedOn: formatDateTime(step.certificate.issuedAt, language), isRevoked: step.certificate.isRevoked }
    : null;
  return { state: step.state, percent: step.percent, hours: `${(step.studySeconds / 3600).toFixed(1)} h`, certificate };
}

/** What the account page's checklist panel shows. */
export interface LicenceChecklistPanelData {
  course: CourseStepView;
  steps: ChecklistSteps;
  content: Record<LicenceStepId, LicenceStepContent>;
  sources: ReadonlyArray<{ title: string; url: string }>;
  /** Each kind on or off; null until the address is proven (reminders go only to proven addresses). */
  reminders: Record<ReminderKind, boolean> | null;
}

/** The checklist panel's data for the signed-in account, in the page's language. */
export async function licenceChecklistData(db: Database, user: AccountUser, language: Language): Promise<LicenceChecklistPanelData> {
  const [checklist, course, reminders] = await Promise.all([
    checklistOf(db, user.id),
    courseStepOf(db, user),
    user.emailVerifiedAt ? remindersOn(db, user.email) : null,
  ]);
  return {
    course: courseStepView(course, language),
    steps: checklist.steps,
    content: licenceChecklistContent[language],
    sources: licenceChecklistSources.map(({ title, url }) => ({ title: title[language], url })),
    reminders,
  };
}

/** The admin's read-only view of the checklist of the account with the lead's address, or null (no account, or no checklist saved). */
export async function licenceChecklistOfLead(db: Database, email: string, language: Language) {
  const checklist = await checklistForLead(db, email);
  if (!checklist) return null;
  return { steps: checklist.steps, updatedOn: formatDateTime(checklist.updatedAt ?? "", language), course: courseStepView(checklist.course, language) };
}
