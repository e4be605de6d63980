/**
 * Every text that promises the visitor (or an admin) an e-mail is kept. The promises are found in the
 * strings themselves, not listed by hand: every string of the dictionaries (app/locales) and of the
 * page copy (the `{ en, es }` modules of app/content) that says an e-mail will come or has been sent,
 * in either language. Each must have an entry below naming the form or event that makes it, and that
 * form is driven through the built worker, in each language, until the promised e-mail is in the
 * outbox with the subject of that language. A new promise without an entry fails; an entry whose
 * text no longer promises fails too (docs/decisions/051-email-promises-found-in-the-strings.md).
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { businessDaysBetween, businessDeadline } from "~/platform/time/business-days";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, fromNewClient, logIn, postAs, signedInAdminForFile, toastText, type Language } from "../support/accounts";
import { formPaths, inLanguage, leadPost, validLeads } from "../support/lead-fixtures";
import { waitForEmail } from "../support/mailbox";
import { clientManifestRoutes } from "../support/routes-manifest";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const dictionaries = { en, es } as const;

/** Words that promise an e-mail (will come, or has been sent), per language. */
const promisePatterns: Record<Language, RegExp> = {
  en: /\bwe(?:'ll| will) (?:notify|e-?mail|send|write)\b|\bcheck your inbox\b|\bwe(?:'ve)? (?:just )?sent\b|\bwe e-?mail you\b|\blink we (?:just )?sen[dt]\b|\bon (?:its|their) way\b|\byou(?:'ll| will) (?:get|receive) (?:an? )?e-?mails?\b/i,
  es: /\b(?:le|te) (?:avisaremos|enviaremos|notificaremos|escribiremos)\b|\brevise su (?:correo|bandeja)|\b(?:le|te) (?:hemos )?enviamos\b|\benviamos un (?:mensaje|enlace|correo)|\ben camino\b|\brecibirá (?:un )?correo/i,
};

interface Text {
  /** Where the string lives: a dictionary key, or `content/<file>:<export>.<path>`. */
  key: string;
  en: string;
  es: string;
}

/** The strings under `english` with their Spanish twins at the same path. */
function pairedStrings(english: unknown, spanish: unknown, prefix: string): Text[] {
  if (typeof english === "string") return [{ key: prefix, en: english, es: typeof spanish === "string" ? spanish : "" }];
  if (typeof english !== "object" || english === null) return [];
  return Object.entries(english).flatMap(([name, value]) =>
    pairedStrings(value, (spanish as Record<string, unknown> | undefined)?.[name], prefix ? `${prefix}.${name}` : name),
  );
}

/** The `{ en, es }` objects anywhere in a content module's export. */
function localizedStrings(value: unknown, prefix: string): Text[] {
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if ("en" in record && "es" in record) return pairedStrings(record.en, record.es, prefix);
  return Object.entries(record).flatMap(([name, inner]) => localizedStrings(inner, `${prefix}.${name}`));
}

const contentRoot = path.resolve(import.meta.dirname, "../../app/content");
function contentFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return contentFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

async function everyText(): Promise<Text[]> {
  // The e-mails' own words (the `emails` namespace) are what is sent, not a promise made on a page.
  const dictionary = pairedStrings(en, es, "").filter((text) => !text.key.startsWith("emails."));
  const content = await Promise.all(
    contentFiles(contentRoot).map(async (file) => {
      const module = (await import(file)) as Record<string, unknown>;
      const name = path.relative(contentRoot, file);
      return Object.entries(module).flatMap(([exported, value]) => localizedStrings(value, `content/${name}:${exported}`));
    }),
  );
  return [...dictionary, ...content.flat()];
}

const promises = (text: Text) => promisePatterns.en.test(text.en) || promisePatterns.es.test(text.es);

// ---------------------------------------------------------------------------------------------
// The forms and events that keep the promises. Each queues one e-mail to a new address and says
// which kind and subject (in `language`) must be in the outbox.

interface Expected {
  address: string;
  kind: string;
  subject: string;
}

let addressNumber = 0;
const newAddress = (name: string) => `promise-${name}-${Date.now()}-${addressNumber++}@example.com`;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

async function expectRedirect(response: Awaited<ReturnType<typeof postForm>>) {
  expect(response.status).toBe(303);
  await response.arrayBuffer();
}

async function applyAsPartner(address: string, language: Language): Promise<string> {
  await expectRedirect(
    await postForm(
      worker,
      inLanguage(formPaths["partner-network"], language),
      leadPost("partner-network", { ...validLeads["partner-network"], email: address }),
      fromNewClient(),
    ),
  );
  const [lead] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = ?", address);
  return lead!.id;
}

const managerPost = async (id: string, fields: Record<string, string>) =>
  expectRedirect(await postAs(worker, admin.cookie, "/submissions-manager", { id, view: "", ...fields }));

async function enrolInCourse(address: string, language: Language, name = "Lucía Campos") {
  await expectRedirect(
    await postAs(worker, admin.cookie, "/course-manager", {
      intent: "enrol",
      email: address,
      name,
      firstName: "Lucía",
      startsOn: "2026-11-01",
      endsOn: "",
      language,
    }),
  );
}

type Driver = (language: Language) => Promise<Expected>;

const drivers = {
  /** The newsletter sign-up (footer, blog, the about page's dialog): the opt-in link. */
  newsletterSignUp: async (language) => {
    const address = newAddress("newsletter");
    await expectRedirect(
      await postForm(worker, inLanguage(formPaths.newsletter, language), leadPost("newsletter", { email: address, source: "footer" }), fromNewClient()),
    );
    return { address, kind: "newsletter-confirmation", subject: dictionaries[language].emails.newsletterConfirmSubject };
  },
  /** A partner application, in `language`, approved in the submissions manager. */
  partnerApproved: async (language) => {
    const address = newAddress("partner");
    await managerPost(await applyAsPartner(address, language), { intent: "approve", category: "tax-services" });
    return { address, kind: "partner-listed", subject: dictionaries[language].emails.partnerListedSubject };
  },
  /** An approved partner application, in `language`, unlisted. */
  partnerUnlisted: async (language) => {
    const address = newAddress("unlisted");
    const id = await applyAsPartner(address, language);
    await managerPost(id, { intent: "approve", category: "tax-services" });
    await managerPost(id, { intent: "unlist" });
    return { address, kind: "partner-unlisted", subject: dictionaries[language].emails.partnerUnlistedSubject };
  },
  /** "Forgot your password?" for an account that uses `language`. */
  passwordReset: async (language) => {
    const { user } = await insertUser(worker.db, { email: newAddress("reset"), language });
    await expectRedirect(await postForm(worker, inLanguage("/forgot-password", language), { email: user.email }, fromNewClient()));
    return { address: user.email, kind: "password-reset", subject: dictionaries[language].emails.passwordResetSubject };
  },
  /** Registration from the page in `language`: the link that proves the address. */
  registration: async (language) => {
    const address = newAddress("register");
    const fields = {
      intent: "register",
      firstName: "Rosa",
      lastName: "Núñez",
      email: address,
      password: "a-long-password",
      confirmPassword: "a-long-password",
      terms: "on",
    };
    await expectRedirect(await postForm(worker, `${inLanguage("/auth", language)}?tab=register`, fields, fromNewClient()));
    return { address, kind: "verify-email", subject: dictionaries[language].emails.verifyEmailSubject };
  },
  /** An unproven account asks again for its link, from the account page. */
  verificationResent: async (language) => {
    const { user, password } = await insertUser(worker.db, { email: newAddress("resend"), isVerified: false, language });
    const cookie = await logIn(worker, user.email, password, "/auth");
    await expectRedirect(await postAs(worker, cookie, inLanguage("/account", language), { intent: "resend-verification" }));
    return { address: user.email, kind: "verify-email", subject: dictionaries[language].emails.verifyEmailSubject };
  },
  /** An admin changes a lead's status and chooses "change and notify": the applicant's language. */
  statusNotified: async (language) => {
    const address = newAddress("status");
    const [lead] = await insertLeads(worker.db, [leadFactory({ formType: "license-application", email: address, firstName: "Lucía", language })]);
    await managerPost(lead!.id, { intent: "status", from: "new", to: "contacted", notify: "yes" });
    const t = dictionaries[language];
    return {
      address,
      kind: "status-update",
      subject: fill(t.emails.statusUpdateSubject, { request: t.account.formTypes["license-application"], status: t.leadStatuses.contacted }),
    };
  },
  /** The course manager enrols an address, in the student's language. */
  courseEnrolment: async (language) => {
    const address = newAddress("enrol");
    await enrolInCourse(address, language);
    return { address, kind: "course-enrolment", subject: dictionaries[language].emails.courseEnrolmentSubject };
  },
  /** Staff preview the learners view's nudge, then send it. */
  courseNudge: async (language) => {
    const marker = crypto.randomUUID().slice(0, 8);
    const address = newAddress(`nudge-${marker}`);
    await enrolInCourse(address, language, `Lucía ${marker}`);
    const preview = await postAs(worker, admin.cookie, "/course-manager", { intent: "nudge-preview", everyMatching: "1", q: marker, show: "all" });
    expect(preview.status).toBe(200);
    const nudgeId = /name="nudgeId" value="([0-9a-f-]{36})"/.exec(await decodedPage(preview))?.[1];
    expect(nudgeId).toMatch(/^[0-9a-f-]{36}$/);
    await expectRedirect(
      await postAs(worker, admin.cookie, "/course-manager", { intent: "nudge-send", nudgeId: nudgeId!, everyMatching: "1", q: marker, show: "all" }),
    );
    return { address, kind: "course-nudge", subject: dictionaries[language].learners.nudgeEmailSubject };
  },
  /** A bulk nudge to a learner nudged today and one not: the other one is sent it (decision 074). */
  courseNudgeSomeHeld: async (language) => {
    const marker = crypto.randomUUID().slice(0, 8);
    const nudgedToday = newAddress(`held-${marker}`);
    await enrolInCourse(nudgedToday, language, `Lucía ${marker}`);
    await expectRedirect(
      await postAs(worker, admin.cookie, "/course-manager", {
        intent: "nudge-send",
        nudgeId: crypto.randomUUID(),
        everyMatching: "1",
        q: `held-${marker}`,
        show: "all",
      }),
    );
    const address = newAddress(`fresh-${marker}`);
    await enrolInCourse(address, language, `Ana ${marker}`);
    const mixed = await postAs(worker, admin.cookie, "/course-manager", {
      intent: "nudge-send",
      nudgeId: crypto.randomUUID(),
      everyMatching: "1",
      q: marker,
      show: "all",
    });
    expect(toastText(mixed)).toContain("The other learners selected had their nudge today");
    return { address, kind: "course-nudge", subject: dictionaries[language].learners.nudgeEmailSubject };
  },
  /** Staff pause a learner, then resume the course from the learner's page: the student is told (decision 088). */
  courseResumed: async (language) => {
    const address = newAddress("resumed");
    const enrolmentId = await enrolledId(address, language);
    const learnerPage = `/course-manager/learners/${enrolmentId}`;
    await expectRedirect(await postAs(worker, admin.cookie, learnerPage, { intent: "status", enrolmentId, status: "paused" }));
    const resumed = await postAs(worker, admin.cookie, learnerPage, { intent: "status", enrolmentId, status: "active" });
    expect(toastText(resumed)).toContain("An e-mail telling them so is on its way");
    await resumed.arrayBuffer();
    return { address, kind: "course-resumed", subject: dictionaries[language].learners.resumedEmailSubject };
  },
  /** The identity checks paused a learner; staff resume the course from the identity page: the student is told. */
  courseIdentityResumed: async (language) => {
    const address = newAddress("identity-resumed");
    const enrolmentId = await enrolledId(address, language);
    await worker.db.prepare("update course_enrolments set status = 'paused', pause_reason = 'identity' where id = ?").bind(enrolmentId).run();
    await expectRedirect(await postAs(worker, admin.cookie, "/course-manager/identity", { intent: "resume", enrolmentId }));
    return { address, kind: "course-resumed", subject: dictionaries[language].learners.resumedEmailSubject };
  },
} satisfies Record<string, Driver>;

/** Enrols the address as the course manager does, and returns the enrolment's id. */
async function enrolledId(address: string, language: Language): Promise<string> {
  await enrolInCourse(address, language);
  const [enrolment] = await rows<{ id: string }>(worker, "SELECT id FROM course_enrolments WHERE student_email = ?", address);
  return enrolment!.id;
}

/**
 * What keeps a promise: a driver above; or, for a text the patterns find that is not a promise the
 * site keeps by queuing mail, why: it promises no e-mail (`notAPromise`), or a person keeps it by
 * writing from the organisation's own mailbox (`keptByStaff`), which no form can drive.
 */
type Keeper = { driver: keyof typeof drivers } | { notAPromise: string } | { keptByStaff: string };

/** Each text that promises an e-mail, and what keeps the promise. */
const keepers: Record<string, Keeper> = {
  "newsletter.successText": { driver: "newsletterSignUp" },
  "newsletter.invalidLinkText": { driver: "newsletterSignUp" },
  "content/about.ts:aboutContent.email.text": { driver: "newsletterSignUp" },
  "content/license-journey.ts:licenseJourneyContent.steps.items.0.details.1": { driver: "courseEnrolment" },
  "account.pendingState": { driver: "newsletterSignUp" },
  "content/legal.ts:privacyContent.sections.1.paragraphs.0": { driver: "newsletterSignUp" },
  "partnerForm.successText": { driver: "partnerApproved" },
  "submissions.approveTellsApplicant": { driver: "partnerApproved" },
  "submissions.listingTellsApplicant": { driver: "partnerUnlisted" },
  "auth.rateLimitedText": { driver: "passwordReset" },
  "auth.forgotIntro": { driver: "passwordReset" },
  "auth.resetSentTitle": { driver: "passwordReset" },
  "auth.resetSentText": { driver: "passwordReset" },
  "auth.resetSentGeneric": { driver: "passwordReset" },
  "auth.registrationSuccessText": { driver: "registration" },
  "account.notVerifiedText": { driver: "registration" },
  "course.access.unverifiedText": { driver: "registration" },
  "account.verificationSentText": { driver: "verificationResent" },
  "submissions.statusNotifiedText": { driver: "statusNotified" },
  "courseAdmin.enrolledText": { driver: "courseEnrolment" },
  "course.access.notEnrolledText": { driver: "courseEnrolment" },
  "learners.nudgedText": { driver: "courseNudge" },
  "learners.nudgedText_one": { driver: "courseNudge" },
  "learners.nudgedSomeHeldText": { driver: "courseNudgeSomeHeld" },
  "learners.nudgedSomeHeldText_one": { driver: "courseNudgeSomeHeld" },
  "courseAdmin.resumedToldText": { driver: "courseResumed" },
  "identityChecks.staff.resumedToldText": { driver: "courseIdentityResumed" },
  "account.languageHint": { notAPromise: "describes the language setting of the e-mails the account gets; it promises none" },
  "content/legal.ts:privacyContent.sections.3.paragraphs.0": { notAPromise: "the privacy policy describes what the outbox stores" },
  "content/legal.ts:privacyContent.sections.4.paragraphs.1": { notAPromise: "the privacy policy describes how the links we e-mail are stored" },
  "content/partner-network.ts:partnerNetworkContent.benefits.items.0.text": { notAPromise: "“we send you clients”: customers, not an e-mail" },
  "content/legal.ts:privacyContent.sections.9.paragraphs.0": {
    keptByStaff: "a copy of the data for someone without an account: staff answer the request by e-mail",
  },
  "content/legal.ts:privacyContent.sections.9.paragraphs.2": { keptByStaff: "the erasure's confirmation: staff erase on request and reply by e-mail" },
};

describe("the texts that promise an e-mail", () => {
  it("each has an entry naming what keeps it, and every entry is still such a text", async () => {
    const found = (await everyText()).filter(promises).map((text) => text.key);
    expect(
      found.filter((key) => !Object.hasOwn(keepers, key)),
      "promises without an entry",
    ).toEqual([]);
    expect(
      Object.keys(keepers).filter((key) => !found.includes(key)),
      "entries whose text no longer promises an e-mail",
    ).toEqual([]);
  });

  it("promise in both languages when they promise at all (a translation does not drop or add one)", async () => {
    const texts = (await everyText()).filter((text) => Object.hasOwn(keepers, text.key) && "driver" in keepers[text.key]!);
    const oneSided = texts.filter((text) => promisePatterns.en.test(text.en) !== promisePatterns.es.test(text.es)).map((text) => text.key);
    expect(oneSided).toEqual([]);
  });
});

describe("each promise is kept: its form or event queues the e-mail, in the right language", () => {
  for (const [key, keeper] of Object.entries(keepers)) {
    if (!("driver" in keeper)) continue;
    for (const language of ["en", "es"] as const) {
      it(`${key} (${language}): ${keeper.driver}`, async () => {
        const expected = await drivers[keeper.driver](language);
        const email = await waitForEmail(worker, expected.address, expected.kind);
        expect({ kind: email.kind, language: email.language, subject: email.subject }).toEqual({ kind: expected.kind, language, subject: expected.subject });
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// The course's other promises (issue 36, item 6), found in the same strings: the time an instructor
// takes to answer a question is the one figure the code holds staff to, and the course pages and
// the licence journey promise no videos, calls or meetings that no route offers, and no lesson
// length in minutes (a lesson's length follows its content).

/** How many business days a question may wait: read from the code's own deadline (app/course/business-days.ts), not written here. */
const answerDays = (() => {
  const mondayNoonInNewYork = Date.parse("2026-11-02T17:00:00Z");
  return businessDaysBetween(mondayNoonInNewYork, businessDeadline(mondayNoonInNewYork) + 1);
})();

/** A promised answer time, and the figure it names, per language. */
const answerTimePatterns: Record<Language, RegExp> = {
  en: /\b(?:answers?|answered|responds?|repl(?:y|ies))\b[^.;,]*?\bwithin (\w+) business days?\b/i,
  es: /\bresp(?:[oó]nd\w*|uestas?)\b[^.;,]*?\b(?:en un plazo de|dentro de|en) (\w+) d[ií]as? h[aá]bil(?:es)?\b/i,
};
const figureWords: Record<Language, Record<string, number>> = {
  en: { one: 1, two: 2, three: 3, four: 4, five: 5 },
  es: { un: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 },
};
const figureOf = (word: string, language: Language) => figureWords[language][word.toLowerCase()] ?? Number(word);

/** Where the course and the licence journey speak to a future student. */
const isCoursePromise = (text: Text) => /^(?:content\/(?:course-engine|license-journey)\.ts:|home\.|course)/.test(text.key);

/** Claims the course pages may make only while a route offers what they name. */
const offerPatterns: Array<{ what: string; offeredBy: RegExp; en: RegExp; es: RegExp }> = [
  { what: "videos", offeredBy: /video/, en: /\bvideos?\b/i, es: /\bv[ií]deos?\b|videollamada/i },
  {
    what: "calls or meetings",
    offeredBy: /\b(?:call|booking|appointment)s?\b/,
    en: /\bcalls? you\b|\b(?:book|schedule)\b[^.;]*\bcall\b|\b(?:mentor|review|tutoring|live|one-on-one) sessions?\b/i,
    es: /\b(?:le|te) llam(?:a|ará|amos)\b|\b(?:reserve|programe)\b[^.;]*\bllamada\b|\bsesi(?:ón|ones) (?:con|de repaso|en vivo)\b/i,
  },
  {
    what: "a lesson length in minutes",
    offeredBy: /$^/,
    en: /\d+\s*(?:to|-|–)\s*\d+\s*minutes?\b|\blessons? of \d+/i,
    es: /\d+\s*(?:a|-|–)\s*\d+\s*minutos\b|\bclases? de \d+/i,
  },
];

describe("the course's promises are kept", () => {
  it("reads the answer time from the code: two business days", () => {
    expect(answerDays).toBe(2);
  });

  it("every text that promises an answer within some business days names that one figure, in both languages", async () => {
    const texts = await everyText();
    const claims = texts.flatMap((text) =>
      (["en", "es"] as const).flatMap((language) => {
        const figure = text[language].match(answerTimePatterns[language])?.[1];
        return figure === undefined ? [] : [{ key: text.key, language, text: text[language], days: figureOf(figure, language) }];
      }),
    );
    // The lesson's ask-a-question box, the staff's questions page and the course page's mentor support among them.
    expect(claims.map((claim) => claim.key)).toEqual(
      expect.arrayContaining(["courseQuestions.intro", "content/course-engine.ts:courseEngineContent.features.items.4.text"]),
    );
    expect(claims.filter((claim) => claim.days !== answerDays)).toEqual([]);
  });

  it("the course pages and the licence journey promise nothing no route offers: no videos, no calls or sessions, no lesson length in minutes", async () => {
    const routePaths = clientManifestRoutes().map((route) => route.path ?? "");
    const texts = (await everyText()).filter(isCoursePromise);
    expect(texts.map((text) => text.key)).toEqual(expect.arrayContaining(["content/license-journey.ts:licenseJourneyContent.steps.items.1.details.0"]));
    const broken = offerPatterns.flatMap(({ what, offeredBy, en, es }) =>
      routePaths.some((routePath) => offeredBy.test(routePath))
        ? []
        : texts.flatMap((text) => [
            ...(en.test(text.en) ? [`${what}: ${text.key} (en) "${text.en}"`] : []),
            ...(es.test(text.es) ? [`${what}: ${text.key} (es) "${text.es}"`] : []),
          ]),
    );
    expect(broken).toEqual([]);
  });
});
