import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/platform/audit-log.server";
import { requireAdmin } from "~/auth/permissions.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { csvStreamResponse } from "~/admin/leads-csv";
import { mailingListPages, mailingListSize } from "~/admin/newsletter-subscriptions.server";

const columns = ["email", "language", "source", "confirmed_at"] as const;

/**
 * The newsletter's mailing list: only addresses whose owner confirmed and has not unsubscribed
 * since (a pending or unsubscribed address is never on it), streamed as it is read (decision 052).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  requireRouteLanguage(params);
  await recordAudit(context, request, admin, "submissions.export", "subscribers", { rows: await mailingListSize(context.db) });
  return csvStreamResponse("newsletter-subscribers", columns, mailingListPages(context.db));
}
