/**
 * The submissions manager's view, all from the URL so it works without JavaScript and can be
 * bookmarked: the tab (form type, or spam), the search text and the page. Client-safe.
 */
import type { TranslationKey } from "~/i18n/translate";
import { leadFormList, type leadForms } from "~/leads/forms";
import { parsePageNumber } from "~/pagination";

type FormTab = (typeof leadForms)[keyof typeof leadForms]["tab"]["slug"];
export type SubmissionTab = "all" | FormTab | "spam";

/** All, then one tab per lead form (from its definition, in the registry's order), then spam (only spam rows show there). */
export const submissionTabs: ReadonlyArray<SubmissionTab> = ["all", ...leadFormList.map((form) => form.tab.slug as FormTab), "spam"];

/** The form type each form's tab shows (`all` shows every type, `spam` every spam row). */
export const tabFormTypes = Object.fromEntries(leadFormList.map((form) => [form.tab.slug, form.formType])) as Record<FormTab, string>;

/** Each tab's label. */
export const submissionTabLabels = {
  all: "submissions.tabs.all",
  spam: "submissions.tabs.spam",
  ...Object.fromEntries(leadFormList.map((form) => [form.tab.slug, form.tab.label])),
} as Record<SubmissionTab, TranslationKey>;

export const submissionsPageSize = 20;
const maximumSearchLength = 100;

export interface SubmissionQuery {
  tab: SubmissionTab;
  search: string;
  page: number;
}

export function isSubmissionTab(value: unknown): value is SubmissionTab {
  return typeof value === "string" && (submissionTabs as readonly string[]).includes(value);
}

export function parseSubmissionQuery(searchParams: URLSearchParams): SubmissionQuery {
  const tab = searchParams.get("tab");
  return {
    tab: isSubmissionTab(tab) ? tab : "all",
    search: (searchParams.get("q") ?? "").trim().slice(0, maximumSearchLength),
    page: parsePageNumber(searchParams.get("page")),
  };
}

/** The URL query for a view (defaults left out), e.g. `?tab=partner&q=ana&page=2`. */
export function submissionSearch(query: Partial<SubmissionQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "all") params.set("tab", query.tab);
  if (query.search) params.set("q", query.search);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The row dialogs (URL state): view its data, confirm a delete or an erase, its directory listing. */
export const submissionDialogs = ["view", "delete", "erase", "listing"] as const;
export type SubmissionDialog = (typeof submissionDialogs)[number];

export function isSubmissionDialog(value: unknown): value is SubmissionDialog {
  return typeof value === "string" && (submissionDialogs as readonly string[]).includes(value);
}

/** The statuses an admin sets while working a lead (spam is set with its own action). */
export const workingStatuses = ["new", "contacted", "closed"] as const;
export type WorkingStatus = (typeof workingStatuses)[number];
export const leadNoteMaximumLength = 2000;
