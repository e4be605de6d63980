import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** One Drizzle client per request, on the request's D1 binding. */
export function createDb(database: D1Database) {
  return drizzle(database, { schema });
}

export type Database = ReturnType<typeof createDb>;
