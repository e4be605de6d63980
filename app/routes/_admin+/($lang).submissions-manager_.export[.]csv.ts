import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/platform/audit-log.server";
import { requireAdmin } from "~/auth/permissions.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { parseLeadQuery } from "~/admin/lead-query";
import { maximumTickedLeads } from "~/admin/bulk-selection";
import { csvStreamResponse } from "~/admin/leads-csv";
import { leadsExport } from "~/admin/leads-export.server";

/**
 * The submissions manager's current view (tab, search and filters, every lead) as CSV, streamed as
 * it is read, with its columns in the page's language (decisions 016, 027, 052); with `lead`
 * parameters (the rows ticked, at most a page of them: decision 061), only those the view holds.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const language = requireRouteLanguage(params);
  const searchParams = new URL(request.url).searchParams;
  const query = parseLeadQuery(searchParams);
  const ticked = searchParams.getAll("lead").filter((id) => id !== "" && id.length <= 64);
  // More ids than a page holds is no page's selection: the first page's worth is taken.
  const ids = ticked.length > 0 ? ticked.slice(0, maximumTickedLeads) : undefined;
  const file = await leadsExport(context.db, query, admin.id, language, ids);
  await recordAudit(context, request, admin, "submissions.export", query.tab, {
    search: query.search,
    owner: query.owner,
    overdue: query.overdue,
    rows: file.total,
    ...(ids ? { ticked: ids.length } : {}),
  });
  return csvStreamResponse(`submissions-${query.tab}`, file.header, file.nextPage);
}
