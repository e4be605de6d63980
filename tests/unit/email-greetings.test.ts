import { describe, expect, it } from "vitest";
import { emailKinds, type EmailKind } from "../../db/schema";
import * as templates from "~/email/templates.server";
import type { EmailContent } from "~/email/templates.server";
import { supportedLanguages, type Language } from "~/i18n/languages";
import { leadForms } from "~/leads/forms";
import { leadConfirmationEmail, newLeadNoticeEmail } from "~/leads/lead-emails.server";
import type { LeadRecord } from "~/leads/lead-record";
import { dictionaries } from "~/locales";

/**
 * Every e-mail the site can queue, rendered with names an attacker types: no template repeats any
 * of it but a plain first word, because every one greets through the same function
 * (docs/decisions/033-mail-to-unproven-addresses.md). The list of kinds is the outbox's own, and
 * every template the module exports must be rendered here, so a new kind or template without a
 * case fails this file.
 */

interface HostileName {
  firstName: string;
  /** The first word a greeting may keep, if any. */
  kept?: string;
  /** Text that must appear nowhere in the e-mail. */
  relayed: string[];
}

const phishing = "Your account is frozen. Restore it at https://evil.example/restore today";
const hostileNames: HostileName[] = [
  { firstName: phishing, kept: "Your", relayed: ["frozen", "evil.example", "https://evil", "Restore it"] },
  { firstName: `Ana\n${phishing}`, kept: "Ana", relayed: ["frozen", "evil.example", "Restore it"] },
  { firstName: `Ana\r\nBcc: victim@example.com`, kept: "Ana", relayed: ["Bcc", "victim@"] },
  { firstName: `<a href="https://evil.example/restore">Restore</a>`, relayed: ["<a", "href", "evil.example", "Restore"] },
  { firstName: `${"Restoreyouraccount".repeat(6)}xy`, relayed: ["Restoreyouraccount"] },
  { firstName: "\u202Eerotser/elpmaxe.live//:sptth", relayed: ["\u202E", "elpmaxe", "sptth"] },
  { firstName: "Ana\u200Bhttps://evil.example", relayed: ["\u200B", "evil.example"] },
  { firstName: "{{link}} {{name}}", relayed: ["{{", "link}}"] },
  { firstName: "www.evil.example", relayed: ["evil.example"] },
  { firstName: "Paypa1-Support", relayed: ["Paypa1"] },
];

type Render = (firstName: string, language: Language) => Promise<EmailContent>;

interface TemplateCase {
  label: string;
  /** The exported template this case renders. */
  template: unknown;
  render: Render;
  /** The organisation's own notice carries every field sent, by design: only its markup and subject are checked. */
  isToOrganisation?: boolean;
}

function leadRecord(formType: string, firstName: string): LeadRecord {
  return {
    formType,
    source: "website",
    data: { firstName, email: "victim@example.net", service: "iul", message: phishing },
    email: "victim@example.net",
    firstName,
    lastName: phishing,
    phone: "+1 786 999 0142",
    callTextConsent: false,
    consentVersion: null,
    consentLanguage: null,
    consentAt: null,
    consentPage: null,
  };
}

/** The organisation's contact, as the Settings tab would have it. */
const contact = { email: "info@example.com", phone: "(305) 555-0142", phoneHref: "tel:+13055550142" };

const formsWithConfirmation = Object.values(leadForms).flatMap((form) =>
  form.confirmation ? [{ formType: form.formType, confirmation: form.confirmation }] : [],
);

/** For each kind the outbox holds, every way the site renders it with a name someone typed. */
const casesByKind: Record<EmailKind, TemplateCase[]> = {
  confirmation: formsWithConfirmation.map(({ formType, confirmation }) => ({
    label: `confirmation of ${formType}`,
    template: templates.confirmationEmail,
    render: (firstName, language) => leadConfirmationEmail(leadRecord(formType, firstName), confirmation, language, contact),
  })),
  "lead-notice": [
    {
      label: "lead notice",
      template: templates.leadNoticeEmail,
      render: (firstName, language) => newLeadNoticeEmail({ ...leadRecord("contact", firstName), id: "lead-1" }, language, "https://site.example", "en"),
      isToOrganisation: true,
    },
    {
      label: "an admin's own lead notice",
      template: templates.leadNoticeEmail,
      render: (firstName, language) => newLeadNoticeEmail({ ...leadRecord("contact", firstName), id: "lead-1" }, "en", "https://site.example", language),
      isToOrganisation: true,
    },
  ],
  "admin-invite": [
    {
      label: "admin invitation",
      template: templates.adminInviteEmail,
      render: (firstName, language) =>
        templates.adminInviteEmail(language, { firstName, inviterName: "Olga", link: "https://site.example/set-password/t", validHours: 24 }),
    },
  ],
  "verify-email": [
    {
      label: "address confirmation link",
      template: templates.oneTimeLinkEmail,
      render: (firstName, language) =>
        templates.oneTimeLinkEmail("verifyEmail", language, { firstName, link: "https://site.example/verify-email/t", validHours: 24 }),
    },
  ],
  "password-reset": [
    {
      label: "password reset link",
      template: templates.oneTimeLinkEmail,
      render: (firstName, language) =>
        templates.oneTimeLinkEmail("passwordReset", language, { firstName, link: "https://site.example/set-password/t", validHours: 1 }),
    },
  ],
  "account-exists": [
    {
      label: "someone tried to register the address",
      template: templates.accountExistsEmail,
      render: (firstName, language) =>
        templates.accountExistsEmail(language, { firstName, loginLink: "https://site.example/auth", resetLink: "https://site.example/forgot-password" }),
    },
  ],
  "newsletter-confirmation": [
    {
      label: "newsletter opt-in (no name at all)",
      template: templates.newsletterConfirmationEmail,
      render: (_firstName, language) =>
        templates.newsletterConfirmationEmail(language, {
          confirmLink: "https://site.example/c",
          unsubscribeLink: "https://site.example/u",
          validDays: 7,
          postalAddress: "1 Main St",
        }),
    },
  ],
  "status-update": [
    {
      label: "status change to the applicant",
      template: templates.statusUpdateEmail,
      render: (firstName, language) =>
        templates.statusUpdateEmail(language, {
          firstName,
          request: "inquiry",
          status: "Contacted",
          statusKey: "contacted",
          sentOn: "May 1, 2026",
          accountLink: "https://site.example/account",
          contact,
        }),
    },
  ],
  "partner-listed": [
    {
      label: "partner listing approved",
      template: templates.partnerListedEmail,
      render: (firstName, language) =>
        templates.partnerListedEmail(language, { firstName, sentOn: "May 1, 2026", directoryLink: "https://site.example/business-search", contact }),
    },
  ],
  "partner-unlisted": [
    {
      label: "partner listing taken down",
      template: templates.partnerUnlistedEmail,
      render: (firstName, language) =>
        templates.partnerUnlistedEmail(language, { firstName, sentOn: "May 1, 2026", accountLink: "https://site.example/account", contact }),
    },
  ],
  "course-enrolment": [
    {
      label: "enrolment in the course",
      template: templates.courseEnrolmentEmail,
      render: (firstName, language) =>
        templates.courseEnrolmentEmail(language, {
          firstName,
          startsOn: "December 1, 2026",
          endsOn: "June 1, 2027",
          courseLink: "https://site.example/course",
        }),
    },
  ],
  "course-question": [
    {
      label: "a student's question, to the staff member who answers",
      template: templates.courseQuestionEmail,
      render: (firstName, language) =>
        templates.courseQuestionEmail(language, {
          firstName,
          lesson: "Types of life insurance",
          screen: 2,
          questionLink: "https://site.example/course-manager/questions#question-1",
        }),
    },
  ],
  "course-answer": [
    {
      label: "the instructor's answer, to the student",
      template: templates.courseAnswerEmail,
      render: (firstName, language) =>
        templates.courseAnswerEmail(language, {
          firstName,
          lesson: "Types of life insurance",
          screen: 2,
          question: "Is it fixed?",
          answer: "Yes.",
          lessonLink: "https://site.example/course/l/2",
        }),
    },
  ],
  "course-nudge": [
    {
      label: "a nudge back to the course",
      template: templates.courseNudgeEmail,
      render: (firstName, language) => templates.courseNudgeEmail(language, { firstName, courseLink: "https://site.example/course" }),
    },
  ],
  "course-resumed": [
    {
      label: "a paused course resumed",
      template: templates.courseResumedEmail,
      render: (firstName, language) => templates.courseResumedEmail(language, { firstName, courseLink: "https://site.example/course" }),
    },
  ],
  "follow-up-digest": [
    {
      label: "an admin's morning follow-ups",
      template: templates.followUpDigestEmail,
      render: (firstName, language) =>
        templates.followUpDigestEmail(language, {
          firstName,
          day: "December 4, 2026",
          due: {
            leads: [{ name: "María López", form: "License", date: "December 4, 2026", link: "https://site.example/submissions-manager?dialog=view&id=1" }],
            total: 1,
            viewLink: "https://site.example/submissions-manager?owner=mine",
          },
          unowned: { leads: [], total: 0, viewLink: "https://site.example/submissions-manager?owner=unassigned" },
          settingsLink: "https://site.example/admin?tab=settings",
        }),
    },
  ],
  "weekly-summary": [
    {
      label: "an admin's Monday summary",
      template: templates.weeklySummaryEmail,
      render: (firstName, language) =>
        templates.weeklySummaryEmail(language, {
          firstName,
          weekOf: "November 30, 2026",
          figures: {
            readAt: "Nov 30, 7:00 AM",
            lastWeek: { start: "Nov 23", count: 9, previous: 6 },
            stages: [
              { kind: "first", name: "New", count: 15, percent: null },
              { kind: "step", name: "Contacted", count: 9, percent: "60%" },
            ],
            firstResponse: { hours: 5.5, answered: 9 },
            origins: [{ name: "Website form", count: 11, percent: "73.3%" }],
            overdue: 2,
            overviewLink: "https://site.example/admin",
          },
          settingsLink: "https://site.example/admin?tab=settings",
        }),
    },
  ],
  "reminder-exam-soon": [
    {
      label: "the state exam within three days",
      template: templates.reminderExamSoonEmail,
      render: (firstName, language) =>
        templates.reminderExamSoonEmail(language, {
          firstName,
          examOn: "December 4, 2026",
          checklistLink: "https://site.example/account",
          stopLink: "https://site.example/reminders/stop/t",
        }),
    },
  ],
  "reminder-course-inactive": [
    {
      label: "the course untouched for a week",
      template: templates.reminderCourseInactiveEmail,
      render: (firstName, language) =>
        templates.reminderCourseInactiveEmail(language, {
          firstName,
          days: 7,
          courseLink: "https://site.example/course",
          stopLink: "https://site.example/reminders/stop/t",
        }),
    },
  ],
  "reminder-certificate-window": [
    {
      label: "the certificate's 4-year window ending",
      template: templates.reminderCertificateWindowEmail,
      render: (firstName, language) =>
        templates.reminderCertificateWindowEmail(language, {
          firstName,
          completedOn: "Oct 3, 2022",
          lastDay: "Oct 2, 2026",
          applyLink: "https://site.example/dfs",
          checklistLink: "https://site.example/account",
          sourceLinks: ["https://site.example/626.7851", "https://site.example/626.8311"],
          stopLink: "https://site.example/reminders/stop/t",
        }),
    },
  ],
  "identity-check-paused": [
    {
      label: "a student paused by the identity checks, to staff",
      template: templates.identityPausedEmail,
      render: (firstName, language) =>
        templates.identityPausedEmail(language, {
          firstName,
          studentName: "Luis Gómez",
          studentEmail: "luis@example.com",
          link: "https://site.example/course-manager/identity",
        }),
    },
  ],
  "two-factor-added": [
    {
      label: "the notice of a factor change",
      template: templates.factorChangeEmail,
      render: (firstName: string, language: Language) =>
        templates.factorChangeEmail("two-factor-added", language, {
          firstName,
          changedOn: "December 4, 2026",
          securityLink: "https://site.example/account/security",
          resetLink: "https://site.example/forgot-password",
        }),
    },
  ],
  "two-factor-removed": [
    {
      label: "the notice of a factor change",
      template: templates.factorChangeEmail,
      render: (firstName: string, language: Language) =>
        templates.factorChangeEmail("two-factor-removed", language, {
          firstName,
          changedOn: "December 4, 2026",
          securityLink: "https://site.example/account/security",
          resetLink: "https://site.example/forgot-password",
        }),
    },
  ],
  "passkey-added": [
    {
      label: "the notice of a factor change",
      template: templates.factorChangeEmail,
      render: (firstName: string, language: Language) =>
        templates.factorChangeEmail("passkey-added", language, {
          firstName,
          changedOn: "December 4, 2026",
          securityLink: "https://site.example/account/security",
          resetLink: "https://site.example/forgot-password",
        }),
    },
  ],
  "passkey-removed": [
    {
      label: "the notice of a factor change",
      template: templates.factorChangeEmail,
      render: (firstName: string, language: Language) =>
        templates.factorChangeEmail("passkey-removed", language, {
          firstName,
          changedOn: "December 4, 2026",
          securityLink: "https://site.example/account/security",
          resetLink: "https://site.example/forgot-password",
        }),
    },
  ],
  "course-feedback": [
    {
      label: "the feedback at a quarter of the course",
      template: templates.courseFeedbackEmail,
      render: (firstName, language) =>
        templates.courseFeedbackEmail(language, {
          firstName,
          feedback: { quarter: 25, screensDone: 30, screensTotal: 120, modules: [], topics: [], review: [], reviewBelow: 70 },
          courseLink: "https://site.example/course",
        }),
    },
  ],
};

function expectedGreeting(language: Language, kept: string | undefined): string {
  const strings = dictionaries[language].emails;
  return kept ? strings.greeting.replace("{{name}}", kept) : strings.greetingNeutral;
}

describe("every e-mail template", () => {
  it("has cases for every kind the outbox holds and renders every template the module exports", () => {
    for (const kind of emailKinds) expect(casesByKind[kind]?.length ?? 0, `no case renders ${kind}`).toBeGreaterThan(0);
    const rendered = new Set(Object.values(casesByKind).flatMap((cases) => cases.map((entry) => entry.template)));
    const exported = Object.entries(templates).filter(([, value]) => typeof value === "function");
    for (const [name, template] of exported) expect(rendered.has(template), `${name} has no case here`).toBe(true);
    expect(formsWithConfirmation.length).toBeGreaterThan(0);
  });

  for (const [kind, cases] of Object.entries(casesByKind)) {
    for (const { label, render, isToOrganisation } of cases) {
      for (const language of supportedLanguages) {
        it(`${kind}: the ${label} (${language}) relays none of a hostile first name`, async () => {
          for (const { firstName, kept, relayed } of hostileNames) {
            const email = await render(firstName, language);
            const where = `${label} for ${JSON.stringify(firstName)}`;
            if (isToOrganisation) {
              expect(email.subject, where).not.toContain(firstName);
              expect(email.subject, where).not.toMatch(/[\r\n]/);
              expect(email.html, where).not.toMatch(/<a\b|<script/i);
              continue;
            }
            for (const part of [email.subject, email.text, email.html]) {
              for (const text of relayed) expect(part.toLowerCase(), `${where} relays ${JSON.stringify(text)}`).not.toContain(text.toLowerCase());
              expect(part, where).not.toContain(firstName);
            }
            expect(email.subject, where).not.toMatch(/[\r\n]/);
            if (kind !== "newsletter-confirmation") expect(email.text.split("\n")[0], where).toBe(expectedGreeting(language, kept));
          }
        });
      }
    }
  }

  it("greets a plain first name by it, in both languages", async () => {
    const [verify] = casesByKind["verify-email"];
    expect((await verify!.render("José-María", "en")).text.split("\n")[0]).toBe("Hello José-María,");
    expect((await verify!.render("Zoë", "es")).text.split("\n")[0]).toBe("Hola, Zoë:");
  });
});
