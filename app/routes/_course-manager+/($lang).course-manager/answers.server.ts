/**
 * What the course manager's intents share: the arguments each is given, the refusal (the form
 * again, with what was typed and why) and the learners view's address a bulk action returns to.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AccountUser } from "~/auth/users.server";
import type { LearnerFilter } from "~/school/learners.server";
import { formFailure } from "~/forms/protocol.server";
import { translatedToast } from "~/http/translated-toast.server";
import { localizePath, type Language } from "~/i18n/languages";

export interface IntentArgs {
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

export type RefusalText =
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
