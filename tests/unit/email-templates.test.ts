import { render } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { emailKinds, type EmailKind } from "../../db/schema";
import { AccountExistsMessage } from "~/email/messages/account-exists.server";
import { AdminInviteMessage } from "~/email/messages/admin-invite.server";
import { ConfirmationMessage } from "~/email/messages/confirmation.server";
import { LeadNoticeMessage } from "~/email/messages/lead-notice.server";
import { NewsletterConfirmationMessage } from "~/email/messages/newsletter-confirmation.server";
import { PasswordResetMessage } from "~/email/messages/password-reset.server";
import { StatusUpdateMessage } from "~/email/messages/status-update.server";
import { VerifyEmailMessage } from "~/email/messages/verify-email.server";
import { renderEmail } from "~/email/render.server";
import { renderTemplateSamples, type TemplateSample } from "~/dev/email-samples.server";
import * as templates from "~/email/templates.server";
import { translatorFor } from "~/i18n/i18n.server";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { leadForms } from "~/leads/forms";
import { leadConfirmationEmail, newLeadNoticeEmail } from "~/leads/lead-emails.server";
import { dictionaries } from "~/locales";

/**
 * Every template, rendered as the site renders it (docs/decisions/037-emails-as-components.md):
 * well-formed HTML in the recipient's language, a plain-text part with the links and no markup,
 * every value escaped in the HTML, and the footer its audience calls for.
 */

const origin = "https://site.example";
const postalAddress = "100 Example Street, Miami, FL 33101";
const contact = { email: "info@example.com", phone: "(305) 555-0142", phoneHref: "tel:+13055550142" };
const samples = await renderTemplateSamples({ origin, postalAddress, contact });

const voidElements = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** The open elements left when the document ends (none when well-formed), or the first mismatch. */
function unbalancedTags(html: string): string[] {
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const element = name!.toLowerCase();
    if (closing) {
      const last = open.pop();
      if (last !== element) return [`${tag} closes <${last}>`];
    } else if (!selfClosing && !voidElements.has(element)) open.push(element);
  }
  return open;
}

function samplesOf(kind: EmailKind): TemplateSample[] {
  return samples.filter((sample) => sample.kind === kind);
}

describe("the template samples (/dev/mailbox/templates)", () => {
  it("render every kind the outbox holds, every lead form's confirmation, in every language", () => {
    for (const kind of emailKinds) {
      for (const language of supportedLanguages)
        expect(samplesOf(kind).filter((sample) => sample.language === language).length, `${kind} in ${language}`).toBeGreaterThan(0);
    }
    const confirmed = Object.values(leadForms)
      .filter((form) => form.confirmation)
      .map((form) => form.formType);
    expect(new Set(samplesOf("confirmation").map((sample) => sample.variant))).toEqual(new Set(confirmed));
    expect(new Set(samples.map((sample) => sample.id)).size).toBe(samples.length);
  });
});

describe("every template", () => {
  for (const sample of samples) {
    const { html, text, subject } = sample.content;

    it(`${sample.id}: well-formed HTML in its language, with the text logo`, () => {
      expect(html.startsWith("<!DOCTYPE html><html ")).toBe(true);
      // The organisation's notice is in English whatever the visitor's language (an admin's copy is in the admin's).
      const language = sample.kind === "lead-notice" && sample.variant === "default" ? "en" : sample.language;
      expect(html).toMatch(new RegExp(`<html dir="ltr" lang="${language}">`));
      expect(unbalancedTags(html)).toEqual([]);
      expect(html).toContain(`>${dictionaries[language].brand.name}</p>`);
      expect(subject).not.toMatch(/[\r\n]/);
      expect(subject.length).toBeGreaterThan(10);
    });

    it(`${sample.id}: a plain-text part with the message's links and no markup`, () => {
      expect(text).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;|&#\d+;/i);
      const links = [...html.matchAll(/https:\/\/site\.example[^\s<"]*/g)].map((match) => match[0].replaceAll("&amp;", "&"));
      for (const link of links) expect(text).toContain(link);
      if (sample.kind !== "confirmation") expect(links.length).toBeGreaterThan(0);
      // The text logo stays out of the plain text: its first line is the greeting or the message.
      expect(text.split("\n")[0]).not.toBe(dictionaries[sample.language].brand.name);
      expect(text).not.toMatch(/\n{3,}/);
    });
  }

  it("greets the same way in the plain text and the HTML", () => {
    const verify = samples.find((sample) => sample.id === "verify-email.default.es")!;
    expect(verify.content.text.split("\n")[0]).toBe("Hola, Ana:");
    expect(verify.content.html).toContain(">Hola, Ana:</p>");
  });
});

describe("the footer follows the audience", () => {
  for (const language of supportedLanguages) {
    const strings = dictionaries[language].emails;
    const unsubscribePrefix = strings.unsubscribeLine.split("{{")[0]!;
    const postalLine = strings.postalAddressLine.replace("{{address}}", postalAddress);

    it(`marketing mail (the newsletter) has the unsubscribe link and the postal address (${language})`, () => {
      for (const { content } of samplesOf("newsletter-confirmation").filter((sample) => sample.language === language)) {
        expect(content.text).toContain(`${unsubscribePrefix}${origin}`);
        expect(content.text).toMatch(new RegExp(`${unsubscribePrefix}https://site\\.example(/es)?/newsletter/unsubscribe/`));
        expect(content.text).toContain(postalLine);
        expect(content.html).toContain(postalLine);
        expect(content.html).toContain("/newsletter/unsubscribe/");
      }
    });

    it(`account mail and mail to applicants have none of the marketing footer (${language})`, () => {
      const others = samples.filter((sample) => sample.language === language && sample.kind !== "newsletter-confirmation");
      expect(others.length).toBeGreaterThan(0);
      for (const { id, content } of others) {
        for (const part of [content.text, content.html]) {
          expect(part, id).not.toContain(unsubscribePrefix);
          expect(part, id).not.toContain(postalAddress);
          expect(part, id).not.toContain("/unsubscribe");
        }
      }
    });

    it(`account mail carries no applicant footer either: the signature ends it (${language})`, () => {
      for (const kind of ["verify-email", "password-reset", "account-exists", "admin-invite"] as const) {
        for (const { id, content } of samplesOf(kind).filter((sample) => sample.language === language)) {
          expect(content.text, id).not.toContain(strings.footer);
          expect(content.text.trimEnd().endsWith(strings.signature), id).toBe(true);
        }
      }
    });
  }
});

/** Markup, quotes, an entity, a line break and a direction override: what a hostile value may hold. */
const hostile = `<script>alert(1)</script><img src=x onerror="alert('x')"> & &amp; \u202E`;
const hostileLink = `https://site.example/"><script>alert(1)</script>?a=1&b=<b>`;

function expectInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<script|<img|<b>|onerror="/i);
  expect(html, where).toContain("&lt;script&gt;");
}

describe("hostile values in every field", () => {
  const record = (language: Language) => ({
    id: `lead"><script>`,
    formType: hostile,
    source: "website",
    data: { [hostile]: hostile, message: `${hostile}\nsecond line` },
    email: hostile,
    firstName: hostile,
    lastName: hostile,
    phone: hostile,
    callTextConsent: false,
    consentVersion: null,
    consentLanguage: language,
    consentAt: null,
    consentPage: null,
  });

  for (const language of supportedLanguages) {
    it(`come out escaped in the HTML and as typed in the plain text (${language})`, async () => {
      const cases: Array<[string, templates.EmailContent, string[]]> = [
        ["lead notice", await newLeadNoticeEmail(record(language), language, hostileLink, language), [hostile, "second line"]],
        [
          "admin invitation",
          await templates.adminInviteEmail(language, { firstName: hostile, inviterName: hostile, link: hostileLink, validHours: 72 }),
          [hostile, hostileLink],
        ],
        ["verify-email", await templates.oneTimeLinkEmail("verifyEmail", language, { firstName: hostile, link: hostileLink, validHours: 24 }), [hostileLink]],
        [
          "password reset",
          await templates.oneTimeLinkEmail("passwordReset", language, { firstName: hostile, link: hostileLink, validHours: 1 }),
          [hostileLink],
        ],
        [
          "account exists",
          await templates.accountExistsEmail(language, { firstName: hostile, loginLink: hostileLink, resetLink: `${hostileLink}2` }),
          [hostileLink, `${hostileLink}2`],
        ],
        [
          "status update",
          await templates.statusUpdateEmail(language, {
            firstName: hostile,
            request: hostile,
            status: hostile,
            statusKey: "accepted",
            sentOn: hostile,
            accountLink: hostileLink,
            contact,
          }),
          [hostile, hostileLink],
        ],
        [
          "newsletter confirmation",
          await templates.newsletterConfirmationEmail(language, {
            confirmLink: hostileLink,
            unsubscribeLink: `${hostileLink}u`,
            validDays: 7,
            postalAddress: hostile,
          }),
          [hostileLink, `${hostileLink}u`, hostile],
        ],
        [
          "follow-up digest",
          await templates.followUpDigestEmail(language, {
            firstName: hostile,
            day: hostile,
            due: { leads: [{ name: hostile, form: hostile, date: hostile, link: hostileLink }], total: 3, viewLink: `${hostileLink}m` },
            unowned: { leads: [{ name: `${hostile}2`, form: hostile, date: hostile, link: `${hostileLink}u` }], total: 1, viewLink: `${hostileLink}a` },
            settingsLink: `${hostileLink}s`,
          }),
          [hostile, `${hostile}2`, hostileLink, `${hostileLink}m`, `${hostileLink}u`, `${hostileLink}a`, `${hostileLink}s`],
        ],
      ];
      for (const form of Object.values(leadForms)) {
        if (form.confirmation) {
          const confirmation = await leadConfirmationEmail({ ...record(language), data: { service: "iul" } }, form.confirmation, language, contact);
          cases.push([`confirmation of ${form.formType}`, confirmation, []]);
        }
      }
      for (const [label, email, shown] of cases) {
        expectInertOrAbsent(email.html, label, shown.length > 0);
        for (const value of shown) expect(email.text, `${label} shows ${JSON.stringify(value)} as typed`).toContain(value);
        expect(email.subject, label).not.toMatch(/[\r\n]/);
      }
    });
  }

  function expectInertOrAbsent(html: string, label: string, isShown: boolean) {
    if (isShown) expectInert(html, label);
    else expect(html, label).not.toMatch(/<script|<img|onerror/i);
  }
});

describe("the render", () => {
  it("gives react-email's own output: its HTML, and its plain text of the same component", async () => {
    const t = await translatorFor("es");
    const messages: ReactElement[] = [
      createElement(ConfirmationMessage, { t, language: "es", firstName: "Ana", request: "solicitud", contact }),
      createElement(LeadNoticeMessage, {
        t,
        language: "es",
        formType: "contact",
        languageName: "Spanish",
        fields: [["message", "a\nb <b>c</b>"]],
        leadLink: `${origin}/submissions-manager?dialog=view&id=1`,
      }),
      createElement(VerifyEmailMessage, { t, language: "es", firstName: "Ana", link: `${origin}/verify-email/x`, validHours: 24 }),
      createElement(PasswordResetMessage, { t, language: "es", firstName: "Ana", link: `${origin}/set-password/x`, validHours: 1 }),
      createElement(AccountExistsMessage, { t, language: "es", firstName: "Ana", loginLink: `${origin}/auth`, resetLink: `${origin}/forgot-password` }),
      createElement(AdminInviteMessage, { t, language: "es", firstName: "Ana", inviterName: "Olga", link: `${origin}/set-password/x`, validHours: 72 }),
      createElement(StatusUpdateMessage, {
        t,
        language: "es",
        firstName: "Ana",
        request: "r",
        status: "s",
        statusKey: "closed",
        sentOn: "1 de mayo",
        accountLink: `${origin}/account`,
        contact,
      }),
      createElement(NewsletterConfirmationMessage, {
        t,
        language: "es",
        confirmLink: `${origin}/c`,
        unsubscribeLink: `${origin}/u`,
        validDays: 7,
        postalAddress,
      }),
    ];
    for (const message of messages) {
      const ours = renderEmail("subject", message);
      // The streaming render marks its Suspense boundary and separates adjacent text with comments;
      // the doctype is ours (HTML5).
      expect(ours.html).toBe((await render(message)).replace(/^<!DOCTYPE[^>]*>/, "<!DOCTYPE html>").replace(/<!--\/?\$-->|<!-- -->/g, ""));
      expect(ours.text).toBe(await render(message, { plainText: true }));
    }
  });
});
