/**
 * The person's timeline, newest first, a page at a time: each event's time (New York), what
 * happened in the viewer's words, and the lead it is about. "Show older" is a plain link with the
 * cursor of the last event shown, so paging works without JavaScript. Two hundred events a page:
 * each is a few plain elements (no component, no router link of its own), so the server renders
 * the page quickly (decision 060).
 */
import { Link } from "@remix-run/react";
import type { OwnerLabel, PersonEventDetails, PersonPageData } from "~/admin/person.server";
import { timelineCursorValue } from "~/admin/person-timeline";
import { useStaffLabels } from "~/components/admin/staff-labels";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { dayAndTime, spamMarkClass, useLeadHref } from "./person-parts";

type Timeline = PersonPageData["timeline"];
type Labels = ReturnType<typeof useStaffLabels>;

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

export function PersonTimeline({ timeline, pagePath, isOlderPage }: { timeline: Timeline; pagePath: string; isOlderPage: boolean }) {
  const t = useT();
  const labels = useStaffLabels();
  const leadHref = useLeadHref();
  return (
    <section aria-labelledby="person-timeline-heading">
      <h2 id="person-timeline-heading" className="text-xl font-bold text-slate-900">
        {t("people.timeline.heading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("people.timeline.intro")}</p>
      {timeline.events.length === 0 ? <p className="mt-4 text-slate-700">{t("people.timeline.empty")}</p> : null}
      {/* The events' look is set here once, for every item: an item is only its elements. */}
      <ol
        data-timeline=""
        className="mt-4 grid gap-3 text-sm text-slate-800 [&>li]:grid [&>li]:gap-1 [&>li]:rounded-lg [&>li]:border [&>li]:border-slate-200 [&>li]:bg-white [&>li]:px-4 [&>li]:py-3 sm:[&>li]:grid-cols-[12rem_minmax(0,1fr)] sm:[&>li]:gap-4 [&>li>p]:text-slate-600 [&>li>div]:grid [&>li>div]:min-w-0 [&>li>div]:gap-1 [&>li>div]:break-words"
      >
        {timeline.events.map((event, index) => {
          const formType = event.lead ? labels.formType(event.lead.formType) : "";
          return (
            <li key={index} data-event={event.details.kind}>
              <p>{dayAndTime(event.when)}</p>
              <div>
                {eventLines(event.details, formType, t, labels)}
                {event.lead ? (
                  <p className="text-slate-600">
                    <a href={leadHref(event.lead)} className={linkClass}>
                      {event.details.kind === "received" ? t("people.leads.open") : t("people.timeline.onLead", { formType })}
                    </a>
                    {event.lead.isSpam ? <span className={spamMarkClass}>{t("people.timeline.spam")}</span> : null}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {timeline.next || isOlderPage ? (
        <nav aria-label={t("people.timeline.pages")} className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {isOlderPage ? (
            <Link to={pagePath} className={linkClass}>
              {t("people.timeline.newest")}
            </Link>
          ) : null}
          {timeline.next ? (
            <Link to={`${pagePath}?before=${encodeURIComponent(timelineCursorValue(timeline.next))}`} className={linkClass}>
              {t("people.timeline.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** One event in words: status names, form types, sources and owners as labels of the viewer's language. */
function eventLines(details: PersonEventDetails, formType: string, t: Translate, labels: Labels) {
  const who = (by: string | null) => by ?? t("people.timeline.unknownPerson");
  const owner = (label: OwnerLabel) =>
    label === "nobody" ? t("people.timeline.nobody") : label === "former" ? t("people.timeline.formerAccount") : label.name;
  const day = (value: string | null) => value ?? t("people.timeline.noDay");
  const headline = (text: string) => <strong className="font-semibold">{text}</strong>;
  switch (details.kind) {
    case "received":
      return headline(t("people.timeline.received", { formType, source: labels.source(details.source) }));
    case "status":
      return (
        <>
          {headline(t("people.timeline.status", { from: labels.status(details.from), to: labels.status(details.to), by: who(details.by) }))}
          {details.notified ? <span>{t("people.timeline.notified")}</span> : null}
        </>
      );
    case "note":
      return (
        <>
          {headline(t("people.timeline.note", { by: who(details.by) }))}
          <span className="whitespace-pre-wrap">{details.body}</span>
        </>
      );
    case "owner":
      return headline(t("people.timeline.owner", { from: owner(details.from), to: owner(details.to), by: who(details.by) }));
    case "follow-up":
      return headline(t("people.timeline.followUp", { from: day(details.from), to: day(details.to), by: who(details.by) }));
    case "spam":
      return headline(t(details.isSpam ? "people.timeline.markedSpam" : "people.timeline.notSpam", { by: who(details.by) }));
    case "email":
      return (
        <>
          {headline(t("people.timeline.email", { subject: details.subject }))}
          <span data-delivery={details.delivery} className={details.delivery === "failed" ? "font-semibold text-red-800" : undefined}>
            {t(`people.timeline.deliveries.${details.delivery}`)}
          </span>
        </>
      );
    case "account-created":
      return headline(t("people.timeline.accountCreated"));
    case "address-confirmed":
      return headline(t("people.timeline.addressConfirmed"));
    case "newsletter-requested":
      return headline(t("people.timeline.newsletterRequested"));
    case "newsletter-confirmed":
      return headline(t("people.timeline.newsletterConfirmed"));
    case "newsletter-left":
      return headline(t("people.timeline.newsletterLeft"));
  }
}
