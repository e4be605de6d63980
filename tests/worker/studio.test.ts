/**
 * The course studio (docs/studio.md): who may open it (a visitor, a student, an instructor without
 * the permission, an author, a reviewer, an admin), the workflow on a question and a lesson (draft,
 * save, review by a second person, discard), the concurrency refusal and the race of two saves,
 * bad input in English and Spanish (what was typed kept, never a 500), drafts escaped in the
 * preview, a student still shown the published text, the approval record and its CSV, and the
 * permission given in the Accounts tab.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { d1Driver, importSources } from "~/studio/import.js";
import { splitSources, type SourceUnit } from "~/studio/units.js";
import { compileFiles, readCourseFiles } from "../../scripts/course/course-files.mjs";
import { decodedPage, getAs, logIn, postAs, toastText } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { signedInStudentForFile } from "../support/students";
import { insertUser } from "../factories";
import { rows, startWorkerForFile } from "../support/worker";
import { answeredVersion, answerQuiz, enrolledAccount, lessonsStudied } from "../support/course-students";
import { passEveryModuleCheck } from "../support/identity-checks";

const worker = startWorkerForFile();
const student = signedInStudentForFile(worker);

const contentDir = path.resolve("content/course");
const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");
const units: SourceUnit[] = splitSources({
  "questions/m1-insurance-basics.en.yaml": read("questions/m1-insurance-basics.en.yaml"),
  "questions/m1-insurance-basics.es.yaml": read("questions/m1-insurance-basics.es.yaml"),
  "m1-insurance-basics/01-what-insurance-is.en.md": read("m1-insurance-basics/01-what-insurance-is.en.md"),
  "m1-insurance-basics/01-what-insurance-is.es.md": read("m1-insurance-basics/01-what-insurance-is.es.md"),
  "outline.yaml": read("outline.yaml"),
  "glossary.yaml": read("glossary.yaml"),
});
const questionId = "m1-q001";
const otherQuestionId = "m1-q002";
const lessonId = "m1-01-what-insurance-is";

type Staff = { id: string; email: string; cookie: string };
const people: Record<"author" | "reviewer" | "secondReviewer" | "instructor" | "admin", Staff> = {} as never;

async function staffMember(role: "admin" | "instructor", studio: "author" | "reviewer" | null): Promise<Staff> {
  const { user, password } = await insertUser(worker.db, { role });
  if (studio) await worker.db.prepare("UPDATE users SET studio = ? WHERE id = ?").bind(studio, user.id).run();
  return { id: user.id, email: user.email, cookie: await logIn(worker, user.email, password) };
}

beforeAll(async () => {
  // Every unit of the course published as version 1, as the import of the course's files leaves it.
  const report = await importSources(d1Driver(worker.db), readCourseFiles(contentDir), { compile: compileFiles });
  expect(report).toMatchObject({ conflicts: [], releaseId: 1 });
  people.author = await staffMember("instructor", "author");
  people.reviewer = await staffMember("instructor", "reviewer");
  people.secondReviewer = await staffMember("instructor", "reviewer");
  people.instructor = await staffMember("instructor", null);
  people.admin = await staffMember("admin", null);
  // A student who answered the question before anyone edits it: their record must keep version 1.
  earlier = await studyingStudent();
  await answerQuiz(worker, earlier.cookie, lessonId, { until: questionId });
}, 180_000);

let earlier: { enrolmentId: string; cookie: string };

/** A student enrolled and past the first lesson's screens, signed in (the player's own flow is course-player.test.ts). */
async function studyingStudent() {
  const { user, password, enrolmentId } = await enrolledAccount(worker);
  await passEveryModuleCheck(worker, enrolmentId);
  await lessonsStudied(worker, enrolmentId, [lessonId]);
  return { enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
}

const questionPath = (id = questionId, language: "en" | "es" = "en") => `${language === "es" ? "/es" : ""}/studio/questions/${id}`;
const openVersion = async (kind: string, itemId: string) =>
  (
    await rows<{ id: string; state: string; revision: number; en_text: string; es_text: string | null; created_by: string }>(
      worker,
      "SELECT * FROM course_content_versions WHERE kind = ? AND item_id = ? AND state IN ('draft', 'review', 'approved')",
      kind,
      itemId,
    )
  )[0];

/** The question's fields as the editor posts them, with the changes given. */
function questionFields(version: { id: string; revision: number }, changes: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    intent: "save",
    versionId: version.id,
    revision: String(version.revision),
    topic: "risk-and-loss",
    outline: "insurance-principles",
    answer: "2",
  };
  for (const language of ["en", "es"]) {
    fields[`${language}_question`] = `Which is a pure risk? (${language})`;
    ["Stocks", "A bet", "A house fire", "A new restaurant"].forEach((choice, index) => (fields[`${language}_choice${index}`] = `${choice} ${language}`));
    fields[`${language}_explanation`] = `Only a loss or no loss (${language}).`;
    fields[`${language}_source`] = `Florida Statutes, section 624.02 (${language})`;
  }
  return { ...fields, ...changes };
}

describe("who may open the studio", () => {
  it("sends a visitor to the staff sign-in, a student home, an instructor without the permission to the course manager", async () => {
    const anonymous = await worker.fetch("/studio");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/admin-login?returnTo=%2Fstudio");

    const asStudent = await getAs(worker, student.cookie, "/es/studio");
    expect(asStudent.status).toBe(303);
    expect(asStudent.headers.get("Location")).toBe("/es");
    expect(toastText(asStudent)).toContain(es.admin.accessDeniedTitle);

    const asInstructor = await getAs(worker, people.instructor.cookie, `/studio/questions/${questionId}`);
    expect(asInstructor.status).toBe(303);
    expect(asInstructor.headers.get("Location")).toBe("/course-manager");
    const postAsInstructor = await postAs(worker, people.instructor.cookie, questionPath(), { intent: "start" });
    expect(postAsInstructor.status).toBe(303);
    expect(await openVersion("question", questionId)).toBeUndefined();
  });

  it("opens for an author, a reviewer and an admin, in both languages, with the studio in the staff bar", async () => {
    for (const person of [people.author, people.reviewer, people.admin]) {
      const page = await getAs(worker, person.cookie, "/studio");
      expect(page.status).toBe(200);
      const html = await decodedPage(page);
      expect(html).toContain(en.studio.heading);
      expect(html).toContain(`href="/studio"`);
    }
    const spanish = await decodedPage(await getAs(worker, people.author.cookie, "/es/studio?tab=question&show=published&q=m1-q00"));
    expect(spanish).toContain(es.studio.heading);
    expect(spanish).toContain(`/es/studio/questions/${questionId}`);
    // An instructor without the permission has no studio link on the course manager.
    const manager = await decodedPage(await getAs(worker, people.instructor.cookie, "/course-manager"));
    expect(manager).not.toContain(`href="/studio"`);
  });
});

describe("a question's workflow", () => {
  it("starts a draft, saves it, refuses a save made on an older revision with both texts, sends it for review, and needs a second person to approve", async () => {
    const started = await postAs(worker, people.author.cookie, questionPath(), { intent: "start" });
    expect(started.status).toBe(303);
    const draft = (await openVersion("question", questionId))!;
    expect(draft).toMatchObject({ state: "draft", revision: 1, created_by: people.author.id });

    const saved = await postAs(worker, people.author.cookie, questionPath(), questionFields(draft, { en_question: "Which one is a pure risk, saved first?" }));
    expect(saved.status).toBe(303);
    expect(toastText(saved)).toContain(en.studio.savedText);
    const afterSave = (await openVersion("question", questionId))!;
    expect(afterSave.revision).toBe(2);
    expect(afterSave.en_text).toContain('question: "Which one is a pure risk, saved first?"');
    expect(
      afterSave.en_text.startsWith(`- id: ${questionId}\n  topic: risk-and-loss\n  outline: insurance-principles\n  lesson: m1-01-what-insurance-is\n`),
    ).toBe(true);
    expect(afterSave.es_text).toContain('question: "Which is a pure risk? (es)"');

    // A second person opened revision 1 and saves now: refused, their text kept, the saved text shown.
    const stale = await postAs(worker, people.reviewer.cookie, questionPath(questionId, "es"), questionFields(draft, { en_question: "My stale edit" }));
    expect(stale.status).toBe(409);
    const staleHtml = await decodedPage(stale);
    expect(staleHtml).toContain(es.studio.conflictText);
    expect(staleHtml).toContain("My stale edit");
    expect(staleHtml).toContain('question: "Which one is a pure risk, saved first?"');
    expect((await openVersion("question", questionId))!.revision).toBe(2);

    const submitted = await postAs(worker, people.author.cookie, questionPath(), { intent: "submit", versionId: draft.id, revision: "2" });
    expect(submitted.status).toBe(303);
    expect((await openVersion("question", questionId))!.state).toBe("review");

    // The author is no reviewer; a reviewer who last edited it may not approve it either.
    const byAuthor = await postAs(worker, people.author.cookie, questionPath(), { intent: "approve", versionId: draft.id, revision: "2", note: "" });
    expect(byAuthor.status).toBe(403);
    expect((await openVersion("question", questionId))!.state).toBe("review");

    const approved = await postAs(worker, people.reviewer.cookie, questionPath(), {
      intent: "approve",
      versionId: draft.id,
      revision: "2",
      note: "Checked the statute.",
    });
    expect(approved.status).toBe(303);
    const row = (
      await rows<{ state: string; reviewed_by: string; review_note: string }>(worker, "SELECT * FROM course_content_versions WHERE id = ?", draft.id)
    )[0]!;
    expect(row).toMatchObject({ state: "approved", reviewed_by: people.reviewer.id, review_note: "Checked the statute." });
    // A second approval of the same version (a double submit) changes nothing.
    const again = await postAs(worker, people.secondReviewer.cookie, questionPath(), { intent: "approve", versionId: draft.id, revision: "2", note: "" });
    expect(again.status).toBe(409);

    const audit = await rows<{ action: string }>(
      worker,
      "SELECT action FROM audit_log WHERE target LIKE ? ORDER BY created_at, rowid",
      `question:${questionId}@%`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(["studio.draft", "studio.submit", "studio.approve"]);
  });

  it("never lets a reviewer approve the version they wrote; another reviewer may, or send it back with a note", async () => {
    await postAs(worker, people.reviewer.cookie, questionPath(otherQuestionId), { intent: "start" });
    const draft = (await openVersion("question", otherQuestionId))!;
    await postAs(worker, people.reviewer.cookie, questionPath(otherQuestionId), { intent: "submit", versionId: draft.id, revision: "1" });
    const own = await postAs(worker, people.reviewer.cookie, questionPath(otherQuestionId), {
      intent: "approve",
      versionId: draft.id,
      revision: "1",
      note: "",
    });
    expect(own.status).toBe(409);
    expect(await decodedPage(own)).toContain(en.studio.ownVersionText);
    expect((await openVersion("question", otherQuestionId))!.state).toBe("review");

    const noNote = await postAs(worker, people.secondReviewer.cookie, questionPath(otherQuestionId, "es"), {
      intent: "send-back",
      versionId: draft.id,
      revision: "1",
      note: " ",
    });
    expect(noNote.status).toBe(422);
    expect(await decodedPage(noNote)).toContain(es.studio.noteRequired);
    const back = await postAs(worker, people.secondReviewer.cookie, questionPath(otherQuestionId), {
      intent: "send-back",
      versionId: draft.id,
      revision: "1",
      note: "Cite the statute.",
    });
    expect(back.status).toBe(303);
    expect(await openVersion("question", otherQuestionId)).toMatchObject({ state: "draft" });
    expect(await decodedPage(await getAs(worker, people.reviewer.cookie, questionPath(otherQuestionId)))).toContain("Cite the statute.");

    const discarded = await postAs(worker, people.reviewer.cookie, questionPath(otherQuestionId), { intent: "discard", versionId: draft.id, revision: "1" });
    expect(discarded.status).toBe(303);
    expect(await openVersion("question", otherQuestionId)).toBeUndefined();
  });

  it("decides a race of two saves of the same revision in SQL: one saved, one refused", async () => {
    await postAs(worker, people.author.cookie, questionPath("m1-q003"), { intent: "start" });
    const draft = (await openVersion("question", "m1-q003"))!;
    const [first, second] = await Promise.all([
      postAs(worker, people.author.cookie, questionPath("m1-q003"), questionFields(draft, { en_question: "First writer" })),
      postAs(worker, people.reviewer.cookie, questionPath("m1-q003"), questionFields(draft, { en_question: "Second writer" })),
    ]);
    expect([first.status, second.status].sort()).toEqual([303, 409]);
    const after = (await openVersion("question", "m1-q003"))!;
    expect(after.revision).toBe(2);
    expect(after.en_text).toContain(first.status === 303 ? "First writer" : "Second writer");
  });
});

describe("bad input", () => {
  for (const language of ["en", "es"] as const) {
    const dictionary = language === "es" ? es : en;
    it(`answers each bad field in ${language === "es" ? "Spanish" : "English"}, with what was typed kept, never a 500`, async () => {
      const id = language === "es" ? "m1-q004" : "m1-q005";
      await postAs(worker, people.author.cookie, questionPath(id, language), { intent: "start" });
      const draft = (await openVersion("question", id))!;
      const bad = await postAs(
        worker,
        people.author.cookie,
        questionPath(id, language),
        questionFields(draft, { en_question: "", es_choice1: "A house fire es", en_choice3: "Typed and kept 7731", answer: "7", topic: "no-such-topic" }),
      );
      expect(bad.status).toBe(422);
      const html = await decodedPage(bad);
      expect(html).toContain(dictionary.studio.checkText);
      expect(html).toContain(dictionary.studio.fields.required);
      expect(html).toContain(dictionary.studio.fields.choiceRepeated);
      expect(html).toContain(dictionary.studio.fields.answerRange);
      expect(html).toContain(dictionary.studio.fields.topicUnknown);
      expect(html).toContain("Typed and kept 7731");
      expect((await openVersion("question", id))!.revision).toBe(1);

      const tooLong = await postAs(worker, people.author.cookie, questionPath(id, language), questionFields(draft, { en_explanation: "x".repeat(5000) }));
      expect(tooLong.status).toBe(422);
      expect(await decodedPage(tooLong)).toContain(dictionary.studio.fields.tooLong);

      const unknownPage = await getAs(worker, people.author.cookie, questionPath("m1-q999", language));
      expect(unknownPage.status).toBe(404);
      const unknownPost = await postAs(worker, people.author.cookie, questionPath("m1-q999", language), questionFields(draft));
      expect(unknownPost.status).toBe(404);
      expect(await decodedPage(unknownPost)).toContain(dictionary.studio.notFoundText);
      const unknownStep = await postAs(worker, people.author.cookie, questionPath(id, language), { intent: "explode" });
      expect(unknownStep.status).toBe(400);
      expect(await decodedPage(unknownStep)).toContain(dictionary.studio.unknownStepText);
    });
  }

  it("refuses a lesson text over 200,000 characters with the text kept; a body over the studio's 512 KB is the body guard's 413", async () => {
    await postAs(worker, people.author.cookie, `/studio/lessons/${lessonId}`, { intent: "start" });
    const draft = (await openVersion("lesson", lessonId))!;
    // The editor posts multipart (as RawEditor's form does): the text is not inflated by URL encoding.
    const post = async (text: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ intent: "save", versionId: draft.id, revision: String(draft.revision), en: text, es: "## Uno\n\nBreve." }))
        form.set(name, value);
      // The body and its boundary as a browser would send them.
      const encoded = new Request("http://localhost/", { method: "POST", body: form });
      return worker.fetch(`/es/studio/lessons/${lessonId}`, {
        method: "POST",
        headers: {
          Cookie: people.author.cookie,
          Origin: "http://localhost:8787",
          "X-Forwarded-Host": "localhost:8787",
          "Content-Type": encoded.headers.get("Content-Type") ?? "",
        },
        body: await encoded.text(),
      });
    };
    const response = await post(`## One\n\n${"Long words. ".repeat(18_500)}`);
    expect(response.status).toBe(422);
    const html = await decodedPage(response);
    expect(html).toContain(es.studio.fields.textTooLong);
    const textarea = /<textarea name="en"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? "";
    expect(textarea.split("Long words.").length - 1).toBe(18_500);
    expect((await openVersion("lesson", lessonId))!.revision).toBe(draft.revision);

    const overCap = await post(`## One\n\n${"x".repeat(600_000)}`);
    expect(overCap.status).toBe(413);
    await overCap.arrayBuffer();
  });
});

describe("drafts are inert on the page and unseen by students", () => {
  it("renders a <script> and a javascript: link of a draft as text in the preview, and the player keeps the published text", async () => {
    const draft = (await openVersion("lesson", lessonId))!;
    const hostile = `---\ntitle: "Draft"\n---\n## Draft screen\n\nDraft marker 5150 <script>alert("x")</script> [click me](javascript:alert(1)) <img src=x onerror=alert(1)>\n`;
    const saved = await postAs(worker, people.author.cookie, `/studio/lessons/${lessonId}`, {
      intent: "save",
      versionId: draft.id,
      revision: String(draft.revision),
      en: hostile,
      es: draft.es_text ?? "",
    });
    expect(saved.status).toBe(303);
    const page = await (await getAs(worker, people.author.cookie, `/studio/lessons/${lessonId}`)).text();
    expect(page).toContain("Draft marker 5150 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).not.toContain('<script>alert("x")');
    expect(page).not.toContain("<img src=x");
    expect(page).not.toMatch(/href="javascript:/i);
    expect(page).toContain("[click me](javascript:alert(1))");

    const preview = await postAs(worker, people.author.cookie, `/studio/lessons/${lessonId}`, {
      intent: "preview",
      en: hostile,
      es: "## Uno\n\n<b>negrita</b>",
      screen: "1",
    });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("&lt;b&gt;negrita&lt;/b&gt;");
    expect(previewHtml).not.toMatch(/href="javascript:/i);

    const player = await decodedPage(await getAs(worker, student.cookie, `/course/${lessonId}/1`));
    expect(player).not.toContain("Draft marker 5150");
    const published = units.find((unit) => unit.kind === "lesson" && unit.itemId === lessonId)!;
    const firstHeading = /^## (.+)$/m.exec(published.enText)![1]!;
    expect(player).toContain(firstHeading);
  });
});

describe("the approval record and the permission", () => {
  it("lists the releases and exports every version ever live as CSV", async () => {
    const page = await getAs(worker, people.author.cookie, "/es/studio/releases");
    expect(page.status).toBe(200);
    const html = await decodedPage(page);
    expect(html).toContain(es.studio.releasesHeading);
    expect(html).toContain(es.studio.originFiles);
    const csv = await getAs(worker, people.author.cookie, "/studio/approvals.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const file = parseCsv(await csv.text());
    expect(file.header).toEqual([
      "kind",
      "item_id",
      "version",
      "origin",
      "release_id",
      "author",
      "submitted_at",
      "reviewer",
      "reviewed_at",
      "review_note",
      "published_by",
      "published_at",
      "retired_at",
    ]);
    const question = file.records.find((record) => record.kind === "question" && record.item_id === questionId);
    expect(question).toMatchObject({ version: "1", origin: "files", retired_at: "" });
    expect(question?.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Every unit live now is a row; no draft, review or approval is.
    const live = new Set(file.records.filter((record) => record.retired_at === "").map((record) => `${record.kind}:${record.item_id}`));
    for (const unit of units) expect(live.has(`${unit.kind}:${unit.itemId}`), `${unit.kind}:${unit.itemId}`).toBe(true);
    expect(file.records.filter((record) => record.version !== "1")).toEqual([]);
  });

  it("lets an admin give an instructor the permission and take it back, audited", async () => {
    const { user, password } = await insertUser(worker.db, { role: "instructor" });
    const cookie = await logIn(worker, user.email, password);
    expect((await getAs(worker, cookie, "/studio")).status).toBe(303);
    const given = await postAs(worker, people.admin.cookie, "/admin?tab=accounts", { intent: "set-studio", userId: user.id, studio: "author" });
    expect(given.status).toBe(303);
    expect(toastText(given)).toContain(en.admin.accounts.studioChangedTitle);
    expect((await getAs(worker, cookie, "/studio")).status).toBe(200);
    const accounts = await decodedPage(await getAs(worker, people.admin.cookie, "/admin?tab=accounts"));
    expect(accounts).toContain(en.admin.accounts.studioLabel);

    const refused = await postAs(worker, people.admin.cookie, "/es/admin?tab=accounts", {
      intent: "set-studio",
      userId: student.cookie.slice(0, 10),
      studio: "reviewer",
    });
    expect(refused.status).toBe(303);
    expect(toastText(refused)).toContain(es.admin.accounts.studioRefusedTitle);

    await postAs(worker, people.admin.cookie, "/admin?tab=accounts", { intent: "set-studio", userId: user.id, studio: "none" });
    expect((await getAs(worker, cookie, "/studio")).status).toBe(303);
    const audit = await rows<{ details: string }>(
      worker,
      "SELECT details FROM audit_log WHERE action = 'studio.permission' AND target = ? ORDER BY created_at, rowid",
      user.email,
    );
    expect(audit.map((entry) => JSON.parse(entry.details) as { from: string | null; to: string | null })).toEqual([
      { userId: user.id, from: null, to: "author" },
      { userId: user.id, from: "author", to: null },
    ]);
  });
});

describe("publishing", () => {
  it("refuses a version the course's rules refuse, naming rule and file, and publishes nothing", async () => {
    const id = "m1-q006";
    await postAs(worker, people.author.cookie, questionPath(id), { intent: "start" });
    const draft = (await openVersion("question", id))!;
    // "sección 627.409": a form the terminology list avoids in Spanish.
    const fields = questionFields(draft, { es_explanation: "Lo dice la sección 627.409 de los Estatutos de Florida." });
    expect((await postAs(worker, people.author.cookie, questionPath(id), fields)).status).toBe(303);
    await postAs(worker, people.author.cookie, questionPath(id), { intent: "submit", versionId: draft.id, revision: "2" });
    await postAs(worker, people.reviewer.cookie, questionPath(id), { intent: "approve", versionId: draft.id, revision: "2", note: "" });
    expect((await openVersion("question", id))!.state).toBe("approved");

    const refused = await postAs(worker, people.author.cookie, questionPath(id, "es"), { intent: "publish", versionId: draft.id, revision: "2" });
    expect(refused.status).toBe(422);
    const html = await decodedPage(refused);
    expect(html).toContain(es.studio.publishRefusedText);
    expect(html).toContain(es.studioRules.terminology);
    expect(html).toContain("questions/m1-insurance-basics.es.yaml");
    expect((await openVersion("question", id))!.state).toBe("approved");
    expect(await rows(worker, "SELECT id FROM course_releases WHERE id > 1")).toEqual([]);
  });

  it("publishes an approved version: live in a new release, the old one retired, audited, and a second publish refused", async () => {
    const draft = (await openVersion("question", questionId))!;
    expect(draft.state).toBe("approved");
    const published = await postAs(worker, people.author.cookie, questionPath(), { intent: "publish", versionId: draft.id, revision: "2" });
    expect(published.status).toBe(303);
    expect(toastText(published)).toContain(en.studio.publishedText);
    const versions = await rows<{ version: number; state: string; release_id: number | null; retired_at: string | null }>(
      worker,
      "SELECT version, state, release_id, retired_at FROM course_content_versions WHERE kind = 'question' AND item_id = ? ORDER BY version",
      questionId,
    );
    expect(versions.map((row) => [row.version, row.state])).toEqual([
      [1, "retired"],
      [2, "published"],
    ]);
    expect(versions[0]!.retired_at).toMatch(/^\d{4}-/);
    const [release] = await rows<{ id: number; origin: string; published_by: string }>(
      worker,
      "SELECT * FROM course_releases WHERE id = ?",
      versions[1]!.release_id,
    );
    expect(release).toMatchObject({ origin: "studio", published_by: people.author.id });
    const audit = await rows<{ target: string }>(worker, "SELECT target FROM audit_log WHERE action = 'studio.publish'");
    expect(audit.map((entry) => entry.target)).toEqual([`release:${release!.id}`]);

    const again = await postAs(worker, people.author.cookie, questionPath(), { intent: "publish", versionId: draft.id, revision: "2" });
    expect(again.status).toBe(409);

    const record = parseCsv(await (await getAs(worker, people.author.cookie, "/studio/approvals.csv")).text());
    const rowsOfQuestion = record.records.filter((entry) => entry.kind === "question" && entry.item_id === questionId);
    expect(rowsOfQuestion.map((entry) => [entry.version, entry.reviewer, entry.review_note, entry.retired_at === ""])).toEqual([
      ["1", "", "", false],
      ["2", people.reviewer.email, "Checked the statute.", true],
    ]);
    const releases = await decodedPage(await getAs(worker, people.author.cookie, "/studio/releases"));
    expect(releases).toContain(en.studio.originStudio);
    expect(releases).toContain("Checked the statute.");
  });
});

describe("an edit made in the studio, as students meet it", () => {
  it("is what a student answers once published, in English and Spanish; the earlier student's answer and record keep version 1", async () => {
    const published = (
      await rows<{ version: number; en_text: string; es_text: string }>(
        worker,
        "SELECT version, en_text, es_text FROM course_content_versions WHERE kind = 'question' AND item_id = ? AND state = 'published'",
        questionId,
      )
    )[0]!;
    expect(published.version).toBe(2);
    const question = (text: string) => JSON.parse(/^ {2}question: (".*")$/m.exec(text)![1]!) as string;
    const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

    const later = await studyingStudent();
    const { page } = await answerQuiz(worker, later.cookie, lessonId, { until: questionId });
    expect(page).toContain(escaped(question(published.en_text)));
    expect(await answeredVersion(worker, later.enrolmentId, questionId)).toBe(2);
    const spanishStudent = await studyingStudent();
    const { page: spanish } = await answerQuiz(worker, spanishStudent.cookie, lessonId, { until: questionId, prefix: "/es" });
    expect(spanish).toContain(escaped(question(published.es_text)));

    // The earlier answer still names version 1, whose words the studio keeps, retired; so does the graded record.
    expect(await answeredVersion(worker, earlier.enrolmentId, questionId)).toBe(1);
    await answerQuiz(worker, earlier.cookie, lessonId, { toTheEnd: true });
    const record = (await (await getAs(worker, people.admin.cookie, `/course-manager/records/${earlier.enrolmentId}.json`)).json()) as {
      records: { kind: string; details: { versions?: Record<string, number> } }[];
    };
    expect(record.records.find((entry) => entry.kind === "attempt.graded")?.details.versions?.[questionId]).toBe(1);
    const first = (
      await rows<{ state: string }>(worker, "SELECT state FROM course_content_versions WHERE kind = 'question' AND item_id = ? AND version = 1", questionId)
    )[0];
    expect(first?.state).toBe("retired");
  }, 120_000);
});
