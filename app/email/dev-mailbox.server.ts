/**
 * The local development mailbox (/dev/mailbox): with EMAIL_PROVIDER=log nothing leaves the
 * machine, but every rendered message stays in the outbox, so a developer can read it there and
 * follow its links; /dev/mailbox/templates shows every template with sample data. Only in
 * development and test; everywhere else the routes answer 404.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { AppEnv } from "~/platform/env.server";

/** How many messages the mailbox shows, newest first. */
const mailboxLimit = 100;

/** The mailbox exists only on a developer's machine and in tests. */
export function hasDevMailbox(env: Pick<AppEnv, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
}

/** A piece of a plain-text body: text as it is, or an http(s) URL to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const urlPattern = /https?:\/\/[^\s<>"'`]+/g;
/** Punctuation that ends a sentence after a URL rather than belonging to it. */
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/** Splits plain text into text and links, so that a page can show it escaped with real links. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.kind === "text") previous.text += value;
    else parts.push({ kind: "text", text: value });
  };
  for (const match of text.matchAll(urlPattern)) {
    const href = match[0].replace(trailingPunctuation, "");
    const start = match.index ?? 0;
    pushText(text.slice(last, start));
    if (/^https?:\/\/./.test(href)) parts.push({ kind: "link", href });
    else pushText(href);
    last = start + href.length;
  }
  pushText(text.slice(last));
  return parts;
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  language: string;
  status: string;
  /** ISO-8601, as stored. */
  createdAt: string;
  headers: Array<[name: string, value: string]>;
  text: TextPart[];
}

/** The latest messages in the outbox, newest first (rows written in the same millisecond: last inserted first). */
export async function listMailbox(db: Database): Promise<MailboxMessage[]> {
  const messages = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      language: emailOutbox.language,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      headers: emailOutbox.headers,
      textBody: emailOutbox.textBody,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(sql`rowid`))
    .limit(mailboxLimit);
  return messages.map(({ textBody, headers, ...message }) => ({
    ...message,
    headers: Object.entries(headers ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
    text: textParts(textBody),
  }));
}

/** One message's HTML body, or undefined when there is no such message. */
export async function mailboxHtml(db: Database, id: string): Promise<string | undefined> {
  const [message] = await db.select({ html: emailOutbox.htmlBody }).from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return message?.html;
}

/**
 * An e-mail's HTML shown as it is, so locked down: inline styles and data: images only, no script,
 * no requests; links still open (sandboxed, so on the visitor's click only).
 */
const mailboxHtmlPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox allow-popups allow-top-navigation-by-user-activation";

/** The page that shows one e-mail's HTML (a stored message or a template sample), or 404 when there is none. */
export function mailboxHtmlResponse(html: string | undefined): Response {
  if (html === undefined) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": mailboxHtmlPolicy,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
