// The studio's import on the remote D1 (docs/decisions/094): the same import code
// (app/studio/import.js) on a driver that reads with `wrangler d1 execute --json --command` and
// writes with `wrangler d1 execute --file`, the values written into the SQL as literals. The same
// driver runs on the local D1 (`npm run studio:import -- --through-wrangler`), which is how it is tried.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bin, persistArgs, runQuietly } from "../local-env.mjs";

/** A SQL literal for a value bound to `?`. */
export function sqlLiteral(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The statement with its `?` replaced by literals (the import's statements put no `?` inside strings). */
export function inlined({ sql, params }) {
  let index = 0;
  return sql.replace(/\?/g, () => sqlLiteral(params[index++]));
}

export function wranglerD1Driver({ remote = false, persistDir } = {}) {
  const target = remote ? ["--remote"] : ["--local", ...persistArgs(persistDir)];
  return {
    async all(sql, params = []) {
      const output = await runQuietly(bin("wrangler"), ["d1", "execute", "DB", ...target, "--json", "--command", inlined({ sql, params })]);
      const parsed = JSON.parse(output.slice(output.indexOf("[")));
      return parsed[0]?.results ?? [];
    },
    /** In files of at most ~500 kB (one statement of a release's course is one row of 30,000 characters). */
    async run(statements) {
      const dir = mkdtempSync(path.join(tmpdir(), "studio-import-"));
      try {
        const files = [];
        let current = [];
        let size = 0;
        for (const statement of statements.map((each) => `${inlined(each)};`)) {
          if (size + statement.length > 500_000 && current.length > 0) {
            files.push(current);
            current = [];
            size = 0;
          }
          current.push(statement);
          size += statement.length;
        }
        if (current.length > 0) files.push(current);
        for (const [index, lines] of files.entries()) {
          const file = path.join(dir, `import-${index}.sql`);
          writeFileSync(file, lines.join("\n"));
          await runQuietly(bin("wrangler"), ["d1", "execute", "DB", ...target, "--yes", "--file", file]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
