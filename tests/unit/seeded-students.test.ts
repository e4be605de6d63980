import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compileCourseDirectory } from "../../scripts/course/course-files.mjs";
import { benchPools, courseShape, courseStudentRows, seededEnrolmentId } from "../../scripts/course-students.mjs";
import type { Course } from "~/course/course-types";

/**
 * The seeded cohort (`npm run seed:students`, the bench's course group) must hold only what the app
 * itself could have written: the bench measures the app over these rows.
 */
const course = compileCourseDirectory(path.resolve(import.meta.dirname, "../../content/course")).course as unknown as Course;
const shape = courseShape(course);
const now = Date.UTC(2026, 10, 24, 12);
const pools = benchPools();

/** The rows the seed writes, as its generator makes them (camelCase: the columns' values). */
type Rows = {
  enrolments: Array<{ id: string; userId: string | null; status: string; pauseReason: string | null; startsAt: string; endsAt: string }>;
  clocks: Array<{ enrolmentId: string; screenKey: string; sinceMs: number | null }>;
  screenTime: Array<{ enrolmentId: string; lessonId: string; screen: number; seconds: number; completedAt: string | null }>;
  records: Array<{
    enrolmentId: string;
    kind: string;
    lessonId: string | null;
    screen: number | null;
    seconds: number | null;
    attemptId: string | null;
    details: Record<string, unknown>;
  }>;
  attempts: Array<{
    id: string;
    enrolmentId: string;
    kind: string;
    questionIds: string[];
    acknowledgementId: string | null;
    startedAt: string;
    correct: number;
    percent: number;
    passed: boolean;
    secondsSpent: number;
  }>;
  answers: Array<{ attemptId: string; questionId: string; choice: number }>;
  acknowledgements: Array<{ id: string; enrolmentId: string; kind: string; textVersion: string; createdAt: string }>;
  certificates: Array<{ code: string; enrolmentId: string; studySeconds: number; examSeconds: number }>;
};
const tables = ["enrolments", "clocks", "screenTime", "records", "attempts", "answers", "acknowledgements", "certificates"] as const;
let rows: Rows;

beforeAll(() => {
  // A few of each group the bench sets aside, and a stretch of the cohort beyond them.
  const stretches = [
    [1, 40],
    [pools.refused[0]!, pools.refused[0]! + 9],
    [pools.ticking[0]!, pools.ticking[0]! + 9],
    [pools.burst[0]!, pools.burst[0]! + 9],
    [pools.size + 1, pools.size + 300],
  ].map(([from, to]) => courseStudentRows({ shape, from, to, now, passwordHash: "hash", pools }) as unknown as Rows);
  rows = Object.fromEntries(tables.map((table) => [table, stretches.flatMap((stretch): unknown[] => stretch[table])])) as unknown as Rows;
});

const key = (lessonId: string, screen: number) => `${lessonId}#${screen}`;
/** The rows grouped by one of their fields. */
function groupBy<T>(list: T[], field: (row: T) => unknown): Map<unknown, T[]> {
  const groups = new Map<unknown, T[]>();
  for (const row of list) {
    const group = groups.get(field(row));
    if (group) group.push(row);
    else groups.set(field(row), [row]);
  }
  return groups;
}

describe("the seeded students' study", () => {
  it("completes screens in course order, each for at least its lesson's minimum, up to one screen in progress", () => {
    const order = shape.screens.map(({ lesson, screen }: { lesson: { id: string }; screen: number }) => key(lesson.id, screen));
    const screensOf = groupBy(rows.screenTime, (row) => row.enrolmentId);
    for (const enrolment of rows.enrolments) {
      const screens = screensOf.get(enrolment.id) ?? [];
      const done = screens.filter((row) => row.completedAt !== null).map((row) => key(row.lessonId, row.screen));
      expect(done).toEqual(order.slice(0, done.length));
      for (const row of screens) {
        const minimum = course.lessons[row.lessonId]!.minimumSeconds[row.screen]!;
        if (row.completedAt) expect(row.seconds).toBeGreaterThanOrEqual(minimum);
        else expect(row.seconds).toBeLessThan(minimum);
      }
      expect(screens.filter((row) => row.completedAt === null).length).toBeLessThanOrEqual(1);
    }
  });

  it("records every second of seat time: a screen's seconds are the sum of its seat-time records, each a tick, pause or Next", () => {
    const recorded = new Map<string, number>();
    const outOfBounds: Rows["records"] = [];
    for (const record of rows.records.filter((each) => each.kind === "seat-time")) {
      const { event } = record.details as { event: string };
      // A tick or a pause credits at most 45 s; a Next at most the idle limit.
      const cap = event === "advance" ? 300 : event === "tick" || event === "pause" ? 45 : 0;
      if (!((record.seconds as number) > 0 && (record.seconds as number) <= cap)) outOfBounds.push(record);
      const screen = `${record.enrolmentId} ${key(record.lessonId as string, record.screen as number)}`;
      recorded.set(screen, (recorded.get(screen) ?? 0) + (record.seconds as number));
    }
    expect(recorded.size).toBeGreaterThan(1000);
    expect(outOfBounds).toEqual([]);
    expect(rows.screenTime.filter((row) => (recorded.get(`${row.enrolmentId} ${key(row.lessonId, row.screen)}`) ?? 0) !== row.seconds)).toEqual([]);
  });
});

describe("the seeded students' enrolments", () => {
  it("store why a paused one is paused, as the app does (a staff member's pause), with the record of the change; no other has a reason", () => {
    const paused = rows.enrolments.filter((enrolment) => enrolment.status === "paused");
    expect(paused.length).toBeGreaterThan(0);
    expect(paused.every((enrolment) => enrolment.pauseReason === "staff")).toBe(true);
    expect(rows.enrolments.filter((enrolment) => enrolment.status !== "paused" && enrolment.pauseReason !== null)).toEqual([]);
    const changes = groupBy(
      rows.records.filter((record) => record.kind === "enrolment.changed"),
      (record) => record.enrolmentId,
    );
    for (const enrolment of paused) expect(changes.get(enrolment.id)?.map((record) => record.details.to)).toEqual([{ status: "paused" }]);
  });
});

describe("the seeded students' attempts", () => {
  it("grade as the app grades: the saved answers against the bank, percent rounded down, 70 % to pass", () => {
    expect(rows.attempts.length).toBeGreaterThan(100);
    const answersOf = groupBy(rows.answers, (answer) => answer.attemptId);
    const recordsOf = groupBy(rows.records, (record) => record.attemptId);
    const wrong = rows.attempts.filter((attempt) => {
      const answers = new Map((answersOf.get(attempt.id) ?? []).map((answer) => [answer.questionId, answer.choice]));
      const correct = attempt.questionIds.filter((id: string) => answers.get(id) === course.questions[id]!.answer).length;
      const percent = Math.floor((correct * 100) / attempt.questionIds.length);
      return (
        answers.size !== attempt.questionIds.length ||
        !attempt.questionIds.every((id: string) => answers.has(id)) ||
        attempt.correct !== correct ||
        attempt.percent !== percent ||
        attempt.passed !== percent >= course.exams.passingPercent ||
        (recordsOf.get(attempt.id) ?? []).map((record) => record.kind).join() !== "attempt.started,attempt.graded"
      );
    });
    expect(wrong).toEqual([]);
  });

  it("draw as the app draws (docs/decisions/070): practice exams never from the graded reserve, graded exams never a question the student was shown before", () => {
    const reserved = new Set(
      Object.values(course.questions)
        .filter((question) => question.reserved)
        .map((question) => question.id),
    );
    const byEnrolment = new Map<string, Rows["attempts"]>();
    for (const attempt of rows.attempts) byEnrolment.set(attempt.enrolmentId, [...(byEnrolment.get(attempt.enrolmentId) ?? []), attempt]);
    let graded = 0;
    for (const attempts of byEnrolment.values()) {
      const shown = new Set<string>();
      for (const attempt of [...attempts].sort((a, b) => a.startedAt.localeCompare(b.startedAt))) {
        if (attempt.kind === "practice") expect(attempt.questionIds.filter((id) => reserved.has(id))).toEqual([]);
        if (attempt.kind === "module" || attempt.kind === "final") {
          expect(
            attempt.questionIds.filter((id) => shown.has(id)),
            attempt.id,
          ).toEqual([]);
          graded += 1;
        }
        if (attempt.kind === "quiz" || attempt.kind === "practice") for (const id of attempt.questionIds) shown.add(id);
      }
    }
    expect(graded).toBeGreaterThan(0);
  });

  it("acknowledges the unassisted text before every exam, never before a lesson quiz", () => {
    for (const attempt of rows.attempts) {
      if (attempt.kind === "quiz") {
        expect(attempt.acknowledgementId).toBeNull();
        continue;
      }
      const acknowledgement = rows.acknowledgements.find((each) => each.id === attempt.acknowledgementId);
      expect(acknowledgement).toMatchObject({ enrolmentId: attempt.enrolmentId, kind: "unassisted", textVersion: "unassisted-2026-11-24" });
      expect(acknowledgement!.createdAt < attempt.startedAt).toBe(true);
    }
  });
});

describe("the students the bench sets aside", () => {
  const clockOf = (n: number) => rows.clocks.find((clock) => clock.enrolmentId === seededEnrolmentId(n))!;
  const screenOf = (n: number) => {
    const [lessonId, screen] = clockOf(n).screenKey.split("#");
    return rows.screenTime.find((row) => row.enrolmentId === seededEnrolmentId(n) && row.lessonId === lessonId && row.screen === Number(screen))!;
  };

  it("study now, on an open enrolment linked to their account, with their clock on the screen in progress", () => {
    for (const n of [pools.signedIn, pools.advance[0]!, pools.refused[0]!, pools.ticking[0]!, pools.burst[0]!]) {
      const enrolment = rows.enrolments.find((each) => each.id === seededEnrolmentId(n))!;
      expect(enrolment.status).toBe("active");
      expect(enrolment.userId).not.toBeNull();
      expect(enrolment.startsAt < new Date(now).toISOString() && new Date(now).toISOString() < enrolment.endsAt).toBe(true);
      expect(screenOf(n).completedAt).toBeNull();
    }
  });

  it("are where each measured request needs them: 10 s from the minimum and timed (Next accepted), nothing counted and paused (Next refused), timed (ticks)", () => {
    for (const n of pools.advance.slice(0, 39)) {
      expect(clockOf(n).sinceMs).toBe(now);
      expect(screenOf(n).seconds).toBe(course.lessons[screenOf(n).lessonId]!.minimumSeconds[screenOf(n).screen]! - 10);
    }
    for (const n of [...pools.ticking.slice(0, 10), ...pools.burst.slice(0, 10)]) expect(clockOf(n).sinceMs).toBe(now);
    for (const n of pools.refused.slice(0, 10)) {
      expect(clockOf(n).sinceMs).toBeNull();
      expect(screenOf(n).seconds).toBe(0);
    }
  });
});

describe("the seeded certificates", () => {
  it("count the study and exam time the enrolment holds, as the app's completion does", () => {
    expect(rows.certificates.length).toBeGreaterThan(0);
    for (const certificate of rows.certificates) {
      const study = rows.screenTime.filter((row) => row.enrolmentId === certificate.enrolmentId).reduce((sum, row) => sum + row.seconds, 0);
      const exams = rows.attempts.filter((attempt) => attempt.enrolmentId === certificate.enrolmentId).reduce((sum, attempt) => sum + attempt.secondsSpent, 0);
      expect(certificate).toMatchObject({ studySeconds: study, examSeconds: exams });
      expect(rows.attempts.some((attempt) => attempt.enrolmentId === certificate.enrolmentId && attempt.kind === "final" && attempt.passed)).toBe(true);
      expect(certificate.code).toMatch(/^FFA-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
  });
});
