// Two demo students for the local database (never production: only scripts/prepare-local.mjs runs
// this, on the local D1), so a newcomer sees every state of the course without 60 hours of study:
// - a student enrolled and part-way through module 2, with quiz and exam results;
// - a graduate who completed the course and holds a certificate.
// Their addresses and passwords are in .dev.vars (the README's local table). Idempotent: the rows
// have fixed ids, and nothing is written when the student enrolment already exists.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "../app/auth/password-hash.server.js";
import { compileCourseDirectory, problemText } from "./course/course-files.mjs";
import { bin, persistArgs, root, runQuietly } from "./local-env.mjs";

export const demoStudentDefaults = {
  DEMO_STUDENT_EMAIL: "student@example.com",
  DEMO_STUDENT_PASSWORD: "local-student-password",
  DEMO_GRADUATE_EMAIL: "graduate@example.com",
  DEMO_GRADUATE_PASSWORD: "local-graduate-password",
  DEMO_INSTRUCTOR_EMAIL: "instructor@example.com",
  DEMO_INSTRUCTOR_PASSWORD: "local-instructor-password",
  // Staff sign in with a second factor (docs/decisions/074): the demo instructor's is a known,
  // local-only authenticator secret, as the local admin's is; `node scripts/totp.mjs --instructor` prints its code.
  DEMO_INSTRUCTOR_TOTP_SECRET: "INSTRUCTORTOTPLOCALDEMOSECRET234",
};

/** The demo students' security questions and answers (as stored: normalised, so in lower case). */
const demoSecurityAnswers = [
  { question: "firstStreet", answer: "calle ocho" },
  { question: "firstPet", answer: "canela" },
  { question: "firstJob", answer: "lifeguard" },
];

const ids = {
  studentUser: "00000000-0000-4000-8000-0000000d0001",
  graduateUser: "00000000-0000-4000-8000-0000000d0002",
  instructorUser: "00000000-0000-4000-8000-0000000d0003",
  studentEnrolment: "00000000-0000-4000-8000-0000000e0001",
  graduateEnrolment: "00000000-0000-4000-8000-0000000e0002",
};
export const demoCertificateCode = "FFA-DEMQ-2026-0001";

const text = (value) => (value === null || value === undefined ? "NULL" : typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const insert = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(", ")}) VALUES (${Object.values(row).map(text).join(", ")});`;
const day = 24 * 3600 * 1000;

/** The SQL of both demo students, from the compiled course (so it always matches the content). */
export async function demoStudentsSql(values, now = Date.now()) {
  const { course, problems } = compileCourseDirectory(path.join(root, "content/course"));
  if (!course) throw new Error(`the course content has problems:\n${problems.map((problem) => problemText(problem, "content/course")).join("\n")}`);
  const lessons = course.modules.flatMap((module) => module.lessons.map((id) => course.lessons[id]));
  const iso = (ms) => new Date(ms).toISOString();
  const statements = [];

  const user = async (id, email, password, firstName, lastName) =>
    statements.push(
      insert("users", {
        id,
        email,
        first_name: firstName,
        last_name: lastName,
        password_hash: await hashPassword(password),
        role: "user",
        language: "en",
        email_verified_at: iso(now - 60 * day),
      }),
    );
  await user(ids.studentUser, values.DEMO_STUDENT_EMAIL, values.DEMO_STUDENT_PASSWORD, "Ana", "Demo");
  await user(ids.graduateUser, values.DEMO_GRADUATE_EMAIL, values.DEMO_GRADUATE_PASSWORD, "Luis", "Demo");

  // The enrolment belongs to the address (as an admin's does): the account proving it finds it. Its
  // instructor is the demo instructor (seeded first, by seedDemoStudents), who sees only their own learners.
  const enrolment = (id, name, email, startedDaysAgo) =>
    statements.push(
      insert("course_enrolments", {
        id,
        user_id: null,
        course_id: course.id,
        student_name: name,
        student_email: email,
        status: "active",
        starts_at: iso(now - startedDaysAgo * day),
        ends_at: iso(now + (180 - startedDaysAgo) * day),
        created_by: "demo seed",
        instructor_id: ids.instructorUser,
      }),
      insert("course_records", { enrolment_id: id, kind: "enrolment.created", details: JSON.stringify({ by: "demo seed" }) }),
    );
  enrolment(ids.studentEnrolment, "Ana Demo", values.DEMO_STUDENT_EMAIL, 20);
  enrolment(ids.graduateEnrolment, "Luis Demo", values.DEMO_GRADUATE_EMAIL, 90);

  /** Screens studied for their minimum; `upTo` lessons whole, then `partial` screens of the next. */
  const study = (enrolmentId, wholeLessons, partial, startMs) => {
    let at = startMs;
    for (const [index, lesson] of lessons.entries()) {
      const screens = index < wholeLessons ? lesson.en.screens.length : index === wholeLessons ? partial : 0;
      for (let screen = 0; screen < screens; screen += 1) {
        at += (lesson.minimumSeconds[screen] + 20) * 1000;
        const seconds = lesson.minimumSeconds[screen] + 20;
        statements.push(
          insert("course_screen_time", { enrolment_id: enrolmentId, lesson_id: lesson.id, screen, seconds, completed_at: iso(at), updated_at: iso(at) }),
          insert("course_records", {
            enrolment_id: enrolmentId,
            kind: "seat-time",
            lesson_id: lesson.id,
            screen,
            seconds,
            details: JSON.stringify({ event: "advance" }),
            created_at: iso(at),
          }),
        );
      }
    }
    return at;
  };

  /** A graded attempt: `correct` of its questions answered right, the rest wrong. */
  const attempt = (enrolmentId, kind, scope, questionIds, correct, startMs, minutes, acknowledgementId) => {
    const id = randomUUID();
    const secondsSpent = Math.min(minutes ?? 10, questionIds.length) * 60;
    const percent = Math.floor((correct * 100) / questionIds.length);
    statements.push(
      insert("course_attempts", {
        id,
        enrolment_id: enrolmentId,
        kind,
        scope,
        question_ids: JSON.stringify(questionIds),
        language: "en",
        acknowledgement_id: acknowledgementId,
        started_at: iso(startMs),
        started_ms: startMs,
        deadline_ms: minutes ? startMs + minutes * 60_000 : null,
        submitted_at: iso(startMs + secondsSpent * 1000),
        seconds_spent: secondsSpent,
        correct,
        total: questionIds.length,
        percent,
        passed: percent >= course.exams.passingPercent ? 1 : 0,
      }),
      ...questionIds.map((questionId, index) => {
        const answer = course.questions[questionId].answer;
        return insert("course_answers", {
          attempt_id: id,
          question_id: questionId,
          choice: index < correct ? answer : (answer + 1) % 4,
          answered_at: iso(startMs + 1000),
        });
      }),
      insert("course_records", {
        enrolment_id: enrolmentId,
        kind: "attempt.graded",
        attempt_id: id,
        seconds: secondsSpent,
        details: JSON.stringify({ kind, scope, correct, total: questionIds.length, percent }),
        created_at: iso(startMs + secondsSpent * 1000),
      }),
    );
  };
  const acknowledgement = (enrolmentId, kind, version, atMs) => {
    const id = randomUUID();
    statements.push(
      insert("course_acknowledgements", { id, enrolment_id: enrolmentId, kind, text_version: version, language: "en", created_at: iso(atMs) }),
      insert("course_records", {
        enrolment_id: enrolmentId,
        kind: `acknowledgement.${kind}`,
        details: JSON.stringify({ acknowledgementId: id, version }),
        created_at: iso(atMs),
      }),
    );
    return id;
  };
  const bank = (moduleId) =>
    Object.values(course.questions)
      .filter((question) => question.module === moduleId)
      .map((question) => question.id);
  const moduleOneLessons = course.modules[0].lessons.length;

  // The student: module 1 done with its quizzes and its exam passed; two screens into module 2.
  let at = study(ids.studentEnrolment, moduleOneLessons, 2, now - 15 * day);
  for (const lesson of lessons.slice(0, moduleOneLessons))
    attempt(ids.studentEnrolment, "quiz", lesson.id, lesson.quiz, lesson.quiz.length - 1, (at += 60_000), null, null);
  // A graded exam draws only questions whose answers the student was not shown (docs/decisions/070): not the quizzes'.
  const quizzed = new Set(lessons.slice(0, moduleOneLessons).flatMap((lesson) => lesson.quiz));
  const moduleExam = bank(course.modules[0].id)
    .filter((id) => !quizzed.has(id))
    .slice(0, course.exams.moduleExam.questions);
  attempt(
    ids.studentEnrolment,
    "module",
    course.modules[0].id,
    moduleExam,
    Math.ceil(moduleExam.length * 0.6),
    (at += day),
    course.exams.moduleExam.minutes,
    acknowledgement(ids.studentEnrolment, "unassisted", "unassisted-2026-11-24", at),
  );
  attempt(
    ids.studentEnrolment,
    "module",
    course.modules[0].id,
    moduleExam.slice().reverse(),
    Math.ceil(moduleExam.length * 0.85),
    (at += day),
    course.exams.moduleExam.minutes,
    acknowledgement(ids.studentEnrolment, "unassisted", "unassisted-2026-11-24", at),
  );

  // The graduate: every screen, the comprehensive exam passed, the completion signed, the certificate.
  at = study(ids.graduateEnrolment, lessons.length, 0, now - 80 * day);
  const finalQuestions = course.exams.comprehensiveExam.drawnFrom.flatMap((moduleId) => bank(moduleId)).slice(0, course.exams.comprehensiveExam.questions);
  attempt(
    ids.graduateEnrolment,
    "final",
    course.id,
    finalQuestions,
    Math.ceil(finalQuestions.length * 0.86),
    (at += day),
    course.exams.comprehensiveExam.minutes,
    acknowledgement(ids.graduateEnrolment, "unassisted", "unassisted-2026-11-24", at),
  );
  acknowledgement(ids.graduateEnrolment, "completion", "completion-2026-11-24", (at += 3600_000));
  const studySeconds = lessons.reduce((sum, lesson) => sum + lesson.minimumSeconds.reduce((total, minimum) => total + minimum + 20, 0), 0);
  const examSeconds = Math.min(course.exams.comprehensiveExam.minutes, finalQuestions.length) * 60;
  statements.push(
    insert("course_certificates", {
      code: demoCertificateCode,
      enrolment_id: ids.graduateEnrolment,
      student_name: "Luis Demo",
      course_id: course.id,
      study_seconds: studySeconds,
      exam_seconds: examSeconds,
      issued_at: iso(at),
    }),
    insert("course_records", {
      enrolment_id: ids.graduateEnrolment,
      kind: "certificate.issued",
      details: JSON.stringify({ code: demoCertificateCode, studySeconds, examSeconds }),
      created_at: iso(at),
    }),
  );
  // Both have chosen their security questions (docs/decisions/047) and passed every module's check.
  const hashes = await Promise.all(demoSecurityAnswers.map(({ answer }) => hashPassword(answer)));
  for (const enrolmentId of [ids.studentEnrolment, ids.graduateEnrolment]) {
    statements.push(
      insert("course_identity_answers", {
        enrolment_id: enrolmentId,
        question_keys: JSON.stringify(demoSecurityAnswers.map(({ question }) => question)),
        answer_hashes: JSON.stringify(hashes),
      }),
    );
    for (const module of course.modules) {
      statements.push(
        insert("course_identity_checks", {
          id: randomUUID(),
          enrolment_id: enrolmentId,
          scope: `module:${module.id}`,
          question_key: demoSecurityAnswers[0].question,
          status: "passed",
          tries: 1,
        }),
      );
    }
  }
  return statements.join("\n");
}

/**
 * The demo instructor (signs in at /admin-login with its password and authenticator code; sees the
 * learners and their questions, not the leads). Its own statement, so a database seeded before
 * instructors existed gets one too. Its authenticator is registered by scripts/prepare-local.mjs.
 */
export async function demoInstructorSql(values, now = Date.now()) {
  return insert("users", {
    id: ids.instructorUser,
    email: values.DEMO_INSTRUCTOR_EMAIL,
    first_name: "Iris",
    last_name: "Demo",
    password_hash: await hashPassword(values.DEMO_INSTRUCTOR_PASSWORD),
    role: "instructor",
    language: "en",
    email_verified_at: new Date(now - 60 * day).toISOString(),
  });
}

/** Seeds the demo instructor when missing, and both demo students unless they are there already. */
export async function seedDemoStudents(values, { persistTo } = {}) {
  const target = ["--local", ...persistArgs(persistTo)];
  await runQuietly(bin("wrangler"), ["d1", "execute", "DB", ...target, "--command", await demoInstructorSql(values)]);
  const check = await runQuietly(bin("wrangler"), [
    "d1",
    "execute",
    "DB",
    ...target,
    "--json",
    "--command",
    `SELECT count(*) AS n FROM course_enrolments WHERE id = '${ids.studentEnrolment}'`,
  ]);
  if (/"n":\s*1/.test(check)) return false;
  const folder = mkdtempSync(path.join(tmpdir(), "demo-students-"));
  try {
    const file = path.join(folder, "demo-students.sql");
    writeFileSync(file, await demoStudentsSql(values));
    await runQuietly(bin("wrangler"), ["d1", "execute", "DB", ...target, "--file", file, "--yes"]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return true;
}
