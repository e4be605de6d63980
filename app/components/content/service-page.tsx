import { Link } from "@remix-run/react";
import type { ServicePageContent } from "~/content/services/service-page";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/images";
import type { ServiceSlug } from "~/site";
import { buttonStyles, CallToAction, CardGrid, CheckList, PageHero, Paragraphs, Section } from "./page-sections";

/** The link that opens the lead dialog for this service (URL state, DESIGN §3; rendered by lead-capture). */
export function inquiryDialogHref(slug: ServiceSlug): string {
  return `?dialog=inquiry&service=${slug}`;
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

      <div className="border-b border-slate-200 bg-white">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-3">
          {content.highlights.map((highlight) => (
            <div key={highlight.label} className="flex flex-col-reverse">
              <dt className="text-slate-600">{highlight.label}</dt>
              <dd className="text-2xl font-bold text-brand-700">{highlight.value}</dd>
            </div>
          ))}
        </dl>
      </div>

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
        <dl className="mt-8 grid max-w-3xl gap-6">
          {content.faq.items.map((item) => (
            <div key={item.question}>
              <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-1 leading-7 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-10 max-w-3xl text-sm leading-6 text-slate-600">{content.disclaimer}</p>
      </Section>

      <CallToAction id="talk" title={content.closing.heading} text={content.closing.text}>
        {talkWithMe(buttonStyles.primary)}
        <Link to={localize("/services")} className={buttonStyles.onDark}>
          {t("nav.allServices")}
        </Link>
      </CallToAction>
    </>
  );
}
