/**
 * The submissions manager's bulk posts (docs/decisions/061-bulk-work.md), answered before the
 * manager looks up a lead: review an assignment or a status change of the selected leads (their
 * set is fixed, then the review dialog opens: `?bulk=<id>`), confirm it (once), or export them.
 * The selection is the rows ticked (at most a page of ids, each one checked to be in the view),
 * every row of the page, or every lead matching the view (the filter, never a list of ids). A
 * refusal is the one form failure (decision 036), in the admin's language, nothing changed.
 */
import { redirectDocument, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { bulkFields, bulkFormId, maximumTickedLeads } from "~/admin/bulk-selection";
import {
  confirmBulkChange,
  countInView,
  noticesAfterResponse,
  reviewBulkChange,
  type BulkResult,
  type BulkSelection,
  type BulkTarget,
  type BulkTargetChoice,
} from "~/admin/bulk-work.server";
import { queueBulkStatusNotices } from "~/admin/status-change.server";
import { parseWorkingStatus, leadSearch, type LeadQuery } from "~/admin/lead-query";
import { findUserById, nameOrEmail, type AccountUser } from "~/auth/users.server";
import { deliverDueEmails } from "~/email/outbox.server";
import { emailSenderFor } from "~/email/senders.server";
import { formFailure, parseForm } from "~/forms/protocol.server";
import { redirectWithToast } from "~/http/flash.server";
import { siteOrigin } from "~/http/site-origin";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { languageInfo, localizePath, type Language } from "~/i18n/languages";
import type { TranslationKey, TranslationValues } from "~/i18n/translate";
import { dictionaries } from "~/locales";
import { auditAddress } from "~/platform/audit-log.server";

interface BulkPost {
  request: Request;
  context: AppLoadContext;
  admin: AccountUser;
  language: Language;
  form: FormData;
  /** The view the post came from (re-parsed): what "all matching" means, and where the answer goes back to. */
  view: LeadQuery;
}

const bulkIntentSchema = z.discriminatedUnion("intent", [
  // "me", "nobody" or an admin's id (checked against the users table before anything is kept).
  z.object({ intent: z.literal("bulk-assign"), assignTo: z.string().max(64).catch("") }),
  z.object({ intent: z.literal("bulk-status"), status: z.unknown().transform(parseWorkingStatus) }),
  z.object({ intent: z.literal("bulk-export") }),
  z.object({ intent: z.literal("bulk-confirm"), bulk: z.string().max(64).catch(""), notify: z.enum(["yes", "no"]).catch("no") }),
]);
type BulkIntent = z.infer<typeof bulkIntentSchema>;

const ticked = (value: unknown) => value === "1";
const selectionSchema = z.object({ [bulkFields.everyMatching]: z.unknown().transform(ticked), [bulkFields.everyOnPage]: z.unknown().transform(ticked) });
const tickedIds = z.array(z.string().min(1).max(64)).max(maximumTickedLeads);

/** A bulk post answered, or null when the post is about one lead (the manager's other intents). */
export async function runBulkPost(post: BulkPost) {
  const parsed = await parseForm(post.form, bulkIntentSchema);
  if (!parsed.ok) return null;
  const intent = parsed.data;
  if (intent.intent === "bulk-confirm") return confirmPost(intent, post);
  const selection = await readSelection(post.form);
  if (!selection.ok)
    return refuse(post, selection.reason === "none" ? "bulk.noneSelected" : "bulk.selectionInvalid", 400, {
      [bulkFields.lead]: selection.reason === "none" ? "bulk.noneSelected" : "bulk.selectionInvalid",
    });
  if (intent.intent === "bulk-export") return exportPost(selection.selection, post);
  return reviewPost(intent, selection.selection, post);
}

/** Which leads the post names: every one matching the view, the page's rows, or the rows ticked. */
async function readSelection(form: FormData): Promise<{ ok: true; selection: BulkSelection } | { ok: false; reason: "none" | "invalid" }> {
  const parsed = await parseForm(form, selectionSchema);
  const choice = parsed.ok ? parsed.data : { everyMatching: false, everyOnPage: false };
  if (choice[bulkFields.everyMatching]) return { ok: true, selection: { everyMatching: true } };
  const named = form.getAll(choice[bulkFields.everyOnPage] ? bulkFields.pageLead : bulkFields.lead).filter((value) => value !== "");
  const ids = tickedIds.safeParse(named);
  if (!ids.success) return { ok: false, reason: "invalid" };
  return ids.data.length === 0 ? { ok: false, reason: "none" } : { ok: true, selection: { ids: ids.data } };
}

const managerPath = ({ language }: BulkPost) => localizePath("/submissions-manager", language);

/** The bulk form again, with the alert and the field's message, the choices kept (the ticked rows as one value). */
function refuse(post: BulkPost, description: TranslationKey, status: 400 | 409 | 422, fieldErrors: Record<string, string> = {}) {
  const { form, language } = post;
  const alert = translatedToast(language, "error", { title: "bulk.refusedTitle", description });
  const kept: Record<string, string> = {
    [bulkFields.lead]: form
      .getAll(bulkFields.lead)
      .filter((value) => typeof value === "string")
      .slice(0, maximumTickedLeads)
      .join(" "),
  };
  for (const name of ["assignTo", "status", bulkFields.everyOnPage, bulkFields.everyMatching]) {
    const value = form.get(name);
    if (typeof value === "string") kept[name] = value.slice(0, 64);
  }
  return formFailure({ formId: bulkFormId, alert, status, fieldErrors, kept });
}

/** The target as the form names it ("me" is the admin at work); the bulk module checks it. */
function targetChoice(intent: Extract<BulkIntent, { intent: "bulk-assign" | "bulk-status" }>, post: BulkPost): BulkTargetChoice {
  if (intent.intent === "bulk-status") return { kind: "status", to: intent.status ?? null };
  return { kind: "assign", owner: intent.assignTo === "me" ? post.admin.id : intent.assignTo === "nobody" ? null : intent.assignTo };
}

const refusals = {
  spam: { description: "bulk.spamNotWorked", status: 409 },
  "status-unknown": { description: "bulk.statusUnknown", status: 422, field: "status" },
  "owner-not-admin": { description: "bulk.assigneeNotAdmin", status: 422, field: "assignTo" },
  empty: { description: "bulk.nothingMatches", status: 409 },
  "outside-view": { description: "bulk.outsideView", status: 409 },
} as const satisfies Record<string, { description: TranslationKey; status: 409 | 422; field?: string }>;

/** Fixes the leads of the change and opens its review dialog (nothing changes yet). */
async function reviewPost(intent: Extract<BulkIntent, { intent: "bulk-assign" | "bulk-status" }>, selection: BulkSelection, post: BulkPost) {
  const { request, context, admin, view } = post;
  const review = await reviewBulkChange(context.db, { admin, target: targetChoice(intent, post), view, selection, origin: siteOrigin(request, context.env) });
  if (!review.ok) {
    const refusal: { description: TranslationKey; status: 409 | 422; field?: string } = refusals[review.reason];
    return refuse(post, refusal.description, refusal.status, refusal.field ? { [refusal.field]: refusal.description } : {});
  }
  return redirectWithoutToast(`${managerPath(post)}${leadSearch(view, { bulk: review.id })}`);
}

function redirectWithoutToast(location: string) {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/**
 * The selected leads' CSV: the streamed export of the view (decision 052), of the ids ticked when
 * they were (each one checked to be in the view first). A document redirect: the browser
 * downloads the file and stays on the page, with JavaScript or without.
 */
async function exportPost(selection: BulkSelection, post: BulkPost) {
  const { context, admin, view } = post;
  const exportPath = `${localizePath("/submissions-manager/export.csv", post.language)}${leadSearch({ ...view, page: 1 })}`;
  if ("everyMatching" in selection) return redirectDocument(exportPath, 303);
  const ids = [...new Set(selection.ids)];
  if ((await countInView(context.db, view, admin.id, ids)) !== ids.length) return refuse(post, "bulk.outsideView", 409);
  const query = new URLSearchParams(ids.map((id) => [bulkFields.lead, id]));
  return redirectDocument(`${exportPath}${exportPath.includes("?") ? "&" : "?"}${query.toString()}`, 303);
}

/** A count as the admin's language writes it (1,234 / 1.234). */
function counted(value: number, language: Language): string {
  return new Intl.NumberFormat(languageInfo(language).intlLocale).format(value);
}

/** Runs the reviewed change (once, audited, by the bulk module) and reports what it did; the applicants' e-mails go after the response. */
async function confirmPost(intent: Extract<BulkIntent, { intent: "bulk-confirm" }>, post: BulkPost) {
  const { request, context, admin, language, view } = post;
  const back = `${managerPath(post)}${leadSearch(view)}`;
  const answer = (kind: "success" | "error", message: ToastMessage, values?: TranslationValues) =>
    redirectWithToast(request, context.env, back, translatedToast(language, kind, message, values));
  const outcome = await confirmBulkChange(context.db, { id: intent.bulk, admin, ip: auditAddress(request), notify: intent.notify === "yes" });
  if (outcome.kind === "missing") return answer("error", { title: "bulk.expiredTitle", description: "bulk.expiredText" });
  if (outcome.kind === "owner-not-admin") return answer("error", { title: "bulk.refusedTitle", description: "bulk.assigneeNotAdmin" });
  if (outcome.kind === "under-way") return answer("success", { title: "bulk.underWayTitle", description: "bulk.underWayText" });
  const values = await reportValues(outcome.result, outcome.target, post);
  if (outcome.kind === "replayed") return answer("success", { title: "bulk.alreadyDoneTitle", description: "bulk.alreadyDoneText" }, values);
  if (outcome.result.emailed > 0) context.ctx.waitUntil(sendNotices(context, intent.bulk));
  return answer("success", reportMessage(outcome.result, outcome.target), values);
}

function reportMessage(result: BulkResult, target: BulkTarget): ToastMessage {
  if (target.kind === "status")
    return { title: "bulk.statusDoneTitle", description: result.emailed > 0 ? "bulk.statusDoneEmailedText" : "bulk.statusDoneText" };
  return { title: "bulk.assignDoneTitle", description: target.owner === null ? "bulk.unassignDoneText" : "bulk.assignDoneText" };
}

/** The report's numbers, in the admin's language, with the status word or the owner's name. */
async function reportValues(result: BulkResult, target: BulkTarget, post: BulkPost): Promise<TranslationValues> {
  const { language, admin, context } = post;
  const number = (value: number) => counted(value, language);
  const owner = target.kind === "assign" && target.owner ? (target.owner === admin.id ? admin : await findUserById(context.db, target.owner)) : undefined;
  return {
    // The number of leads changed also picks the sentence's form: "1 lead moved", "3 leads moved".
    count: result.changed,
    changed: number(result.changed),
    skipped: number(result.unchanged + result.spam + result.gone),
    unchanged: number(result.unchanged),
    spam: number(result.spam),
    gone: number(result.gone),
    emailed: number(result.emailed),
    status: target.kind === "status" ? dictionaries[language].leadStatuses[target.to] : "",
    owner: owner ? nameOrEmail(owner) : "",
  };
}

/**
 * After the response: the applicants' e-mails this change owes, rendered and queued (up to
 * `noticesAfterResponse`; the scheduled run takes any left), then the first of them handed to delivery.
 */
async function sendNotices(context: AppLoadContext, bulkActionId: string) {
  try {
    const { queued, statements } = await queueBulkStatusNotices(context.db, { bulkActionId, limit: noticesAfterResponse });
    console.log(JSON.stringify({ level: "info", event: "bulk_notices", queued: queued.length, statements }));
    await deliverDueEmails(context.db, emailSenderFor(context.env), { ids: queued.slice(0, 50) });
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "bulk_notices_failed", message: String(error) }));
  }
}
