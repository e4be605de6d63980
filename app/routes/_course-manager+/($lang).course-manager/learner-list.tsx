import { Form as RemixForm, Link } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/admin/email-address";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { EnrolmentStatus } from "../../../../db/schema";
import type { LearnerFilter } from "~/school/learners.server";
import { fieldClassName } from "./enrol-form";

export interface LearnerRow {
  id: string;
  studentName: string;
  studentEmail: string;
  status: EnrolmentStatus;
  hasAccount: boolean;
  percent: number;
  /** Seat time in hours, one decimal. */
  hours: string;
  /** In New York time and the staff member's language; empty before any activity. */
  lastActivity: string;
  failedTwice: boolean;
  /** The best scores, each module's exam named by the module's title in the staff member's language. */
  scores: { modules: Array<{ module: string; percent: number }>; practice: number | null; final: number | null };
  /** The enrolment's first and last days (New York), without a time of day. */
  starts: string;
  ends: string;
  certificateCode: string | null;
  certificateRevokedAt: string | null;
}

export interface LearnerListing {
  query: string;
  filter: LearnerFilter;
  page: number;
  pageCount: number;
  total: number;
  rows: LearnerRow[];
}

const learnerFilterNames = ["all", "stalled", "failed", "ending"] as const satisfies readonly LearnerFilter[];

/** The address of the view with this search, filter and page (what the filter form's GET makes). */
export function listingHref(base: string, listing: Pick<LearnerListing, "query" | "filter">, page: number) {
  const params = new URLSearchParams();
  if (listing.query) params.set("q", listing.query);
  if (listing.filter !== "all") params.set("show", listing.filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/**
 * The learners found by the search and filter, a page at a time, in one form: tick rows (or every
 * row the filter matches) and extend them (admins) or preview a nudge (staff).
 */
export function LearnerList({ listing, isAdmin, selectionError }: { listing: LearnerListing; isAdmin: boolean; selectionError?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const base = localize("/course-manager");
  return (
    <section className="grid gap-4" aria-labelledby="list-heading">
      <h2 id="list-heading" className="text-xl font-semibold text-slate-900">
        {t("courseAdmin.listHeading")}
      </h2>
      <RemixForm method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.searchLabel")}</span>
          <input name="q" defaultValue={listing.query} maxLength={100} className={fieldClassName} />
        </label>
        <label className="grid gap-1">
          <span className="font-semibold">{t("learners.filterLabel")}</span>
          <select name="show" defaultValue={listing.filter} className={fieldClassName}>
            {learnerFilterNames.map((filter) => (
              <option key={filter} value={filter}>
                {t(`learners.filters.${filter}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" size="small">
          {t("courseAdmin.search")}
        </Button>
      </RemixForm>
      <p className="text-slate-700" role="status">
        {t("learners.found", { count: listing.total })}
      </p>
      {listing.rows.length === 0 ? <p className="text-slate-600">{t("courseAdmin.none")}</p> : null}
      {listing.rows.length > 0 ? (
        <RemixForm method="post" className="grid gap-4" id="learners-bulk">
          <input type="hidden" name="q" value={listing.query} />
          <input type="hidden" name="show" value={listing.filter} />
          <ul className="grid gap-3">
            {listing.rows.map((row) => (
              <LearnerItem key={row.id} row={row} />
            ))}
          </ul>
          <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t("learners.bulkHeading")}</legend>
            {selectionError ? (
              <p className="text-red-800" id="selection-error">
                {selectionError}
              </p>
            ) : null}
            <label className="flex items-center gap-2">
              <input type="checkbox" name="everyMatching" value="1" className="size-5" />
              <span>{t("learners.everyMatching", { count: listing.total })}</span>
            </label>
            <div className="flex flex-wrap items-end gap-3">
              {isAdmin ? (
                <>
                  <label className="grid gap-1 text-sm">
                    <span>{t("learners.extendBy")}</span>
                    <input name="amount" type="number" min={1} max={365} defaultValue={30} className={`${fieldClassName} w-24`} />
                  </label>
                  <label className="grid gap-1 text-sm">
                    <span className="sr-only">{t("learners.extendBy")}</span>
                    <select name="unit" defaultValue="days" className={fieldClassName}>
                      <option value="days">{t("learners.units.days")}</option>
                      <option value="months">{t("learners.units.months")}</option>
                    </select>
                  </label>
                  <Button type="submit" name="intent" value="bulk-extend" variant="secondary" size="small">
                    {t("learners.extend")}
                  </Button>
                </>
              ) : null}
              <Button type="submit" name="intent" value="nudge-preview" variant="secondary" size="small">
                {t("learners.nudge")}
              </Button>
            </div>
          </fieldset>
        </RemixForm>
      ) : null}
      <Pagination label={t("learners.pages")} page={listing.page} pageCount={listing.pageCount} hrefForPage={(page) => listingHref(base, listing, page)} />
    </section>
  );
}

function LearnerItem({ row }: { row: LearnerRow }) {
  const t = useT();
  const localize = useLocalizePath();
  const { scores } = row;
  const examParts = [
    ...scores.modules.map((entry) => t("learners.moduleScore", { module: entry.module, percent: entry.percent })),
    ...(scores.practice === null ? [] : [t("learners.practiceScore", { percent: scores.practice })]),
    ...(scores.final === null ? [] : [t("learners.finalScore", { percent: scores.final })]),
  ];
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4">
      <input
        type="checkbox"
        name="enrolmentId"
        value={row.id}
        aria-label={t("learners.selectLearner", { name: row.studentName })}
        className="mt-1 size-5 shrink-0"
      />
      <div className="grid flex-1 gap-2 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-slate-900">
            <Link to={localize(`/course-manager/learners/${row.id}`)} className="text-brand-700 underline hover:text-brand-900">
              {row.studentName}
            </Link>
          </p>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            <EmailAddress address={row.studentEmail} />
            {row.hasAccount ? "" : ` · ${t("courseAdmin.noAccount")}`}
          </p>
          <p className="text-sm text-slate-700">
            {t(`courseAdmin.statuses.${row.status}`)} · {row.starts} – {row.ends}
          </p>
        </div>
        <div className="text-sm text-slate-700">
          <p>
            {t("learners.percent", { percent: row.percent })} · {t("learners.seatTime", { hours: row.hours })}
          </p>
          <p>{row.lastActivity ? t("learners.lastActivity", { when: row.lastActivity }) : t("learners.noActivity")}</p>
          <p>
            {t("learners.exams")}: {examParts.length > 0 ? examParts.join(" · ") : t("learners.noExams")}
            {row.failedTwice ? <strong className="ml-2 text-red-800">{t("learners.failedTwice")}</strong> : null}
          </p>
          {row.certificateCode ? (
            <p>
              {t("courseAdmin.certificate")}: <span className="font-mono">{row.certificateCode}</span>
              {row.certificateRevokedAt ? ` (${t("courseAdmin.revokedLabel")})` : ""}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
