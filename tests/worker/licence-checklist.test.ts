/**
 * "My licence checklist" in /account: the course step live from the engine, the other steps ticked
 * and dated by the applicant (saved, shown back), bad input answered in the visitor's language with
 * what was typed kept (with and without JavaScript), nobody reaching another person's checklist, and
 * the admin seeing it read-only on the person's lead record.
 */
import { describe, expect, it } from "vitest";
import { translate, type TranslationKey } from "~/i18n/translate";
import { licenceChecklistContent, licenceChecklistSources } from "~/content/licence-checklist";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { decodedPage, getAs, languagePrefix, postAs, signedInAdminForFile, toastText, type Language } from "../support/accounts";
import { enrolledStudent } from "../support/licence-checklist";
import { decodeSingleFetch } from "../support/mailbox";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);
const dictionaries = { en, es } as const;

/** The checklist's card on the account page. */
function checklistCard(html: string): string {
  const start = html.indexOf('aria-labelledby="licence-checklist-heading"');
  expect(start, "the checklist card").toBeGreaterThan(-1);
  // React's text separators (<!-- -->) removed, to read the text as shown.
  return html.slice(start, html.indexOf("</section>", start)).replace(/<!-- -->/g, "");
}

const goodSteps = {
  intent: "licence-checklist",
  fingerprintsDone: "on",
  fingerprintsBookedOn: "2026-11-02",
  fingerprintsDoneOn: "2026-11-05",
  applicationSubmittedOn: "2026-11-10",
  examBookedFor: "2026-12-04",
  examResult: "",
  insurerName: "Example Life",
};

async function savedChecklist(userId: string) {
  const [row] = await rows<Record<string, unknown>>(worker, "SELECT * FROM licence_checklists WHERE user_id = ?", userId);
  return row;
}

describe("the checklist in /account", () => {
  it("shows the path in order with the course live from the engine, saves the ticks and dates, and shows them back", { timeout: 60_000 }, async () => {
    const student = await enrolledStudent(worker);
    const before = checklistCard(await decodedPage(await getAs(worker, student.cookie, "/account")));
    let previous = -1;
    for (const [index, heading] of [
      "The 60-hour pre-licensing course",
      "Fingerprints",
      "Your licence application in MyProfile",
      "The state exam with Pearson VUE",
      "Appointment by an insurer",
    ].entries()) {
      const at = before.indexOf(`Step ${index + 1} · </span>${heading}`);
      expect(at, heading).toBeGreaterThan(previous);
      previous = at;
    }
    expect(before).toContain(en.licenceChecklist.course.progress.replace("{{percent}}", "0").replace("{{hours}}", "0.0 h"));
    expect(before).toContain(en.licenceChecklist.course.noCertificate);
    expect(before).toContain('href="https://myfloridacfo.com/division/agents"');
    expect(before).toContain('href="https://home.pearsonvue.com/fl/insurance"');
    expect(before).toContain(en.licenceChecklist.sourcesHeading);

    // The course step follows the engine: an hour of seat time on a screen, then a certificate.
    await worker.db
      .prepare("INSERT INTO course_screen_time (enrolment_id, lesson_id, screen, seconds, completed_at) VALUES (?, 'x', 0, 3600, NULL)")
      .bind(student.enrolmentId)
      .run();
    await worker.db
      .prepare(
        "INSERT INTO course_certificates (code, enrolment_id, student_name, course_id, study_seconds, exam_seconds, issued_at) VALUES ('FFA-LIVE-1', ?, 'A', 'florida-2-15', 216000, 3600, '2026-11-20T15:00:00.000Z')",
      )
      .bind(student.enrolmentId)
      .run();
    const live = checklistCard(await decodedPage(await getAs(worker, student.cookie, "/account")));
    expect(live).toContain("1.0 h");
    expect(live).toContain("Certificate FFA-LIVE-1, issued");

    const saved = await postAs(worker, student.cookie, "/account", goodSteps);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account#licence-checklist-heading");
    expect(toastText(saved)).toContain(en.licenceChecklist.savedTitle);
    expect(await savedChecklist(student.user.id)).toMatchObject({
      fingerprints_done: 1,
      fingerprints_booked_on: "2026-11-02",
      fingerprints_done_on: "2026-11-05",
      application_done: 0,
      application_submitted_on: "2026-11-10",
      exam_booked_for: "2026-12-04",
      exam_result: null,
      insurer_name: "Example Life",
    });
    const after = checklistCard(await decodedPage(await getAs(worker, student.cookie, "/account")));
    for (const value of ["2026-11-02", "2026-11-05", "2026-11-10", "2026-12-04", "Example Life"]) expect(after).toContain(`value="${value}"`);
    expect(after).toMatch(/name="fingerprintsDone"[^>]*checked|checked[^>]*name="fingerprintsDone"/);
    expect(after).not.toMatch(/name="applicationDone"[^>]*checked/);

    // Unticked and cleared: saved as such.
    const cleared = await postAs(worker, student.cookie, "/account", { intent: "licence-checklist", examResult: "passed", examResultOn: "2026-12-04" });
    expect(cleared.status).toBe(303);
    expect(await savedChecklist(student.user.id)).toMatchObject({
      fingerprints_done: 0,
      fingerprints_booked_on: null,
      exam_result: "passed",
      exam_result_on: "2026-12-04",
      insurer_name: null,
    });
  });

  const badDates = {
    fingerprintsBookedOn: "2026-02-30",
    fingerprintsDoneOn: "31/12/2026",
    examBookedFor: "1900-01-01",
    examResult: "maybe",
    insurerName: "x".repeat(121),
  };
  const expectedMessages: Record<string, TranslationKey> = {
    fingerprintsBookedOn: "licenceChecklist.errors.dateNotReal",
    fingerprintsDoneOn: "licenceChecklist.errors.dateFormat",
    examBookedFor: "licenceChecklist.errors.dateOutOfRange",
    examResult: "licenceChecklist.errors.examResult",
    insurerName: "licenceChecklist.errors.insurerTooLong",
  };

  for (const language of ["en", "es"] as const satisfies Language[]) {
    it(
      `${language}, without JavaScript: bad dates answered beside each field in the language, what was typed kept, nothing saved`,
      { timeout: 60_000 },
      async () => {
        const student = await enrolledStudent(worker, { language });
        const response = await postAs(worker, student.cookie, `${languagePrefix(language)}/account`, { intent: "licence-checklist", ...badDates });
        expect(response.status).toBe(422);
        const html = await decodedPage(response);
        expect(html).toContain(`lang="${language}"`);
        expect(html).toContain(dictionaries[language].forms.checkTitle);
        for (const key of Object.values(expectedMessages)) expect(html, key).toContain(translate(dictionaries[language], key, { max: 120 }));
        const card = checklistCard(html);
        for (const value of ["2026-02-30", "31/12/2026", "1900-01-01"]) expect(card).toContain(`value="${value}"`);
        expect(await savedChecklist(student.user.id)).toBeUndefined();
      },
    );

    it(
      `${language}, with JavaScript: the same failure as data, each field's message in the language, what was typed to put back`,
      { timeout: 60_000 },
      async () => {
        const student = await enrolledStudent(worker, { language });
        const response = await postAs(worker, student.cookie, `${languagePrefix(language)}/account.data`, {
          intent: "licence-checklist",
          enhanced: "1",
          __rvfInternalFormId: "licence-checklist",
          ...badDates,
        });
        expect(response.status).toBe(422);
        const { data: failure } = decodeSingleFetch(await response.text()) as {
          data: { formId: string; alert: { kind: string; title: string }; fieldErrors: Record<string, string>; repopulateFields: Record<string, string> };
        };
        expect(failure.formId).toBe("licence-checklist");
        expect(failure.alert).toMatchObject({ kind: "error", title: dictionaries[language].forms.checkTitle });
        expect(failure.fieldErrors).toEqual(expectedMessages);
        expect(failure.repopulateFields).toMatchObject({ fingerprintsBookedOn: "2026-02-30", fingerprintsDoneOn: "31/12/2026", examBookedFor: "1900-01-01" });
        expect(await savedChecklist(student.user.id)).toBeUndefined();
      },
    );
  }
});

describe("the course step's window and the sources", () => {
  it("states the 4-year window with its statutes, and titles every source in the page's language", { timeout: 60_000 }, async () => {
    const student = await enrolledStudent(worker);
    for (const language of ["en", "es"] as const) {
      const card = checklistCard(await decodedPage(await getAs(worker, student.cookie, language === "es" ? "/es/account" : "/account")));
      expect(card).toContain(licenceChecklistContent[language].course.what);
      for (const source of licenceChecklistSources) {
        expect(card).toContain(`${source.title[language]}: `);
        expect(card).toContain(`href="${source.url}"`);
      }
      if (language === "es") for (const source of licenceChecklistSources) expect(card).not.toContain(`${source.title.en}: `);
    }
  });
});

describe("whose checklist", () => {
  it("is always the signed-in account's: a post naming another person saves nothing of theirs, and nobody else's dates show", { timeout: 60_000 }, async () => {
    const owner = await enrolledStudent(worker);
    const other = await enrolledStudent(worker);
    expect((await postAs(worker, owner.cookie, "/account", { ...goodSteps, examBookedFor: "2026-12-09" })).status).toBe(303);
    const hostile = await postAs(worker, other.cookie, "/account", {
      ...goodSteps,
      examBookedFor: "2027-01-15",
      userId: owner.user.id,
      user_id: owner.user.id,
    });
    expect(hostile.status).toBe(303);
    expect(await savedChecklist(owner.user.id)).toMatchObject({ exam_booked_for: "2026-12-09" });
    expect(await savedChecklist(other.user.id)).toMatchObject({ exam_booked_for: "2027-01-15" });
    const othersPage = checklistCard(await decodedPage(await getAs(worker, other.cookie, "/account")));
    expect(othersPage).not.toContain("2026-12-09");
    // Signed out: the post goes to the sign-in page and saves nothing.
    const anonymous = await postAs(worker, "", "/account", { ...goodSteps, examBookedFor: "2027-02-01" });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth/);
    expect((await rows(worker, "SELECT 1 FROM licence_checklists WHERE exam_booked_for = '2027-02-01'")).length).toBe(0);
  });
});

describe("the admin's view on the lead record", () => {
  it("shows the checklist read-only when the lead's address has an account with one, and nothing otherwise", { timeout: 60_000 }, async () => {
    const student = await enrolledStudent(worker);
    expect((await postAs(worker, student.cookie, "/account", { ...goodSteps, examBookedFor: "2026-12-11", insurerName: "Sunshine Mutual" })).status).toBe(303);
    const [lead, stranger] = await insertLeads(worker.db, [
      leadFactory({ email: student.user.email.toUpperCase(), formType: "license-application" }),
      leadFactory({ email: `nobody-${crypto.randomUUID().slice(0, 6)}@example.com` }),
    ]);
    const withoutChecklist = await insertUser(worker.db);
    const [leadWithout] = await insertLeads(worker.db, [leadFactory({ email: withoutChecklist.user.email })]);

    const html = await decodedPage(await getAs(worker, admin.cookie, `/es/submissions-manager?dialog=view&id=${lead!.id}`));
    const start = html.indexOf('aria-labelledby="lead-licence-checklist"');
    expect(start).toBeGreaterThan(-1);
    const section = html.slice(start, html.indexOf("</section>", start));
    expect(section).toContain(es.licenceChecklist.admin.heading);
    expect(section).toContain("2026-12-11");
    expect(section).toContain("Sunshine Mutual");
    expect(section).toContain(es.licenceChecklist.course.noCertificate);
    expect(section).not.toMatch(/<(input|select|textarea|form|button)\b/);

    for (const other of [stranger!, leadWithout!]) {
      const page = await decodedPage(await getAs(worker, admin.cookie, `/submissions-manager?dialog=view&id=${other.id}`));
      expect(page).toContain(en.submissions.viewTitle);
      expect(page).not.toContain('aria-labelledby="lead-licence-checklist"');
    }
  });
});
