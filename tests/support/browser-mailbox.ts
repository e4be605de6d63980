/**
 * The local mailbox (/dev/mailbox) read as a person would: the page lists every e-mail the site
 * queued, newest first, with To, Kind and the text whose links are real <a href>.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

export type MailKind = "verify-email" | "password-reset" | "admin-invite" | "account-exists" | "newsletter-confirmation" | "status-update";

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** The messages to `to` of this kind, newest first, on the mailbox page the browser is showing. */
function messagesTo(page: Page, to: string, kind: MailKind): Locator {
  return page
    .getByRole("main")
    .locator("article")
    .filter({ has: page.locator("dd", { hasText: exactly(to.toLowerCase()) }) })
    .filter({ has: page.locator("dd", { hasText: exactly(kind) }) });
}

/** How many messages to `to` of this kind the mailbox lists right now (opens the page). */
export async function countMail(page: Page, to: string, kind: MailKind): Promise<number> {
  await page.goto("/dev/mailbox");
  return messagesTo(page, to, kind).count();
}

/**
 * Opens /dev/mailbox until a message to `to` of this kind is there (some are queued after the
 * response), and returns the newest one, open on the page.
 */
export async function openNewestMail(page: Page, to: string, kind: MailKind): Promise<Locator> {
  await expect.poll(() => countMail(page, to, kind), { timeout: 15_000, interval: 500 }).toBeGreaterThan(0);
  return messagesTo(page, to, kind).first();
}

/**
 * Follows the link in the newest message to `to` of this kind whose path contains `pathPart`
 * (e.g. "/verify-email/"), as a click on the <a>; resolves on the page it opens, with its URL.
 */
export async function followNewestMailLink(page: Page, to: string, kind: MailKind, pathPart: string): Promise<string> {
  const message = await openNewestMail(page, to, kind);
  const link = message.locator(`pre a[href*="${pathPart}"]`).first();
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`no ${pathPart} link in the newest ${kind} message to ${to}`);
  await link.click();
  await page.waitForURL(href);
  return href;
}
