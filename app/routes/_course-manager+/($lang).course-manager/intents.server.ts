/**
 * The learners view's posts (and the learner's page's): each names an `intent`, parsed with its
 * fields by one zod union and handled by one function that ends in a redirect with a toast, or in
 * the form's failure with what was typed kept and a message in the staff member's language. Staff
 * (admins and instructors) may pause, resume and nudge; enrolling, ending, extending and revoking
 * are the admins' (docs/decisions/045), refused here whatever the page showed. An instructor acts
 * on their own learners only (`learnerScope`): another's enrolment is refused as a missing one.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { enrolAndTell } from "~/school/course-admin.server";
import { revokeCertificate } from "~/course/completion.server";
import { changeEnrolment, defaultEnrolmentMonths, monthsAfter, type ChangeRefusal } from "~/course/enrolments.server";
import { parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { supportedLanguages } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import { courseEnrolments } from "../../../../db/schema";
import { isPausedForIdentity, resumeAfterIdentityPause, type IdentityResumeResult } from "~/school/identity-checks.server";
import { learnerScope } from "~/school/instructors.server";
import { tellStudentResumed } from "~/school/course-resumed.server";
import { newYorkDayEnd, newYorkDayStart } from "~/platform/time/new-york-time";
import { learnersPath, refuseManagerPost, type IntentArgs, type RefusalText } from "./answers.server";
import { bulkIntent, bulkIntentSchemas, isBulkIntent, tickedIds } from "./bulk-intents.server";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid");
const managerIntentSchema = z.discriminatedUnion("intent", [
  ...bulkIntentSchemas,
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
]);
type ManagerIntent = z.infer<typeof managerIntentSchema>;

/** A post to the course manager, read once: its intent with its fields and the rows ticked, or the failure. */
export async function readManagerPost(request: Request) {
  const form = await readForm(request);
  const parsed = await parseForm(form, managerIntentSchema);
  const ticked = tickedIds.safeParse(form.getAll("enrolmentId").filter((value) => value !== ""));
  if (!parsed.ok) return parsed;
  if (isBulkIntent(parsed.data) && !ticked.success) return { ok: false as const, fieldErrors: { enrolmentId: "learners.selectionInvalid" }, kept: parsed.kept };
  return { ...parsed, ticked: ticked.success ? ticked.data : [] };
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
  // Refused unless it was paused (a change that changes nothing writes nothing), so this is a resume.
  const isToldResumed = intent.intent === "status" && intent.status === "active" && (await tellStudentResumed(context, request, changed.id));
  const toast = translatedToast(
    language,
    "success",
    { title: "courseAdmin.changedTitle", description: isToldResumed ? "courseAdmin.resumedToldText" : "courseAdmin.changedText" },
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
