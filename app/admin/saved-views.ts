/**
 * Saved views of the submissions manager (docs/leads.md, decision 053), client-safe: the save
 * form's schema and the link of a view. A view is stored as the manager's own view parameters
 * (tab, search, owner, overdue), never as a URL, and its link is always built again from those
 * parameters read through `parseSubmissionQuery`: whatever a stored row holds, the link is the
 * manager's own path with a query of known names and checked values.
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";
import { savedViewNameMaximum } from "./saved-view-names";
import { parseLeadQuery, leadSearch, type LeadQuery } from "./lead-query";

/** Saved views an admin may have at once. */
export const savedViewsPerAdmin = 20;

export const saveViewSchema = z.object({
  name: z.preprocess(
    missingAsEmpty,
    z.string().trim().min(1, "submissions.savedViews.nameRequired").max(savedViewNameMaximum, "submissions.savedViews.nameTooLong"),
  ),
});

/** The view parameters a saved view may hold: the manager's query names (the page is never saved). */
const viewParameterNames = ["tab", "q", "owner", "overdue"] as const;

/** What is stored of a view: its query parameters, defaults left out (e.g. `{ tab: "partner", owner: "mine" }`). */
export function savedViewParams(query: LeadQuery): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(leadSearch({ ...query, page: 1 })));
}

/** The query of a stored view (`?tab=…`, or "" for the whole list), from the known names only, each value checked again. */
export function savedViewSearch(stored: unknown): string {
  const params = new URLSearchParams();
  if (stored && typeof stored === "object" && !Array.isArray(stored)) {
    for (const name of viewParameterNames) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === "string") params.set(name, value);
    }
  }
  return leadSearch({ ...parseLeadQuery(params), page: 1 });
}
