/**
 * The studio's Reports and Item analysis pages (docs/studio.md): who may open them (as every studio
 * page), the empty states, a student's report shown escaped with the version they saw, resolved by a
 * post with JavaScript and without (a second post changes nothing and says so), the count of open
 * reports in the studio's tabs and on the item's editor, and the item analysis's rows (facility,
 * discrimination, the choices with the correct one marked, translated flags, worst first, filters),
 * in English and Spanish.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { d1Driver, importSources } from "~/studio/import.js";
import { compileFiles, readCourseFiles } from "../../scripts/course/course-files.mjs";
import { decodedPage, getAs, logIn, postAs, toastText } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { decodeSingleFetch } from "../support/mailbox";
import { signedInStudentForFile } from "../support/students";
import { insertUser } from "../factories";
import { rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const student = signedInStudentForFile(worker);

const questionId = "m1-q001";
const otherQuestionId = "m1-q002";
const lessonId = "m1-01-what-insurance-is";
const hostileMessage = `<script>alert("report")</script> The answer key is wrong & the "B" choice too.`;

type Staff = { id: string; email: string; cookie: string };
const people: Record<"author" | "instructor", Staff> = {} as never;

async function staffMember(role: "admin" | "instructor", studio: "author" | "reviewer" | null): Promise<Staff> {
  const { user, password } = await insertUser(worker.db, { role });
  if (studio) await worker.db.prepare("UPDATE users SET studio = ? WHERE id = ?").bind(studio, user.id).run();
  return { id: user.id, email: user.email, cookie: await logIn(worker, user.email, password) };
}

/** A student's report as reports.server.ts stores it (the student's own post is tested in content-reports.test.ts). */
async function insertReport(report: {
  id: string;
  kind: "question" | "lesson";
  itemId: string;
  screen?: number;
  version: number;
  language: "en" | "es";
  place: string;
  message: string;
  createdAt: string;
}) {
  await worker.db
    .prepare(
      "INSERT INTO course_content_reports (id, user_id, kind, item_id, screen, version, language, place, message, state, created_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, 'open', ?)",
    )
    .bind(report.id, report.kind, report.itemId, report.screen ?? null, report.version, report.language, report.place, report.message, report.createdAt)
    .run();
}

const reportState = async (id: string) =>
  (await rows<{ state: string; resolved_by: string | null }>(worker, "SELECT state, resolved_by FROM course_content_reports WHERE id = ?", id))[0];

beforeAll(async () => {
  // Every unit of the course published as version 1, as the import of the course's files leaves it.
  const report = await importSources(d1Driver(worker.db), readCourseFiles("content/course"), { compile: compileFiles });
  expect(report).toMatchObject({ conflicts: [], releaseId: 1 });
  people.author = await staffMember("instructor", "author");
  people.instructor = await staffMember("instructor", null);
}, 120_000);

describe("who may open the Reports and Item analysis pages", () => {
  it("sends a visitor to the staff sign-in, a student home, an instructor without the permission to the course manager", async () => {
    for (const page of ["/studio/reports", "/studio/items"]) {
      const anonymous = await worker.fetch(page);
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get("Location")).toBe(`/admin-login?returnTo=${encodeURIComponent(page)}`);

      const asStudent = await getAs(worker, student.cookie, `/es${page}`);
      expect(asStudent.status).toBe(303);
      expect(asStudent.headers.get("Location")).toBe("/es");
      expect(toastText(asStudent)).toContain(es.admin.accessDeniedTitle);

      const asInstructor = await getAs(worker, people.instructor.cookie, page);
      expect(asInstructor.status).toBe(303);
      expect(asInstructor.headers.get("Location")).toBe("/course-manager");
    }
  });

  it("shows an author both pages, empty, in both languages, with both in the studio's tabs", async () => {
    const reports = await decodedPage(await getAs(worker, people.author.cookie, "/studio/reports"));
    expect(reports).toContain(en.studioAnalysis.reportsHeading);
    expect(reports).toContain(en.studioAnalysis.reportsNone);
    expect(reports).toContain(`href="/studio/items"`);
    const items = await getAs(worker, people.author.cookie, "/es/studio/items");
    expect(items.status).toBe(200);
    const html = await decodedPage(items);
    expect(html).toContain(es.studioAnalysis.itemsHeading);
    expect(html).toContain(es.studioAnalysis.itemsNone);
    expect(html).toContain(`href="/es/studio/reports"`);
    expect(html).toContain(es.studioAnalysis.reportsTab);
  });
});

describe("the students' reports", () => {
  beforeAll(async () => {
    await insertReport({
      id: "report-question",
      kind: "question",
      itemId: questionId,
      version: 1,
      language: "es",
      place: "quiz",
      message: hostileMessage,
      createdAt: "2026-11-20T15:00:00.000Z",
    });
    // Seen in a version 2 that students no longer see (the import left version 1 published).
    await insertReport({
      id: "report-lesson",
      kind: "lesson",
      itemId: lessonId,
      screen: 2,
      version: 2,
      language: "en",
      place: "lesson",
      message: "Screen 3 says 'insurence'.",
      createdAt: "2026-11-21T15:00:00.000Z",
    });
  });

  it("lists the open reports newest first, the message escaped, with the item's editor and the version seen", async () => {
    const response = await getAs(worker, people.author.cookie, "/studio/reports");
    expect(response.status).toBe(200);
    const raw = await response.text();
    // The message is text: no element of it reaches the page (nor the data the page hydrates from).
    expect(raw).not.toContain("<script>alert(");
    expect(raw).toContain("&lt;script&gt;alert(");
    const html = decodeEntities(raw);
    expect(html).toContain(hostileMessage);
    expect(html.indexOf(`data-report="report-lesson"`)).toBeLessThan(html.indexOf(`data-report="report-question"`));
    expect(html).toContain(`href="/studio/questions/${questionId}"`);
    expect(html).toContain(`href="/studio/lessons/${lessonId}"`);
    expect(html).toContain(en.studioAnalysis.stillPublished);
    expect(html).toContain(en.studioAnalysis.notPublished.replace("{{version}}", "1"));
    expect(html).toContain(en.studioAnalysis.screen.replace("{{screen}}", "3"));
    expect(html).toContain(en.studioAnalysis.reportsTabCount.replace("{{count}}", "2"));

    const spanish = await decodedPage(await getAs(worker, people.author.cookie, `/es/studio/reports?q=${questionId}`));
    expect(spanish).toContain(es.studioAnalysis.forItem.replace("{{item}}", questionId));
    expect(spanish).toContain(`data-report="report-question"`);
    expect(spanish).not.toContain(`data-report="report-lesson"`);
    expect(spanish).toContain(es.studioAnalysis.places.quiz);
    expect(spanish).toContain(es.languages.es);
  });

  it("shows the item's open reports on its editor, linking to them", async () => {
    const editor = await decodedPage(await getAs(worker, people.author.cookie, `/es/studio/questions/${questionId}`));
    expect(editor).toContain(`href="/es/studio/reports?q=${questionId}">${es.studioAnalysis.openForItem_one}</a>`);
    const other = await decodedPage(await getAs(worker, people.author.cookie, `/studio/questions/${otherQuestionId}`));
    expect(other).toContain(en.studio.questionHeading.replace("{{id}}", otherQuestionId));
    expect(other).not.toContain(`href="/studio/reports?q=`);
    const lesson = await decodedPage(await getAs(worker, people.author.cookie, `/studio/lessons/${lessonId}`));
    expect(lesson).toContain(`href="/studio/reports?q=${lessonId}">${en.studioAnalysis.openForItem_one}</a>`);
  });

  it("refuses the post of an instructor without the permission: the report stays open", async () => {
    const refused = await postAs(worker, people.instructor.cookie, "/studio/reports", { intent: "resolve", reportId: "report-question" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/course-manager");
    expect(await reportState("report-question")).toEqual({ state: "open", resolved_by: null });
  });

  it("resolves a report without JavaScript, audited; a second post changes nothing and says it was already resolved", async () => {
    const done = await postAs(worker, people.author.cookie, `/studio/reports`, { intent: "resolve", reportId: "report-question", q: questionId });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(`/studio/reports?q=${questionId}`);
    expect(toastText(done)).toContain(en.studioAnalysis.resolvedText);
    expect(await reportState("report-question")).toEqual({ state: "resolved", resolved_by: people.author.id });
    const audit = await rows<{ action: string; target: string }>(worker, "SELECT action, target FROM audit_log WHERE action = 'studio.resolve_report'");
    expect(audit).toEqual([{ action: "studio.resolve_report", target: "report-question" }]);

    const again = await postAs(worker, people.author.cookie, `/es/studio/reports`, { intent: "resolve", reportId: "report-question" });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/es/studio/reports");
    expect(toastText(again)).toContain(es.studioAnalysis.alreadyResolvedText);
    const unknown = await postAs(worker, people.author.cookie, `/studio/reports`, { intent: "resolve", reportId: "<no such report>" });
    expect(unknown.status).toBe(303);
    expect(toastText(unknown)).toContain(en.studioAnalysis.alreadyResolvedText);
    expect(await rows(worker, "SELECT 1 FROM audit_log WHERE action = 'studio.resolve_report'")).toHaveLength(1);

    const resolved = await decodedPage(await getAs(worker, people.author.cookie, "/studio/reports?show=resolved"));
    expect(resolved).toContain(`data-report="report-question"`);
    expect(resolved).not.toContain(`data-report="report-lesson"`);
  });

  it("resolves a report with JavaScript: data with the toast in the page's language, then the count goes down", async () => {
    const response = await postAs(worker, people.author.cookie, "/es/studio/reports.data", { intent: "resolve", reportId: "report-lesson", enhanced: "1" });
    expect(response.status).toBe(200);
    const decoded = decodeSingleFetch(await response.text()) as { data?: { ok?: boolean; toast?: { title: string; description: string } } };
    expect(decoded.data).toMatchObject({ ok: true, toast: { title: es.studioAnalysis.resolvedTitle, description: es.studioAnalysis.resolvedText } });
    expect(await reportState("report-lesson")).toMatchObject({ state: "resolved" });

    const again = await postAs(worker, people.author.cookie, "/studio/reports.data", { intent: "resolve", reportId: "report-lesson", enhanced: "1" });
    expect(again.status).toBe(200);
    expect(decodeSingleFetch(await again.text())).toMatchObject({ data: { toast: { description: en.studioAnalysis.alreadyResolvedText } } });

    const page = await decodedPage(await getAs(worker, people.author.cookie, "/studio/reports"));
    expect(page).toContain(en.studioAnalysis.reportsNone);
    expect(page).not.toContain(en.studioAnalysis.reportsTabCount.replace("{{count}}", "1"));
  });
});

describe("the item analysis", () => {
  const computedAt = "2026-11-28T10:00:00.000Z";
  const answer = theCourse().questions[questionId]!.answer;

  beforeAll(async () => {
    const insert = (row: [string, number, string, number, number, number | null, number | null, number[], string[]]) =>
      worker.db
        .prepare(
          "INSERT INTO course_item_stats (question_id, version, language, answered, correct, facility, discrimination, choice_counts, flags, computed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(...row.slice(0, 7), JSON.stringify(row[7]), JSON.stringify(row[8]), computedAt)
        .run();
    const choices = [0, 0, 0, 0];
    choices[answer] = 10;
    choices[(answer + 1) % 4] = 30;
    // A hard question in Spanish, and its English twin: flagged, with the lowest discrimination first.
    await insert([questionId, 1, "es", 40, 10, 0.25, -0.125, choices, ["too-hard", "negative-discrimination", "language-gap"]]);
    await insert([questionId, 1, "en", 40, 26, 0.65, 0.3, [10, 10, 10, 10], ["language-gap"]]);
    await insert([otherQuestionId, 1, "en", 12, 6, 0.5, -0.5, [3, 3, 3, 3], []]);
  });

  it("shows each row's figures, the correct choice marked and the flags translated, worst first, with when they were computed", async () => {
    const html = await decodedPage(await getAs(worker, people.author.cookie, "/studio/items"));
    expect(html).toContain(en.studioAnalysis.found.replace("{{count}}", "3"));
    expect(html).toContain(en.studioAnalysis.computedAt.split("{{date}}")[0]);
    const first = html.indexOf(`data-item="${questionId}:1:es"`);
    const second = html.indexOf(`data-item="${questionId}:1:en"`);
    const unflagged = html.indexOf(`data-item="${otherQuestionId}:1:en"`);
    // Flagged first (lowest discrimination first among them), then the unflagged row despite its lower discrimination.
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(second);
    expect(second).toBeLessThan(unflagged);
    const esRow = html.slice(first, second);
    expect(esRow).toContain(`href="/studio/questions/${questionId}"`);
    expect(esRow).toContain("25 %");
    expect(esRow).toContain("-0.13");
    expect(esRow).toContain(`${"ABCD"[answer]}: 10 (${en.studioAnalysis.correctChoice})`);
    expect(esRow).toContain(en.studioAnalysis.flags["too-hard"]);
    expect(esRow).toContain(en.studioAnalysis.flags["negative-discrimination"]);
    expect(esRow).toContain(en.studioAnalysis.flags["language-gap"]);
    expect(html.slice(second, unflagged)).toContain("65 %");
    expect(html.slice(unflagged)).toContain("-0.50");
  });

  it("filters by flag, language and module, in Spanish; an unknown filter value is ignored, never a 500", async () => {
    const hard = await decodedPage(await getAs(worker, people.author.cookie, "/es/studio/items?show=too-hard"));
    expect(hard).toContain(es.studioAnalysis.found_one);
    expect(hard).toContain(`data-item="${questionId}:1:es"`);
    expect(hard).toContain(es.studioAnalysis.flags["too-hard"]);
    expect(hard).toContain(es.studioAnalysis.flags["language-gap"]);
    expect(hard).toContain(`href="/es/studio/questions/${questionId}"`);

    const english = await decodedPage(await getAs(worker, people.author.cookie, "/es/studio/items?tab=en"));
    expect(english).toContain(es.studioAnalysis.found.replace("{{count}}", "2"));
    expect(english).not.toContain(`data-item="${questionId}:1:es"`);

    const otherModule = await decodedPage(await getAs(worker, people.author.cookie, "/studio/items?category=m2-life-insurance"));
    expect(otherModule).toContain(en.studioAnalysis.itemsNone);

    const junk = await getAs(worker, people.author.cookie, "/studio/items?show=%3Cscript%3E&tab=xx&category=..%2F&page=-4");
    expect(junk.status).toBe(200);
    expect(await decodedPage(junk)).toContain(en.studioAnalysis.found.replace("{{count}}", "3"));
  });
});
