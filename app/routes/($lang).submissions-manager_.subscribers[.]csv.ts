import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recordAudit } from "~/platform/audit-log.server";
import { requireAdmin } from "~/auth/permissions.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { toCsv } from "~/admin/submissions-csv";
import { currentSubscribers } from "~/admin/newsletter-subscriptions.server";

const columns = ["email", "language", "source", "confirmed_at"] as const;

/**
 * The newsletter's mailing list: only addresses whose owner confirmed and has not unsubscribed
 * since (a pending or unsubscribed address is never on it).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  requireRouteLanguage(params);
  const subscribers = await currentSubscribers(context.db);
  await recordAudit(context, request, admin, "submissions.export", "subscribers", { rows: subscribers.length });
  const csv = toCsv([columns, ...subscribers.map((row) => [row.email, row.language, row.source ?? "", row.confirmedAt ?? ""])]);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
