// Importing the shipped files into the studio's versions, and exporting the published versions
// back to files (docs/decisions/094). Plain JavaScript on a small "driver" (read rows, run
// statements in one transaction) so that the same code runs on a D1 binding (the local seed, the
// tests, the Worker) and through wrangler on the remote database (scripts/studio-import.mjs).
//
// What an import does, unit by unit (nothing written in the studio is ever lost):
// - a unit D1 does not have yet: version 1, published, from the files;
// - a unit whose published text is the file's: nothing;
// - a unit the studio changed while the file stayed as last imported: the studio's version stays;
// - a file changed since the last import, over a version from the files: a new version from the
//   files is published, the old one retired;
// - a file changed AND the studio published its own version since: a conflict. The studio's version
//   stays live and the import lists it (export, merge the files, import again);
// - a unit the files no longer have: retired if its live version came from the files, kept if the
//   studio wrote it.
// Then, if what is published is not what the newest release says, a new release.
import { packCourse } from "../course/packed-course.js";
import { hashCourse, hashUnit, joinUnits, splitSources, unitKey } from "./units.js";

/** A driver on a D1 binding: the Worker's, miniflare's in a Node command or a test. */
export function d1Driver(d1) {
  return {
    async all(sql, params = []) {
      const { results } = await d1
        .prepare(sql)
        .bind(...params)
        .all();
      return results;
    },
    /** Runs the statements in order, in batches of at most 50 statements and about 250 kB of values (larger batches have crashed the local workerd). */
    async run(statements) {
      let batch = [];
      let size = 0;
      const flush = async () => {
        if (batch.length > 0) await d1.batch(batch.map(({ sql, params }) => d1.prepare(sql).bind(...params)));
        batch = [];
        size = 0;
      };
      for (const statement of statements) {
        const length = statement.params.reduce((sum, value) => sum + (typeof value === "string" ? value.length : 8), 0);
        if (batch.length === 50 || (batch.length > 0 && size + length > 250_000)) await flush();
        batch.push(statement);
        size += length;
      }
      await flush();
    },
  };
}

/**
 * Brings D1's versions up to `files` (paths relative to content/course/). `compile(files)` compiles
 * a course when the one to publish is not `files` itself: `{ ok: true, courseJson } | { ok: false, problems }`.
 * Returns what it did.
 */
export async function importSources(driver, files, { compile, now = new Date().toISOString() }) {
  const units = splitSources(files);
  const filesHash = hashCourse(units.map((unit) => ({ key: unitKey(unit.kind, unit.itemId), hash: hashUnit(unit.enText, unit.esText) })));
  const rows = await driver.all("SELECT kind, item_id AS itemId, version, state, hash, origin FROM course_content_versions");
  const byUnit = new Map();
  for (const row of rows) {
    const key = unitKey(row.kind, row.itemId);
    const entry = byUnit.get(key) ?? { max: 0, published: undefined, lastFromFiles: undefined };
    entry.max = Math.max(entry.max, row.version);
    if (row.state === "published") entry.published = row;
    if (row.origin === "files" && (!entry.lastFromFiles || row.version > entry.lastFromFiles.version)) entry.lastFromFiles = row;
    byUnit.set(key, entry);
  }

  const statements = [];
  const report = { added: 0, updated: 0, unchanged: 0, keptFromStudio: 0, conflicts: [], retired: 0, releaseId: null, filesHash };
  const inFiles = new Set();
  for (const unit of units) {
    const key = unitKey(unit.kind, unit.itemId);
    inFiles.add(key);
    const hash = hashUnit(unit.enText, unit.esText);
    const entry = byUnit.get(key);
    if (!entry || !entry.published) {
      statements.push(insertVersion(unit, (entry?.max ?? 0) + 1, hash, now));
      report.added++;
    } else if (entry.published.hash === hash) {
      report.unchanged++;
    } else if (entry.lastFromFiles?.hash === hash) {
      report.keptFromStudio++;
    } else if (entry.published.origin === "files") {
      statements.push(retire(unit.kind, unit.itemId, now), insertVersion(unit, entry.max + 1, hash, now));
      report.updated++;
    } else {
      report.conflicts.push(key);
    }
  }
  for (const [key, entry] of byUnit) {
    if (inFiles.has(key) || !entry.published || entry.published.origin !== "files") continue;
    statements.push(retire(entry.published.kind, entry.published.itemId, now));
    report.retired++;
  }
  await driver.run(statements);
  report.releaseId = await releaseWhatIsPublished(driver, { origin: "files", by: null, note: "Imported from content/course", filesHash, compile, now });
  return report;
}

function insertVersion(unit, version, hash, now) {
  return {
    sql:
      "INSERT INTO course_content_versions (id, kind, item_id, module_id, version, state, en_text, es_text, hash, origin, created_at, updated_at, published_at) " +
      "VALUES (?, ?, ?, ?, ?, 'published', ?, ?, ?, 'files', ?, ?, ?)",
    params: [crypto.randomUUID(), unit.kind, unit.itemId, unit.moduleId, version, unit.enText, unit.esText, hash, now, now, now],
  };
}

function retire(kind, itemId, now) {
  return {
    sql: "UPDATE course_content_versions SET state = 'retired', retired_at = ? WHERE kind = ? AND item_id = ? AND state = 'published'",
    params: [now, kind, itemId],
  };
}

/** Every published unit, in the words of its files: read 100 at a time (the whole is megabytes). */
export async function publishedUnits(driver) {
  const units = [];
  for (let after = ["", ""]; ;) {
    const page = await driver.all(
      "SELECT kind, item_id AS itemId, module_id AS moduleId, version, en_text AS enText, es_text AS esText, hash FROM course_content_versions " +
        "WHERE state = 'published' AND (kind > ? OR (kind = ? AND item_id > ?)) ORDER BY kind, item_id LIMIT 100",
      [after[0], after[0], after[1]],
    );
    units.push(...page);
    if (page.length < 100) return units;
    const last = page[page.length - 1];
    after = [last.kind, last.itemId];
  }
}

/** The files the published versions make: what `npm run studio:export` writes to content/course/. */
export async function exportSources(driver) {
  return joinUnits(await publishedUnits(driver));
}

/**
 * A new release when what is published is not what the newest release says (or was compiled by
 * another build). Returns the newest release's id, new or not (null: nothing published).
 */
async function releaseWhatIsPublished(driver, { origin, by, note, filesHash, compile, now }) {
  const published = await publishedUnits(driver);
  if (published.length === 0) return null;
  const hash = hashCourse(published.map((unit) => ({ key: unitKey(unit.kind, unit.itemId), hash: unit.hash })));
  const [newest] = await driver.all("SELECT id, hash, compiled_by AS compiledBy, ready_at AS readyAt FROM course_releases ORDER BY id DESC LIMIT 1");
  const ownBuild = hash === filesHash;
  if (newest?.readyAt && newest.hash === hash && (ownBuild || newest.compiledBy === filesHash)) return newest.id;
  let pieces = [];
  if (!ownBuild) {
    const compiled = await compile(joinUnits(published));
    if (!compiled.ok)
      throw new Error(`The published course does not compile:\n${compiled.problems.map((problem) => `  ${problem.file}: ${problem.message}`).join("\n")}`);
    pieces = await packCourse(compiled.courseJson);
  }
  const versions = Object.fromEntries(published.map((unit) => [unitKey(unit.kind, unit.itemId), unit.version]));
  const id = (newest?.id ?? 0) + 1;
  await driver.run([
    {
      sql: "INSERT INTO course_releases (id, hash, versions, origin, published_by, note, compiled_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      params: [id, hash, JSON.stringify(versions), origin, by, note, ownBuild ? null : filesHash, now],
    },
    ...releasePieceStatements(id, pieces),
    // Last: the player serves only a release that is whole.
    { sql: "UPDATE course_releases SET ready_at = ? WHERE id = ?", params: [now, id] },
  ]);
  return id;
}

/** The statements that store a release's compiled course (packed by app/course/packed-course.js). */
export function releasePieceStatements(releaseId, pieces) {
  return pieces.map((data, n) => ({ sql: "INSERT INTO course_release_chunks (release_id, n, data) VALUES (?, ?, ?)", params: [releaseId, n, data] }));
}
