/**
 * The course manager's posts: each names an `intent`, parsed with its fields by one zod union and
 * handled by one function that ends in a redirect with a toast, or in the form's failure with what
 * was typed kept and a message in the admin's language.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AccountUser } from "~/auth/users.server";
import { enrolAndTell } from "~/course/course-admin.server";
import { revokeCertificate } from "~/course/completion.server";
import { changeEnrolment, defaultEnrolmentMonths, monthsAfter } from "~/course/enrolments.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { readForm } from "~/forms/read-form";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { recordAudit } from "~/platform/audit-log.server";
import { courseEnrolments } from "../../../db/schema";
import { newYorkDayEnd, newYorkDayStart } from "~/admin/new-york-time";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid");
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
  z.object({ intent: z.literal("revoke"), code: z.string().min(1).max(40), reason: z.string().trim().min(3, "validation.required").max(500, "validation.invalid") }),
]);
type ManagerIntent = z.infer<typeof managerIntentSchema>;

/** A post to the course manager, read once: its intent with its fields, or the failure. */
export async function readManagerPost(request: Request) {
  return parseForm(await readForm(request), managerIntentSchema);
}

interface IntentArgs {
  request: Request;
  context: AppLoadContext;
  admin: AccountUser;
  language: Language;
  /** What the admin typed, given back with a refusal. */
  kept: Record<string, string>;
}

type RefusalText = "courseAdmin.alreadyEnrolledText" | "courseAdmin.badDatesText" | "courseAdmin.notChangedText" | "courseAdmin.revokeRefusedText";

/** The form again, with what was typed, the fields at fault and why, in the admin's language. */
export function refuseManagerPost(
  language: Language,
  { status, description, fieldErrors = {}, kept = {} }: { status: 400 | 409; description: RefusalText; fieldErrors?: Record<string, string>; kept?: Record<string, string> },
) {
  return formFailure({ formId: "course-manager", status, fieldErrors, kept, alert: translatedToast(language, "error", { title: "courseAdmin.notChangedTitle", description }) });
}

const managerPath = (language: Language) => localizePath("/course-manager", language);

/** Runs one parsed intent. */
export function runManagerIntent(intent: ManagerIntent, args: IntentArgs) {
  switch (intent.intent) {
    case "enrol":
      return enrolIntent(intent, args);
    case "status":
    case "extend":
      return changeIntent(intent, args);
    case "revoke":
      return revokeIntent(intent, args);
  }
}

/** Enrols a person by address (from their licence application when `submissionId` is given); the e-mail tells them. */
async function enrolIntent(intent: Extract<ManagerIntent, { intent: "enrol" }>, { request, context, admin, language, kept }: IntentArgs) {
  const startsAt = newYorkDayStart(intent.startsOn);
  const endsAt = intent.endsOn ? newYorkDayEnd(intent.endsOn) : monthsAfter(new Date(startsAt), defaultEnrolmentMonths);
  const result = await enrolAndTell(context, request, {
    email: intent.email,
    name: intent.name,
    firstName: intent.firstName || intent.name.split(/\s+/)[0] || "",
    startsAt,
    endsAt,
    language: intent.language,
    submissionId: intent.submissionId || null,
    createdBy: admin.email,
  });
  if (!result.ok) {
    return result.reason === "bad-dates"
      ? refuseManagerPost(language, { status: 409, description: "courseAdmin.badDatesText", fieldErrors: { endsOn: "courseAdmin.badDatesText" }, kept })
      : refuseManagerPost(language, { status: 409, description: "courseAdmin.alreadyEnrolledText", fieldErrors: { email: "courseAdmin.alreadyEnrolledText" }, kept });
  }
  await recordAudit(context, request, admin, "course.enrol", result.enrolment.studentEmail, { enrolmentId: result.enrolment.id, startsAt, endsAt, submissionId: intent.submissionId || null });
  const toast = translatedToast(language, "success", { title: "courseAdmin.enrolledTitle", description: "courseAdmin.enrolledText" }, { email: result.enrolment.studentEmail });
  return redirectWithToast(request, context.env, managerPath(language), toast);
}

/** Pauses, resumes or ends an enrolment, or moves its end. */
async function changeIntent(intent: Extract<ManagerIntent, { intent: "status" | "extend" }>, { request, context, admin, language }: IntentArgs) {
  const change = intent.intent === "status" ? { status: intent.status } : { endsAt: newYorkDayEnd(intent.endsOn) };
  const changed = await changeEnrolment(context.db, intent.enrolmentId, change, admin.email);
  if (!changed) return refuseManagerPost(language, { status: 409, description: "courseAdmin.notChangedText" });
  await recordAudit(context, request, admin, "course.enrolment_change", changed.studentEmail, { enrolmentId: changed.id, ...change });
  const toast = translatedToast(language, "success", { title: "courseAdmin.changedTitle", description: "courseAdmin.changedText" }, { email: changed.studentEmail });
  return redirectWithToast(request, context.env, managerPath(language), toast);
}

/** Revokes a certificate, with the admin's reason; its verification page says so from then on. */
async function revokeIntent(intent: Extract<ManagerIntent, { intent: "revoke" }>, { request, context, admin, language }: IntentArgs) {
  const revoked = await revokeCertificate(context.db, { code: intent.code, by: admin.email, reason: intent.reason });
  if (!revoked) return refuseManagerPost(language, { status: 409, description: "courseAdmin.revokeRefusedText" });
  const [enrolment] = await context.db.select({ email: courseEnrolments.studentEmail }).from(courseEnrolments).where(eq(courseEnrolments.id, revoked.enrolmentId));
  await recordAudit(context, request, admin, "course.certificate_revoke", enrolment?.email ?? "", { code: revoked.code, reason: intent.reason });
  const toast = translatedToast(language, "success", { title: "courseAdmin.revokedTitle", description: "courseAdmin.revokedText" }, { code: revoked.code });
  return redirectWithToast(request, context.env, managerPath(language), toast);
}
