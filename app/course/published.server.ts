/**
 * Which course this isolate serves (docs/decisions/094): the newest release in D1 that is whole
 * (`ready_at` set), cached per isolate by its id. A release whose fingerprint is this build's own is served from the build (no
 * read beyond the release's row); any other from its compiled course, stored in pieces with it.
 * Without any release (a database nobody imported into), the build's course, every unit at version 1.
 */
import { desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseReleaseChunks, courseReleases, type ContentKind } from "../../db/schema";
import { courseSourceHash } from "./compiled/source-hash.js";
import { servePublishedCourse } from "./course.server";
import { unpackCourse } from "./packed-course.js";
import type { Course } from "./course-types";

type Served = { releaseId: number; versions: Record<string, number> };

let served: Served | undefined;
let loading: Promise<void> | undefined;

/** Brings this isolate's course up to the newest release: one indexed read when nothing changed. */
export async function ensurePublishedCourse(db: Database): Promise<void> {
  const [newest] = await db
    .select({ id: courseReleases.id })
    .from(courseReleases)
    .where(isNotNull(courseReleases.readyAt))
    .orderBy(desc(courseReleases.id))
    .limit(1);
  if (!newest) {
    if (served) servePublishedCourse(undefined);
    served = undefined;
    return;
  }
  if (served?.releaseId === newest.id) return;
  // Requests arriving together while a release loads wait for the one load.
  loading ??= loadRelease(db, newest.id).finally(() => {
    loading = undefined;
  });
  await loading;
}

async function loadRelease(db: Database, releaseId: number): Promise<void> {
  const [release] = await db.select().from(courseReleases).where(eq(courseReleases.id, releaseId));
  if (!release) return;
  if (release.hash === courseSourceHash) {
    servePublishedCourse(undefined);
  } else {
    const chunks = await db
      .select({ data: courseReleaseChunks.data })
      .from(courseReleaseChunks)
      .where(eq(courseReleaseChunks.releaseId, releaseId))
      .orderBy(courseReleaseChunks.n);
    // A release without its compiled course is the build's (an import by a build of the same files).
    servePublishedCourse(chunks.length > 0 ? (JSON.parse(await unpackCourse(chunks.map((chunk) => chunk.data))) as Course) : undefined);
  }
  served = { releaseId, versions: release.versions };
}

/** The published version of a unit the student sees (a question answered, a lesson studied): what the records name. */
export function servedVersion(kind: Extract<ContentKind, "lesson" | "question">, itemId: string): number {
  return served?.versions[`${kind}:${itemId}`] ?? 1;
}

/** The release this isolate serves (0: none in the database). */
export function servedRelease(): number {
  return served?.releaseId ?? 0;
}

/** The areas whose pages read the course (the marketing pages state only the build's hours). */
const courseAreas = /^(?:\/es)?\/(?:course|course-manager|studio|certificates|account|submissions-manager|admin|reminders|dev)(?:[/.]|$)/;

export function readsTheCourse(pathname: string): boolean {
  return courseAreas.test(pathname);
}
