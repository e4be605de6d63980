import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminShell, LinkTabs, i18n as adminShellI18n } from "~/components/admin/admin-shell";
import { initialFocus, UrlDialog } from "~/components/dialogs/url-dialog";
import { Pagination, i18n as paginationI18n } from "~/components/pagination";
import { formatDateTime } from "~/admin/admin-dates";
import { recordAudit } from "~/audit/audit-log.server";
import { noStoreHeaders, privatePageHeaders, requireAdmin } from "~/auth/permissions.server";
import type { Database } from "../../db/client";
import type { FormSubmission } from "../../db/schema";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath, type Language } from "~/i18n/languages";
import type { TranslationKey } from "~/i18n/translate";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { isPartnerCategory, partnerCategories } from "~/partners/directory-options";
import { directoryCategoryFor, listingFromApplication, tagsFromApplication } from "~/partners/partner-application";
import { listApprovedPartner, listingsBySubmission, removeListing, updateListingFlags } from "~/partners/partners.server";
import { translatedSeo } from "~/seo";
import {
  isSubmissionDialog,
  leadNoteMaximumLength,
  parseSubmissionQuery,
  submissionSearch,
  submissionTabs,
  workingStatuses,
  submissionsPageSize,
  type SubmissionTab,
} from "~/submissions/submission-query";
import {
  countSubmissionsByTab,
  deleteSubmission,
  eraseEverythingForEmail,
  findSubmission,
  listSubmissions,
  setSpam,
  updateLeadWork,
} from "~/submissions/submissions.server";
import { redirectWithToast } from "~/toast/flash.server";
import type { ToastMessage } from "~/toast/toast";
import { translatedToast } from "~/toast/translated-toast.server";
import { pageHandle } from "~/pages";

const partnerFormType = "partner-network";

export const handle = pageHandle({ audience: "admin", crawl: false });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const { db } = context;
  const url = new URL(request.url);
  const query = parseSubmissionQuery(url.searchParams);
  const [page, counts] = await Promise.all([listSubmissions(db, query), countSubmissionsByTab(db)]);
  const listings = await listingsBySubmission(
    db,
    page.items.filter((row) => row.formType === partnerFormType).map((row) => row.id),
  );

  return data(
    {
      translations: pickTranslations(language, ["submissions", "directory"], adminShellI18n, paginationI18n),
      admin: { email: admin.email },
      query: { ...query, page: page.page },
      total: page.total,
      pageCount: page.pageCount,
      counts,
      rows: page.items.map((row) => ({
        id: row.id,
        formType: row.formType,
        email: row.email,
        name: [row.firstName, row.lastName].filter(Boolean).join(" "),
        phone: row.phone,
        source: row.source,
        status: row.status,
        createdAt: formatDateTime(row.createdAt, language),
        isPartnerApplication: row.formType === partnerFormType,
        isListed: listings.has(row.id),
      })),
      dialog: await dialogData(db, url.searchParams, language),
    },
    { headers: noStoreHeaders },
  );
}

/** The open row dialog (URL state: `?dialog=view&id=...`), with what it shows. */
async function dialogData(db: Database, searchParams: URLSearchParams, language: Language) {
  const kind = searchParams.get("dialog");
  const id = searchParams.get("id");
  if (!isSubmissionDialog(kind) || !id) return null;
  const submission = await findSubmission(db, id);
  if (!submission) return null;
  const base = { id: submission.id, email: submission.email, formType: submission.formType };
  switch (kind) {
    case "view":
      return {
        ...base,
        kind,
        date: formatDateTime(submission.createdAt, language),
        status: submission.status,
        note: submission.note,
        entries: Object.entries(submission.data).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)] as const),
      };
    case "delete":
      return { ...base, kind };
    case "erase":
      return submission.email ? { ...base, kind } : null;
    case "listing": {
      if (submission.formType !== partnerFormType) return null;
      const listing = (await listingsBySubmission(db, [submission.id])).get(submission.id) ?? null;
      const text = (name: string) => (typeof submission.data[name] === "string" ? String(submission.data[name]) : "");
      return {
        ...base,
        kind,
        name: text("name"),
        location: text("location"),
        applicationCategory: text("category"),
        suggestedCategory: directoryCategoryFor(submission.data.category),
        tags: tagsFromApplication(submission.data.tags),
        listing,
      };
    }
  }
}

/** Every change is a POST with an `intent`; each ends in a redirect back to the same view with a toast. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const { db } = context;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // The view to go back to, re-parsed so only a valid tab, search and page survive.
  const view = parseSubmissionQuery(new URLSearchParams(String(form.get("view") ?? "")));
  const back = (extra: Record<string, string> = {}) => `${localizePath("/submissions-manager", language)}${submissionSearch(view, extra)}`;
  const reply = (kind: "success" | "error", message: ToastMessage, values?: Record<string, string | number>, extra?: Record<string, string>) =>
    redirectWithToast(request, context.env, back(extra), translatedToast(language, kind, message, values));

  const submission = await findSubmission(db, String(form.get("id") ?? ""));
  if (!submission) return reply("error", { title: "submissions.notFoundTitle", description: "submissions.notFoundText" });
  const audit = (action: Parameters<typeof recordAudit>[3], details: Record<string, unknown> = {}) =>
    recordAudit(context, request, admin, action, submission.id, { formType: submission.formType, ...details });

  try {
    return await applyIntent();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "submission_action_failed", intent, message: String(error) }));
    return intent === "delete"
      ? reply("error", { title: "submissions.deleteFailedTitle", description: "submissions.deleteFailedText" })
      : reply("error", { title: "errors.title", description: "errors.text" });
  }

  async function applyIntent() {
    switch (intent) {
      // The audit log records what changed, once: an action that found nothing left to change
      // (a second click, a concurrent admin) leaves no row.
      case "delete": {
        const wasDeleted = await deleteSubmission(db, submission!.id);
        if (!wasDeleted) return reply("error", { title: "submissions.notFoundTitle", description: "submissions.notFoundText" });
        await audit("submission.delete", { email: submission!.email });
        return reply("success", { title: "submissions.deletedTitle", description: "submissions.deletedText" });
      }
      case "erase": {
        if (!submission!.email) return reply("error", { title: "errors.title", description: "errors.text" });
        const erased = await eraseEverythingForEmail(db, submission!.email);
        if (erased.submissions + erased.emails + erased.partners > 0) await recordAudit(context, request, admin, "submission.erase", submission!.email, erased);
        return reply("success", { title: "submissions.erasedTitle", description: "submissions.erasedText" }, { email: submission!.email, ...erased });
      }
      case "spam":
      case "not-spam": {
        const isSpam = intent === "spam";
        if (await setSpam(db, submission!.id, isSpam)) await audit("submission.spam", { spam: isSpam });
        return isSpam
          ? reply("success", { title: "submissions.spamMarkedTitle", description: "submissions.spamMarkedText" })
          : reply("success", { title: "submissions.notSpamTitle", description: "submissions.notSpamText" });
      }
      case "work": {
        const status = workingStatuses.find((value) => value === form.get("status")) ?? "new";
        const note = String(form.get("note") ?? "").trim().slice(0, leadNoteMaximumLength);
        const isUpdated = await updateLeadWork(db, submission!.id, { status, note });
        if (!isUpdated) return reply("error", { title: "errors.title", description: "submissions.spamCannotBeWorked" });
        await audit("submission.status", { status, noteChanged: note !== submission!.note });
        return reply("success", { title: "submissions.workSavedTitle", description: "submissions.workSavedText" });
      }
      case "approve":
        return approve();
      case "update-listing": {
        const flags = { verified: form.get("verified") === "on", featured: form.get("featured") === "on" };
        if (await updateListingFlags(db, submission!.id, flags)) await audit("partner.update", flags);
        return reply("success", { title: "submissions.listingSavedTitle", description: "submissions.listingSavedText" });
      }
      case "unlist": {
        if (await removeListing(db, submission!.id)) await audit("partner.unlist");
        return reply("success", { title: "submissions.listingRemovedTitle", description: "submissions.listingRemovedText" });
      }
      default:
        return reply("error", { title: "errors.title", description: "errors.text" });
    }
  }

  /** Lists a partner-network application in /business-search. */
  async function approve() {
    const reopen = { dialog: "listing", id: submission!.id };
    const category = form.get("category");
    if (submission!.formType !== partnerFormType) return reply("error", { title: "errors.title", description: "errors.text" });
    if (!isPartnerCategory(category)) {
      return reply("error", { title: "submissions.approveFailedTitle", description: "submissions.categoryRequired" }, undefined, reopen);
    }
    const listing = listingFromApplication(submission!.data, { category, verified: form.get("verified") === "on", featured: form.get("featured") === "on" });
    if (!listing) return reply("error", { title: "submissions.approveFailedTitle", description: "submissions.approveFailedText" }, undefined, reopen);
    // Listed once however many approvals race; only the one that listed it is audited.
    const listed = await listApprovedPartner(db, submission!.id, listing);
    if (listed) await audit("partner.approve", { name: listing.name, category, verified: listing.verified, featured: listing.featured });
    return reply("success", { title: "submissions.approvedTitle", description: "submissions.approvedText" }, { name: listing.name });
  }
}

export const headers = privatePageHeaders;

type ManagerData = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = ManagerData["rows"][number];
type OpenDialog = NonNullable<ManagerData["dialog"]>;

const statusStyles: Record<FormSubmission["status"], string> = {
  new: "bg-sky-100 text-sky-900",
  contacted: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-800",
  spam: "bg-red-100 text-red-900",
};

export default function SubmissionsManager() {
  const { admin, query, total, pageCount, counts, rows, dialog } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const managerPath = localize("/submissions-manager");
  const viewSearch = submissionSearch(query);
  const viewHref = `${managerPath}${viewSearch}`;
  const from = total === 0 ? 0 : (query.page - 1) * submissionsPageSize + 1;
  const to = Math.min(total, from + rows.length - 1);

  return (
    <AdminShell email={admin.email} title={t("submissions.heading")} intro={<p>{t("submissions.intro")}</p>}>
      <LinkTabs<SubmissionTab>
        label={t("submissions.tabsLabel")}
        tabs={submissionTabs}
        current={query.tab}
        hrefFor={(tab) => `${managerPath}${submissionSearch({ tab, search: query.search })}`}
        labelFor={(tab) => t("submissions.tabCount", { label: t(`submissions.tabs.${tab}`), count: counts[tab] })}
      />

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" action={managerPath} role="search" className="flex w-full max-w-xl flex-wrap items-end gap-2">
          {query.tab !== "all" ? <input type="hidden" name="tab" value={query.tab} /> : null}
          <div className="min-w-0 flex-1">
            <label htmlFor="submission-search" className="mb-1 block text-sm font-medium text-slate-700">
              {t("submissions.searchLabel")}
            </label>
            <input
              id="submission-search"
              type="search"
              name="q"
              defaultValue={query.search}
              maxLength={100}
              placeholder={t("submissions.searchPlaceholder")}
              className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900"
            />
          </div>
          <button type="submit" className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {t("submissions.search")}
          </button>
          {query.search ? (
            <Link to={`${managerPath}${submissionSearch({ tab: query.tab })}`} className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline">
              {t("submissions.clearSearch")}
            </Link>
          ) : null}
        </Form>
        <a
          href={`${localize("/submissions-manager/export.csv")}${submissionSearch({ tab: query.tab, search: query.search })}`}
          download
          className="inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("submissions.exportCsv")}
        </a>
      </div>

      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {t("submissions.showing", { from, to, total })}
      </p>

      {rows.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("submissions.empty")}</p>
          <p className="mt-1 text-slate-600">{t("submissions.emptyText")}</p>
        </div>
      ) : (
        // Below md each row is a card of labelled fields (one DOM, no sideways scrolling on a phone);
        // from md up it is the spec's table, with the row menu opening over the rows from lg.
        <div className="mt-4 rounded-xl border border-slate-200 bg-white md:overflow-x-auto lg:overflow-visible">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">{t("submissions.tableCaption")}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600 max-md:hidden">
              <tr>
                <HeaderCell>{t("submissions.columns.formType")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.email")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.name")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.phone")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.source")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.createdAt")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.status")}</HeaderCell>
                <HeaderCell>{t("submissions.columns.actions")}</HeaderCell>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top last:border-0 max-md:block max-md:px-1 max-md:py-3">
                  <Cell label={t("submissions.columns.formType")} className="font-mono text-xs text-slate-800">
                    {row.formType}
                  </Cell>
                  <Cell label={t("submissions.columns.email")} className="break-all text-slate-900">
                    {row.email || t("submissions.noEmail")}
                  </Cell>
                  <Cell label={t("submissions.columns.name")} className="text-slate-800">
                    {row.name}
                  </Cell>
                  <Cell label={t("submissions.columns.phone")} className="whitespace-nowrap text-slate-700 max-md:hidden">
                    {row.phone}
                  </Cell>
                  <Cell label={t("submissions.columns.source")} className="text-slate-700">
                    {row.source}
                  </Cell>
                  <Cell label={t("submissions.columns.createdAt")} className="text-slate-700 md:whitespace-nowrap">
                    {row.createdAt}
                  </Cell>
                  <Cell label={t("submissions.columns.status")}>
                    <div>
                      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyles[row.status]}`}>
                        {t(`submissions.statuses.${row.status}`)}
                      </span>
                      {row.isListed ? (
                        <span className="mt-1 block text-xs font-semibold whitespace-nowrap text-emerald-800">{t("submissions.listed")}</span>
                      ) : null}
                    </div>
                  </Cell>
                  <td className="px-3 py-3 max-md:block max-md:pt-2">
                    <RowMenu row={row} viewSearch={viewSearch} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination
        label={t("submissions.paginationLabel")}
        page={query.page}
        pageCount={pageCount}
        hrefForPage={(page) => `${managerPath}${submissionSearch({ ...query, page })}`}
      />

      {dialog ? <SubmissionDialog dialog={dialog} closeHref={viewHref} viewSearch={viewSearch} /> : null}
    </AdminShell>
  );
}

function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
      {children}
    </th>
  );
}

/** A table cell that, on a phone, is a labelled line of its row's card. */
function Cell({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      // On a phone a long word (a campaign code, an address) wraps instead of pushing the card wider
      // than the screen; a cell of several parts wraps them in one element, or they sit side by side.
      className={`px-3 py-3 max-md:flex max-md:gap-3 max-md:py-1 max-md:[overflow-wrap:anywhere] max-md:before:w-32 max-md:before:shrink-0 max-md:before:break-normal max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}

/** Links that open a dialog keep the view (tab, search, page) and add the dialog's parameters. */
function dialogHref(viewSearch: string, dialog: string, id: string): string {
  const params = new URLSearchParams(viewSearch);
  params.set("dialog", dialog);
  params.set("id", id);
  return `?${params.toString()}`;
}

/** Hidden fields every row action posts: which submission, and the view to come back to. */
function ActionFields({ intent, id, viewSearch }: { intent: string; id: string; viewSearch: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="view" value={viewSearch} />
    </>
  );
}

const menuItemClass = "flex min-h-10 w-full items-center rounded-md px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100";

/** A <details> menu: opens without JavaScript; with it, it also closes on Escape and outside clicks. */
function RowMenu({ row, viewSearch }: { row: Row; viewSearch: string }) {
  const t = useT();
  const isSpam = row.status === "spam";
  return (
    <details data-menu className="group relative">
      <summary
        aria-label={t("submissions.rowActions", { email: row.email || t("submissions.noEmail") })}
        className="inline-flex min-h-10 min-w-10 cursor-pointer list-none items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="4" cy="10" r="1.7" />
          <circle cx="10" cy="10" r="1.7" />
          <circle cx="16" cy="10" r="1.7" />
        </svg>
      </summary>
      <ul className="mt-2 grid w-56 gap-0.5 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg lg:absolute lg:right-0 lg:z-20">
        <li>
          <Link to={dialogHref(viewSearch, "view", row.id)} preventScrollReset className={menuItemClass}>
            {t("submissions.viewData")}
          </Link>
        </li>
        {row.isPartnerApplication && !isSpam ? (
          <li>
            <Link to={dialogHref(viewSearch, "listing", row.id)} preventScrollReset className={menuItemClass}>
              {row.isListed ? t("submissions.directoryListing") : t("submissions.approvePartner")}
            </Link>
          </li>
        ) : null}
        <li>
          <Form method="post" preventScrollReset>
            <ActionFields intent={isSpam ? "not-spam" : "spam"} id={row.id} viewSearch={viewSearch} />
            <button type="submit" className={menuItemClass}>
              {isSpam ? t("submissions.notSpam") : t("submissions.markSpam")}
            </button>
          </Form>
        </li>
        {row.email ? (
          <li>
            <Link to={dialogHref(viewSearch, "erase", row.id)} preventScrollReset className={menuItemClass}>
              {t("submissions.erase")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={dialogHref(viewSearch, "delete", row.id)} preventScrollReset className={`${menuItemClass} text-red-800`}>
            {t("submissions.delete")}
          </Link>
        </li>
      </ul>
    </details>
  );
}

function SubmissionDialog({ dialog, closeHref, viewSearch }: { dialog: OpenDialog; closeHref: string; viewSearch: string }) {
  switch (dialog.kind) {
    case "view":
      return <ViewDataDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} />;
    case "delete":
      return (
        <ConfirmDialog
          dialog={dialog}
          closeHref={closeHref}
          viewSearch={viewSearch}
          title="submissions.deleteTitle"
          text="submissions.deleteText"
          confirm="submissions.confirmDelete"
        />
      );
    case "erase":
      return (
        <ConfirmDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} title="submissions.eraseTitle" text="submissions.eraseText" confirm="submissions.confirmErase" />
      );
    case "listing":
      return <ListingDialog dialog={dialog} closeHref={closeHref} viewSearch={viewSearch} />;
  }
}

const primaryButton = "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const secondaryButton = "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-100";
const dangerButton = "inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-60";

/** Whether a post with this intent is on its way (its button shows it). */
function useIsPosting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function ViewDataDialog({ dialog, closeHref, viewSearch }: { dialog: Extract<OpenDialog, { kind: "view" }>; closeHref: string; viewSearch: string }) {
  const t = useT();
  const isSaving = useIsPosting("work");
  const isSpam = dialog.status === "spam";
  return (
    <UrlDialog
      id="submission-data"
      title={t("submissions.viewTitle")}
      description={t("submissions.viewDescription", { formType: dialog.formType, email: dialog.email || t("submissions.noEmail"), date: dialog.date })}
      closeHref={closeHref}
    >
      <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[minmax(0,10rem)_1fr]">
        {dialog.entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-mono text-xs font-semibold break-all text-slate-600 sm:pt-0.5">{key}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">{t("submissions.workHeading")}</h3>
      {isSpam ? (
        <Form method="post" className="mt-2 grid gap-3">
          <ActionFields intent="not-spam" id={dialog.id} viewSearch={viewSearch} />
          <p className="text-sm text-slate-600">{t("submissions.spamCannotBeWorked")}</p>
          <button type="submit" className={`${secondaryButton} w-fit`}>
            {t("submissions.notSpam")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-2 grid gap-3">
          <ActionFields intent="work" id={dialog.id} viewSearch={viewSearch} />
          <div>
            <label htmlFor="lead-status" className="block text-sm font-medium text-slate-800">
              {t("submissions.statusLabel")}
            </label>
            <select id="lead-status" name="status" defaultValue={dialog.status} className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900">
              {workingStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`submissions.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="lead-note" className="block text-sm font-medium text-slate-800">
              {t("submissions.noteLabel")}
            </label>
            <textarea
              id="lead-note"
              name="note"
              rows={3}
              maxLength={leadNoteMaximumLength}
              defaultValue={dialog.note}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
            />
          </div>
          <button type="submit" disabled={isSaving} className={`${primaryButton} w-fit`}>
            {isSaving ? t("submissions.saving") : t("submissions.saveWork")}
          </button>
        </Form>
      )}
    </UrlDialog>
  );
}

function ConfirmDialog({
  dialog,
  closeHref,
  viewSearch,
  title,
  text,
  confirm,
}: {
  dialog: Extract<OpenDialog, { kind: "delete" | "erase" }>;
  closeHref: string;
  viewSearch: string;
  title: TranslationKey;
  text: TranslationKey;
  confirm: TranslationKey;
}) {
  const t = useT();
  const isPosting = useIsPosting(dialog.kind);
  const email = dialog.email || t("submissions.noEmail");
  return (
    <UrlDialog id={`confirm-${dialog.kind}`} title={t(title, { email })} description={t(text, { email })} closeHref={closeHref}>
      <Form method="post" className="flex flex-wrap justify-end gap-3">
        <ActionFields intent={dialog.kind} id={dialog.id} viewSearch={viewSearch} />
        {/* Focus starts on Cancel: a key pressed right after opening never deletes anything. */}
        <Link to={closeHref} replace preventScrollReset className={secondaryButton} {...initialFocus}>
          {t("submissions.cancel")}
        </Link>
        <button type="submit" disabled={isPosting} className={dangerButton}>
          {t(confirm)}
        </button>
      </Form>
    </UrlDialog>
  );
}

function ListingDialog({ dialog, closeHref, viewSearch }: { dialog: Extract<OpenDialog, { kind: "listing" }>; closeHref: string; viewSearch: string }) {
  const t = useT();
  const isPosting = useIsPosting(dialog.listing ? "update-listing" : "approve");
  const name = dialog.name || dialog.email;
  const checkbox = (field: "verified" | "featured", isChecked: boolean) => (
    <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
      <input type="checkbox" name={field} defaultChecked={isChecked} className="size-5 rounded border-slate-400 text-brand-700" />
      {t(`submissions.${field}`)}
    </label>
  );

  if (dialog.listing) {
    return (
      <UrlDialog id="partner-listing" title={t("submissions.listingTitle")} description={t("submissions.listingText", { name })} closeHref={closeHref}>
        <Form method="post" className="grid gap-3">
          <ActionFields intent="update-listing" id={dialog.id} viewSearch={viewSearch} />
          {checkbox("verified", dialog.listing.verified)}
          {checkbox("featured", dialog.listing.featured)}
          <button type="submit" disabled={isPosting} className={`${primaryButton} w-fit`}>
            {t("submissions.saveListing")}
          </button>
        </Form>
        <Form method="post" className="mt-6 border-t border-slate-200 pt-4">
          <ActionFields intent="unlist" id={dialog.id} viewSearch={viewSearch} />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-md border border-red-300 px-4 font-semibold text-red-800 hover:bg-red-50">
            {t("submissions.removeListing")}
          </button>
        </Form>
      </UrlDialog>
    );
  }

  return (
    <UrlDialog id="approve-partner" title={t("submissions.approveTitle")} description={t("submissions.approveText", { name })} closeHref={closeHref}>
      <Form method="post" className="grid gap-4">
        <ActionFields intent="approve" id={dialog.id} viewSearch={viewSearch} />
        <div>
          <label htmlFor="listing-category" className="block text-sm font-medium text-slate-800">
            {t("submissions.category")}
          </label>
          <select
            id="listing-category"
            name="category"
            required
            defaultValue={dialog.suggestedCategory ?? ""}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900"
          >
            <option value="">{t("submissions.chooseCategory")}</option>
            {partnerCategories.map((category) => (
              <option key={category} value={category}>
                {t(`directory.categories.${category}`)}
              </option>
            ))}
          </select>
          {dialog.suggestedCategory ? null : <p className="mt-1 text-sm text-slate-600">{dialog.applicationCategory}</p>}
        </div>
        <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t("submissions.location")}</dt>
          <dd>{dialog.location}</dd>
          <dt className="font-semibold">{t("submissions.tags")}</dt>
          <dd className="break-words">{dialog.tags.join(", ") || "—"}</dd>
        </dl>
        {checkbox("verified", false)}
        {checkbox("featured", false)}
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={closeHref} replace preventScrollReset className={secondaryButton}>
            {t("submissions.cancel")}
          </Link>
          <button type="submit" disabled={isPosting} className={primaryButton}>
            {t("submissions.approve")}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "submissions.meta.title", description: "submissions.meta.description", keywords: "submissions.meta.keywords" });
