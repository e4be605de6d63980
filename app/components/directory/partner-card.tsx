import { useT } from "~/i18n/use-t";
import type { Namespaces } from "~/i18n/translations";
import { isPartnerCategory } from "~/partners/directory-options";
import type { PartnerCard } from "~/partners/directory-card";
import { FavoriteButton } from "./favorites";

/** The translation namespaces this component reads: its page's loader sends them. */
export const i18n = ["directory"] as const satisfies Namespaces;

/** One partner in the directory's results. Long words wrap: nothing in a card widens a phone's page. */
export function PartnerCardView({ partner }: { partner: PartnerCard }) {
  const t = useT();
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        {/* min-w-0 and wrap-anywhere (which, unlike break-words, also shrinks the min-content width): a long name or word wraps instead of widening the page on a phone. */}
        <div className="min-w-0 wrap-anywhere">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {isPartnerCategory(partner.category) ? t(`directory.categories.${partner.category}`) : partner.category}
          </p>
          <h3 className="mt-1 text-xl font-bold text-slate-900">{partner.name}</h3>
          <p className="text-slate-600">{partner.location}</p>
        </div>
        <FavoriteButton partnerId={partner.id} partnerName={partner.name} />
      </div>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
        {partner.verified ? <li className="rounded-full bg-emerald-100 px-3 py-1 text-emerald-800">{t("directory.verified")}</li> : null}
        {partner.featured ? <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">{t("directory.featured")}</li> : null}
      </ul>
      <p className="mt-3 flex-1 leading-7 text-slate-700 wrap-anywhere">{partner.description}</p>
      {partner.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {partner.tags.map((tag) => (
            <li key={tag} className="max-w-full rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 wrap-anywhere">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 wrap-anywhere border-t border-slate-100 pt-4 text-sm text-slate-600">
        {/* A newly approved partner has no rating yet: say so rather than show zero stars. */}
        {partner.rating > 0 ? (
          <p>
            <span aria-hidden="true" className="text-amber-600">
              {"★".repeat(Math.round(partner.rating))}
              <span className="text-slate-300">{"★".repeat(5 - Math.round(partner.rating))}</span>
            </span>{" "}
            <span>{t("directory.rating", { rating: partner.rating })}</span>
          </p>
        ) : (
          <p>{t("directory.notRated")}</p>
        )}
        {partner.joinedDisplay ? <p>{t("directory.joined", { date: partner.joinedDisplay })}</p> : null}
        {partner.phone ? (
          <a href={`tel:${partner.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline underline-offset-4">
            {/* The name says whom it calls; the visible number stays part of it. */}
            <span className="sr-only">{t("directory.call", { name: partner.name })}: </span>
            {partner.phone}
          </a>
        ) : null}
      </div>
      {partner.website || partner.email || partner.address ? (
        <ul className="mt-3 grid min-w-0 gap-1 text-sm text-slate-700">
          {partner.website ? (
            <li className="min-w-0 wrap-anywhere">
              {/* A link the partner gave us: no window.opener, no ranking credit, marked as user content. */}
              <a href={partner.website.href} rel="noopener nofollow ugc" target="_blank" className="font-semibold text-brand-700 underline underline-offset-4">
                <span className="sr-only">{t("directory.website", { name: partner.name })}: </span>
                {partner.website.host}
              </a>
            </li>
          ) : null}
          {partner.email ? (
            <li className="min-w-0 wrap-anywhere">
              <a href={`mailto:${partner.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
                <span className="sr-only">{t("directory.emailTo", { name: partner.name })}: </span>
                {partner.email}
              </a>
            </li>
          ) : null}
          {partner.address ? (
            <li className="min-w-0 wrap-anywhere">
              <span className="sr-only">{t("directory.address")}: </span>
              {partner.address}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
