/**
 * Saved views, stored (decision 057): each row belongs to one admin, and every read, insert and
 * delete names that admin, so an id of another admin's view finds nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { savedViews } from "../../db/schema";
import { savedViewParams, savedViewSearch, savedViewsPerAdmin } from "./saved-views";
import type { SubmissionQuery } from "./submission-query";

/** The admin's saved views by name, each with its link's query (built from the checked parameters). */
export async function savedViewsOf(db: Database, userId: string): Promise<Array<{ id: string; name: string; search: string }>> {
  const rows = await db.select({ id: savedViews.id, name: savedViews.name, params: savedViews.params }).from(savedViews).where(eq(savedViews.userId, userId)).orderBy(sql`lower(${savedViews.name})`, savedViews.id);
  return rows.map((row) => ({ id: row.id, name: row.name, search: savedViewSearch(row.params) }));
}

/**
 * Saves the view under a name: `taken` when the admin has a view of that name (compared without
 * case), `full` when they have the most there can be. The count is checked in the insert itself, so
 * two saves at once cannot pass it together.
 */
export async function saveView(db: Database, userId: string, name: string, query: SubmissionQuery): Promise<"saved" | "taken" | "full"> {
  const params = JSON.stringify(savedViewParams(query));
  try {
    const inserted = await db.all<{ id: string }>(sql`
      INSERT INTO saved_views (id, user_id, name, params)
      SELECT ${crypto.randomUUID()}, ${userId}, ${name}, ${params}
      WHERE (SELECT count(*) FROM saved_views WHERE user_id = ${userId}) < ${savedViewsPerAdmin}
      RETURNING id`);
    return inserted.length > 0 ? "saved" : "full";
  } catch (error) {
    if (/UNIQUE constraint failed: (?:saved_views\.|index 'saved_views_user_name_idx')/.test(String(error))) return "taken";
    throw error;
  }
}

/** Deletes one of the admin's own views; false when the id is not one of theirs. */
export async function deleteSavedView(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.userId, userId))).returning({ id: savedViews.id });
  return deleted.length > 0;
}
