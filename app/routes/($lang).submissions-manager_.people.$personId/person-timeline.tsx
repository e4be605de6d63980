/**
 * The person's timeline, newest first, a page at a time: each event's time (New York), what
 * happened in the viewer's words, and the lead it is about. "Show older" is a plain link with the
 * cursor of the last event shown, so paging works without JavaScript.
 */
import { Link } from "@remix-run/react";
import type { OwnerLabel, PersonEventDetails, PersonPageData } from "~/admin/person.server";
import { timelineCursorValue } from "~/admin/person-timeline";
import { useStaffLabels } from "~/components/admin/staff-labels";
import { useT } from "~/i18n/use-t";
import { DateTimeText, SpamMark, useLeadHref } from "./person-parts";

type Timeline = PersonPageData["timeline"];

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
      <ol className="mt-4 grid gap-3" data-timeline="">
        {timeline.events.map((event) => (
          <li key={event.key} data-event={event.details.kind} className="grid gap-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm sm:grid-cols-[12rem_1fr] sm:gap-4">
            <p className="text-slate-600">
              <DateTimeText text={event.when} />
            </p>
            <div className="grid min-w-0 gap-1 break-words text-slate-800">
              <EventText details={event.details} formType={event.lead ? labels.formType(event.lead.formType) : ""} />
              {event.lead && event.details.kind !== "received" ? (
                <p className="text-slate-600">
                  <Link to={leadHref(event.lead)} className={linkClass}>
                    {t("people.timeline.onLead", { formType: labels.formType(event.lead.formType) })}
                  </Link>
                  {event.lead.isSpam ? <SpamMark /> : null}
                </p>
              ) : null}
              {event.lead && event.details.kind === "received" ? (
                <p className="text-slate-600">
                  <Link to={leadHref(event.lead)} className={linkClass}>
                    {t("people.leads.open")}
                  </Link>
                  {event.lead.isSpam ? <SpamMark /> : null}
                </p>
              ) : null}
            </div>
          </li>
        ))}
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
function EventText({ details, formType }: { details: PersonEventDetails; formType: string }) {
  const t = useT();
  const labels = useStaffLabels();
  const who = (by: string | null) => by ?? t("people.timeline.unknownPerson");
  const owner = (label: OwnerLabel) => (label === "nobody" ? t("people.timeline.nobody") : label === "former" ? t("people.timeline.formerAccount") : label.name);
  const day = (value: string | null) => value ?? t("people.timeline.noDay");
  switch (details.kind) {
    case "received":
      return <p className="font-semibold">{t("people.timeline.received", { formType, source: labels.source(details.source) })}</p>;
    case "status":
      return (
        <>
          <p className="font-semibold">{t("people.timeline.status", { from: labels.status(details.from), to: labels.status(details.to), by: who(details.by) })}</p>
          {details.notified ? <p>{t("people.timeline.notified")}</p> : null}
        </>
      );
    case "note":
      return (
        <>
          <p className="font-semibold">{t("people.timeline.note", { by: who(details.by) })}</p>
          <p className="break-words whitespace-pre-wrap">{details.body}</p>
        </>
      );
    case "owner":
      return <p className="font-semibold">{t("people.timeline.owner", { from: owner(details.from), to: owner(details.to), by: who(details.by) })}</p>;
    case "follow-up":
      return <p className="font-semibold">{t("people.timeline.followUp", { from: day(details.from), to: day(details.to), by: who(details.by) })}</p>;
    case "spam":
      return <p className="font-semibold">{t(details.isSpam ? "people.timeline.markedSpam" : "people.timeline.notSpam", { by: who(details.by) })}</p>;
    case "email":
      return (
        <>
          <p className="font-semibold break-words">{t("people.timeline.email", { subject: details.subject })}</p>
          <p data-delivery={details.delivery} className={details.delivery === "failed" ? "font-semibold text-red-800" : undefined}>
            {t(`people.timeline.deliveries.${details.delivery}`)}
          </p>
        </>
      );
    case "account-created":
      return <p className="font-semibold">{t("people.timeline.accountCreated")}</p>;
    case "address-confirmed":
      return <p className="font-semibold">{t("people.timeline.addressConfirmed")}</p>;
    case "newsletter-requested":
      return <p className="font-semibold">{t("people.timeline.newsletterRequested")}</p>;
    case "newsletter-confirmed":
      return <p className="font-semibold">{t("people.timeline.newsletterConfirmed")}</p>;
    case "newsletter-left":
      return <p className="font-semibold">{t("people.timeline.newsletterLeft")}</p>;
  }
}
