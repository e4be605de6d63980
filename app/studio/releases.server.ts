/**
 * Publishing from the studio (docs/decisions/094): approved versions become live together, in one
 * release, only if the whole course compiles with them in place under every rule the build runs.
 * The release is written first, not ready; then its compiled course; then, in one transaction, it
 * is made ready and its versions published, only while every version is still approved and it is
 * the newest release. A version changed meanwhile, or another publish, leaves nothing served half done.
 */

/** A publish begun this long ago and never made ready (its Worker stopped) no longer holds the next one back. */
const pendingMs = 2 * 60_000;
import type { Database } from "../../db/client";
import { courseSourceHash } from "~/course/compiled/source-hash.js";
import { ensurePublishedCourse } from "~/course/published.server";
import { packCourse } from "~/course/packed-course.js";
import { d1Driver, publishedUnits, releasePieceStatements } from "./import.js";
import { hashCourse, joinUnits, unitKey, type SourceUnit } from "./units.js";

export type PublishProblem = { rule: string; file: string; message: string };
export type CompileCourse = (files: Record<string, string>) => Promise<{ ok: true; courseJson: string } | { ok: false; problems: PublishProblem[] }>;
export type PublishResult =
  { ok: true; releaseId: number } | { ok: false; reason: "not-approved" | "changed-meanwhile" } | { ok: false; reason: "rules"; problems: PublishProblem[] };

type VersionRow = SourceUnit & { id: string; version: number; hash: string };
type PublishedRow = SourceUnit & { version: number; hash: string };

/** The course's files with `replacing` in place of the published versions of their units. */
export async function filesWith(db: Database, replacing: readonly SourceUnit[]): Promise<Record<string, string>> {
  const published = (await publishedUnits(d1Driver(db.$client))) as PublishedRow[];
  const byKey = new Map(published.map((unit) => [unitKey(unit.kind, unit.itemId), unit as SourceUnit]));
  for (const unit of replacing) byKey.set(unitKey(unit.kind, unit.itemId), unit);
  return joinUnits([...byKey.values()]);
}

export async function publishVersions(
  db: Database,
  input: { versionIds: string[]; userId: string; compile: CompileCourse; note?: string; now?: Date },
): Promise<PublishResult> {
  const d1 = db.$client;
  const ids = [...new Set(input.versionIds)];
  if (ids.length === 0) return { ok: false, reason: "not-approved" };
  const marks = ids.map(() => "?").join(", ");
  const { results: approved } = await d1
    .prepare(
      `SELECT id, kind, item_id AS itemId, module_id AS moduleId, version, en_text AS enText, es_text AS esText, hash FROM course_content_versions WHERE id IN (${marks}) AND state = 'approved'`,
    )
    .bind(...ids)
    .all<VersionRow>();
  if (approved.length !== ids.length) return { ok: false, reason: "not-approved" };

  const published = (await publishedUnits(d1Driver(d1))) as PublishedRow[];
  const [newest] = (await d1.prepare("SELECT id FROM course_releases ORDER BY id DESC LIMIT 1").all<{ id: number }>()).results;
  const byKey = new Map<string, PublishedRow>(published.map((unit) => [unitKey(unit.kind, unit.itemId), unit]));
  for (const unit of approved) byKey.set(unitKey(unit.kind, unit.itemId), unit);
  const units = [...byKey.values()];
  const hash = hashCourse(units.map((unit) => ({ key: unitKey(unit.kind, unit.itemId), hash: unit.hash })));
  const ownBuild = hash === courseSourceHash;
  let pieces: string[] = [];
  if (!ownBuild) {
    const compiled = await input.compile(joinUnits(units));
    if (!compiled.ok) return { ok: false, reason: "rules", problems: compiled.problems };
    pieces = await packCourse(compiled.courseJson);
  }

  const releaseId = (newest?.id ?? 0) + 1;
  const nowDate = input.now ?? new Date();
  const now = nowDate.toISOString();
  const versions = Object.fromEntries(units.map((unit) => [unitKey(unit.kind, unit.itemId), unit.version]));
  const allStillApproved = `(SELECT count(*) FROM course_content_versions WHERE id IN (${marks}) AND state = 'approved') = ?`;

  // 1. The release, not yet ready: only while every version is still approved and no other publish
  //    is under way (one begun in the last two minutes and not finished); a publish that took this
  //    number first makes the insert fail on the key.
  try {
    const inserted = await d1
      .prepare(
        "INSERT INTO course_releases (id, hash, versions, origin, published_by, note, compiled_by, created_at) " +
          `SELECT ?, ?, ?, 'studio', ?, ?, ?, ? WHERE ${allStillApproved} AND NOT EXISTS (SELECT 1 FROM course_releases WHERE ready_at IS NULL AND created_at > ?)`,
      )
      .bind(
        releaseId,
        hash,
        JSON.stringify(versions),
        input.userId,
        input.note ?? null,
        ownBuild ? null : courseSourceHash,
        now,
        ...ids,
        ids.length,
        new Date(nowDate.getTime() - pendingMs).toISOString(),
      )
      .run();
    if (inserted.meta.changes === 0) return { ok: false, reason: "changed-meanwhile" };
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY|constraint/i.test(String(error))) return { ok: false, reason: "changed-meanwhile" };
    throw error;
  }
  // 2. Its compiled course, in batches (the whole is too large for one).
  await d1Driver(d1).run(releasePieceStatements(releaseId, pieces));
  // 3. In one transaction: the release made ready, only if it is still the newest and every version
  //    still approved; then the versions it holds, only if it was made ready (its exact stamp).
  const readyNow = "EXISTS (SELECT 1 FROM course_releases WHERE id = ? AND ready_at = ?)";
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE course_releases SET ready_at = ? WHERE id = ? AND ready_at IS NULL AND id = (SELECT max(id) FROM course_releases) AND ${allStillApproved}`,
      )
      .bind(now, releaseId, ...ids, ids.length),
    ...approved.flatMap((unit) => [
      d1
        .prepare(`UPDATE course_content_versions SET state = 'retired', retired_at = ? WHERE kind = ? AND item_id = ? AND state = 'published' AND ${readyNow}`)
        .bind(now, unit.kind, unit.itemId, releaseId, now),
      d1
        .prepare(
          `UPDATE course_content_versions SET state = 'published', published_by = ?, published_at = ?, release_id = ? WHERE id = ? AND state = 'approved' AND ${readyNow}`,
        )
        .bind(input.userId, now, releaseId, unit.id, releaseId, now),
    ]),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) {
    await d1.prepare("DELETE FROM course_releases WHERE id = ? AND ready_at IS NULL").bind(releaseId).run();
    return { ok: false, reason: "changed-meanwhile" };
  }
  // This isolate serves the new release at once; the others at their next request.
  await ensurePublishedCourse(db);
  return { ok: true, releaseId };
}
