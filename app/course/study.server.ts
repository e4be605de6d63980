/**
 * Studying: where a student is in the course, and the seat time the server credits them
 * (app/course/seat-time.ts holds the rules; this module stores them). Every credit is one D1 batch
 * (a transaction) that replaces the clock's stamp only if it is still the one read, then adds the
 * seconds and appends the record only if that replacement happened: of two racing requests (two
 * tabs, a replayed post) exactly one is credited.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseRecords, courseScreenTime } from "../../db/schema";
import { moveClock, readClock, type ClockRead } from "./activity-clock.server";
import { lessonsInOrder, theCourse } from "./course.server";
import type { Course, CourseLesson } from "./course-types";
import { creditSeatTime, screenKey, screenMinimum, secondsStillNeeded, type SeatEvent } from "./seat-time";
import { servedVersion } from "./published.server";

export type ScreenPlace = { lessonId: string; screen: number };

export type ScreenProgress = { seconds: number; completed: boolean };

/** Seconds and completion of every screen the enrolment has opened, by screen key. */
export async function screenProgress(db: Database, enrolmentId: string): Promise<Map<string, ScreenProgress>> {
  return progressFrom(await screenProgressQuery(db, enrolmentId));
}

/** The read behind `screenProgress`, for a caller's D1 batch (`progressFrom` reads its rows). */
export function screenProgressQuery(db: Database, enrolmentId: string) {
  return db
    .select({
      lessonId: courseScreenTime.lessonId,
      screen: courseScreenTime.screen,
      seconds: courseScreenTime.seconds,
      completedAt: courseScreenTime.completedAt,
    })
    .from(courseScreenTime)
    .where(eq(courseScreenTime.enrolmentId, enrolmentId));
}

export function progressFrom(
  rows: ReadonlyArray<{ lessonId: string; screen: number; seconds: number; completedAt: string | null }>,
): Map<string, ScreenProgress> {
  return new Map(rows.map((row) => [screenKey(row.lessonId, row.screen), { seconds: row.seconds, completed: row.completedAt !== null }]));
}

/** Every screen of the course in order: lesson by lesson, module by module. */
export function screensInOrder(course: Course = theCourse()): ScreenPlace[] {
  return lessonsInOrder(course).flatMap((lesson) => lesson.en.screens.map((_, screen) => ({ lessonId: lesson.id, screen })));
}

/**
 * The furthest screen the student may open: the first one whose minimum is not met yet (every
 * screen before it is done), or null when every screen is done. Screens are studied in order;
 * any screen up to this one may be opened again.
 */
export function frontier(progress: Map<string, ScreenProgress>, course: Course = theCourse()): ScreenPlace | null {
  return screensInOrder(course).find((place) => !progress.get(screenKey(place.lessonId, place.screen))?.completed) ?? null;
}

/** Whether `place` may be opened: it is at or before the frontier. */
export function mayOpen(place: ScreenPlace, progress: Map<string, ScreenProgress>, course: Course = theCourse()): boolean {
  const screens = screensInOrder(course);
  const target = screens.findIndex((each) => each.lessonId === place.lessonId && each.screen === place.screen);
  if (target < 0) return false;
  const edge = frontier(progress, course);
  const edgeIndex = edge ? screens.findIndex((each) => each.lessonId === edge.lessonId && each.screen === edge.screen) : screens.length;
  return target <= edgeIndex;
}

/**
 * Whether an exam is open to the student (docs/decisions/090): a module's exam once every screen of
 * the module's lessons is done; a practice exam and the comprehensive exam once every screen of the
 * course is. An exam measures what was taught, so it never comes before the teaching.
 */
export function examIsOpen(kind: "module" | "practice" | "final", scope: string, progress: Map<string, ScreenProgress>, course: Course = theCourse()): boolean {
  const screens = screensInOrder(course).filter((place) => kind !== "module" || course.lessons[place.lessonId]?.module === scope);
  return screens.every((place) => progress.get(screenKey(place.lessonId, place.screen))?.completed === true);
}

/** Progress per lesson (screens done of screens) and for the whole course. */
export function lessonProgress(progress: Map<string, ScreenProgress>, lesson: CourseLesson) {
  const total = lesson.en.screens.length;
  const done = lesson.en.screens.filter((_, screen) => progress.get(screenKey(lesson.id, screen))?.completed).length;
  return { done, total };
}

export type SeatTimeResult = {
  /** Seconds credited to the screen by this event (0 when another request won the race, or nothing was timed). */
  credited: number;
  /** The screen's seconds and whether its minimum is met, after the event. */
  seconds: number;
  completed: boolean;
  /** Seconds still needed before the student may go on. */
  stillNeeded: number;
};

/**
 * Records a seat-time event for the enrolment on a screen (`now`: the server's clock, ms) and
 * returns what the screen has after it. `view` also creates the screen's row.
 */
export async function recordSeatTime(
  db: Database,
  { enrolmentId, lesson, screen, event, now = Date.now() }: { enrolmentId: string; lesson: CourseLesson; screen: number; event: SeatEvent; now?: number },
): Promise<SeatTimeResult> {
  const seat = seatTimeEvent(db, { enrolmentId, lesson, screen, event, now, read: await readClock(db, enrolmentId) });
  return seat.result(await db.batch(seat.statements as unknown as Parameters<typeof db.batch>[0]));
}

/** A seat-time event as statements for a D1 batch, and how to read its outcome from the batch's results. */
export interface SeatTimeEvent {
  statements: readonly BatchItem[];
  /** The clock after this event, when its move wins (the next event of the same request starts from it). */
  clockAfter: ClockRead;
  /** What the screen has after the event, from the batch's results of `statements` (in their order, from `offset`). */
  result(results: readonly unknown[], offset?: number): SeatTimeResult;
  /** Whether the clock's move won (from the same results). */
  won(results: readonly unknown[], offset?: number): boolean;
}

type BatchItem = Parameters<Database["batch"]>[0][number];

const changes = (result: unknown) => (result as { meta?: { changes?: number } }).meta?.changes ?? 0;

/**
 * The statements of a seat-time event from the clock as `read`, under one D1 batch. With `only`,
 * nothing of it happens unless that condition holds when its statements run (the next screen's
 * clock, started in the batch that credits the screen before it only if that screen is done).
 */
export function seatTimeEvent(
  db: Database,
  {
    enrolmentId,
    lesson,
    screen,
    event,
    now,
    read,
    only,
  }: { enrolmentId: string; lesson: CourseLesson; screen: number; event: SeatEvent; now: number; read: ClockRead; only?: SQL },
): SeatTimeEvent {
  const key = screenKey(lesson.id, screen);
  const credit = creditSeatTime(read.clock, event, key, now);
  // The version of the lesson this screen was studied in (docs/decisions/094), on the row and the record.
  const lessonVersion = servedVersion("lesson", lesson.id);
  const nowIso = new Date(now).toISOString();
  const { statement: moveTheClock, won: wonTheRace, stamp } = moveClock(db, enrolmentId, read, credit.clock, only);
  const thisScreen = and(eq(courseScreenTime.enrolmentId, enrolmentId), eq(courseScreenTime.lessonId, lesson.id), eq(courseScreenTime.screen, screen));

  const openScreen = only
    ? db
        .insert(courseScreenTime)
        .select(
          db
            .select({
              enrolmentId: sql<string>`${enrolmentId}`.as("enrolment_id"),
              lessonId: sql<string>`${lesson.id}`.as("lesson_id"),
              screen: sql<number>`${screen}`.as("screen"),
              seconds: sql<number>`0`.as("seconds"),
              completedAt: sql<null>`null`.as("completed_at"),
              lessonVersion: sql<number>`${lessonVersion}`.as("lesson_version"),
              updatedAt: sql<string>`${nowIso}`.as("updated_at"),
            })
            .from(sql`(select 1)`)
            .where(only),
        )
        .onConflictDoNothing()
    : db.insert(courseScreenTime).values({ enrolmentId, lessonId: lesson.id, screen, seconds: 0, lessonVersion, updatedAt: nowIso }).onConflictDoNothing();
  const addSeconds = db
    .update(courseScreenTime)
    .set({ seconds: sql`${courseScreenTime.seconds} + ${credit.seconds}`, lessonVersion, updatedAt: nowIso })
    .where(and(thisScreen, wonTheRace));
  const markCompleted = db
    .update(courseScreenTime)
    .set({ completedAt: nowIso })
    .where(and(thisScreen, sql`${courseScreenTime.completedAt} is null`, sql`${courseScreenTime.seconds} >= ${screenMinimum(lesson, screen)}`, only));
  const appendRecord = db.insert(courseRecords).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        enrolmentId: sql`${enrolmentId}`.as("enrolment_id"),
        kind: sql`'seat-time'`.as("kind"),
        lessonId: sql`${lesson.id}`.as("lesson_id"),
        screen: sql`${screen}`.as("screen"),
        seconds: sql`${credit.seconds}`.as("seconds"),
        attemptId: sql`null`.as("attempt_id"),
        details: sql`${JSON.stringify({ event, version: lessonVersion })}`.as("details"),
        createdAt: sql`${nowIso}`.as("created_at"),
      })
      .from(sql`(select 1)`)
      .where(wonTheRace),
  );
  const readScreen = db.select({ seconds: courseScreenTime.seconds, completedAt: courseScreenTime.completedAt }).from(courseScreenTime).where(thisScreen);

  const statements: BatchItem[] =
    credit.seconds > 0
      ? [moveTheClock, openScreen, addSeconds, markCompleted, appendRecord, readScreen]
      : [moveTheClock, openScreen, markCompleted, readScreen];
  return {
    statements,
    clockAfter: { clock: credit.clock, stamp },
    won: (results, offset = 0) => changes(results[offset]) > 0,
    result(results, offset = 0) {
      const [row] = results[offset + statements.length - 1] as Array<{ seconds: number; completedAt: string | null }>;
      const seconds = row?.seconds ?? 0;
      const applied = credit.seconds > 0 ? changes(results[offset + 2]) > 0 : false;
      return {
        credited: applied ? credit.seconds : 0,
        seconds,
        completed: row?.completedAt != null,
        stillNeeded: secondsStillNeeded(seconds, screenMinimum(lesson, screen)),
      };
    },
  };
}
