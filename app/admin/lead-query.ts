/**
 * The submissions manager's view, all from the URL so it works without JavaScript and can be
 * bookmarked: the tab (form type, or spam), the search text, the owner and overdue filters and the
 * page. Client-safe.
 */
import type { TranslationKey } from "~/i18n/translate";
import { leadFormNames } from "~/leads/forms/names";
import { parsePageNumber } from "~/site/pagination";

type FormTab = (typeof leadFormNames)[keyof typeof leadFormNames]["tab"]["slug"];
export type LeadTab = "all" | FormTab | "spam";

// The light names table, not the form registry: these pages ship no form schemas.
const namedForms = Object.entries(leadFormNames);

/** All, then one tab per lead form that has one (`names.ts`, in its order), then spam (only spam rows show there). */
export const leadTabs: ReadonlyArray<LeadTab> = ["all", ...namedForms.map(([, names]) => names.tab.slug), "spam"];

/** The form type each form's tab shows (`all` shows every type, `spam` every spam row). */
export const tabFormTypes = Object.fromEntries(namedForms.map(([formType, names]) => [names.tab.slug, formType])) as Record<FormTab, string>;

/** Each tab's label. */
export const leadTabLabels = {
  all: "submissions.tabs.all",
  spam: "submissions.tabs.spam",
  ...Object.fromEntries(namedForms.map(([, names]) => [names.tab.slug, names.tab.label])),
} as Record<LeadTab, TranslationKey>;

export const leadsPageSize = 20;
const maximumSearchLength = 100;

/** Whose leads: the signed-in admin's, nobody's, or (left out) anyone's. */
export const ownerFilters = ["mine", "unassigned"] as const;
export type OwnerFilter = (typeof ownerFilters)[number];

export interface LeadQuery {
  tab: LeadTab;
  search: string;
  owner: OwnerFilter | null;
  /** Only leads whose follow-up date has passed (the rule is `follow-up.ts`). */
  overdue: boolean;
  page: number;
}

function isLeadTab(value: unknown): value is LeadTab {
  return typeof value === "string" && (leadTabs as readonly string[]).includes(value);
}

export function parseLeadQuery(searchParams: URLSearchParams): LeadQuery {
  const tab = searchParams.get("tab");
  return {
    tab: isLeadTab(tab) ? tab : "all",
    search: (searchParams.get("q") ?? "").trim().slice(0, maximumSearchLength),
    owner: ownerFilters.find((owner) => owner === searchParams.get("owner")) ?? null,
    overdue: searchParams.get("overdue") === "1",
    page: parsePageNumber(searchParams.get("page")),
  };
}

/** The URL query for a view (defaults left out), e.g. `?tab=partner&q=ana&owner=mine&overdue=1&page=2`. */
export function leadSearch(query: Partial<LeadQuery>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "all") params.set("tab", query.tab);
  if (query.search) params.set("q", query.search);
  if (query.owner) params.set("owner", query.owner);
  if (query.overdue) params.set("overdue", "1");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * The row dialogs (URL state): view its data, confirm a delete or an erase, its directory listing,
 * editing that listing, and a status change with the applicant's e-mail previewed (`&to=<status>`).
 */
const managerDialogs = ["view", "delete", "erase", "listing", "edit-listing", "status"] as const;
export type ManagerDialog = (typeof managerDialogs)[number];

export function isManagerDialog(value: unknown): value is ManagerDialog {
  return typeof value === "string" && (managerDialogs as readonly string[]).includes(value);
}

/**
 * The statuses an admin sets while working a lead, in pipeline order (spam is the bin, set with its
 * own action). Their words are `leadStatuses`, the one dictionary the manager, the account
 * area and the e-mails share.
 */
export const workingStatuses = ["new", "contacted", "in_review", "accepted", "declined", "closed"] as const;
export type WorkingStatus = (typeof workingStatuses)[number];

/** A working status from a form or a URL, or undefined. */
export function parseWorkingStatus(value: unknown): WorkingStatus | undefined {
  return workingStatuses.find((status) => status === value);
}

/** A stored status shown as a working one (for pages that never show spam): anything else reads as new. */
export function workingStatusOf(status: string): WorkingStatus {
  return parseWorkingStatus(status) ?? "new";
}
export const leadNoteMaximumLength = 2000;

/** The lead dialog's forms that can be sent back to be fixed (their field error and typed value come back with the page). */
export const noteFormId = "note";
export const followUpFormId = "follow-up";
