/**
 * The studio's approval record (docs/studio.md): every release of the course's content (an import
 * of the files or a publish from the studio) with the versions it made live, and the export for the
 * Department: one row per version that was ever live, with when it went live and when it was
 * replaced, so that which version of each unit was live on any date can be read from it.
 */
import { and, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { courseContentVersions, courseReleases, users } from "../../db/schema";

const versions = courseContentVersions;
const author = alias(users, "author");
const reviewer = alias(users, "reviewer");
const publisher = alias(users, "publisher");

/** The versions shown under each release; the export has them all. */
const versionsShownPerRelease = 100;
const releasesPerPage = 20;

/** A page of releases, newest first (keyset on the id), each with the versions it made live. */
export async function releasesPage(db: Database, before: number | null) {
  const releases = await db
    .select({
      id: courseReleases.id,
      origin: courseReleases.origin,
      note: courseReleases.note,
      createdAt: courseReleases.createdAt,
      publishedBy: publisher.email,
    })
    .from(courseReleases)
    .leftJoin(publisher, eq(publisher.id, courseReleases.publishedBy))
    .where(before === null ? undefined : lt(courseReleases.id, before))
    .orderBy(desc(courseReleases.id))
    .limit(releasesPerPage);
  const withVersions = await Promise.all(
    releases.map(async (release) => {
      const [made, counted] = await Promise.all([
        db
          .select({
            kind: versions.kind,
            itemId: versions.itemId,
            version: versions.version,
            origin: versions.origin,
            author: author.email,
            reviewer: reviewer.email,
            reviewNote: versions.reviewNote,
            createdAt: versions.createdAt,
            reviewedAt: versions.reviewedAt,
            publishedAt: versions.publishedAt,
            retiredAt: versions.retiredAt,
          })
          .from(versions)
          .leftJoin(author, eq(author.id, versions.createdBy))
          .leftJoin(reviewer, eq(reviewer.id, versions.reviewedBy))
          .where(eq(versions.releaseId, release.id))
          .orderBy(versions.kind, versions.itemId)
          .limit(versionsShownPerRelease),
        db
          .select({ total: sql<number>`count(*)` })
          .from(versions)
          .where(eq(versions.releaseId, release.id)),
      ]);
      return { ...release, versions: made, versionCount: counted[0]?.total ?? 0 };
    }),
  );
  const last = releases.at(-1);
  return { releases: withVersions, nextBefore: releases.length === releasesPerPage && last ? last.id : null };
}

export const approvalsHeader = [
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
] as const;

/** The export's pages: every version ever published, by unit and version (keyset on them), 500 a page. */
export function approvalsPages(db: Database) {
  let after: { kind: string; itemId: string; version: number } | null = null;
  return async () => {
    const rows = await db
      .select({
        kind: versions.kind,
        itemId: versions.itemId,
        version: versions.version,
        origin: versions.origin,
        releaseId: versions.releaseId,
        author: author.email,
        submittedAt: versions.submittedAt,
        reviewer: reviewer.email,
        reviewedAt: versions.reviewedAt,
        reviewNote: versions.reviewNote,
        publishedBy: publisher.email,
        publishedAt: versions.publishedAt,
        retiredAt: versions.retiredAt,
      })
      .from(versions)
      .leftJoin(author, eq(author.id, versions.createdBy))
      .leftJoin(reviewer, eq(reviewer.id, versions.reviewedBy))
      .leftJoin(publisher, eq(publisher.id, versions.publishedBy))
      .where(
        and(
          isNotNull(versions.publishedAt),
          after ? sql`(${versions.kind}, ${versions.itemId}, ${versions.version}) > (${after.kind}, ${after.itemId}, ${after.version})` : undefined,
        ),
      )
      .orderBy(versions.kind, versions.itemId, versions.version)
      .limit(500);
    const last = rows.at(-1);
    if (last) after = { kind: last.kind, itemId: last.itemId, version: last.version };
    return rows.map((row) => [
      row.kind,
      row.itemId,
      row.version,
      row.origin,
      row.releaseId,
      row.author,
      row.submittedAt,
      row.reviewer,
      row.reviewedAt,
      row.reviewNote,
      row.publishedBy,
      row.publishedAt,
      row.retiredAt,
    ]);
  };
}
