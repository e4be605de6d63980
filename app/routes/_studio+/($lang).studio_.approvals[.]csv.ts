/**
 * The approval record as CSV for the Department (docs/studio.md): one row per version of a unit of
 * the course that was ever live, with its author, reviewer, note, and when it went live and was
 * replaced. Streamed page by page; audited.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { csvStreamResponse } from "~/admin/leads-csv";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { recordAudit } from "~/platform/audit-log.server";
import { requireStudio } from "~/studio/access.server";
import { approvalsHeader, approvalsPages } from "~/studio/approval-record.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStudio(request, context, "author");
  requireRouteLanguage(params);
  await recordAudit(context, request, user, "studio.export", "approvals.csv");
  return csvStreamResponse("course-approvals", approvalsHeader, approvalsPages(context.db));
}
