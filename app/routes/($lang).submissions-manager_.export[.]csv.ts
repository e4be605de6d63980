import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/platform/audit-log.server";
import { requireAdmin } from "~/auth/permissions.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { parseSubmissionQuery } from "~/admin/submission-query";
import { toCsv } from "~/admin/submissions-csv";
import { submissionsForExport } from "~/admin/submissions.server";

const columns = ["id", "form_type", "status", "email", "first_name", "last_name", "phone", "source", "language", "latest_note", "note_count", "created_at", "updated_at", "data", "call_text_consent", "consent_version", "consent_language", "consent_at", "consent_page"] as const;

/** The submissions manager's current view (tab, search and filters, every page) as CSV (decision 016), with each lead's latest note and its number of notes (decision 027). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  requireRouteLanguage(params);
  const query = parseSubmissionQuery(new URL(request.url).searchParams);
  const submissions = await submissionsForExport(context.db, query, admin.id);
  await recordAudit(context, request, admin, "submissions.export", query.tab, { search: query.search, owner: query.owner, overdue: query.overdue, rows: submissions.length });

  const csv = toCsv([
    columns,
    ...submissions.map((row) => [
      row.id,
      row.formType,
      row.status,
      row.email,
      row.firstName,
      row.lastName,
      row.phone,
      row.source,
      row.language,
      row.latestNote ?? "",
      row.noteCount,
      row.createdAt,
      row.updatedAt,
      JSON.stringify(row.data),
      row.callTextConsent ? "yes" : "no",
      row.consentVersion,
      row.consentLanguage,
      row.consentAt,
      row.consentPage,
    ]),
  ]);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="submissions-${query.tab}-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
