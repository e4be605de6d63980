/**
 * The review of a bulk change (URL state: `?bulk=<id>`, so it opens without JavaScript): how many
 * leads it takes, how many will change and why the others will be skipped, and for a status change
 * the applicants' e-mail in each of their languages with how many would get it, before "change
 * only" or "change and e-mail" (docs/decisions/061-bulk-work.md). The confirmation posts the
 * change's id, which runs it once.
 */
import { Form, Link } from "@remix-run/react";
import { initialFocus, UrlDialog } from "~/components/dialogs/url-dialog";
import { languageInfo } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import type { BulkPageData } from "./bulk-data.server";
import { primaryButton, secondaryButton } from "./dialog-parts";
import { useIsPosting } from "./row-actions";

type Review = NonNullable<BulkPageData["review"]>;

export function BulkReviewDialog({ review, action, viewSearch, closeHref }: { review: Review; action: string; viewSearch: string; closeHref: string }) {
  const t = useT();
  const isPosting = useIsPosting("bulk-confirm");
  const { counts } = review;
  const title =
    review.kind === "status"
      ? t("bulk.statusTitle", { count: counts.leads })
      : review.owner === null
        ? t("bulk.unassignTitle", { count: counts.leads })
        : t("bulk.assignTitle", { count: counts.leads, owner: review.owner });
  const summary = review.kind === "status" ? t("bulk.statusSummary", { ...counts, status: t(`leadStatuses.${review.to}`) }) : t("bulk.assignSummary", counts);
  const hasNotices = review.kind === "status" && review.notices.length > 0;
  return (
    <UrlDialog id="bulk-review" title={title} description={summary} closeHref={closeHref}>
      {review.kind === "status" ? (
        hasNotices ? (
          <section aria-labelledby="bulk-notices-heading" className="grid gap-3">
            <h3 id="bulk-notices-heading" className="font-semibold text-slate-900">
              {t("bulk.noticesHeading")}
            </h3>
            <p className="text-sm text-slate-600">{t("bulk.noticesHelp")}</p>
            {review.notices.map((notice) => (
              <article key={notice.language} aria-labelledby={`bulk-notice-${notice.language}`} className="grid gap-2">
                <h4 id={`bulk-notice-${notice.language}`} className="text-sm font-semibold text-slate-800">
                  {t("bulk.noticeCount", { language: t(`languages.${notice.language}`), count: notice.recipients })}
                </h4>
                <div lang={languageInfo(notice.language).htmlLang} className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-900">
                  <p>
                    <span className="font-semibold">{t("bulk.noticeSubject")}:</span> <span data-notice-subject>{notice.subject}</span>
                  </p>
                  <p data-notice-text className="mt-3 break-words whitespace-pre-wrap">
                    {notice.text}
                  </p>
                </div>
              </article>
            ))}
          </section>
        ) : (
          <p className="text-sm text-slate-700">{t("bulk.noNotices")}</p>
        )
      ) : null}
      <Form method="post" action={action} preventScrollReset className="mt-4 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="bulk-confirm" />
        <input type="hidden" name="bulk" value={review.id} />
        <input type="hidden" name="view" value={viewSearch} />
        {/* Focus starts on Cancel: Enter right after the review opens changes no lead. */}
        <Link to={closeHref} replace preventScrollReset className={secondaryButton} {...initialFocus}>
          {t("bulk.cancel")}
        </Link>
        {review.kind === "assign" ? (
          <button type="submit" disabled={isPosting} className={primaryButton}>
            {review.owner === null ? t("bulk.confirmUnassign") : t("bulk.confirmAssign")}
          </button>
        ) : hasNotices ? (
          <>
            <button type="submit" name="notify" value="no" disabled={isPosting} className={secondaryButton}>
              {t("bulk.changeOnly")}
            </button>
            <button type="submit" name="notify" value="yes" disabled={isPosting} className={primaryButton}>
              {t("bulk.changeAndNotify", { count: counts.notifiable })}
            </button>
          </>
        ) : (
          <button type="submit" name="notify" value="no" disabled={isPosting} className={primaryButton}>
            {t("bulk.changeStatus")}
          </button>
        )}
      </Form>
    </UrlDialog>
  );
}
