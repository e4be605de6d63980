/**
 * Every template with made-up data, in every language, for /dev/mailbox/templates: what a designer
 * checks after changing the layout or a message. Each sample goes through the same function the
 * site sends with, so what is shown is what goes. A kind of the outbox without a sample fails the
 * type check (`satisfies Record<EmailKind, …>`). It sits above the features, not in app/email: a
 * sample computes its values the way the feature that sends it does (a lead's rows, a student's
 * feedback, the Overview's figures), and e-mail imports no feature (docs/decisions/075-email-as-a-lower-layer.md).
 */
import type { EmailKind } from "../../db/schema";
import { formatDay } from "~/platform/time/date-formats";
import { lastFilingDay } from "~/school/certificate-window";
import { describeFeedback } from "~/school/course-feedback.server";
import { courseWindowSources, licenceChecklistSources } from "~/content/licence-checklist";
import { theCourse } from "~/course/course.server";
import { translatorFor } from "~/i18n/i18n.server";
import { dateTimeFormatPerLanguage, localizePath, supportedLanguages, type Language } from "~/i18n/languages";
import { leadForms } from "~/leads/forms";
import { leadConfirmationEmail, newLeadNoticeEmail } from "~/leads/lead-emails.server";
import { accountLabelOf, formTypeLabel, staffLabelText } from "~/leads/forms/names";
import type { LeadRecord } from "~/leads/lead-record";
import type { OrganisationContact } from "~/site/site-settings";
import { describePipeline } from "~/admin/pipeline/overview-pipeline.server";
import { lastWeekStarts } from "~/admin/pipeline/pipeline-math";
import { weeklyFigures } from "~/admin/weekly-summary.server";
import {
  accountExistsEmail,
  adminInviteEmail,
  newsletterConfirmationEmail,
  oneTimeLinkEmail,
  partnerListedEmail,
  partnerUnlistedEmail,
  statusUpdateEmail,
  courseEnrolmentEmail,
  courseQuestionEmail,
  courseAnswerEmail,
  courseNudgeEmail,
  courseResumedEmail,
  reminderCertificateWindowEmail,
  reminderCourseInactiveEmail,
  reminderExamSoonEmail,
  followUpDigestEmail,
  weeklySummaryEmail,
  courseFeedbackEmail,
  identityPausedEmail,
  factorChangeEmail,
  type EmailContent,
} from "~/email/templates.server";

export interface SampleSettings {
  /** Where the sample links point (the developer's own server). */
  origin: string;
  postalAddress: string;
  /** The organisation's contact, as the Settings tab has it: mail to applicants carries it. */
  contact: OrganisationContact;
}

export interface TemplateSample {
  /** `kind.variant.language`, unique: the address of its HTML view. */
  id: string;
  kind: EmailKind;
  /** Which variant of the kind, when it has several (a lead form's confirmation). */
  variant: string;
  language: Language;
  content: EmailContent;
}

const sentOnFormats = dateTimeFormatPerLanguage({ dateStyle: "long", timeZone: "America/New_York" });

type RenderSample = (language: Language, settings: SampleSettings) => Promise<EmailContent>;

/** A token shaped like the site's (43 base64url characters), so sample links look like real ones. */
const sampleToken = "SAMPLE-token-for-the-template-gallery-00000";

function sampleLead(formType: string, language: Language): LeadRecord & { id: string } {
  return {
    id: "sample-lead",
    formType,
    source: "website",
    data: {
      firstName: "Ana",
      lastName: "Rivera",
      email: "ana.rivera@example.com",
      service: "iul",
      message: `A question sent in ${language}:\nwhat does the course cover?`,
    },
    email: "ana.rivera@example.com",
    firstName: "Ana",
    lastName: "Rivera",
    phone: "+1 305 555 0100",
    callTextConsent: false,
    consentVersion: null,
    consentLanguage: null,
    consentAt: null,
    consentPage: null,
  };
}

const confirmations: Record<string, RenderSample> = Object.fromEntries(
  Object.values(leadForms).flatMap((form) => {
    const { confirmation } = form;
    if (!confirmation) return [];
    const render: RenderSample = (language, { contact }) => leadConfirmationEmail(sampleLead(form.formType, language), confirmation, language, contact);
    return [[form.formType, render]];
  }),
);

const samplesByKind = {
  confirmation: confirmations,
  "lead-notice": {
    // To the organisation's addresses: in English, whatever the visitor's language.
    default: (language, { origin }) => newLeadNoticeEmail(sampleLead("contact", language), language, origin, "en"),
    // An admin's own copy, in the admin's language (here a lead sent in English).
    admin: (language, { origin }) => newLeadNoticeEmail(sampleLead("contact", "en"), "en", origin, language),
  },
  "admin-invite": {
    default: (language, { origin }) =>
      adminInviteEmail(language, {
        firstName: "Ana",
        inviterName: "Olga Méndez",
        link: `${origin}${localizePath(`/set-password/${sampleToken}`, language)}`,
        validHours: 72,
      }),
  },
  "verify-email": {
    default: (language, { origin }) =>
      oneTimeLinkEmail("verifyEmail", language, {
        firstName: "Ana",
        link: `${origin}${localizePath(`/verify-email/${sampleToken}`, language)}`,
        validHours: 24,
      }),
  },
  "password-reset": {
    default: (language, { origin }) =>
      oneTimeLinkEmail("passwordReset", language, {
        firstName: "Ana",
        link: `${origin}${localizePath(`/set-password/${sampleToken}`, language)}`,
        validHours: 1,
      }),
  },
  "account-exists": {
    default: (language, { origin }) =>
      accountExistsEmail(language, {
        firstName: "Ana",
        loginLink: `${origin}${localizePath("/auth", language)}`,
        resetLink: `${origin}${localizePath("/forgot-password", language)}`,
      }),
  },
  "newsletter-confirmation": {
    default: (language, { origin, postalAddress }) =>
      newsletterConfirmationEmail(language, {
        confirmLink: `${origin}${localizePath(`/newsletter/confirm/${sampleToken}`, language)}`,
        unsubscribeLink: `${origin}${localizePath(`/newsletter/unsubscribe/${sampleToken}`, language)}`,
        validDays: 7,
        postalAddress,
      }),
  },
  "status-update": {
    default: async (language, { origin, contact }) => {
      const t = await translatorFor(language);
      return statusUpdateEmail(language, {
        contact,
        firstName: "Ana",
        request: t(accountLabelOf("license-application")),
        status: t("leadStatuses.contacted"),
        statusKey: "contacted",
        sentOn: sentOnFormats[language].format(new Date("2026-05-01T15:00:00Z")),
        accountLink: `${origin}${localizePath("/account", language)}`,
      });
    },
  },
  "partner-listed": {
    default: (language, { origin, contact }) =>
      partnerListedEmail(language, {
        contact,
        firstName: "Ana",
        sentOn: sentOnFormats[language].format(new Date("2026-05-01T15:00:00Z")),
        directoryLink: `${origin}${localizePath("/business-search", language)}`,
      }),
  },
  "partner-unlisted": {
    default: (language, { origin, contact }) =>
      partnerUnlistedEmail(language, {
        contact,
        firstName: "Ana",
        sentOn: sentOnFormats[language].format(new Date("2026-05-01T15:00:00Z")),
        accountLink: `${origin}${localizePath("/account", language)}`,
      }),
  },
  "course-enrolment": {
    default: (language, { origin }) =>
      courseEnrolmentEmail(language, {
        firstName: "Ana",
        startsOn: sentOnFormats[language].format(new Date("2026-12-01T15:00:00Z")),
        endsOn: sentOnFormats[language].format(new Date("2027-06-01T15:00:00Z")),
        courseLink: `${origin}${localizePath("/course", language)}`,
      }),
  },
  "course-question": {
    default: (language, { origin }) =>
      courseQuestionEmail(language, {
        firstName: "Olga",
        lesson: "Types of life insurance",
        screen: 2,
        questionLink: `${origin}${localizePath("/course-manager/questions", language)}#question-sample`,
      }),
  },
  "course-answer": {
    default: (language, { origin }) =>
      courseAnswerEmail(language, {
        firstName: "Ana",
        lesson: "Types of life insurance",
        screen: 2,
        question: "Is a term policy's premium fixed for the whole term?",
        answer: "Usually yes: a level term policy keeps the same premium for the whole term.\nThe lesson's third screen shows an example.",
        lessonLink: `${origin}${localizePath("/course/sample-lesson/2", language)}`,
      }),
  },
  "course-nudge": {
    default: (language, { origin }) => courseNudgeEmail(language, { firstName: "Ana", courseLink: `${origin}${localizePath("/course", language)}` }),
  },
  "course-resumed": {
    default: (language, { origin }) => courseResumedEmail(language, { firstName: "Ana", courseLink: `${origin}${localizePath("/course", language)}` }),
  },
  "follow-up-digest": {
    default: async (language, { origin }) => {
      const manager = `${origin}${localizePath("/submissions-manager", language)}`;
      const t = await translatorFor(language);
      const form = (formType: string) => staffLabelText(formTypeLabel(formType), t);
      const day = sentOnFormats[language].format(new Date("2026-12-04T15:00:00Z"));
      return followUpDigestEmail(language, {
        firstName: "Ana",
        day,
        due: {
          leads: [{ name: "María López", form: form("license-application"), date: day, link: `${manager}?dialog=view&id=sample-1` }],
          total: 1,
          viewLink: `${manager}?owner=mine`,
        },
        unowned: {
          leads: [
            {
              name: "John Smith",
              form: form("contact"),
              date: sentOnFormats[language].format(new Date("2026-11-30T15:00:00Z")),
              link: `${manager}?dialog=view&id=sample-2`,
            },
            {
              name: "ana@example.com",
              form: form("newsletter"),
              date: sentOnFormats[language].format(new Date("2026-11-30T16:00:00Z")),
              link: `${manager}?dialog=view&id=sample-3`,
            },
          ],
          total: 7,
          viewLink: `${manager}?owner=unassigned`,
        },
        settingsLink: `${origin}${localizePath("/admin", language)}?tab=settings`,
      });
    },
  },
  "reminder-exam-soon": {
    default: (language, { origin }) =>
      reminderExamSoonEmail(language, {
        firstName: "Ana",
        examOn: sentOnFormats[language].format(new Date("2026-12-04T15:00:00Z")),
        checklistLink: `${origin}${localizePath("/account", language)}#licence-checklist-heading`,
        stopLink: `${origin}${localizePath("/reminders/stop/sample-token", language)}`,
      }),
  },
  "reminder-course-inactive": {
    default: (language, { origin }) =>
      reminderCourseInactiveEmail(language, {
        firstName: "Ana",
        days: 7,
        courseLink: `${origin}${localizePath("/course", language)}`,
        stopLink: `${origin}${localizePath("/reminders/stop/sample-token", language)}`,
      }),
  },
  "reminder-certificate-window": {
    default: (language, { origin }) =>
      reminderCertificateWindowEmail(language, {
        firstName: "Ana",
        completedOn: formatDay("2022-10-03", language),
        lastDay: formatDay(lastFilingDay("2022-10-03"), language),
        applyLink: licenceChecklistSources[0].url,
        checklistLink: `${origin}${localizePath("/account", language)}#licence-checklist-heading`,
        sourceLinks: [courseWindowSources[0].url, courseWindowSources[1].url],
        stopLink: `${origin}${localizePath("/reminders/stop/sample-token", language)}`,
      }),
  },
  "identity-check-paused": {
    default: (language, { origin }) =>
      identityPausedEmail(language, {
        firstName: "Ana",
        studentName: "Luis Gómez",
        studentEmail: "luis@example.com",
        link: `${origin}${localizePath("/course-manager/identity", language)}`,
      }),
  },
  "course-feedback": {
    default: (language, { origin }) =>
      courseFeedbackEmail(language, {
        firstName: "Ana",
        feedback: describeFeedback(50, "2026-12-01T15:00:00.000Z", sampleFeedback(), language),
        courseLink: `${origin}${localizePath("/course", language)}`,
      }),
  },
  "weekly-summary": {
    default: async (language, { origin }) => {
      const t = await translatorFor(language);
      const admin = `${origin}${localizePath("/admin", language)}`;
      return weeklySummaryEmail(language, {
        firstName: "Ana",
        weekOf: formatDay("2026-11-30", language),
        figures: weeklyFigures(describePipeline(sampleFigures(), language), language, t, admin),
        settingsLink: `${admin}?tab=settings`,
      });
    },
  },
  "two-factor-added": { default: (language, settings) => factorChangeSample("two-factor-added", language, settings) },
  "two-factor-removed": { default: (language, settings) => factorChangeSample("two-factor-removed", language, settings) },
  "passkey-added": { default: (language, settings) => factorChangeSample("passkey-added", language, settings) },
  "passkey-removed": { default: (language, settings) => factorChangeSample("passkey-removed", language, settings) },
} satisfies Record<EmailKind, Record<string, RenderSample>>;

/** A factor notice as the security page sends it: when, the account's security page, the reset page. */
function factorChangeSample(change: Parameters<typeof factorChangeEmail>[0], language: Language, { origin }: SampleSettings) {
  return factorChangeEmail(change, language, {
    firstName: "Ana",
    changedOn: sentOnFormats[language].format(new Date("2026-12-04T15:00:00Z")),
    securityLink: `${origin}${localizePath("/account/security", language)}`,
    resetLink: `${origin}${localizePath("/forgot-password", language)}`,
  });
}

/** The Overview's figures of a made-up month, read on Monday 2026-11-30 at 07:00 New York time. */
function sampleFigures() {
  const readAt = Date.parse("2026-11-30T12:00:00Z");
  const weekStarts = lastWeekStarts(readAt, 12);
  return {
    readAt,
    stats: {
      period: "30d" as const,
      weeks: {
        weekStarts,
        rows: [
          { week: 9, formType: "contact", count: 6 },
          { week: 10, formType: "contact", count: 4 },
          { week: 10, formType: "license-application", count: 5 },
        ],
      },
      origins: [
        { origin: "website", count: 11 },
        { origin: "footer", count: 4 },
      ],
      originTotal: 15,
      funnel: { new: 15, contacted: 9, in_review: 5, accepted: 3, declined: 1, closed: 2 },
      firstResponse: { answered: 9, medianMs: 5.5 * 3_600_000 },
      overdueNew: 2,
    },
  };
}

/** Half the course done, the first module finished, one topic strong and one to review (the course's own titles). */
function sampleFeedback() {
  const [first, second] = theCourse().modules[0]!.topics;
  return {
    modules: [theCourse().modules[0]!.id],
    topics: [
      { topic: first!.id, correct: 9, total: 10 },
      { topic: (second ?? first)!.id, correct: 11, total: 20 },
    ],
    screensDone: 60,
    screensTotal: 120,
  };
}

/** Every template, every variant, in every language, rendered. */
export async function renderTemplateSamples(settings: SampleSettings): Promise<TemplateSample[]> {
  const entries = Object.entries(samplesByKind) as Array<[EmailKind, Record<string, RenderSample>]>;
  return Promise.all(
    entries.flatMap(([kind, variants]) =>
      Object.entries(variants).flatMap(([variant, render]) =>
        supportedLanguages.map(async (language) => ({
          id: `${kind}.${variant}.${language}`,
          kind,
          variant,
          language,
          content: await render(language, settings),
        })),
      ),
    ),
  );
}
