/**
 * A student's record for staff (admins, and the learner's own instructor: docs/decisions/045): `/course-manager/records/<enrolment id>.json` (everything: the
 * enrolment, the append-only record, attempts, acknowledgements, certificates) or `.csv` (the record,
 * one line per entry). Each export is audited. Another instructor's learner is a 404, as a missing one.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/admin/leads-csv";
import { requireCourseStaff } from "~/auth/permissions.server";
import { recordRows } from "~/school/course-admin.server";
import { recordAudit } from "~/platform/audit-log.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { dictionaries } from "~/locales";

/** No such record (or not this member of staff's learner): a 404 in the staff member's language. */
function notFound(language: Language) {
  const { title, text } = dictionaries[language].notFound;
  return new Response(`${title}\n${text}\n`, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const language = requireRouteLanguage(params);
  const match = /^([0-9a-f-]{36})\.(json|csv)$/.exec(params.file ?? "");
  if (!match) throw notFound(language);
  const [, enrolmentId, format] = match as unknown as [string, string, "json" | "csv"];
  const rows = await recordRows(context.db, staff, enrolmentId);
  if (!rows) throw notFound(language);
  await recordAudit(context, request, staff, "course.records_export", rows.record.enrolment!.studentEmail, { enrolmentId, format });
  const name = `course-record-${enrolmentId}.${format}`;
  const headers = { "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="${name}"` };
  if (format === "json") return Response.json(rows.record, { headers });
  return new Response(toCsv([rows.header, ...rows.rows]), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
}
