import { drizzle } from "drizzle-orm/d1";
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/** One Drizzle client per request, on the request's D1 binding. */
export function createDb(database: D1Database) {
  return drizzle(database, { schema });
}

export type Database = ReturnType<typeof createDb>;

const dialect = new SQLiteAsyncDialect();

/**
 * Several raw SQL reads in one D1 batch: one round trip, one consistent view of the data. (Drizzle's
 * own `batch` takes query builders; its raw `all()` cannot be batched on D1.) Each result is its rows.
 */
export async function batchAll<T extends unknown[]>(db: Database, queries: { [K in keyof T]: SQL }): Promise<{ [K in keyof T]: T[K][] }> {
  const statements = queries.map((query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return db.$client.prepare(text).bind(...params);
  });
  const results = await db.$client.batch(statements);
  return results.map((result) => result.results) as { [K in keyof T]: T[K][] };
}
