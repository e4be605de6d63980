/** The person at a glance: their account, the newsletter, their call/text consent and the course. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PersonPageData } from "~/admin/person.server";
import { cardClass } from "~/components/admin/admin-card";
import { useT } from "~/i18n/use-t";
import { useLeadHref } from "./person-parts";

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

export function PersonSummary({ person }: { person: PersonPageData }) {
  const t = useT();
  const leadHref = useLeadHref();
  const { account, newsletter, consent, course } = person;
  return (
    <section aria-labelledby="person-summary-heading">
      <h2 id="person-summary-heading" className="text-xl font-bold text-slate-900">
        {t("people.summaryHeading")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard heading={t("people.account.heading")}>
          {account ? (
            <>
              <p className={account.isVerified ? "font-semibold text-emerald-800" : "font-semibold text-amber-800"}>
                {account.isVerified ? t("people.account.verified") : t("people.account.unverified")}
              </p>
              <p>{t("people.account.role", { role: t(`people.account.roles.${account.role}`) })}</p>
              <p>{account.lastSignIn ? t("people.account.lastSignIn", { when: account.lastSignIn }) : t("people.account.neverSignedIn")}</p>
              <p>{t("people.account.created", { when: account.created })}</p>
            </>
          ) : (
            <p>{t("people.account.none")}</p>
          )}
        </SummaryCard>
        <SummaryCard heading={t("people.newsletter.heading")}>
          <p data-subscription={newsletter?.status ?? "none"}>
            {newsletter ? t(`people.newsletter.${newsletter.status}`, { date: newsletter.date }) : t("people.newsletter.none")}
          </p>
        </SummaryCard>
        <SummaryCard heading={t("people.consent.heading")}>
          {consent ? (
            <>
              <p className="font-semibold">{consent.isGiven ? t("people.consent.given") : t("people.consent.notGiven")}</p>
              {consent.isGiven && consent.version ? <p>{t("people.consent.version", { version: consent.version })}</p> : null}
              {consent.isGiven && consent.at ? <p>{t("people.consent.when", { when: consent.at })}</p> : null}
              {consent.isGiven && consent.page ? <p className="[overflow-wrap:anywhere]">{t("people.consent.page", { page: consent.page })}</p> : null}
              <p>
                <Link to={leadHref({ id: consent.leadId, isSpam: consent.isSpam })} className={linkClass}>
                  {t("people.consent.fromLead")}
                </Link>
              </p>
            </>
          ) : (
            <p>{t("people.consent.none")}</p>
          )}
        </SummaryCard>
        <SummaryCard heading={t("people.course.heading")}>
          {course ? (
            <>
              <p>{t("people.course.state", { state: t(`people.course.statuses.${course.status}`), percent: course.percent })}</p>
              <p>
                <Link to={course.href} className={linkClass}>
                  {t("people.course.open")}
                </Link>
              </p>
            </>
          ) : (
            <p>{t("people.course.none")}</p>
          )}
        </SummaryCard>
      </div>
    </section>
  );
}

function SummaryCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={cardClass}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{heading}</h3>
      <div className="mt-2 grid gap-1 text-sm text-slate-800">{children}</div>
    </div>
  );
}
