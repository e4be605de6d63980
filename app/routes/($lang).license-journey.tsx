import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonStyles, CallToAction, CheckList, FactStrip, PageHero, Section } from "~/components/content/page-sections";
import { licenseJourneyContent } from "~/content/license-journey";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageIllustrations } from "~/images";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: licenseJourneyContent[language] };
}

export default function LicenseJourney() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: pageIllustrations.licenseJourney, alt: content.hero.imageAlt }}
        actions={
          <Link to={localize("/license-application")} className={buttonStyles.primary}>
            {t("actions.applyNow")}
          </Link>
        }
      />

      <FactStrip facts={content.facts} />

      <Section id="steps" title={content.steps.heading} intro={content.steps.intro} tone="muted">
        <ol className="mt-8 grid gap-6 lg:grid-cols-3">
          {content.steps.items.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{`${index + 1} / ${content.steps.items.length}`}</p>
              <h3 className="mt-1 text-2xl font-bold text-slate-900">{step.title}</h3>
              <p className="mt-3 leading-7 text-slate-700">{step.text}</p>
              <CheckList items={step.details} className="[&_li]:text-base" />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="requirements" title={content.requirements.heading} intro={content.requirements.intro}>
        <CheckList items={content.requirements.items} />
      </Section>

      <CallToAction id="start" title={content.callToAction.heading} text={content.callToAction.text}>
        <Link to={localize("/license-application")} className={buttonStyles.primary}>
          {t("actions.startJourney")}
        </Link>
      </CallToAction>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
