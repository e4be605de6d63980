/**
 * The organisation's settings in D1 (docs/decisions/065-site-settings-and-notice-routing.md): one
 * `site_settings` row per setting, its JSON value checked by the setting's zod schema when read. A
 * setting without a row, or with a row that no longer parses, is its default: what the site showed
 * before the Settings tab existed (the contact in `site.ts`, notices to `LEADS_NOTIFY_EMAIL`).
 *
 * The contact is on every page (the footer), so this isolate remembers it for a minute, and the
 * edge page cache keys its pages by it (`publicPagesVersion`): a change shows at once on the
 * isolate that saved it and within a minute everywhere else, and no cached page outlives it.
 * Every change is one D1 batch: the new value and its audit row (from, to).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { siteSettings } from "../../db/schema";
import { auditInsert, type AuditActor } from "~/platform/audit-log.server";
import { organization } from "./site";
import { noticeFormTypes, usPhone, type LeadNoticeRouting, type OrganisationContact } from "./site-settings";

const settingKeys = { contact: "contact", leadNotices: "lead-notices" } as const;

const defaultContact: OrganisationContact = { email: organization.email, phone: organization.phoneDisplay, phoneHref: organization.phoneHref };

const storedContact = z.object({ email: z.string().email().max(254), phone: z.string().max(40) });
const addressList = z.array(z.string().email().max(254)).max(10);
const storedRouting = z.object({
  defaultAddresses: addressList.min(1),
  formAddresses: z
    .record(z.string(), addressList)
    .transform((forms) => Object.fromEntries(noticeFormTypes.flatMap((formType) => (forms[formType]?.length ? [[formType, forms[formType]]] : [])))),
});

function logUnreadable(key: string, error: unknown): void {
  console.error(JSON.stringify({ level: "error", event: "site_setting_unreadable", key, message: String(error).slice(0, 200) }));
}

/** A stored contact as the site shows it, or the default for none (or a damaged row). */
function contactFrom(value: unknown): OrganisationContact {
  if (value === undefined) return defaultContact;
  const parsed = storedContact.safeParse(value);
  const phone = parsed.success ? usPhone(parsed.data.phone) : undefined;
  if (!parsed.success || !phone) {
    logUnreadable(settingKeys.contact, parsed.success ? "phone" : parsed.error.message);
    return defaultContact;
  }
  return { email: parsed.data.email, ...phone };
}

/** Stored routing, or the default: every notice to `LEADS_NOTIFY_EMAIL`. */
function routingFrom(value: unknown, env: AppLoadContext["env"]): LeadNoticeRouting {
  const fallback: LeadNoticeRouting = { defaultAddresses: [env.LEADS_NOTIFY_EMAIL.toLowerCase()], formAddresses: {} };
  if (value === undefined) return fallback;
  const parsed = storedRouting.safeParse(value);
  if (!parsed.success) logUnreadable(settingKeys.leadNotices, parsed.error.message);
  return parsed.success ? parsed.data : fallback;
}

/** Every setting, read now from D1 (the Settings tab, a lead's notices): one small query. */
export async function readSiteSettings(context: Pick<AppLoadContext, "db" | "env">) {
  const rows = await context.db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    contact: contactFrom(stored.get(settingKeys.contact)),
    leadNotices: routingFrom(stored.get(settingKeys.leadNotices), context.env),
  };
}

/** How long this isolate shows the contact it read before reading it again. */
const contactLifetimeMs = 60_000;
let rememberedContact: { contact: OrganisationContact; readAt: number } | undefined;

/**
 * The organisation's contact for pages and e-mails: remembered by the isolate for a minute. A
 * database that does not answer gives the default (logged, not remembered): a page never fails for it.
 */
export async function organisationContact(context: Pick<AppLoadContext, "db">, now = Date.now()): Promise<OrganisationContact> {
  if (rememberedContact && now - rememberedContact.readAt < contactLifetimeMs) return rememberedContact.contact;
  try {
    const [row] = await context.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, settingKeys.contact));
    const contact = contactFrom(row?.value);
    rememberedContact = { contact, readAt: now };
    return contact;
  } catch (error) {
    logUnreadable(settingKeys.contact, error);
    return defaultContact;
  }
}

/**
 * What the public pages show of the settings, as a short name for the edge page cache's key: a new
 * contact is a new key, so no page cached with the old one is served again (docs/decisions/011, 065).
 */
export async function publicPagesVersion(context: Pick<AppLoadContext, "db">): Promise<string> {
  const { email, phone } = await organisationContact(context);
  // FNV-1a: a name for the values, not a secret (the values are on every page).
  let hash = 0x811c9dc5;
  for (const character of `${email}\n${phone}`) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The upsert of one setting, by the admin who changed it. */
function storeSetting(context: Pick<AppLoadContext, "db">, key: string, value: unknown, admin: AuditActor) {
  const now = new Date().toISOString();
  return context.db
    .insert(siteSettings)
    .values({ key, value, updatedAt: now, updatedBy: admin.id })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: now, updatedBy: admin.id } });
}

/** Saves the contact (the phone written back the one way, "(305) 555-0142"); false when nothing changed. */
export async function saveContact(
  context: Pick<AppLoadContext, "db" | "env">,
  request: Request,
  admin: AuditActor,
  typed: { email: string; phone: string },
): Promise<OrganisationContact | false> {
  const phone = usPhone(typed.phone);
  if (!phone) throw new Error("the contact phone was not checked");
  const next: OrganisationContact = { email: typed.email.toLowerCase(), ...phone };
  const { contact } = await readSiteSettings(context);
  if (contact.email === next.email && contact.phone === next.phone) return false;
  const change = { from: { email: contact.email, phone: contact.phone }, to: { email: next.email, phone: next.phone } };
  await context.db.batch([
    storeSetting(context, settingKeys.contact, change.to, admin),
    auditInsert(context, request, admin, "site_settings.update", settingKeys.contact, change),
  ]);
  // This isolate shows the new contact at once; the others read it within a minute.
  rememberedContact = { contact: next, readAt: Date.now() };
  return next;
}

/** Saves where new-lead notices go; false when nothing changed. */
export async function saveLeadNoticeRouting(
  context: Pick<AppLoadContext, "db" | "env">,
  request: Request,
  admin: AuditActor,
  next: LeadNoticeRouting,
): Promise<boolean> {
  const { leadNotices } = await readSiteSettings(context);
  if (JSON.stringify(leadNotices) === JSON.stringify(next)) return false;
  await context.db.batch([
    storeSetting(context, settingKeys.leadNotices, next, admin),
    auditInsert(context, request, admin, "site_settings.update", settingKeys.leadNotices, { from: leadNotices, to: next }),
  ]);
  return true;
}
