/**
 * The Settings tab, real (docs/decisions/065-site-settings-and-notice-routing.md): the organisation's
 * contact and where new-lead notices go are stored in D1, audited (from, to) and shown where they
 * belong — the footer on every page (the edge cache's copies included), the application pages, the
 * e-mails to applicants — and new leads are announced to their form's addresses, or the default
 * ones, and to the admins who asked, each once. A bad address is refused with a message in the
 * visitor's language and what was typed kept, with JavaScript (`.data`) and without (the page
 * again), never a 500; nobody but an admin changes anything.
 */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { organization } from "~/site/site";
import { insertUser } from "../factories";
import { getAs, logIn, postAs, signedInAdminForFile, toastText, fromNewClient } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { formPaths, leadPost, validLeads } from "../support/lead-fixtures";
import { decodeSingleFetch } from "../support/mailbox";
import { poll, postForm, rows, startWorkerForFile, testBindings } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

type Fields = Record<string, string>;

/** A post to the Settings tab: as a browser without JavaScript, or (enhanced) as the fetcher sends it. */
function settingsPost(cookie: string, fields: Fields, { language = "en", enhanced = false }: { language?: "en" | "es"; enhanced?: boolean } = {}) {
  const prefix = language === "es" ? "/es" : "";
  const path = enhanced ? `${prefix}/admin.data?index&tab=settings` : `${prefix}/admin?index&tab=settings`;
  return postAs(worker, cookie, path, enhanced ? { ...fields, enhanced: "1" } : fields);
}

const contactPost = (contactEmail: string, contactPhone: string) => ({ intent: "site-contact", contactEmail, contactPhone });

/** The notices form as a browser sends it: every box, empty unless given. */
function noticesPost(boxes: Fields): Fields {
  const empty = [
    "contact",
    "newsletter",
    "partner-network",
    "sponsorship-application",
    "license-application",
    "service-inquiry",
    "credit-repair-robot",
    "youth-sponsorship",
  ].map((formType) => [`notice-${formType}`, ""]);
  return { intent: "lead-notice-routing", "notice-default": testBindings.LEADS_NOTIFY_EMAIL, ...Object.fromEntries(empty), ...boxes };
}

async function pageText(cookie: string | null, path: string): Promise<string> {
  const response = cookie ? await getAs(worker, cookie, path) : await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return decodeEntities(await response.text());
}

/** The footer's contact list: the addresses its two links open. */
function footerContact(html: string) {
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
  return { email: /href="mailto:([^"]+)"/.exec(footer)?.[1], phone: /href="(tel:[^"]+)"/.exec(footer)?.[1] };
}

/** A value typed into a field, as the page shows it again (an input's value, or a textarea's text). */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /value="([^"]*)"/.exec(input)?.[1];
  return new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1];
}

async function submitLead(formType: keyof typeof formPaths, values: Fields) {
  const response = await postForm(worker, formPaths[formType], leadPost(formType, values), fromNewClient());
  expect(response.status, formType).toBe(303);
  const [lead] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = ? ORDER BY created_at DESC", values.email);
  return lead!.id;
}

const noticesOf = (leadId: string) =>
  rows<{ to_address: string; language: string; subject: string; text_body: string }>(
    worker,
    "SELECT to_address, language, subject, text_body FROM email_outbox WHERE submission_id = ? AND kind = 'lead-notice' ORDER BY to_address",
    leadId,
  );

describe("a fresh database", () => {
  it("shows what the site showed before the tab existed: the contact of site.ts, notices to LEADS_NOTIFY_EMAIL", async () => {
    expect(footerContact(await pageText(null, "/about"))).toEqual({ email: organization.email, phone: organization.phoneHref });
    const tab = await pageText(admin.cookie, "/admin?tab=settings");
    expect(fieldValue(tab, "contactEmail")).toBe(organization.email);
    expect(fieldValue(tab, "contactPhone")).toBe(organization.phoneDisplay);
    expect(fieldValue(tab, "notice-default")).toBe(testBindings.LEADS_NOTIFY_EMAIL);
    expect(fieldValue(tab, "notice-contact")).toBe("");
  });
});

describe("the organisation's contact", () => {
  it("is saved without JavaScript, audited from and to, and shown at once in the footer (the cached copies too), the application pages and the e-mails to applicants", async () => {
    // A cookie-less page is in the edge cache with today's contact.
    await poll("the about page from the edge cache", async () => {
      const response = await worker.fetch("/es/about");
      const html = await response.text();
      return response.headers.get("X-Html-Cache") === "hit" && html.includes(organization.phoneDisplay) ? true : undefined;
    });

    const saved = await settingsPost(admin.cookie, contactPost("Hello@Academy.example", "786.555.0199"), { language: "es" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/es/admin?tab=settings");
    expect(toastText(saved)).toContain(es.siteSettings.contact.savedTitle);
    expect(toastText(saved)).toContain("(786) 555-0199");

    const [audit] = await rows<{ actor_user_id: string; target: string; details: string }>(
      worker,
      "SELECT actor_user_id, target, details FROM audit_log WHERE action = 'site_settings.update'",
    );
    expect(audit!.actor_user_id).toBe(admin.id);
    expect(audit!.target).toBe("contact");
    expect(JSON.parse(audit!.details)).toEqual({
      from: { email: organization.email, phone: organization.phoneDisplay },
      to: { email: "hello@academy.example", phone: "(786) 555-0199" },
    });

    const fresh = await worker.fetch("/es/about");
    expect(fresh.headers.get("X-Html-Cache")).toBe("miss");
    expect(footerContact(await fresh.text())).toEqual({ email: "hello@academy.example", phone: "tel:+17865550199" });
    for (const path of ["/license-application", "/es/sponsorship-application"]) {
      const html = await pageText(null, path);
      expect(html, path).toContain("(786) 555-0199");
      expect(html, path).not.toContain(organization.phoneDisplay);
    }
    expect(footerContact(await pageText(admin.cookie, "/admin?tab=settings"))).toEqual({ email: "hello@academy.example", phone: "tel:+17865550199" });
    // The home page's structured data names it too.
    const home = await pageText(null, "/");
    const structured = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!) as { email: string; telephone: string };
    expect(structured).toMatchObject({ email: "hello@academy.example", telephone: "(786) 555-0199" });
    expect(fieldValue(await pageText(admin.cookie, "/admin?tab=settings"), "contactPhone")).toBe("(786) 555-0199");

    const leadId = await submitLead("license-application", { ...validLeads["license-application"], email: "applicant-contact@example.com" });
    const [confirmation] = await rows<{ text_body: string; html_body: string }>(
      worker,
      "SELECT text_body, html_body FROM email_outbox WHERE submission_id = ? AND kind = 'confirmation'",
      leadId,
    );
    expect(confirmation!.text_body).toContain("hello@academy.example · (786) 555-0199");
    expect(confirmation!.text_body).not.toContain(organization.email);

    // Saving the same values again changes nothing and records nothing.
    await settingsPost(admin.cookie, contactPost("hello@academy.example", "(786) 555-0199"));
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action = 'site_settings.update'")).toHaveLength(1);
  });

  it("is saved with JavaScript too: the fetcher's answer, in the page's language", async () => {
    const response = await settingsPost(admin.cookie, contactPost("info@academy.example", "+1 305 555 0142"), { language: "es", enhanced: true });
    expect(response.status).toBe(200);
    expect(decodeSingleFetch(await response.text())).toMatchObject({
      data: { ok: true, formId: "site-contact", toast: { title: es.siteSettings.contact.savedTitle }, redirectTo: "/es/admin?tab=settings" },
    });
    expect(footerContact(await pageText(null, "/blog"))).toEqual({ email: "info@academy.example", phone: "tel:+13055550142" });
  });

  it("refuses a phone that is not a US number, beside the field, keeping what was typed: 422 with and without JavaScript", async () => {
    const page = await settingsPost(admin.cookie, contactPost("info@academy.example", "call me maybe"), { language: "es" });
    expect(page.status).toBe(422);
    const html = decodeEntities(await page.text());
    expect(html).toContain(es.siteSettings.contact.invalidPhone);
    expect(html).toContain(es.siteSettings.checkTitle);
    expect(fieldValue(html, "contactPhone")).toBe("call me maybe");

    const data = await settingsPost(admin.cookie, contactPost("not an address", "305"), { enhanced: true });
    expect(data.status).toBe(422);
    expect(decodeSingleFetch(await data.text())).toMatchObject({
      data: {
        formId: "site-contact",
        fieldErrors: { contactEmail: "validation.invalidEmail", contactPhone: "siteSettings.contact.invalidPhone" },
        repopulateFields: { contactEmail: "not an address", contactPhone: "305" },
        alert: { title: en.siteSettings.checkTitle },
      },
    });
    expect(footerContact(await pageText(null, "/terms")).phone).toBe("tel:+13055550142");
  });
});

describe("where new-lead notices go", () => {
  it("a lead of a form with its own addresses goes to those only; every other form's to the default addresses; spam to none", async () => {
    const saved = await settingsPost(
      admin.cookie,
      noticesPost({ "notice-default": "office@academy.example", "notice-contact": "Contact-Team@academy.example,\nsecond@academy.example" }),
    );
    expect(saved.status).toBe(303);
    expect(toastText(saved)).toContain(en.siteSettings.notices.savedTitle);
    const [audit] = await rows<{ details: string }>(worker, "SELECT details FROM audit_log WHERE action = 'site_settings.update' AND target = 'lead-notices'");
    expect(JSON.parse(audit!.details)).toEqual({
      from: { defaultAddresses: [testBindings.LEADS_NOTIFY_EMAIL], formAddresses: {} },
      to: { defaultAddresses: ["office@academy.example"], formAddresses: { contact: ["contact-team@academy.example", "second@academy.example"] } },
    });

    const contactLead = await submitLead("contact", { ...validLeads.contact, email: "routed-contact@example.com" });
    expect((await noticesOf(contactLead)).map((notice) => notice.to_address)).toEqual(["contact-team@academy.example", "second@academy.example"]);
    const inquiryLead = await submitLead("service-inquiry", { ...validLeads["service-inquiry"], email: "routed-inquiry@example.com" });
    expect((await noticesOf(inquiryLead)).map((notice) => [notice.to_address, notice.language])).toEqual([["office@academy.example", "en"]]);

    const spam = await postForm(
      worker,
      formPaths.contact,
      leadPost("contact", { ...validLeads.contact, email: "routed-spam@example.com" }, { homepage: "http://spam.example" }),
      fromNewClient(),
    );
    expect(spam.status).toBe(303);
    const [spamLead] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = 'routed-spam@example.com'");
    expect(await noticesOf(spamLead!.id)).toEqual([]);

    const tab = await pageText(admin.cookie, "/admin?tab=settings");
    expect(fieldValue(tab, "notice-default")).toBe("office@academy.example");
    expect(fieldValue(tab, "notice-contact")).toBe("contact-team@academy.example\nsecond@academy.example");
  });

  it("admins who ticked new-lead notices get every one too, in their own language, once even when their address is listed", async () => {
    const { user: listed, password: listedPassword } = await insertUser(worker.db, { role: "admin", language: "es", email: "listed-admin@academy.example" });
    const listedCookie = await logIn(worker, listed.email, listedPassword);
    const { user: quiet } = await insertUser(worker.db, { role: "admin", email: "quiet-admin@academy.example" });
    const turnedOn = await settingsPost(listedCookie, { intent: "my-notifications", leadNotices: "on", followUpEmails: "on" }, { language: "es" });
    expect(turnedOn.status).toBe(303);
    expect(toastText(turnedOn)).toContain(es.siteSettings.notifications.savedTitle);
    const [audit] = await rows<{ actor_user_id: string; details: string }>(
      worker,
      "SELECT actor_user_id, details FROM audit_log WHERE action = 'admin.notifications'",
    );
    expect(audit!.actor_user_id).toBe(listed.id);
    expect(JSON.parse(audit!.details)).toEqual({
      from: { leadNotices: false, followUpEmails: true, weeklySummary: true },
      to: { leadNotices: true, followUpEmails: true, weeklySummary: false },
    });

    await settingsPost(
      admin.cookie,
      noticesPost({ "notice-default": "office@academy.example", "notice-contact": "listed-admin@academy.example, contact-team@academy.example" }),
    );
    const lead = await submitLead("contact", { ...validLeads.contact, email: "both-ways@example.com" });
    const notices = await noticesOf(lead);
    expect(notices.map((notice) => [notice.to_address, notice.language])).toEqual([
      ["contact-team@academy.example", "en"],
      ["listed-admin@academy.example", "es"],
    ]);
    const spanish = notices.find((notice) => notice.language === "es")!;
    expect(spanish.text_body).toContain(`/es/submissions-manager?dialog=view&id=${lead}`);
    expect(spanish.subject).toBe(es.emails.leadNoticeSubject.replace("{{formType}}", "contact").replace("{{email}}", "both-ways@example.com"));
    expect(notices.map((notice) => notice.to_address)).not.toContain(quiet.email);
  });

  it("refuses an address that is not an e-mail with the visitor's language's message, keeping what was typed: the page again without JavaScript, 422 data with it", async () => {
    const before = await rows(worker, "SELECT value FROM site_settings WHERE key = 'lead-notices'");
    const typed = "office@academy.example, not-an-address";
    const page = await settingsPost(admin.cookie, noticesPost({ "notice-partner-network": typed }), { language: "es" });
    expect(page.status).toBe(422);
    const html = decodeEntities(await page.text());
    expect(html).toContain(es.siteSettings.notices.invalidAddress);
    expect(/<textarea[^>]*name="notice-partner-network"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
    expect(fieldValue(html, "notice-partner-network")).toBe(typed);

    const data = await settingsPost(admin.cookie, noticesPost({ "notice-default": "", "notice-youth-sponsorship": "<script>x</script>" }), {
      language: "es",
      enhanced: true,
    });
    expect(data.status).toBe(422);
    expect(decodeSingleFetch(await data.text())).toMatchObject({
      data: {
        formId: "lead-notice-routing",
        fieldErrors: { "notice-default": "siteSettings.notices.defaultRequired", "notice-youth-sponsorship": "siteSettings.notices.invalidAddress" },
        repopulateFields: { "notice-youth-sponsorship": "<script>x</script>" },
        alert: { title: es.siteSettings.checkTitle, description: es.siteSettings.checkText },
      },
    });
    expect(await rows(worker, "SELECT value FROM site_settings WHERE key = 'lead-notices'")).toEqual(before);
  });
});

describe("who may change settings", () => {
  it("nobody but an admin: a visitor goes to the login, a signed-in user home with 'Access Denied', an instructor to the course manager; nothing is stored", async () => {
    const before = await rows(worker, "SELECT key, value FROM site_settings ORDER BY key");
    const changesBefore = await rows(worker, "SELECT id FROM audit_log WHERE action IN ('site_settings.update', 'admin.notifications')");
    const { user, password } = await insertUser(worker.db, { role: "user" });
    const userCookie = await logIn(worker, user.email, password, "/auth");
    const instructor = await insertUser(worker.db, { role: "instructor" });
    const instructorCookie = await logIn(worker, instructor.user.email, instructor.password);
    const change = contactPost("intruder@evil.example", "(305) 555-0666");

    const anonymous = await postForm(worker, "/admin?index&tab=settings", change);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin-login\?returnTo=/);
    const regular = await postAs(worker, userCookie, "/es/admin?index&tab=settings", change);
    expect(regular.headers.get("Location")).toBe("/es");
    expect(toastText(regular)).toContain(es.admin.accessDeniedTitle);
    const staff = await postAs(worker, instructorCookie, "/admin.data?index&tab=settings", { ...change, enhanced: "1" });
    expect(staff.status).toBeLessThan(500);
    const notifications = await postAs(worker, userCookie, "/admin?index&tab=settings", { intent: "my-notifications", leadNotices: "on" });
    expect(notifications.status).toBe(303);

    expect(await rows(worker, "SELECT key, value FROM site_settings ORDER BY key")).toEqual(before);
    expect(await rows(worker, "SELECT id FROM audit_log WHERE action IN ('site_settings.update', 'admin.notifications')")).toEqual(changesBefore);
    expect(await rows(worker, "SELECT lead_notices FROM users WHERE id = ?", user.id)).toEqual([{ lead_notices: 0 }]);
    expect(footerContact(await pageText(null, "/privacy")).email).not.toBe("intruder@evil.example");
  });

  it("a post naming none of the tab's forms changes nothing and goes back to the tab with a message", async () => {
    const response = await settingsPost(admin.cookie, { intent: "make-me-admin", contactEmail: "x@example.com" }, { language: "es" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/es/admin?tab=settings");
    expect(toastText(response)).toContain(es.siteSettings.unknownTitle);
  });
});
