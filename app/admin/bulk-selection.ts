/**
 * The submissions manager's bulk form, as the page and its action both name it (client-safe;
 * docs/decisions/061-bulk-work.md): the form's id (its checkboxes sit in the table, outside it, and
 * name it with `form=`) and the fields that say which leads (`lead` is also the export's parameter).
 * The review dialog opens at `?bulk=<the bulk change's id>`.
 */
import { leadsPageSize } from "./lead-query";

export const bulkFormId = "bulk-work";

export const bulkFields = {
  /** A ticked row (repeated). */
  lead: "lead",
  /** Every row of the page shown (repeated, hidden): taken when `everyOnPage` is ticked. */
  pageLead: "pageLead",
  everyOnPage: "everyOnPage",
  /** Every lead matching the view, on every page: the view's filter, never a list of ids. */
  everyMatching: "everyMatching",
} as const;

/** Ids a post may name: a page's rows. More is not a page's selection ("all matching" is the filter). */
export const maximumTickedLeads = leadsPageSize;
