import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { ButtonLink } from "~/components/ui/button";
import type { ServicePageContent } from "~/content/services/service-page";
import { useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/site/images";
import type { ServiceSlug } from "~/site/site";
import { PageLink } from "./content-page";
import { CardGrid, CheckList, FactStrip, PageHero, Paragraphs, QuestionList } from "./page-sections";
import { CallToAction, Section } from "./section";
import { inquiryDialogHref } from "./service-card-actions";

/** The translation namespaces a service page reads (the layout's aside): its dialog's. */
export const i18n = leadDialogsI18n(["inquiry"]);

/** One of the six insurance service pages: the same sections, each page's own copy. */
export function ServicePage({ slug, content }: { slug: Exclude<ServiceSlug, "credit-resolution">; content: ServicePageContent }) {
  const t = useT();
  const serviceName = t(`serviceNames.${slug}`);
  const talkWithMe = (
    <ButtonLink
      to={inquiryDialogHref(slug)}
      preventScrollReset
      aria-label={t("actions.talkWithMeAbout", { service: serviceName })}
      variant="accent"
      size="large"
    >
      {t("actions.talkWithMeNow")}
    </ButtonLink>
  );

  return (
    <>
      <PageHero
        hero={content.hero}
        illustration={serviceIllustrations[slug]}
        actions={
          <>
            {talkWithMe}
            <PageLink to="/partner-network" label="actions.joinOurNetwork" variant="onDark" />
            <PageLink to="/license-application" label="actions.getLicensed" variant="onDark" />
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
        {talkWithMe}
        <PageLink to="/services" label="nav.allServices" variant="onDark" />
      </CallToAction>
      <LeadDialogs accepts={["inquiry"]} />
    </>
  );
}
