/**
 * The organisation's settings that admins change in the Settings tab, client-safe: their forms'
 * zod schemas (shared by the forms and the action, which is the authority), the phone number rule,
 * and the address lists of the new-lead notices (docs/decisions/065-site-settings-and-notice-routing.md).
 * Messages are translation keys of the `siteSettings` namespace.
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";
import { leadFormNames } from "~/leads/forms/names";

/** How the site shows the organisation's contact: the e-mail address, the phone as written, and its `tel:` link. */
export interface OrganisationContact {
  email: string;
  phone: string;
  phoneHref: string;
}

const emailLimit = 254;

/**
 * A US phone number (the organisation is in Florida): ten digits with an area code and exchange
 * that do not start with 0 or 1, with or without the country code 1, written any common way.
 * Written back as "(305) 555-0142" with its link "tel:+13055550142"; undefined when it is not one.
 */
export function usPhone(value: string): { phone: string; phoneHref: string } | undefined {
  if (!/^[\d\s().+-]{10,25}$/.test(value.trim())) return undefined;
  const digits = value.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  const match = /^([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(national);
  if (!match) return undefined;
  const [, area, exchange, line] = match;
  return { phone: `(${area}) ${exchange}-${line}`, phoneHref: `tel:+1${national}` };
}

const trimmed = (max: number) => z.preprocess(missingAsEmpty, z.string().trim().max(max, "validation.tooLong"));

export const contactFormId = "site-contact";
export const contactIntent = "site-contact";

export const contactSchema = z.object({
  contactEmail: trimmed(emailLimit).pipe(z.string().min(1, "validation.required").email("validation.invalidEmail")),
  contactPhone: trimmed(40)
    .pipe(z.string().min(1, "validation.required"))
    .refine((value) => usPhone(value) !== undefined, "siteSettings.contact.invalidPhone"),
});

/** At most this many addresses get one form's notices. */
export const noticeAddressLimit = 10;
/** Enough for ten long addresses and their separators. */
export const noticeFieldLength = (emailLimit + 2) * noticeAddressLimit;

/** The addresses typed in one box: split at commas, semicolons, spaces and line breaks, lower-cased, each once. */
export function addressesIn(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map((address) => address.toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const isEmail = (address: string) => address.length <= emailLimit && z.string().email().safeParse(address).success;

/** One box of addresses: every one an e-mail address, at most ten; `isRequired` for the default list. */
function addressList(isRequired: boolean) {
  return trimmed(noticeFieldLength)
    .transform(addressesIn)
    .superRefine((addresses, context) => {
      if (isRequired && addresses.length === 0) context.addIssue({ code: "custom", message: "siteSettings.notices.defaultRequired" });
      else if (!addresses.every(isEmail)) context.addIssue({ code: "custom", message: "siteSettings.notices.invalidAddress" });
      else if (addresses.length > noticeAddressLimit) context.addIssue({ code: "custom", message: "siteSettings.notices.tooMany" });
    });
}

/** The forms whose notices can go somewhere of their own: those with a tab in the submissions manager, in its order. */
export const noticeFormTypes = Object.keys(leadFormNames) as Array<keyof typeof leadFormNames>;
export type NoticeFormType = (typeof noticeFormTypes)[number];

/** A form's box in the notices form: `notice-contact`, `notice-partner-network`… (no dots: the protocol ignores dotted names). */
export const noticeFieldName = (formType: NoticeFormType) => `notice-${formType}`;
export const defaultNoticeField = "notice-default";

export const noticesFormId = "lead-notice-routing";
export const noticesIntent = "lead-notice-routing";

export const noticesSchema = z.object({
  [defaultNoticeField]: addressList(true),
  ...Object.fromEntries(noticeFormTypes.map((formType) => [noticeFieldName(formType), addressList(false)])),
}) as z.ZodType<Record<string, string[]>>;

/** Where new-lead notices go: the default addresses, and the forms that have addresses of their own. */
export interface LeadNoticeRouting {
  defaultAddresses: string[];
  formAddresses: Partial<Record<NoticeFormType, string[]>>;
}

/** The routing a valid post of the notices form sets: a form with an empty box has no addresses of its own. */
export function routingFromForm(values: Record<string, string[]>): LeadNoticeRouting {
  const formAddresses: LeadNoticeRouting["formAddresses"] = {};
  for (const formType of noticeFormTypes) {
    const addresses = values[noticeFieldName(formType)] ?? [];
    if (addresses.length > 0) formAddresses[formType] = addresses;
  }
  return { defaultAddresses: values[defaultNoticeField] ?? [], formAddresses };
}

export const notificationsFormId = "my-notifications";
export const notificationsIntent = "my-notifications";

/** A ticked box sends "on"; an unticked one sends nothing, which is "off". */
const tick = () => z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** The signed-in admin's own e-mails: the post never names whose. */
export const notificationsSchema = z.object({ leadNotices: tick(), followUpEmails: tick(), weeklySummary: tick() });
export type AdminNotifications = z.infer<typeof notificationsSchema>;
