/**
 * The submissions manager's CSV export (decisions 016, 027, 052): every lead of the current view
 * (tab, search, owner and overdue filters), newest first, read from D1 a page at a time by keyset
 * (created_at, then id: never OFFSET) and written as it is read. Columns: the lead's own (form,
 * dates in New York time, status, owner, follow-up, notes), its call/text consent as stored
 * (decision 024), then one column per form field, labelled in the admin's language: the fields of
 * the view's form, or on All and Spam the union of every form's fields in the registry's order.
 * A lead fills its own form's columns; anything else in its payload goes to "Other data" (a lead of
 * a form since removed fills the columns its keys are named after).
 */
import { and, count, desc, eq, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leads, leadNotes, users } from "../../db/schema";
import type { Language } from "~/i18n/languages";
import { callTextDisclosureText } from "~/leads/call-text-consent";
import type { LeadFieldColumn } from "~/leads/forms/definition";
import { leadForms } from "~/leads/forms";
import { dictionaries } from "~/locales";
import { isOverdue } from "./follow-up";
import { newYorkDateTimeFormatter, newYorkToday } from "~/platform/time/new-york-time";
import { tabFormTypes, type LeadQuery } from "./lead-query";
import { conditionsFor, leadIdIn } from "./leads.server";
import type { CsvPages } from "./leads-csv";

/**
 * Rows a D1 read: 50 reads for 50,000 leads (a Worker on Workers Paid may make 1,000 a request),
 * and at the forms' longest fields about 15 MB a page, under D1's 50 MB result.
 */
const exportPageSize = 1000;

/** What `record` adds to every payload besides the fields: already in the lead's own columns. */
const bookkeeping = new Set(["timestamp", "formType"]);

const leadColumns = [
  "id",
  "formType",
  "createdAt",
  "updatedAt",
  "status",
  "owner",
  "followUp",
  "overdue",
  "latestNote",
  "noteCount",
  "pageLanguage",
  "source",
] as const;
const consentColumns = ["consent", "consentVersion", "consentWording", "consentLanguage", "consentAt", "consentPage"] as const;

/** The forms whose fields the view's file has columns for. */
function formsOf(tab: LeadQuery["tab"]) {
  const all = Object.values(leadForms);
  if (tab === "all" || tab === "spam") return all;
  return all.filter((form) => form.formType === tabFormTypes[tab]);
}

/** The file's layout: its header in the admin's language, and where each form's stored fields go. */
function exportLayout(tab: LeadQuery["tab"], language: Language) {
  const words = dictionaries[language].leadExport;
  const fieldColumns: LeadFieldColumn[] = [];
  const cellOf = new Map<string, Map<string, number>>();
  const fixed = leadColumns.length + consentColumns.length;
  for (const form of formsOf(tab)) {
    const cells = new Map<string, number>();
    for (const [key, column] of Object.entries(form.fields)) {
      if (!fieldColumns.includes(column)) fieldColumns.push(column);
      cells.set(key, fixed + fieldColumns.indexOf(column));
    }
    cellOf.set(form.formType, cells);
  }
  // A lead of a form no longer in the registry: a key named like a column (e.g. `email`) fills it.
  const byColumnName = new Map(fieldColumns.map((column, index) => [column as string, fixed + index]));
  const header = [
    ...leadColumns.map((column) => words.columns[column]),
    ...consentColumns.map((column) => words.columns[column]),
    ...fieldColumns.map((column) => words.fields[column]),
    words.columns.otherData,
  ];
  return { header, cellOf, byColumnName, width: header.length };
}

const exportColumns = {
  id: leads.id,
  formType: leads.formType,
  source: leads.source,
  language: leads.language,
  status: leads.status,
  data: leads.data,
  followUpOn: leads.followUpOn,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  callTextConsent: leads.callTextConsent,
  consentVersion: leads.consentVersion,
  consentLanguage: leads.consentLanguage,
  consentAt: leads.consentAt,
  consentPage: leads.consentPage,
  ownerEmail: sql<string | null>`${users.email}`.as("owner_email"),
  ownerFirstName: sql<string | null>`${users.firstName}`.as("owner_first_name"),
  ownerLastName: sql<string | null>`${users.lastName}`.as("owner_last_name"),
};

type Cursor = { createdAt: string; id: string };

/** The page after `cursor` (newest first, the id breaking ties), with each lead's owner, latest note and number of notes. */
function exportPage(db: Database, where: SQL | undefined, cursor: Cursor | null) {
  // Inside the subqueries the lead's id must name its table.
  const thisLeadId = sql`${leads}.${sql.identifier("id")}`;
  // Written so the created_at index bounds the read: at or before the cursor's time, then past it.
  const after = cursor ? and(lte(leads.createdAt, cursor.createdAt), or(lt(leads.createdAt, cursor.createdAt), lt(leads.id, cursor.id))) : undefined;
  return db
    .select({
      ...exportColumns,
      latestNote: sql<
        string | null
      >`(SELECT ${leadNotes.body} FROM ${leadNotes} WHERE ${leadNotes.leadId} = ${thisLeadId} ORDER BY ${leadNotes.createdAt} DESC, ${leadNotes}.rowid DESC LIMIT 1)`,
      noteCount: sql<number>`(SELECT count(*) FROM ${leadNotes} WHERE ${leadNotes.leadId} = ${thisLeadId})`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(and(where, after))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(exportPageSize);
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

function ownerOf(row: ExportRow): string {
  if (!row.ownerEmail) return "";
  const name = `${row.ownerFirstName ?? ""} ${row.ownerLastName ?? ""}`.trim();
  return name ? `${name} <${row.ownerEmail}>` : row.ownerEmail;
}

/** Turns each stored row into its line's cells, in the admin's language (kept small: it runs for every lead). */
function rowWriter(layout: ReturnType<typeof exportLayout>, language: Language) {
  const dictionary = dictionaries[language];
  const yes = dictionary.submissions.yes;
  const no = dictionary.submissions.no;
  const statusWords: Record<string, string> = dictionary.leadStatuses;
  const newYork = newYorkDateTimeFormatter();
  const today = newYorkToday();
  const fieldValue = (value: unknown) => (typeof value === "string" ? value : typeof value === "boolean" ? (value ? yes : no) : value);
  return (row: ExportRow): unknown[] => {
    const cells: unknown[] = [
      row.id,
      row.formType,
      newYork(row.createdAt),
      newYork(row.updatedAt),
      statusWords[row.status] ?? row.status,
      ownerOf(row),
      row.followUpOn ?? "",
      isOverdue(row, today) ? yes : no,
      row.latestNote ?? "",
      row.noteCount,
      row.language,
      row.source,
      row.callTextConsent ? yes : no,
      row.consentVersion ?? "",
      row.consentVersion && row.consentLanguage ? (callTextDisclosureText(row.consentVersion, row.consentLanguage) ?? "") : "",
      row.consentLanguage ?? "",
      newYork(row.consentAt),
      row.consentPage ?? "",
    ];
    while (cells.length < layout.width) cells.push("");
    const cellOf = layout.cellOf.get(row.formType) ?? layout.byColumnName;
    let other: Record<string, unknown> | undefined;
    const data = row.data && typeof row.data === "object" ? (row.data as Record<string, unknown>) : {};
    for (const key in data) {
      if (bookkeeping.has(key)) continue;
      const cell = cellOf.get(key);
      if (cell === undefined) (other ??= {})[key] = data[key];
      else cells[cell] = fieldValue(data[key]);
    }
    cells[layout.width - 1] = other ? JSON.stringify(other) : "";
    return cells;
  };
}

/**
 * The view's file: its header, how many leads it holds (for the audit, counted as it starts), and
 * its pages, read one by one as the download goes. With `ids` (the rows an admin ticked,
 * docs/decisions/061-bulk-work.md), only those of them the view holds, passed as one JSON value.
 */
export async function leadsExport(db: Database, query: Omit<LeadQuery, "page">, viewerId: string, language: Language, ids?: readonly string[]) {
  const where = and(conditionsFor(query, viewerId), ids ? leadIdIn(ids) : undefined);
  const [counted] = await db.select({ total: count() }).from(leads).where(where);
  const layout = exportLayout(query.tab, language);
  const write = rowWriter(layout, language);
  let cursor: Cursor | null = null;
  let isLast = false;
  const nextPage: CsvPages = async () => {
    if (isLast) return [];
    const rows = await exportPage(db, where, cursor);
    const last = rows.at(-1);
    isLast = rows.length < exportPageSize || !last;
    if (last) cursor = { createdAt: last.createdAt, id: last.id };
    return rows.map(write);
  };
  return { header: layout.header, total: counted?.total ?? 0, nextPage };
}
