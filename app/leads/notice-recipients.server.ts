/**
 * Who hears of a new lead (docs/leads.md, "Where new-lead notices go";
 * docs/decisions/065-site-settings-and-notice-routing.md):
 * - the form's own addresses, when the Settings tab gives it some; else the default addresses
 *   (by default `LEADS_NOTIFY_EMAIL`), each in English, the organisation's language;
 * - and every admin who ticked "a notice of every new lead", in the admin's own language.
 * Each address once: an admin whose address is also listed gets one notice, in their language.
 * Read from D1 for each lead (two small queries, side by side), so a change in the tab counts from the next lead.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { noticeFormTypes, type NoticeFormType } from "~/site/site-settings";
import { readSiteSettings } from "~/site/site-settings.server";

export interface NoticeRecipient {
  address: string;
  language: Language;
}

const isNoticeFormType = (formType: string): formType is NoticeFormType => (noticeFormTypes as readonly string[]).includes(formType);
const languageOf = (value: string): Language => ((supportedLanguages as readonly string[]).includes(value) ? (value as Language) : "en");

export async function leadNoticeRecipients(context: Pick<AppLoadContext, "db" | "env">, formType: string): Promise<NoticeRecipient[]> {
  const [settings, admins] = await Promise.all([
    readSiteSettings(context),
    context.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.leadNotices, true))),
  ]);
  const { defaultAddresses, formAddresses } = settings.leadNotices;
  const routed = (isNoticeFormType(formType) ? formAddresses[formType] : undefined) ?? defaultAddresses;
  const recipients = new Map<string, Language>(routed.map((address) => [address.toLowerCase(), "en"]));
  for (const admin of admins) recipients.set(admin.email.toLowerCase(), languageOf(admin.language));
  return [...recipients].map(([address, language]) => ({ address, language }));
}
