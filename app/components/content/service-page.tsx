import { Link } from "@remix-run/react";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import type { ServicePageContent } from "~/content/services/service-page";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/images";
import type { ServiceSlug } from "~/site";
import { buttonStyles, CallToAction, CardGrid, CheckList, FactStrip, PageHero, Paragraphs, QuestionList, Section } from "./page-sections";

/** The translation namespaces a service page reads (the layout's aside): its dialog's. */
export const i18n = leadDialogsI18n(["inquiry"]);

/** The link that opens the lead dialog for this service (a dialog is URL state, `?dialog=…`, so it works without JavaScript; rendered by <LeadDialogs>). */
export function inquiryDialogHref(slug: ServiceSlug): string {
  // Credit resolution's lead form is the credit robot; the six insurance services share the inquiry.
  return slug === "credit-resolution" ? "?dialog=credit-robot" : `?dialog=inquiry&service=${slug}`;
}

/** One of the six insurance service pages: the same sections, each page's own copy. */
export function ServicePage({ slug, content }: { slug: Exclude<ServiceSlug, "credit-resolution">; content: ServicePageContent }) {
  const t = useT();
  const localize = useLocalizePath();
  const serviceName = t(`serviceNames.${slug}`);
  const talkWithMe = (className: string) => (
    <Link
      to={inquiryDialogHref(slug)}
      preventScrollReset
      aria-label={t("actions.talkWithMeAbout", { service: serviceName })}
      className={className}
    >
      {t("actions.talkWithMeNow")}
    </Link>
  );

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: serviceIllustrations[slug], alt: content.hero.imageAlt }}
        actions={
          <>
            {talkWithMe(buttonStyles.primary)}
            <Link to={localize("/partner-network")} className={buttonStyles.onDark}>
              {t("actions.joinOurNetwork")}
            </Link>
            <Link to={localize("/license-application")} className={buttonStyles.onDark}>
              {t("actions.getLicensed")}
            </Link>
          </>
        }
      />

      <FactStrip facts={content.highlights} />

      <Section id="overview" title={content.overview.heading}>
        <Paragraphs paragraphs={content.overview.paragraphs} className="mt-6" />
      </Section>

      <Section id="benefits" title={content.benefits.heading} tone="muted">
        <CardGrid items={content.benefits.items} />
      </Section>

      <Section id="fit" title={content.fit.heading}>
        <CheckList items={content.fit.items} />
      </Section>

      <Section id="faq" title={content.faq.heading} tone="muted">
        <QuestionList items={content.faq.items} />
        <p className="mt-10 max-w-3xl text-sm leading-6 text-slate-600">{content.disclaimer}</p>
      </Section>

      <CallToAction id="talk" title={content.closing.heading} text={content.closing.text}>
        {talkWithMe(buttonStyles.primary)}
        <Link to={localize("/services")} className={buttonStyles.onDark}>
          {t("nav.allServices")}
        </Link>
      </CallToAction>
      <LeadDialogs accepts={["inquiry"]} />
    </>
  );
}
