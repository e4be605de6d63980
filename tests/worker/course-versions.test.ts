/**
 * The course as versioned data (docs/decisions/094): the shipped files imported into D1 and exported
 * back unchanged; a release the player serves; records that name the version studied and answered,
 * so that a correction never rewrites an earlier attempt; an import that never overwrites what the
 * studio published; a publish refused by the build's own rules; two publishes of one version racing.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { theCourse } from "~/course/course.server";
import { publishVersions } from "~/studio/releases.server";
import { d1Driver, exportSources, importSources } from "~/studio/import.js";
import { hashUnit, parseQuestionBlock, questionBlock } from "~/studio/units.js";
import { createDb } from "../../db/client";
import { compileFiles, readCourseFiles } from "../../scripts/course/course-files.mjs";
import { getAs, logIn, signedInStaffForFile } from "../support/accounts";
import { answeredVersion, answerQuiz, enrolledAccount, lessonsStudied } from "../support/course-students";
import { passEveryModuleCheck } from "../support/identity-checks";
import { startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();
const admin = signedInStaffForFile(worker, "admin");
const files = readCourseFiles(path.resolve(import.meta.dirname, "../../content/course"));
const driver = () => d1Driver(worker.db);

const lesson = () => theCourse().lessons["m1-01-what-insurance-is"]!;

async function student() {
  const { user, password, enrolmentId } = await enrolledAccount(worker);
  await passEveryModuleCheck(worker, enrolmentId);
  await lessonsStudied(worker, enrolmentId, [lesson().id]);
  return { enrolmentId, cookie: await logIn(worker, user.email, password, "/auth") };
}

/** The student answers the first lesson's quiz up to `until` (or its first question): that question, its page and its answer's version. */
async function answerQuizUpTo(cookie: string, enrolmentId: string, until?: string) {
  const { shown, page } = await answerQuiz(worker, cookie, lesson().id, { until });
  return { shown, page, row: { version: await answeredVersion(worker, enrolmentId, shown) } };
}

/** A new version of a question, approved by someone, as the studio leaves it before publishing. */
async function approvedQuestionVersion(id: string, change: (fields: ReturnType<typeof parseQuestionBlock>["fields"], language: "en" | "es") => void) {
  const [live] = (
    await worker.db
      .prepare(
        "select en_text as enText, es_text as esText, version, module_id as moduleId from course_content_versions where kind = 'question' and item_id = ? and state = 'published'",
      )
      .bind(id)
      .all<{ enText: string; esText: string; version: number; moduleId: string }>()
  ).results;
  const rewrite = (text: string, language: "en" | "es") => {
    const { fields, trailing } = parseQuestionBlock(text);
    change(fields, language);
    return questionBlock(fields, trailing);
  };
  const enText = rewrite(live!.enText, "en");
  const esText = rewrite(live!.esText, "es");
  const versionId = crypto.randomUUID();
  await worker.db
    .prepare(
      "insert into course_content_versions (id, kind, item_id, module_id, version, state, en_text, es_text, hash, based_on, origin, created_by, reviewed_by, review_note) " +
        "values (?, 'question', ?, ?, ?, 'approved', ?, ?, ?, ?, 'studio', 'author-id', 'reviewer-id', 'Checked against the statute')",
    )
    .bind(versionId, id, live!.moduleId, live!.version + 1, enText, esText, hashUnit(enText, esText), live!.version)
    .run();
  return versionId;
}

describe("the shipped files in D1", () => {
  beforeAll(async () => {
    const report = await importSources(driver(), files, { compile: compileFiles });
    expect(report).toMatchObject({ added: 1531, updated: 0, conflicts: [], releaseId: 1 });
  }, 120_000);

  it("are exported back unchanged, byte for byte, and a second import changes nothing", async () => {
    expect(await exportSources(driver())).toEqual(files);
    const again = await importSources(driver(), files, { compile: compileFiles });
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 1531, keptFromStudio: 0, conflicts: [], releaseId: 1 });
    const releases = await worker.db.prepare("select count(*) as n from course_releases").first<{ n: number }>();
    expect(releases!.n).toBe(1);
  });

  it("are what the player serves: release 1 is the build's own course, every unit at version 1", async () => {
    const { cookie, enrolmentId } = await student();
    const screen = await getAs(worker, cookie, `/course/${lesson().id}/1`);
    expect(screen.status).toBe(200);
    const { row } = await answerQuizUpTo(cookie, enrolmentId);
    expect(row).toMatchObject({ version: 1 });
    const studied = await worker.db
      .prepare("select distinct lesson_version as v from course_screen_time where enrolment_id = ?")
      .bind(enrolmentId)
      .all<{ v: number }>();
    expect(studied.results.map((each) => each.v)).toEqual([1]);
  });

  it("a corrected question, once published, is what students answer; an earlier answer still names the version it answered", async () => {
    const before = await student();
    const earlier = await answerQuizUpTo(before.cookie, before.enrolmentId);
    expect(earlier.row).toMatchObject({ version: 1 });
    // The rest of the quiz, so that it is graded into the student's record.
    await answerQuiz(worker, before.cookie, lesson().id, { toTheEnd: true });

    const corrected = { en: "Corrected in the studio: which of these is a pure risk?", es: "Corregida en el estudio: ¿cuál de estos es un riesgo puro?" };
    const versionId = await approvedQuestionVersion(earlier.shown, (fields, language) => {
      fields.question = corrected[language];
    });
    const published = await publishVersions(createDb(worker.db), { versionIds: [versionId], userId: "publisher-id", compile: compileFiles });
    expect(published).toEqual({ ok: true, releaseId: 2 });
    // Publishing it again does nothing: it is no longer approved.
    expect(await publishVersions(createDb(worker.db), { versionIds: [versionId], userId: "publisher-id", compile: compileFiles })).toEqual({
      ok: false,
      reason: "not-approved",
    });

    const after = await student();
    expect(earlier.page).not.toContain(corrected.en);
    const later = await answerQuizUpTo(after.cookie, after.enrolmentId, earlier.shown);
    expect(later.page).toContain(corrected.en);
    expect(later.row).toMatchObject({ version: 2 });
    // In Spanish, the corrected Spanish words (a third student, who reaches the question on the Spanish page).
    const third = await student();
    const spanish = await answerQuiz(worker, third.cookie, lesson().id, { until: earlier.shown, prefix: "/es" });
    expect(spanish.page).toContain(corrected.es);

    // The earlier answer still names version 1, whose words are kept.
    expect(await answeredVersion(worker, before.enrolmentId, earlier.shown)).toBe(1);
    const old = await worker.db
      .prepare("select state, en_text as enText from course_content_versions where kind = 'question' and item_id = ? and version = 1")
      .bind(earlier.shown)
      .first<{ state: string; enText: string }>();
    expect(old!.state).toBe("retired");
    expect(old!.enText).not.toContain(corrected.en);
    // The student's record, as staff export it, names version 1 for that answer.
    const record = await getAs(worker, admin.cookie, `/course-manager/records/${before.enrolmentId}.json`);
    expect(record.status).toBe(200);
    const graded = ((await record.json()) as { records: { kind: string; details: { versions?: Record<string, number> } }[] }).records.find(
      (entry) => entry.kind === "attempt.graded",
    );
    expect(graded?.details.versions?.[earlier.shown]).toBe(1);

    // The files still hold version 1: an import keeps the studio's version live; an export writes it.
    const reimport = await importSources(driver(), files, { compile: compileFiles });
    expect(reimport).toMatchObject({ keptFromStudio: 1, conflicts: [], releaseId: 2 });
    const exported = await exportSources(driver());
    expect(exported[`questions/${theCourse().questions[earlier.shown]!.module}.en.yaml`]).toContain(corrected.en);
  }, 180_000);

  it("a publish that breaks a rule of the build is refused, naming it, and nothing changes", async () => {
    const id = theCourse().modules[1]!.lessons.map((lessonId) => theCourse().lessons[lessonId]!.quiz[0]!)[0]!;
    const versionId = await approvedQuestionVersion(id, (fields) => {
      fields.explanation = "";
    });
    const refused = await publishVersions(createDb(worker.db), { versionIds: [versionId], userId: "publisher-id", compile: compileFiles });
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.reason === "rules") expect(refused.problems.map((problem) => problem.message).join("\n")).toMatch(new RegExp(id));
    else throw new Error(`expected a refusal by the rules, got ${JSON.stringify(refused)}`);
    const state = await worker.db.prepare("select state from course_content_versions where id = ?").bind(versionId).first<{ state: string }>();
    expect(state!.state).toBe("approved");
    const newest = await worker.db.prepare("select max(id) as id from course_releases").first<{ id: number }>();
    expect(newest!.id).toBe(2);
    await worker.db.prepare("delete from course_content_versions where id = ?").bind(versionId).run();
  }, 120_000);

  it("two publishes of the same version at once make one release", async () => {
    const id = theCourse().modules[2]!.lessons.map((lessonId) => theCourse().lessons[lessonId]!.quiz[0]!)[0]!;
    const versionId = await approvedQuestionVersion(id, (fields, language) => {
      fields.source = `${fields.source} (${language === "en" ? "checked again" : "revisado otra vez"})`;
    });
    const db = createDb(worker.db);
    const results = await Promise.all([1, 2].map(() => publishVersions(db, { versionIds: [versionId], userId: "publisher-id", compile: compileFiles })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const live = await worker.db
      .prepare("select count(*) as n from course_content_versions where kind = 'question' and item_id = ? and state = 'published'")
      .bind(id)
      .first<{ n: number }>();
    expect(live!.n).toBe(1);
  }, 180_000);

  it("a file changed both in the checkout and in the studio is a conflict: the studio's version stays live", async () => {
    const id = theCourse().modules[2]!.lessons.map((lessonId) => theCourse().lessons[lessonId]!.quiz[0]!)[0]!;
    const bank = `questions/${theCourse().questions[id]!.module}.en.yaml`;
    const text = files[bank]!;
    const at = text.indexOf('  question: "', text.indexOf(`- id: ${id}\n`)) + '  question: "'.length;
    const edited = { ...files, [bank]: `${text.slice(0, at)}Edited by a developer: ${text.slice(at)}` };
    const report = await importSources(driver(), edited, { compile: compileFiles });
    expect(report.conflicts).toEqual([`question:${id}`]);
    const live = await worker.db
      .prepare("select origin from course_content_versions where kind = 'question' and item_id = ? and state = 'published'")
      .bind(id)
      .first<{ origin: string }>();
    expect(live!.origin).toBe("studio");
  }, 180_000);
});
