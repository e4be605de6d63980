/**
 * Saved views, stored (decision 053): each row belongs to one admin, and every read, insert and
 * delete names that admin, so an id of another admin's view finds nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { savedViews } from "../../db/schema";
import { savedViewParams, savedViewSearch, savedViewsPerAdmin } from "./saved-views";
import type { LeadQuery } from "./lead-query";

function parsedParams(text: unknown): unknown {
  try {
    return typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The admin's saved views by name, each with its link's query (built from the checked parameters). */
export async function savedViewsOf(db: Database, userId: string): Promise<Array<{ id: string; name: string; search: string }>> {
  // The parameters as stored text, parsed here: a row that is not JSON reads as the whole list, never as an error.
  const rows = await db
    .select({ id: savedViews.id, name: savedViews.name, params: sql<string>`${savedViews.params}` })
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(sql`lower(${savedViews.name})`, savedViews.id);
  return rows.map((row) => ({ id: row.id, name: row.name, search: savedViewSearch(parsedParams(row.params)) }));
}

/**
 * Saves the view under a name: `taken` when the admin has a view of that name (compared without
 * case), `full` when they have the most there can be. The count is checked in the insert itself, so
 * two saves at once cannot pass it together.
 */
export async function saveView(db: Database, userId: string, name: string, query: LeadQuery): Promise<"saved" | "taken" | "full"> {
  const params = JSON.stringify(savedViewParams(query));
  try {
    const inserted = await db.all<{ id: string }>(sql`
      INSERT INTO saved_views (id, user_id, name, params)
      SELECT ${crypto.randomUUID()}, ${userId}, ${name}, ${params}
      WHERE (SELECT count(*) FROM saved_views WHERE user_id = ${userId}) < ${savedViewsPerAdmin}
      RETURNING id`);
    return inserted.length > 0 ? "saved" : "full";
  } catch (error) {
    // The driver's error, or the query error wrapping it.
    const message = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
    if (/UNIQUE constraint failed: (?:saved_views\.|index 'saved_views_user_name_idx')/.test(message)) return "taken";
    throw error;
  }
}

/** Deletes one of the admin's own views; false when the id is not one of theirs. */
export async function deleteSavedView(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}
