/**
 * Every e-mail the site sends, one function per message: each takes the message's data, renders its
 * component (app/email/messages/) in the recipient's language and gives the subject, the HTML and
 * the plain-text part made from that same HTML (docs/decisions/037-emails-as-components.md).
 * They take plain values: the feature that sends a message computes what it shows (a lead's rows,
 * a student's feedback), so e-mail stays beneath the features (docs/decisions/075-email-as-a-lower-layer.md).
 */
import { translatorFor } from "~/i18n/i18n.server";
import { languageInfo, type Language } from "~/i18n/languages";
import type { OrganisationContact } from "~/site/site-settings";
import { AccountExistsMessage } from "./messages/account-exists.server";
import { AdminInviteMessage } from "./messages/admin-invite.server";
import { ConfirmationMessage } from "./messages/confirmation.server";
import { CourseAnswerMessage } from "./messages/course-answer.server";
import { CourseEnrolmentMessage } from "./messages/course-enrolment.server";
import { CourseQuestionMessage } from "./messages/course-question.server";
import { CourseNudgeMessage } from "./messages/course-nudge.server";
import { CourseResumedMessage } from "./messages/course-resumed.server";
import { CourseFeedbackMessage, type FeedbackReport } from "./messages/course-feedback.server";
import { IdentityCheckPausedMessage } from "./messages/identity-check-paused.server";
import { FollowUpDigestMessage, type DigestList } from "./messages/follow-up-digest.server";
import { LeadNoticeMessage } from "./messages/lead-notice.server";
import { NewsletterConfirmationMessage } from "./messages/newsletter-confirmation.server";
import { PartnerListedMessage } from "./messages/partner-listed.server";
import { PartnerUnlistedMessage } from "./messages/partner-unlisted.server";
import { PasswordResetMessage } from "./messages/password-reset.server";
import { ReminderCertificateWindowMessage } from "./messages/reminder-certificate-window.server";
import { ReminderCourseInactiveMessage } from "./messages/reminder-course-inactive.server";
import { ReminderExamSoonMessage } from "./messages/reminder-exam-soon.server";
import { StatusUpdateMessage, type NoticeStatusKey } from "./messages/status-update.server";
import { VerifyEmailMessage } from "./messages/verify-email.server";
import { WeeklySummaryMessage, type WeeklyFigures } from "./messages/weekly-summary.server";
import { PasskeyAddedMessage } from "./messages/passkey-added.server";
import { PasskeyRemovedMessage } from "./messages/passkey-removed.server";
import { TwoFactorAddedMessage } from "./messages/two-factor-added.server";
import { TwoFactorRemovedMessage } from "./messages/two-factor-removed.server";
import type { FactorChange } from "./messages/factor-change.server";
import { renderEmail, type EmailContent } from "./render.server";

export type { EmailContent };

/**
 * The visitor's confirmation of a lead, in their language: `request` and `next` are the form's own
 * words, already in that language (app/leads/lead-emails.server.ts computes them).
 */
export async function confirmationEmail(
  language: Language,
  message: { firstName: string; request: string; next?: string; contact: OrganisationContact },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.confirmationSubject"), <ConfirmationMessage t={t} language={language} {...message} />);
}

/**
 * The notice of a new lead in the reader's language: the rows the lead's feature computed (every
 * field the visitor sent, as label and value: app/leads/lead-emails.server.ts), the language the
 * lead was sent in, and the link that opens the lead.
 */
export async function leadNoticeEmail(
  readerLanguage: Language,
  notice: { formType: string; email: string; leadLanguage: Language; fields: ReadonlyArray<readonly [string, string]>; leadLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(readerLanguage);
  return renderEmail(
    t("emails.leadNoticeSubject", { formType: notice.formType, email: notice.email || "(no e-mail)" }),
    <LeadNoticeMessage
      t={t}
      language={readerLanguage}
      formType={notice.formType}
      languageName={languageNameIn(readerLanguage, notice.leadLanguage)}
      fields={notice.fields}
      leadLink={notice.leadLink}
    />,
  );
}

/** A language's name in the reader's language ("Spanish", "español"), or its English name where Intl has none. */
function languageNameIn(readerLanguage: Language, language: Language): string {
  try {
    return (
      new Intl.DisplayNames([languageInfo(readerLanguage).intlLocale], { type: "language" }).of(languageInfo(language).htmlLang) ??
      languageInfo(language).englishName
    );
  } catch {
    return languageInfo(language).englishName;
  }
}

/**
 * A one-time link to an account page: after registration, the link that proves the address is the
 * registrant's (`verifyEmail`); after "Forgot your password?", the link to choose a new one
 * (`passwordReset`).
 */
export async function oneTimeLinkEmail(
  kind: "verifyEmail" | "passwordReset",
  language: Language,
  message: { firstName: string; link: string; validHours: number },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  const Message = kind === "verifyEmail" ? VerifyEmailMessage : PasswordResetMessage;
  return renderEmail(t(`emails.${kind}Subject`), <Message t={t} language={language} {...message} />);
}

/** Someone registered an address that already has an account: the owner hears of it, with the way back in. */
export async function accountExistsEmail(language: Language, message: { firstName: string; loginLink: string; resetLink: string }): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.accountExistsSubject"), <AccountExistsMessage t={t} language={language} {...message} />);
}

/** A new admin's invitation, in the language the inviting admin was using: the one-time link to choose a password. */
export async function adminInviteEmail(
  language: Language,
  invite: { firstName: string; inviterName: string; link: string; validHours: number },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.adminInviteSubject"), <AdminInviteMessage t={t} language={language} {...invite} />);
}

/** The applicant hears that their request's status changed, in the language they wrote in. */
export async function statusUpdateEmail(
  language: Language,
  update: { firstName: string; request: string; status: string; statusKey: NoticeStatusKey; sentOn: string; accountLink: string; contact: OrganisationContact },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(
    t("emails.statusUpdateSubject", { request: update.request, status: update.status }),
    <StatusUpdateMessage t={t} language={language} {...update} />,
  );
}

/** A partner applicant hears their business is listed in the directory, in the language they applied in. */
export async function partnerListedEmail(
  language: Language,
  message: { firstName: string; sentOn: string; directoryLink: string; contact: OrganisationContact },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.partnerListedSubject"), <PartnerListedMessage t={t} language={language} {...message} />);
}

/** A partner applicant hears their business was taken out of the directory, in the language they applied in. */
export async function partnerUnlistedEmail(
  language: Language,
  message: { firstName: string; sentOn: string; accountLink: string; contact: OrganisationContact },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.partnerUnlistedSubject"), <PartnerUnlistedMessage t={t} language={language} {...message} />);
}

/** The newsletter's opt-in confirmation, with the unsubscribe link and the organisation's postal address. */
export async function newsletterConfirmationEmail(
  language: Language,
  message: { confirmLink: string; unsubscribeLink: string; validDays: number; postalAddress: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.newsletterConfirmSubject"), <NewsletterConfirmationMessage t={t} language={language} {...message} />);
}

/** The person enrolled in the course hears when it opens and closes, and where it is, in their language. */
export async function courseEnrolmentEmail(
  language: Language,
  message: { firstName: string; startsOn: string; endsOn: string; courseLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.courseEnrolmentSubject"), <CourseEnrolmentMessage t={t} language={language} {...message} />);
}

/** A student asked a question: the staff member who should answer hears of it in their own language, with the link to it. */
export async function courseQuestionEmail(
  language: Language,
  notice: { firstName: string; lesson: string; screen: number; questionLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("courseQuestions.emailQuestionSubject"), <CourseQuestionMessage t={t} language={language} {...notice} />);
}

/** The instructor's answer to the student, in the language the student asked in. */
export async function courseAnswerEmail(
  language: Language,
  message: { firstName: string; lesson: string; screen: number; question: string; answer: string; lessonLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("courseQuestions.emailAnswerSubject"), <CourseAnswerMessage t={t} language={language} {...message} />);
}

/** Staff nudge a learner back to the course, in the learner's language. */
export async function courseNudgeEmail(language: Language, message: { firstName: string; courseLink: string }): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("learners.nudgeEmailSubject"), <CourseNudgeMessage t={t} language={language} {...message} />);
}

/** Staff resumed the learner's paused course, in the learner's language. */
export async function courseResumedEmail(language: Language, message: { firstName: string; courseLink: string }): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("learners.resumedEmailSubject"), <CourseResumedMessage t={t} language={language} {...message} />);
}

/** The applicant's state exam is within three days: in their language, with the link that stops this kind. */
export async function reminderExamSoonEmail(
  language: Language,
  message: { firstName: string; examOn: string; checklistLink: string; stopLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("reminders.examSoonSubject"), <ReminderExamSoonMessage t={t} language={language} {...message} />);
}

/** The student has not studied for a week: in their language, with the link that stops this kind. */
export async function reminderCourseInactiveEmail(
  language: Language,
  message: { firstName: string; days: number; courseLink: string; stopLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("reminders.courseInactiveSubject"), <ReminderCourseInactiveMessage t={t} language={language} {...message} />);
}

/** The graduate's course stops counting toward a licence application soon: in their language, with the link that stops this kind. */
export async function reminderCertificateWindowEmail(
  language: Language,
  message: {
    firstName: string;
    completedOn: string;
    lastDay: string;
    applyLink: string;
    checklistLink: string;
    sourceLinks: readonly [string, string];
    stopLink: string;
  },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(
    t("reminders.certificateWindowSubject", { date: message.lastDay }),
    <ReminderCertificateWindowMessage t={t} language={language} {...message} />,
  );
}

/** To the staff who hear about a student: the identity checks paused the student's course, and where to resume it. */
export async function identityPausedEmail(
  language: Language,
  message: { firstName: string; studentName: string; studentEmail: string; link: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("identityChecks.email.pausedSubject"), <IdentityCheckPausedMessage t={t} language={language} {...message} />);
}

/** The student's feedback at a quarter of the course, in their language (titles already in it: the course computes them). */
export async function courseFeedbackEmail(
  language: Language,
  message: { firstName: string; feedback: FeedbackReport; courseLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(
    t("courseFeedback.email.subject", { quarter: message.feedback.quarter }),
    <CourseFeedbackMessage t={t} language={language} {...message} />,
  );
}

/** An admin's morning e-mail: their follow-ups due and the unowned new leads, in the admin's language (docs/leads.md). */
export async function followUpDigestEmail(
  language: Language,
  message: { firstName: string; day: string; due: DigestList; unowned: DigestList; settingsLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(t("emails.followUps.subject", { date: message.day }), <FollowUpDigestMessage t={t} language={language} {...message} />);
}

/** An admin's Monday e-mail: the Overview's figures of the last 30 days, in the admin's language (decision 067). */
export async function weeklySummaryEmail(
  language: Language,
  message: { firstName: string; weekOf: string; figures: WeeklyFigures; settingsLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  return renderEmail(
    t("weeklySummary.subject", { date: message.weekOf }),
    <WeeklySummaryMessage t={t} language={language} firstName={message.firstName} figures={message.figures} settingsLink={message.settingsLink} />,
  );
}

const factorChangeMessages = {
  "two-factor-added": { Message: TwoFactorAddedMessage, subject: "twoFactor.emailAddedSubject" },
  "two-factor-removed": { Message: TwoFactorRemovedMessage, subject: "twoFactor.emailRemovedSubject" },
  "passkey-added": { Message: PasskeyAddedMessage, subject: "passkeys.emailAddedSubject" },
  "passkey-removed": { Message: PasskeyRemovedMessage, subject: "passkeys.emailRemovedSubject" },
} as const satisfies Record<FactorChange, unknown>;

/**
 * A second factor added to or removed from the account (an authenticator app, a passkey), to its
 * owner in the account's language: when, where to look, and what to do if it was not them.
 */
export async function factorChangeEmail(
  change: FactorChange,
  language: Language,
  message: { firstName: string; changedOn: string; securityLink: string; resetLink: string },
): Promise<EmailContent> {
  const t = await translatorFor(language);
  const { Message, subject } = factorChangeMessages[change];
  return renderEmail(t(subject), <Message t={t} language={language} {...message} />);
}
