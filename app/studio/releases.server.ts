/**
 * Publishing from the studio (docs/decisions/094): approved versions become live together, in one
 * release, only if the whole course compiles with them in place under every rule the build runs.
 * The release, its compiled course and the versions' new states are written in one D1 batch (one
 * transaction) whose first statement inserts the release only while every version is still
 * approved; every other statement depends on that row, so a version changed meanwhile, or another
 * publish that took the same release number, leaves nothing half done.
 */
import type { Database } from "../../db/client";
import { courseSourceHash } from "~/course/compiled/source-hash.js";
import { ensurePublishedCourse } from "~/course/published.server";
import { chunked, d1Driver, publishedUnits } from "./import.js";
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
  let chunks: string[] = [];
  if (!ownBuild) {
    const compiled = await input.compile(joinUnits(units));
    if (!compiled.ok) return { ok: false, reason: "rules", problems: compiled.problems };
    chunks = chunked(compiled.courseJson);
  }

  const releaseId = (newest?.id ?? 0) + 1;
  const now = (input.now ?? new Date()).toISOString();
  const versions = Object.fromEntries(units.map((unit) => [unitKey(unit.kind, unit.itemId), unit.version]));
  const releaseExists = "EXISTS (SELECT 1 FROM course_releases WHERE id = ?)";
  const statements = [
    d1
      .prepare(
        "INSERT INTO course_releases (id, hash, versions, origin, published_by, note, compiled_by, created_at) " +
          `SELECT ?, ?, ?, 'studio', ?, ?, ?, ? WHERE (SELECT count(*) FROM course_content_versions WHERE id IN (${marks}) AND state = 'approved') = ?`,
      )
      .bind(releaseId, hash, JSON.stringify(versions), input.userId, input.note ?? null, ownBuild ? null : courseSourceHash, now, ...ids, ids.length),
    ...approved.flatMap((unit) => [
      d1
        .prepare(
          `UPDATE course_content_versions SET state = 'retired', retired_at = ? WHERE kind = ? AND item_id = ? AND state = 'published' AND ${releaseExists}`,
        )
        .bind(now, unit.kind, unit.itemId, releaseId),
      d1
        .prepare(
          `UPDATE course_content_versions SET state = 'published', published_by = ?, published_at = ?, release_id = ? WHERE id = ? AND state = 'approved' AND ${releaseExists}`,
        )
        .bind(input.userId, now, releaseId, unit.id, releaseId),
    ]),
    ...chunks.map((data, n) =>
      d1.prepare(`INSERT INTO course_release_chunks (release_id, n, data) SELECT ?, ?, ? WHERE ${releaseExists}`).bind(releaseId, n, data, releaseId),
    ),
  ];
  try {
    const results = await d1.batch(statements);
    if ((results[0]?.meta.changes ?? 0) === 0) return { ok: false, reason: "changed-meanwhile" };
  } catch (error) {
    // Another publish took this release's number first: the batch was rolled back whole.
    if (/UNIQUE|PRIMARY KEY|constraint/i.test(String(error))) return { ok: false, reason: "changed-meanwhile" };
    throw error;
  }
  // This isolate serves the new release at once; the others at their next request.
  await ensurePublishedCourse(db);
  return { ok: true, releaseId };
}
