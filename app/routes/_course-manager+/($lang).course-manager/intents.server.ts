/**
 * The learners view's posts (and the learner's page's): each names an `intent`, parsed with its
 * fields by one zod union and handled by one function that ends in a redirect with a toast, or in
 * the form's failure with what was typed kept and a message in the staff member's language. Staff
 * (admins and instructors) may pause, resume and nudge; enrolling, ending, extending and revoking
 * are the admins' (docs/decisions/045), refused here whatever the page showed. An instructor acts
 * on their own learners only (`learnerScope`): another's enrolment is refused as a missing one.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { AccountUser } from "~/auth/users.server";
import { enrolAndTell } from "~/school/course-admin.server";
import { revokeCertificate } from "~/course/completion.server";
import { changeEnrolment, defaultEnrolmentMonths, monthsAfter, type ChangeRefusal } from "~/course/enrolments.server";
import { nudgeCount, previewNudge, sendNudge, type NudgePreview } from "~/school/learner-nudges.server";
import { extendEnrolments, learnerFilters, matchingLearnerIds, nudgeRecipients, type LearnerFilter } from "~/school/learners.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import { courseEnrolments } from "../../../../db/schema";
import { isPausedForIdentity, resumeAfterIdentityPause, type IdentityResumeResult } from "~/school/identity-checks.server";
import { learnerScope } from "~/school/instructors.server";
import { newYorkDayEnd, newYorkDayStart } from "~/platform/time/new-york-time";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid");
/** Which rows a bulk action takes: those ticked, or every one the filter and search match. */
const selectionFields = {
  everyMatching: z.enum(["", "1"]).default(""),
  q: z.string().max(100).default(""),
  show: z.enum(learnerFilters).default("all"),
};
const managerIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("enrol"),
    email: z.string().trim().toLowerCase().email("validation.invalidEmail").max(254, "validation.invalidEmail"),
    name: z.string().trim().min(2, "validation.required").max(120, "validation.invalid"),
    firstName: z.string().trim().max(60, "validation.invalid").default(""),
    startsOn: day,
    endsOn: z.union([day, z.literal("")]).default(""),
    language: z.enum(supportedLanguages, { message: "validation.invalid" }),
    submissionId: z.string().max(64).default(""),
  }),
  z.object({ intent: z.literal("status"), enrolmentId: z.string().min(1).max(64), status: z.enum(["active", "paused", "ended"]) }),
  z.object({ intent: z.literal("extend"), enrolmentId: z.string().min(1).max(64), endsOn: day }),
  z.object({
    intent: z.literal("revoke"),
    code: z.string().min(1).max(40),
    reason: z.string().trim().min(3, "validation.required").max(500, "validation.invalid"),
  }),
  z.object({
    intent: z.literal("bulk-extend"),
    ...selectionFields,
    amount: z.coerce
      .number({ message: "learners.amountInvalid" })
      .int("learners.amountInvalid")
      .min(1, "learners.amountInvalid")
      .max(365, "learners.amountInvalid"),
    unit: z.enum(["days", "months"], { message: "learners.amountInvalid" }),
  }),
  z.object({ intent: z.literal("nudge-preview"), ...selectionFields }),
  z.object({ intent: z.literal("nudge-send"), ...selectionFields, nudgeId: z.string().uuid("learners.nudgeInvalid") }),
]);
type ManagerIntent = z.infer<typeof managerIntentSchema>;
type BulkIntent = Extract<ManagerIntent, { intent: "bulk-extend" | "nudge-preview" | "nudge-send" }>;

/** Rows ticked on one page: never more than a page holds (with room), each an enrolment id. */
const tickedIds = z.array(z.string().uuid()).max(100);

/** A post to the course manager, read once: its intent with its fields and the rows ticked, or the failure. */
export async function readManagerPost(request: Request) {
  const form = await readForm(request);
  const parsed = await parseForm(form, managerIntentSchema);
  const ticked = tickedIds.safeParse(form.getAll("enrolmentId").filter((value) => value !== ""));
  if (!parsed.ok) return parsed;
  if (isBulk(parsed.data) && !ticked.success) return { ok: false as const, fieldErrors: { enrolmentId: "learners.selectionInvalid" }, kept: parsed.kept };
  return { ...parsed, ticked: ticked.success ? ticked.data : [] };
}

const isBulk = (intent: ManagerIntent): intent is BulkIntent => intent.intent === "bulk-extend" || intent.intent.startsWith("nudge");

interface IntentArgs {
  request: Request;
  context: AppLoadContext;
  staff: AccountUser;
  language: Language;
  /** What was typed, given back with a refusal. */
  kept: Record<string, string>;
  /** The rows ticked (bulk actions). */
  ticked: string[];
  /** Where a success goes: the page the form was on. */
  returnTo: string;
}

type RefusalText =
  | "courseAdmin.alreadyEnrolledText"
  | "courseAdmin.badDatesText"
  | "courseAdmin.notChangedText"
  | "courseAdmin.unchangedText"
  | "courseAdmin.identityResumeNotYoursText"
  | "courseAdmin.changedMeanwhileText"
  | "courseAdmin.revokeRefusedText"
  | "learners.adminsOnlyText"
  | "learners.selectionInvalid"
  | "learners.noneSelectedText"
  | "learners.amountInvalid"
  | "learners.nudgeInvalid";

/** The form again, with what was typed, the fields at fault and why, in the staff member's language. */
export function refuseManagerPost(
  language: Language,
  {
    status,
    description,
    fieldErrors = {},
    kept = {},
  }: { status: 400 | 403 | 409; description: RefusalText; fieldErrors?: Record<string, string>; kept?: Record<string, string> },
) {
  return formFailure({
    formId: "course-manager",
    status,
    fieldErrors,
    kept,
    alert: translatedToast(language, "error", { title: "courseAdmin.notChangedTitle", description }),
  });
}

/** The learners view, with its filter and search (where a bulk action's success returns). */
export function learnersPath(language: Language, selection: { q?: string; show?: LearnerFilter } = {}) {
  const params = new URLSearchParams();
  if (selection.q) params.set("q", selection.q);
  if (selection.show && selection.show !== "all") params.set("show", selection.show);
  const query = params.toString();
  return `${localizePath("/course-manager", language)}${query ? `?${query}` : ""}`;
}

/** What only an admin may do (docs/decisions/045): enrol, end, extend, revoke. */
function isAdminsOnly(intent: ManagerIntent): boolean {
  if (intent.intent === "status") return intent.status === "ended";
  return intent.intent === "enrol" || intent.intent === "extend" || intent.intent === "revoke" || intent.intent === "bulk-extend";
}

/** Runs one parsed intent, once the staff member's role allows it. */
export function runManagerIntent(intent: ManagerIntent, args: IntentArgs) {
  if (isAdminsOnly(intent) && args.staff.role !== "admin")
    return refuseManagerPost(args.language, { status: 403, description: "learners.adminsOnlyText", kept: args.kept });
  switch (intent.intent) {
    case "enrol":
      return enrolIntent(intent, args);
    case "status":
    case "extend":
      return changeIntent(intent, args);
    case "revoke":
      return revokeIntent(intent, args);
    case "bulk-extend":
    case "nudge-preview":
    case "nudge-send":
      return bulkIntent(intent, args);
  }
}

/** Enrols a person by address (from their licence application when `submissionId` is given); the e-mail tells them. */
async function enrolIntent(intent: Extract<ManagerIntent, { intent: "enrol" }>, { request, context, staff, language, kept }: IntentArgs) {
  const startsAt = newYorkDayStart(intent.startsOn);
  const endsAt = intent.endsOn ? newYorkDayEnd(intent.endsOn) : monthsAfter(new Date(startsAt), defaultEnrolmentMonths);
  const result = await enrolAndTell(context, request, {
    email: intent.email,
    name: intent.name,
    firstName: intent.firstName || intent.name.split(/\s+/)[0] || "",
    startsAt,
    endsAt,
    language: intent.language,
    leadId: intent.submissionId || null,
    createdBy: staff.email,
  });
  if (!result.ok) {
    return result.reason === "bad-dates"
      ? refuseManagerPost(language, { status: 409, description: "courseAdmin.badDatesText", fieldErrors: { endsOn: "courseAdmin.badDatesText" }, kept })
      : refuseManagerPost(language, {
          status: 409,
          description: "courseAdmin.alreadyEnrolledText",
          fieldErrors: { email: "courseAdmin.alreadyEnrolledText" },
          kept,
        });
  }
  await recordAudit(context, request, staff, "course.enrol", result.enrolment.studentEmail, {
    enrolmentId: result.enrolment.id,
    startsAt,
    endsAt,
    submissionId: intent.submissionId || null,
  });
  const toast = translatedToast(
    language,
    "success",
    { title: "courseAdmin.enrolledTitle", description: "courseAdmin.enrolledText" },
    { email: result.enrolment.studentEmail },
  );
  return redirectWithToast(request, context.env, learnersPath(language), toast);
}

/**
 * Pauses, resumes or ends an enrolment, or moves its end. Resuming an enrolment the identity checks
 * paused (its stored pause reason) takes their own way (`resumeAfterIdentityPause`: an instructor
 * only their own learners, the failed checks reset, the record says so), whichever page the button
 * was on; a change that changes nothing (paused to paused) is refused and writes nothing.
 */
async function changeIntent(intent: Extract<ManagerIntent, { intent: "status" | "extend" }>, { request, context, staff, language, returnTo }: IntentArgs) {
  const change = intent.intent === "status" ? { status: intent.status } : { endsAt: newYorkDayEnd(intent.endsOn) };
  // Only a learner this member of staff sees; another instructor's is refused as one that does not exist.
  const [current] = await context.db
    .select({ status: courseEnrolments.status, pauseReason: courseEnrolments.pauseReason })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.id, intent.enrolmentId), learnerScope(staff)));
  if (!current) return refuseManagerPost(language, { status: 409, description: "courseAdmin.notChangedText" });
  const resumingAfterChecks = intent.intent === "status" && intent.status === "active" && isPausedForIdentity(current);
  const result = resumingAfterChecks
    ? await resumeAfterIdentityPause(context.db, intent.enrolmentId, staff)
    : await changeEnrolment(context.db, intent.enrolmentId, change, staff.email);
  if (!result.ok) return refuseManagerPost(language, { status: 409, description: changeRefusalText[result.reason] });
  const changed = result.enrolment;
  await recordAudit(context, request, staff, "course.enrolment_change", changed.studentEmail, { enrolmentId: changed.id, ...change });
  const toast = translatedToast(
    language,
    "success",
    { title: "courseAdmin.changedTitle", description: "courseAdmin.changedText" },
    { email: changed.studentEmail },
  );
  return redirectWithToast(request, context.env, returnTo, toast);
}

/** What the staff member is told when a change is refused, by why. */
const changeRefusalText: Record<ChangeRefusal | Exclude<IdentityResumeResult, { ok: true }>["reason"], RefusalText> = {
  missing: "courseAdmin.notChangedText",
  ended: "courseAdmin.notChangedText",
  "bad-dates": "courseAdmin.notChangedText",
  unchanged: "courseAdmin.unchangedText",
  "identity-paused": "courseAdmin.identityResumeNotYoursText",
  "not-theirs": "courseAdmin.identityResumeNotYoursText",
  "not-paused-for-identity": "courseAdmin.changedMeanwhileText",
  "changed-meanwhile": "courseAdmin.changedMeanwhileText",
};

/** Revokes a certificate, with the admin's reason; its verification page says so from then on. */
async function revokeIntent(intent: Extract<ManagerIntent, { intent: "revoke" }>, { request, context, staff, language, returnTo }: IntentArgs) {
  const revoked = await revokeCertificate(context.db, { code: intent.code, by: staff.email, reason: intent.reason });
  if (!revoked) return refuseManagerPost(language, { status: 409, description: "courseAdmin.revokeRefusedText" });
  const [enrolment] = await context.db
    .select({ email: courseEnrolments.studentEmail })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.id, revoked.enrolmentId));
  await recordAudit(context, request, staff, "course.certificate_revoke", enrolment?.email ?? "", { code: revoked.code, reason: intent.reason });
  const toast = translatedToast(language, "success", { title: "courseAdmin.revokedTitle", description: "courseAdmin.revokedText" }, { code: revoked.code });
  return redirectWithToast(request, context.env, returnTo, toast);
}

export type NudgePreviewAnswer = {
  nudgePreview: NudgePreview & { nudgeId: string; selection: { everyMatching: boolean; q: string; show: LearnerFilter; enrolmentIds: string[] } };
};

/** Extends, previews a nudge or sends it, for the rows ticked or every row matching the filter. */
async function bulkIntent(intent: BulkIntent, { request, context, staff, language, kept, ticked }: IntentArgs) {
  const everyMatching = intent.everyMatching === "1";
  const ids = everyMatching ? await matchingLearnerIds(context.db, staff, { query: intent.q.trim(), filter: intent.show }) : ticked;
  if (ids.length === 0)
    return refuseManagerPost(language, {
      status: 400,
      description: "learners.noneSelectedText",
      fieldErrors: { enrolmentId: "learners.noneSelectedText" },
      kept,
    });
  const back = learnersPath(language, { q: intent.q.trim(), show: intent.show });
  const scope = everyMatching ? { everyMatching: true, q: intent.q.trim(), show: intent.show } : { ticked: ids.length };

  if (intent.intent === "bulk-extend") {
    const changed = await extendEnrolments(context.db, ids, { amount: intent.amount, unit: intent.unit }, staff.email);
    await recordAudit(context, request, staff, "course.bulk_extend", `${changed} enrolments`, { ...scope, amount: intent.amount, unit: intent.unit, changed });
    const toast = translatedToast(language, "success", { title: "learners.extendedTitle", description: "learners.extendedText" }, { count: changed });
    return redirectWithToast(request, context.env, back, toast);
  }

  const recipients = await nudgeRecipients(context.db, staff, ids);
  if (recipients.length === 0)
    return refuseManagerPost(language, {
      status: 409,
      description: "learners.noneSelectedText",
      fieldErrors: { enrolmentId: "learners.noneSelectedText" },
      kept,
    });
  if (intent.intent === "nudge-preview") {
    const preview = await previewNudge(context, request, recipients);
    return data<NudgePreviewAnswer>(
      {
        nudgePreview: {
          ...preview,
          nudgeId: crypto.randomUUID(),
          selection: { everyMatching, q: intent.q.trim(), show: intent.show, enrolmentIds: everyMatching ? [] : ids },
        },
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  const { sent, held } = await sendNudge(context, request, { nudgeId: intent.nudgeId, recipients, sentBy: staff.email });
  const reached = await nudgeCount(context, intent.nudgeId);
  if (sent > 0) await recordAudit(context, request, staff, "course.nudge", `${sent} enrolments`, { ...scope, nudgeId: intent.nudgeId, sent, held });
  // A learner gets at most one nudge a day (docs/decisions/074): the staff member is told who was held back.
  const nudged = (description: "learners.nudgedText" | "learners.nudgedSomeHeldText" | "learners.alreadyNudgedText", count: number) =>
    translatedToast(language, "success", { title: "learners.nudgedTitle", description }, { count });
  const toast =
    sent === 0 && held > 0
      ? translatedToast(language, "error", { title: "learners.nudgeHeldTitle", description: "learners.nudgeHeldText" }, { count: held })
      : sent > 0
        ? nudged(held > 0 ? "learners.nudgedSomeHeldText" : "learners.nudgedText", sent)
        : nudged("learners.alreadyNudgedText", reached);
  return redirectWithToast(request, context.env, back, toast);
}
