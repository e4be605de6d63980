/**
 * A student's record for staff (admins and instructors, docs/decisions/045): `/course-manager/records/<enrolment id>.json` (everything: the
 * enrolment, the append-only record, attempts, acknowledgements, certificates) or `.csv` (the record,
 * one line per entry). Each export is audited.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/admin/submissions-csv";
import { requireCourseStaff } from "~/auth/permissions.server";
import { recordRows } from "~/course/course-admin.server";
import { recordAudit } from "~/platform/audit-log.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireCourseStaff(request, context);
  const match = /^([0-9a-f-]{36})\.(json|csv)$/.exec(params.file ?? "");
  if (!match) throw new Response("Not Found", { status: 404 });
  const [, enrolmentId, format] = match as unknown as [string, string, "json" | "csv"];
  const rows = await recordRows(context.db, enrolmentId);
  if (!rows) throw new Response("Not Found", { status: 404 });
  await recordAudit(context, request, staff, "course.records_export", rows.record.enrolment!.studentEmail, { enrolmentId, format });
  const name = `course-record-${enrolmentId}.${format}`;
  const headers = { "Cache-Control": "no-store", "Content-Disposition": `attachment; filename="${name}"` };
  if (format === "json") return Response.json(rows.record, { headers });
  return new Response(toCsv([rows.header, ...rows.rows]), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
}
