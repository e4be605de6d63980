import { Form as RemixForm } from "@remix-run/react";
import { Button, buttonClassName } from "~/components/ui/button";
import { useLocalizePath, useT } from "~/i18n/use-t";
import type { EnrolmentStatus } from "../../../db/schema";
import { fieldClassName } from "./enrol-form";

export interface EnrolmentRow {
  id: string;
  studentName: string;
  studentEmail: string;
  status: EnrolmentStatus;
  hasAccount: boolean;
  screensDone: number;
  screensTotal: number;
  certificateCode: string | null;
  certificateRevokedAt: string | null;
  /** The start and end, formatted in the admin's language. */
  starts: string;
  ends: string;
  /** The end's day (YYYY-MM-DD), for the date field that changes it. */
  endsDay: string;
}

/** The enrolments found by the search, each with its progress and the admin's actions on it. */
export function EnrolmentList({ query, enrolments }: { query: string; enrolments: EnrolmentRow[] }) {
  const t = useT();
  return (
    <section className="grid gap-4" aria-labelledby="list-heading">
      <h2 id="list-heading" className="text-xl font-semibold text-slate-900">
        {t("courseAdmin.listHeading")}
      </h2>
      <RemixForm method="get" className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1">
          <span className="font-semibold">{t("courseAdmin.searchLabel")}</span>
          <input name="q" defaultValue={query} maxLength={100} className={fieldClassName} />
        </label>
        <Button type="submit" variant="secondary" size="small">
          {t("courseAdmin.search")}
        </Button>
      </RemixForm>
      {enrolments.length === 0 ? <p className="text-slate-600">{t("courseAdmin.none")}</p> : null}
      <ul className="grid gap-3">
        {enrolments.map((row) => (
          <EnrolmentItem key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}

function EnrolmentItem({ row }: { row: EnrolmentRow }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{row.studentName}</p>
          <p className="break-all text-sm text-slate-600">
            {row.studentEmail}
            {row.hasAccount ? "" : ` · ${t("courseAdmin.noAccount")}`}
          </p>
        </div>
        <p className="text-sm text-slate-700">
          {t(`courseAdmin.statuses.${row.status}`)} · {row.starts} – {row.ends}
          <br />
          {t("courseAdmin.screens", { done: row.screensDone, total: row.screensTotal })}
          {row.certificateCode ? (
            <>
              <br />
              {t("courseAdmin.certificate")}: <span className="font-mono">{row.certificateCode}</span>
              {row.certificateRevokedAt ? ` (${t("courseAdmin.revokedLabel")})` : ""}
            </>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {row.status !== "ended" ? (
          <>
            <RemixForm method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="enrolmentId" value={row.id} />
              <Button type="submit" name="status" value={row.status === "paused" ? "active" : "paused"} variant="secondary" size="small">
                {row.status === "paused" ? t("courseAdmin.resume") : t("courseAdmin.pause")}
              </Button>
            </RemixForm>
            <RemixForm method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="enrolmentId" value={row.id} />
              <Button type="submit" name="status" value="ended" variant="secondary" size="small">
                {t("courseAdmin.end")}
              </Button>
            </RemixForm>
            <RemixForm method="post" className="flex items-end gap-2">
              <input type="hidden" name="intent" value="extend" />
              <input type="hidden" name="enrolmentId" value={row.id} />
              <label className="grid gap-1 text-sm">
                <span>{t("courseAdmin.extend")}</span>
                <input name="endsOn" type="date" required defaultValue={row.endsDay} className={fieldClassName} />
              </label>
              <Button type="submit" variant="secondary" size="small">
                {t("courseAdmin.extend")}
              </Button>
            </RemixForm>
          </>
        ) : null}
        <a href={localize(`/course-manager/records/${row.id}.json`)} className={buttonClassName({ variant: "secondary", size: "small" })}>
          {t("courseAdmin.exportJson")}
        </a>
        <a href={localize(`/course-manager/records/${row.id}.csv`)} className={buttonClassName({ variant: "secondary", size: "small" })}>
          {t("courseAdmin.exportCsv")}
        </a>
        {row.certificateCode && !row.certificateRevokedAt ? (
          <RemixForm method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="revoke" />
            <input type="hidden" name="code" value={row.certificateCode} />
            <label className="grid gap-1 text-sm">
              <span>{t("courseAdmin.revokeReason")}</span>
              <input name="reason" required minLength={3} maxLength={500} className={fieldClassName} />
            </label>
            <Button type="submit" variant="secondary" size="small">
              {t("courseAdmin.revoke")}
            </Button>
          </RemixForm>
        ) : null}
      </div>
    </li>
  );
}
