/**
 * The tests' own way into a test worker's D1, asynchronous from end to end.
 *
 * Miniflare's `getD1Database()` is a proxy that answers every first call of a method (`prepare`,
 * `bind`, each statement's `run`/`all`/`first`) synchronously: the test's thread blocks on
 * `Atomics.wait` while a helper thread fetches the answer. On a loaded machine that channel has
 * handed one call another call's answer (`assert(message?.id === id)` in miniflare's fetch-sync),
 * after which every later call in the file fails. So the tests do not use it: a second worker in
 * the same miniflare, bound to the same D1 database, runs the statements the tests send it over an
 * ordinary (asynchronous) fetch. It is a real D1, the one the app's worker uses; only the way the
 * test reaches it changes. `TestD1` keeps the part of D1's API the tests and Drizzle use: `prepare`,
 * `bind`, `run`, `all`, `first`, `raw` and `batch`.
 */

/** The second worker's name in the miniflare of a test worker. */
export const testD1WorkerName = "test-d1";

/** Its script: each request is a list of statements and what to do with them, answered as JSON. */
export const testD1WorkerScript = /* javascript */ `
export default {
  async fetch(request, env) {
    const { statements, mode, column, options } = await request.json();
    try {
      const prepared = statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params));
      const [statement] = prepared;
      let result;
      if (mode === "batch") result = await env.DB.batch(prepared);
      else if (mode === "run") result = await statement.run();
      else if (mode === "all") result = await statement.all();
      else if (mode === "raw") result = await statement.raw(options);
      else if (mode === "first") result = column === undefined ? await statement.first() : await statement.first(column);
      else throw new Error("unknown mode " + mode);
      return Response.json({ ok: true, result: result ?? null });
    } catch (error) {
      return Response.json({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  },
};
`;

type Value = string | number | boolean | null;
type Send = (body: { statements: Array<{ sql: string; params: Value[] }>; mode: string; column?: string; options?: unknown }) => Promise<unknown>;

/** The D1 statement the tests hold: its SQL and bound values, sent only when run. */
class TestD1Statement {
  constructor(
    private readonly send: Send,
    readonly sql: string,
    readonly params: Value[] = [],
  ) {}

  bind(...values: unknown[]): TestD1Statement {
    return new TestD1Statement(this.send, this.sql, values.map(bindable));
  }

  run() {
    return this.send({ statements: [this.toJSON()], mode: "run" });
  }

  all() {
    return this.send({ statements: [this.toJSON()], mode: "all" });
  }

  first(column?: string) {
    return this.send({ statements: [this.toJSON()], mode: "first", column });
  }

  raw(options?: { columnNames?: boolean }) {
    return this.send({ statements: [this.toJSON()], mode: "raw", options });
  }

  toJSON() {
    return { sql: this.sql, params: this.params };
  }
}

/** A value D1 binds, as JSON carries it (the tests bind text, numbers, booleans and nulls). */
function bindable(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  throw new TypeError(`A test bound a ${Object.prototype.toString.call(value)} to D1; only text, numbers, booleans and null are sent`);
}

/** A D1 database for the tests, reached through `fetch` (the test-d1 worker's). Typed as D1's own, whose part it keeps. */
export function testD1(fetch: (body: string) => Promise<Response>): D1Database {
  const send: Send = async (body) => {
    const response = await fetch(JSON.stringify(body));
    const answer = (await response.json()) as { ok: true; result: unknown } | { ok: false; message: string };
    if (!answer.ok) throw new Error(answer.message);
    return answer.result;
  };
  const database = {
    prepare: (sql: string) => new TestD1Statement(send, sql),
    batch: (statements: TestD1Statement[]) => send({ statements: statements.map((statement) => statement.toJSON()), mode: "batch" }),
  };
  return database as unknown as D1Database;
}
