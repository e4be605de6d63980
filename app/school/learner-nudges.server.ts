/**
 * Nudge e-mails from the learners view: a preview (the e-mail in each language that will go, and
 * how many in each), then the send. The preview's id names the nudge; each enrolment's row in
 * course_nudges is written in the same D1 batch as its e-mail, so confirming twice (a double
 * click, a replayed post, two tabs) sends nothing twice. A nudge counts in its recipient's e-mail
 * budget, and a learner gets at most one a day whatever the nudge's id (app/email/outbox.server.ts,
 * docs/decisions/074): a learner who had theirs today is held back, and the staff member is told.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, inArray, sql } from "drizzle-orm";
import { courseNudges, courseRecords } from "../../db/schema";
import { courseNudgeEmail } from "~/email/templates.server";
import { deliverSoon, queueEmail } from "~/email/outbox.server";
import type { EmailContent } from "~/email/render.server";
import { siteOrigin } from "~/http/site-origin";
import { localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { chunked, type NudgeRecipient } from "./learners.server";

/** Recipients per D1 batch: their nudge rows and records stay under D1's 100 bound values per statement. */
const recipientsPerBatch = 20;
/** E-mails handed to delivery at once after the send; the Cron Trigger's delivery takes the rest. */
const deliveredAtOnce = 100;

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** Renders each e-mail once per language and first name: a cohort shares few first names. */
function nudgeRenderer(context: AppLoadContext, request: Request) {
  const origin = siteOrigin(request, context.env);
  const rendered = new Map<string, Promise<EmailContent>>();
  return (language: Language, name: string) => {
    const firstName = firstWord(name);
    const key = `${language}\u0000${firstName}`;
    let content = rendered.get(key);
    if (!content) {
      content = courseNudgeEmail(language, { firstName, courseLink: `${origin}${localizePath("/course", language)}` });
      rendered.set(key, content);
    }
    return content;
  };
}

export type NudgePreview = { total: number; languages: Array<{ language: Language; count: number; subject: string; text: string }> };

/** What a nudge to these recipients will send: per language, how many and the e-mail (the first recipient's). */
export async function previewNudge(context: AppLoadContext, request: Request, recipients: readonly NudgeRecipient[]): Promise<NudgePreview> {
  const render = nudgeRenderer(context, request);
  const languages = [];
  for (const language of supportedLanguages) {
    const inLanguage = recipients.filter((recipient) => recipient.language === language);
    if (inLanguage.length === 0) continue;
    const content = await render(language, inLanguage[0]!.name);
    languages.push({ language, count: inLanguage.length, subject: content.subject, text: content.text });
  }
  return { total: recipients.length, languages };
}

export type NudgeSent = {
  /** E-mails queued now. */
  sent: number;
  /** Recipients not sent this nudge yet whose budget held it back (they had a nudge today). */
  held: number;
};

/**
 * Sends the nudge `nudgeId` to the recipients not sent it yet, each within their budget. A batch
 * that loses a race to another send of the same nudge (the primary key refuses its rows) writes
 * nothing, gives its budgets back, and is tried again without the recipients the other one took.
 */
export async function sendNudge(
  context: AppLoadContext,
  request: Request,
  input: { nudgeId: string; recipients: readonly NudgeRecipient[]; sentBy: string },
): Promise<NudgeSent> {
  const { db } = context;
  const render = nudgeRenderer(context, request);
  const alreadySent = async (ids: string[]) =>
    new Set(
      (
        await db
          .select({ id: courseNudges.enrolmentId })
          .from(courseNudges)
          .where(and(eq(courseNudges.nudgeId, input.nudgeId), inArray(courseNudges.enrolmentId, ids)))
      ).map((row) => row.id),
    );
  const before = new Set(
    (await db.select({ id: courseNudges.enrolmentId }).from(courseNudges).where(eq(courseNudges.nudgeId, input.nudgeId))).map((row) => row.id),
  );
  let sent = 0;
  const heldBack = new Set<string>();
  const queuedIds: string[] = [];
  for (let chunk of chunked(
    input.recipients.filter((recipient) => !before.has(recipient.enrolmentId)),
    recipientsPerBatch,
  )) {
    for (let attempt = 0; chunk.length > 0; attempt += 1) {
      const queuedOrHeld = await Promise.all(
        chunk.map(async (recipient) => {
          const content = await render(recipient.language, recipient.name);
          const queued = await queueEmail(context, {
            kind: "course-nudge",
            toAddress: recipient.email,
            language: recipient.language,
            subject: content.subject,
            textBody: content.text,
            htmlBody: content.html,
          });
          return { recipient, queued };
        }),
      );
      for (const { recipient, queued } of queuedOrHeld) if (!queued) heldBack.add(recipient.enrolmentId);
      const emails = queuedOrHeld.flatMap(({ recipient, queued }) => (queued ? [{ recipient, queued }] : []));
      if (emails.length === 0) break;
      try {
        await db.batch([
          db
            .insert(courseNudges)
            .values(
              emails.map(({ recipient, queued }) => ({ nudgeId: input.nudgeId, enrolmentId: recipient.enrolmentId, emailId: queued.id, sentBy: input.sentBy })),
            ),
          db.insert(courseRecords).values(
            emails.map(({ recipient }) => ({
              enrolmentId: recipient.enrolmentId,
              kind: "nudge.sent",
              details: { nudgeId: input.nudgeId, by: input.sentBy, language: recipient.language },
            })),
          ),
          ...emails.map(({ queued }) => queued.insert),
        ]);
        sent += emails.length;
        queuedIds.push(...emails.map(({ queued }) => queued.id));
        break;
      } catch (error) {
        await Promise.all(emails.map(({ queued }) => queued.release()));
        if (attempt > 0 || !/UNIQUE constraint failed: course_nudges/.test(String(error))) throw error;
        const taken = await alreadySent(chunk.map((recipient) => recipient.enrolmentId));
        chunk = emails.map(({ recipient }) => recipient).filter((recipient) => !taken.has(recipient.enrolmentId));
      }
    }
  }
  deliverSoon(context, queuedIds.slice(0, deliveredAtOnce));
  // A recipient held back because a racing send of this same nudge reached them first was not held back.
  const reachedMeanwhile = heldBack.size > 0 ? await alreadySent([...heldBack]) : new Set<string>();
  return { sent, held: [...heldBack].filter((id) => !reachedMeanwhile.has(id)).length };
}

/** How many enrolments a nudge reached (the confirmation's count after a repeat). */
export async function nudgeCount(context: AppLoadContext, nudgeId: string): Promise<number> {
  const [row] = await context.db
    .select({ count: sql<number>`count(*)` })
    .from(courseNudges)
    .where(eq(courseNudges.nudgeId, nudgeId));
  return Number(row?.count ?? 0);
}
