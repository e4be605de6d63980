import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/platform/audit-log.server";
import { requireAdmin } from "~/auth/permissions.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { parseSubmissionQuery } from "~/admin/submission-query";
import { csvStreamResponse } from "~/admin/submissions-csv";
import { submissionsExport } from "~/admin/submissions-export.server";

/**
 * The submissions manager's current view (tab, search and filters, every lead) as CSV, streamed as
 * it is read, with its columns in the page's language (decisions 016, 027, 052).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const query = parseSubmissionQuery(new URL(request.url).searchParams);
  const file = await submissionsExport(context.db, query, admin.id, language);
  await recordAudit(context, request, admin, "submissions.export", query.tab, { search: query.search, owner: query.owner, overdue: query.overdue, rows: file.total });
  return csvStreamResponse(`submissions-${query.tab}`, file.header, file.nextPage);
}
