// A cohort of enrolled students for measuring the course at volume (`npm run seed:students`,
// `npm run bench -- course`): accounts with proven addresses, enrolments over the last 200 days
// (some paused, ended or past their end), and the rows the app itself writes as they study —
// screen seat time with its seat-time records (ticks with JavaScript, "Next" posts without),
// lesson quizzes, module, practice and comprehensive exams with their answers and unassisted
// acknowledgements, completions and certificates — in course order, each screen's minimum met
// before the next one opens. Pure and deterministic for a given seed and instant.
//
// Some students are set aside for the bench (`benchPools`): they study now, with an open enrolment,
// and their clock is where a measured request needs it.
import { inserts } from "./history-leads.mjs";

/** Every seeded id starts so; the seed writes nothing when the first student is already there. */
const userIdPrefix = "5eed0002-";
const enrolmentIdPrefix = "5eed0003-";
const attemptIdPrefix = "5eed0004-";
const acknowledgementIdPrefix = "5eed0005-";
const hex12 = (n) => n.toString(16).padStart(12, "0");
export const seededUserId = (n) => `${userIdPrefix}0000-4000-8000-${hex12(n)}`;
export const seededEnrolmentId = (n) => `${enrolmentIdPrefix}0000-4000-8000-${hex12(n)}`;
export const seededStudentEmail = (n) => `student-${n}@seeded.example.com`;
/** Every seeded student's password (local and bench databases only). */
export const seededStudentPassword = "seeded-student-password";

const dayMs = 86_400_000;
const unassistedVersion = "unassisted-2026-11-24";
const completionVersion = "completion-2026-11-24";

/**
 * Students the bench measures, by number (1-based): one signed in through the sign-in form, and
 * groups whose clocks are set for one request each. Needs at least `benchPoolsSize` students.
 * - advance: the screen's minimum is 10 s away and its clock has run since the seed: "Next" is accepted;
 * - refused: nothing counted yet on the screen, clock paused: "Next" is refused (409);
 * - ticking: clock running on the screen: each heartbeat credits the time since the last;
 * - burst: the same, kept apart for the many-students heartbeat burst.
 */
export function benchPools({ burst = 1000 } = {}) {
  const range = (from, size) => Array.from({ length: size }, (_, index) => from + index);
  const advance = range(2, 1500);
  const refused = range(1502, 200);
  const ticking = range(1702, 500);
  const burstStudents = range(2202, burst);
  return { signedIn: 1, advance, refused, ticking, burst: burstStudents, size: 2201 + burst };
}

/** mulberry32: a small seeded generator, enough for test data. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** `size` distinct items of `list`, in random order. */
  const sample = (list, size) => {
    const copy = [...list];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy.slice(0, size);
  };
  return { next, between, pick, sample };
}

const firstNames = [
  "Ana",
  "Luis",
  "María",
  "José",
  "Carmen",
  "Jorge",
  "Elena",
  "Pedro",
  "Sofía",
  "Daniel",
  "Laura",
  "Carlos",
  "Valeria",
  "Miguel",
  "Emily",
  "James",
  "Olivia",
  "Michael",
  "Grace",
  "David",
];
const lastNames = [
  "Gómez",
  "Rivera",
  "Santos",
  "Díaz",
  "Ortiz",
  "Vega",
  "López",
  "Pérez",
  "Martínez",
  "Rodríguez",
  "Smith",
  "Johnson",
  "Brown",
  "Williams",
  "Jones",
  "Miller",
  "Davis",
  "García",
  "Hernández",
  "Torres",
];
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const base32 = (n, width) => Array.from({ length: width }, (_, index) => crockford[Math.floor(n / 32 ** (width - 1 - index)) % 32]).join("");
const iso = (ms) => new Date(ms).toISOString();

/** The course as the seed needs it: screens in order, each lesson's quiz, each module's question bank. */
export function courseShape(course) {
  const lessons = course.modules.flatMap((module) => module.lessons.map((id) => course.lessons[id]));
  const screens = lessons.flatMap((lesson) => lesson.en.screens.map((_, screen) => ({ lesson, screen, isLast: screen === lesson.en.screens.length - 1 })));
  const bank = (moduleIds) => Object.values(course.questions).filter((question) => moduleIds.includes(question.module));
  return { course, lessons, screens, bank };
}

/** The grade the app computes (percent rounded down), with its results by topic. */
function grade(questions, choices, passingPercent) {
  const byTopic = new Map();
  let correct = 0;
  questions.forEach((question, index) => {
    const topic = byTopic.get(question.topic) ?? { topic: question.topic, correct: 0, total: 0 };
    byTopic.set(question.topic, topic);
    topic.total += 1;
    if (choices[index] === question.answer) {
      topic.correct += 1;
      correct += 1;
    }
  });
  const percent = Math.floor((correct * 100) / questions.length);
  return { correct, total: questions.length, percent, passed: percent >= passingPercent, byTopic: [...byTopic.values()] };
}

/**
 * The rows of students `from` to `to` (inclusive, 1-based), studying up to `now` (ms: the seed's
 * instant; the clocks the bench uses run from it). `passwordHash`: one hash for every account.
 */
export function courseStudentRows({ shape, from, to, now, passwordHash, seed = 215, pools = benchPools() }) {
  const { course, screens, bank } = shape;
  const rows = { users: [], enrolments: [], clocks: [], screenTime: [], attempts: [], answers: [], acknowledgements: [], certificates: [], records: [] };
  const poolOf = new Map([
    [pools.signedIn, "signedIn"],
    ...pools.advance.map((n) => [n, "advance"]),
    ...pools.refused.map((n) => [n, "refused"]),
    ...pools.ticking.map((n) => [n, "ticking"]),
    ...pools.burst.map((n) => [n, "burst"]),
  ]);
  const moduleBanks = Object.fromEntries(course.modules.map((module) => [module.id, bank([module.id])]));
  const examBank = bank(course.exams.practiceExam.drawnFrom);
  const finalBank = bank(course.exams.comprehensiveExam.drawnFrom);

  for (let n = from; n <= to; n += 1) {
    // One generator per student: a student's rows do not depend on how the seed is chunked.
    const random = generator(seed * 1_000_003 + n);
    const pool = poolOf.get(n);
    const enrolmentId = seededEnrolmentId(n);
    const language = random.next() < 0.6 ? "en" : "es";
    const withJavaScript = pool !== undefined || random.next() < 0.8;
    const startedDaysAgo = pool ? random.between(10, 150) : random.between(1, 200);
    const startsMs = now - startedDaysAgo * dayMs - random.between(0, 12) * 3_600_000;
    const endsMs = startsMs + 182 * dayMs;
    const status = pool ? "active" : random.pick([...Array(95).fill("active"), "paused", "paused", "paused", "ended", "ended"]);
    // Students enrolled longer are further on; some never start.
    const reach = Math.min(1, random.next() ** 0.8 * (startedDaysAgo / 110));
    let done = random.next() < 0.06 ? 0 : Math.floor(screens.length * reach);
    if (pool === "signedIn") done = 40;
    else if (pool) done = random.between(6, screens.length - 2);
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const email = seededStudentEmail(n);
    const userId = seededUserId(n);
    const hasStarted = done > 0 || pool !== undefined;

    rows.users.push({
      id: userId,
      email,
      firstName: first,
      lastName: last,
      passwordHash,
      language,
      emailVerifiedAt: iso(startsMs - dayMs),
      lastSignInAt: iso(now - random.between(1, 72) * 3_600_000),
      createdAt: iso(startsMs - 2 * dayMs),
    });
    // An enrolment is linked to the account by the student's first post (until then it belongs to the address).
    rows.enrolments.push({
      id: enrolmentId,
      userId: hasStarted ? userId : null,
      studentName: `${first} ${last}`,
      studentEmail: email,
      status,
      pauseReason: null,
      startsAt: iso(startsMs),
      endsAt: iso(endsMs),
      createdAt: iso(startsMs),
      updatedAt: iso(startsMs),
    });
    const record = (kind, atMs, fields = {}) =>
      rows.records.push({ enrolmentId, kind, lessonId: null, screen: null, seconds: null, attemptId: null, details: {}, createdAt: iso(atMs), ...fields });
    record("enrolment.created", startsMs, { details: { startsAt: iso(startsMs), endsAt: iso(endsMs), by: "seeded cohort", submissionId: null } });

    // Study happens between the start and an hour ago (or the end, for an enrolment that ended).
    const studyEndMs = Math.min(now - 3_600_000, endsMs);
    const stepMs = (studyEndMs - startsMs - dayMs) / Math.max(1, done + 1);
    let atMs = startsMs + dayMs / 2;
    const seat = (lessonId, screen, seconds, event) => record("seat-time", (atMs += seconds * 1000 + 1000), { lessonId, screen, seconds, details: { event } });
    let studySeconds = 0;
    // Every graded attempt's time, quizzes included, as the certificate counts it.
    let examSeconds = 0;
    // What this student has been shown the answers to (quiz feedback, practice reviews): docs/decisions/070.
    const shown = new Set();
    const attempt = (kind, scope, questions, correctShare, minutes) => {
      let acknowledgementId = null;
      if (kind !== "quiz") {
        acknowledgementId = `${acknowledgementIdPrefix}${base32(n, 4)}-4000-8000-${hex12(rows.acknowledgements.length + 1)}`;
        rows.acknowledgements.push({
          id: acknowledgementId,
          enrolmentId,
          kind: "unassisted",
          textVersion: unassistedVersion,
          language,
          createdAt: iso((atMs += 30_000)),
        });
        record("acknowledgement.unassisted", atMs, { details: { acknowledgementId, version: unassistedVersion, language } });
      }
      const id = `${attemptIdPrefix}${base32(n, 4)}-4000-8000-${hex12(rows.attempts.length + 1)}`;
      const startedMs = (atMs += 5_000);
      record("attempt.started", startedMs, { attemptId: id, details: { kind, scope, questions: questions.length, acknowledgementId } });
      const choices = questions.map((question) => (random.next() < correctShare ? question.answer : (question.answer + random.between(1, 3)) % 4));
      const secondsSpent = minutes ? random.between(Math.ceil(minutes * 30), minutes * 60 - 30) : random.between(40, 30 * questions.length);
      questions.forEach((question, index) =>
        rows.answers.push({
          attemptId: id,
          questionId: question.id,
          choice: choices[index],
          answeredAt: iso(startedMs + Math.floor(((index + 1) * secondsSpent * 1000) / questions.length)),
        }),
      );
      const result = grade(questions, choices, course.exams.passingPercent);
      if (kind === "quiz" || kind === "practice") for (const question of questions) shown.add(question.id);
      const submittedMs = startedMs + secondsSpent * 1000;
      rows.attempts.push({
        id,
        enrolmentId,
        kind,
        scope,
        questionIds: questions.map((question) => question.id),
        language,
        acknowledgementId,
        startedAt: iso(startedMs),
        startedMs,
        deadlineMs: minutes ? startedMs + minutes * 60_000 : null,
        submittedAt: iso(submittedMs),
        secondsSpent,
        ...result,
      });
      const answers = Object.fromEntries(questions.map((question, index) => [question.id, choices[index]]));
      record("attempt.graded", submittedMs, {
        attemptId: id,
        seconds: secondsSpent,
        details: {
          kind,
          scope,
          answers,
          correct: result.correct,
          total: result.total,
          percent: result.percent,
          passed: result.passed,
          byTopic: result.byTopic,
        },
      });
      atMs = submittedMs;
      examSeconds += secondsSpent;
      return result;
    };
    const exam = (kind, scope, questionBank, size, minutes, shares) => {
      for (const share of shares) {
        // As the app draws: a practice exam never the graded reserve, a graded exam only questions not shown.
        const pool = questionBank.filter((question) => (kind === "practice" ? !question.reserved : !shown.has(question.id)));
        if (attempt(kind, scope, random.sample(pool, Math.min(size, pool.length)), share, minutes).passed) return true;
      }
      return false;
    };

    let practised = false;
    for (let index = 0; index < done; index += 1) {
      const { lesson, screen, isLast } = screens[index];
      const minimum = lesson.minimumSeconds[screen];
      atMs = Math.max(atMs, startsMs + dayMs / 2 + index * stepMs);
      let seconds = 0;
      if (withJavaScript) {
        // A tick every 30 s while visible; now and then a pause (tab hidden) and its resume; then "Next".
        while (seconds < minimum) {
          const credit = random.next() < 0.1 ? random.between(5, 29) : 30;
          seat(lesson.id, screen, credit, credit === 30 ? "tick" : "pause");
          seconds += credit;
        }
        const extra = random.between(0, 25);
        if (extra > 0) seat(lesson.id, screen, extra, "advance");
        seconds += extra;
      } else {
        // "Next" counts the time since the last post, at most five minutes; now and then it comes too early and is refused.
        if (random.next() < 0.2 && minimum > 45) {
          const early = random.between(40, minimum - 5);
          seat(lesson.id, screen, early, "advance");
          seconds += early;
        }
        const rest = random.between(minimum - seconds, 300);
        seat(lesson.id, screen, rest, "advance");
        seconds += rest;
      }
      studySeconds += seconds;
      rows.screenTime.push({ enrolmentId, lessonId: lesson.id, screen, seconds, completedAt: iso(atMs), updatedAt: iso(atMs) });
      if (!isLast) continue;
      // The lesson's quiz, then the module's exam once its last lesson is done.
      if (lesson.quiz.length > 0)
        attempt(
          "quiz",
          lesson.id,
          lesson.quiz.map((id) => course.questions[id]),
          0.8,
          null,
        );
      const module = course.modules.find((each) => each.id === lesson.module);
      if (module.lessons.at(-1) === lesson.id && course.exams.moduleExam.appliesTo.includes(module.id)) {
        exam(
          "module",
          module.id,
          moduleBanks[module.id],
          Math.min(course.exams.moduleExam.questions, moduleBanks[module.id].length),
          course.exams.moduleExam.minutes,
          random.next() < 0.3 ? [0.55, 0.85] : [0.82, 0.9],
        );
      }
      // Practice exams, once every lesson is done (they open then: docs/decisions/090).
      if (!practised && index + 1 === screens.length) {
        practised = true;
        const practices = random.between(0, course.exams.practiceExam.count);
        for (let number = 1; number <= practices; number += 1)
          exam("practice", String(number), examBank, course.exams.practiceExam.questions, course.exams.practiceExam.minutes, [
            random.next() < 0.5 ? 0.65 : 0.8,
          ]);
      }
    }

    const frontier = screens[done];
    if (frontier && hasStarted) {
      // The screen being studied: some time counted; the clock paused there (the student left), or running for the bench.
      const minimum = frontier.lesson.minimumSeconds[frontier.screen];
      const partial = pool === "advance" ? minimum - 10 : pool === "refused" ? 0 : pool === "signedIn" ? 30 : random.between(0, minimum - 10);
      let counted = 0;
      while (counted < partial) {
        const credit = Math.min(30, partial - counted);
        seat(frontier.lesson.id, frontier.screen, credit, credit === 30 ? "tick" : "pause");
        counted += credit;
      }
      studySeconds += partial;
      rows.screenTime.push({ enrolmentId, lessonId: frontier.lesson.id, screen: frontier.screen, seconds: partial, completedAt: null, updatedAt: iso(atMs) });
      const running = pool === "advance" || pool === "ticking" || pool === "burst";
      rows.clocks.push({
        enrolmentId,
        screenKey: `${frontier.lesson.id}#${frontier.screen}`,
        sinceMs: running ? now : null,
        stamp: `5eed0006-${base32(n, 4)}-4000-8000-000000000000`,
      });
    } else if (!frontier) {
      // Every screen done: the comprehensive exam, then (for most) the signed completion and the certificate.
      const last = screens.at(-1);
      rows.clocks.push({ enrolmentId, screenKey: `${last.lesson.id}#${last.screen}`, sinceMs: null, stamp: `5eed0006-${base32(n, 4)}-4000-8000-000000000000` });
      const passed = exam("final", course.id, finalBank, course.exams.comprehensiveExam.questions, course.exams.comprehensiveExam.minutes, [
        random.next() < 0.25 ? 0.62 : 0.8,
        0.85,
      ]);
      if (passed && random.next() < 0.85) {
        const acknowledgementId = `${acknowledgementIdPrefix}${base32(n, 4)}-4000-9000-${hex12(rows.acknowledgements.length + 1)}`;
        rows.acknowledgements.push({
          id: acknowledgementId,
          enrolmentId,
          kind: "completion",
          textVersion: completionVersion,
          language,
          createdAt: iso((atMs += 600_000)),
        });
        record("acknowledgement.completion", atMs, { details: { acknowledgementId, version: completionVersion, language } });
        const code = `FFA-5EED-${base32(n, 8).slice(0, 4)}-${base32(n, 8).slice(4)}`;
        rows.certificates.push({
          code,
          enrolmentId,
          studentName: `${first} ${last}`,
          courseId: course.id,
          studySeconds,
          examSeconds,
          issuedAt: iso((atMs += 1000)),
        });
        record("certificate.issued", atMs, { details: { code, studySeconds, examSeconds } });
      }
    }

    if (status !== "active") {
      const changedMs = Math.min(now - 60_000, atMs + dayMs);
      rows.enrolments.at(-1).updatedAt = iso(changedMs);
      // A pause is a staff member's, as the app stores it (the identity checks pause only students who answered them).
      rows.enrolments.at(-1).pauseReason = status === "paused" ? "staff" : null;
      record("enrolment.changed", changedMs, { details: { from: { status: "active", endsAt: iso(endsMs) }, to: { status }, by: "seeded cohort" } });
    }
  }
  return rows;
}

const columns = {
  users: [
    ["id", (row) => row.id],
    ["email", (row) => row.email],
    ["first_name", (row) => row.firstName],
    ["last_name", (row) => row.lastName],
    ["password_hash", (row) => row.passwordHash],
    ["role", () => "user"],
    ["language", (row) => row.language],
    ["email_verified_at", (row) => row.emailVerifiedAt],
    ["last_sign_in_at", (row) => row.lastSignInAt],
    ["created_at", (row) => row.createdAt],
    ["updated_at", (row) => row.createdAt],
  ],
  course_enrolments: [
    ["id", (row) => row.id],
    ["user_id", (row) => row.userId],
    ["course_id", () => "florida-2-15"],
    ["student_name", (row) => row.studentName],
    ["student_email", (row) => row.studentEmail],
    ["status", (row) => row.status],
    ["pause_reason", (row) => row.pauseReason],
    ["starts_at", (row) => row.startsAt],
    ["ends_at", (row) => row.endsAt],
    ["created_by", () => "seeded cohort"],
    ["created_at", (row) => row.createdAt],
    ["updated_at", (row) => row.updatedAt],
  ],
  course_clocks: [
    ["enrolment_id", (row) => row.enrolmentId],
    ["screen_key", (row) => row.screenKey],
    ["since_ms", (row) => row.sinceMs],
    ["stamp", (row) => row.stamp],
  ],
  course_screen_time: [
    ["enrolment_id", (row) => row.enrolmentId],
    ["lesson_id", (row) => row.lessonId],
    ["screen", (row) => row.screen],
    ["seconds", (row) => row.seconds],
    ["completed_at", (row) => row.completedAt],
    ["updated_at", (row) => row.updatedAt],
  ],
  course_acknowledgements: [
    ["id", (row) => row.id],
    ["enrolment_id", (row) => row.enrolmentId],
    ["kind", (row) => row.kind],
    ["text_version", (row) => row.textVersion],
    ["language", (row) => row.language],
    ["created_at", (row) => row.createdAt],
  ],
  course_attempts: [
    ["id", (row) => row.id],
    ["enrolment_id", (row) => row.enrolmentId],
    ["kind", (row) => row.kind],
    ["scope", (row) => row.scope],
    ["question_ids", (row) => JSON.stringify(row.questionIds)],
    ["language", (row) => row.language],
    ["acknowledgement_id", (row) => row.acknowledgementId],
    ["started_at", (row) => row.startedAt],
    ["started_ms", (row) => row.startedMs],
    ["deadline_ms", (row) => row.deadlineMs],
    ["submitted_at", (row) => row.submittedAt],
    ["seconds_spent", (row) => row.secondsSpent],
    ["correct", (row) => row.correct],
    ["total", (row) => row.total],
    ["percent", (row) => row.percent],
    ["passed", (row) => row.passed],
  ],
  course_answers: [
    ["attempt_id", (row) => row.attemptId],
    ["question_id", (row) => row.questionId],
    ["choice", (row) => row.choice],
    ["answered_at", (row) => row.answeredAt],
  ],
  course_certificates: [
    ["code", (row) => row.code],
    ["enrolment_id", (row) => row.enrolmentId],
    ["student_name", (row) => row.studentName],
    ["course_id", (row) => row.courseId],
    ["study_seconds", (row) => row.studySeconds],
    ["exam_seconds", (row) => row.examSeconds],
    ["issued_at", (row) => row.issuedAt],
  ],
  // The id is the table's own (AUTOINCREMENT), in the order the records are inserted.
  course_records: [
    ["enrolment_id", (row) => row.enrolmentId],
    ["kind", (row) => row.kind],
    ["lesson_id", (row) => row.lessonId],
    ["screen", (row) => row.screen],
    ["seconds", (row) => row.seconds],
    ["attempt_id", (row) => row.attemptId],
    ["details", (row) => JSON.stringify(row.details)],
    ["created_at", (row) => row.createdAt],
  ],
};

/**
 * Every seeded student has chosen their security questions and passed every module's identity
 * check (docs/decisions/047), so the course answers them as it answers a student part-way through.
 * The three answers' hash is the accounts' own password hash (no extra hashing for 10,000 students):
 * the answer to each is the seeded password.
 */
function identityRows(rows, moduleIds) {
  const passwordHash = rows.users[0]?.passwordHash ?? "";
  const answers = rows.enrolments.map((enrolment) => ({
    enrolmentId: enrolment.id,
    questionKeys: ["firstStreet", "firstPet", "firstJob"],
    answerHashes: [passwordHash, passwordHash, passwordHash],
  }));
  const checks = rows.enrolments.flatMap((enrolment) =>
    moduleIds.map((moduleId, index) => ({
      id: `5eed0007-${enrolment.id.slice(9, 13)}-4000-8000-${enrolment.id.slice(-8)}${String(index).padStart(4, "0")}`,
      enrolmentId: enrolment.id,
      scope: `module:${moduleId}`,
    })),
  );
  return [
    ...inserts(
      "course_identity_answers",
      [
        ["enrolment_id", (row) => row.enrolmentId],
        ["question_keys", (row) => JSON.stringify(row.questionKeys)],
        ["answer_hashes", (row) => JSON.stringify(row.answerHashes)],
      ],
      answers,
    ),
    ...inserts(
      "course_identity_checks",
      [
        ["id", (row) => row.id],
        ["enrolment_id", (row) => row.enrolmentId],
        ["scope", (row) => row.scope],
        ["question_key", () => "firstStreet"],
        ["status", () => "passed"],
        ["tries", () => 1],
      ],
      checks,
    ),
  ];
}

/** The INSERTs of `rows`, parents before children (the foreign keys hold at every statement); `moduleIds` for the identity checks passed. */
export function courseStudentStatements(rows, moduleIds = []) {
  return [
    ...inserts("users", columns.users, rows.users),
    ...inserts("course_enrolments", columns.course_enrolments, rows.enrolments),
    ...identityRows(rows, moduleIds),
    ...inserts("course_clocks", columns.course_clocks, rows.clocks),
    ...inserts("course_screen_time", columns.course_screen_time, rows.screenTime),
    ...inserts("course_acknowledgements", columns.course_acknowledgements, rows.acknowledgements),
    ...inserts("course_attempts", columns.course_attempts, rows.attempts),
    ...inserts("course_answers", columns.course_answers, rows.answers),
    ...inserts("course_certificates", columns.course_certificates, rows.certificates),
    ...inserts("course_records", columns.course_records, rows.records),
  ];
}
