import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import {
  buttonStyles,
  CallToAction,
  CardGrid,
  CheckList,
  NumberedSteps,
  PageHero,
  Section,
} from "~/components/content/page-sections";
import { PartnerApplicationForm, i18n as partnerApplicationFormI18n } from "~/components/lead-forms/partner-application-form";
import { partnerNetworkContent } from "~/content/partner-network";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageIllustrations } from "~/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: partnerNetworkContent[language], translations: pickTranslations(language, partnerApplicationFormI18n) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["partner-network"]);
}

export default function PartnerNetwork() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: pageIllustrations.partnerNetwork, alt: content.hero.imageAlt }}
        actions={
          <>
            <a href="#application" className={buttonStyles.primary}>
              {content.application.heading}
            </a>
            <Link to={localize("/business-search")} className={buttonStyles.onDark}>
              {t("actions.findPartners")}
            </Link>
          </>
        }
      />

      <Section id="benefits" title={content.benefits.heading} intro={content.benefits.intro}>
        <CardGrid items={content.benefits.items} columns={4} />
      </Section>

      <Section id="requirements" title={content.requirements.heading} intro={content.requirements.intro} tone="muted">
        <CheckList items={content.requirements.items} />
      </Section>

      <Section id="steps" title={content.steps.heading} intro={content.steps.intro}>
        <NumberedSteps steps={content.steps.items} />
      </Section>

      <Section id="application" title={content.application.heading} intro={content.application.text} tone="muted">
        <p className="mt-4 max-w-3xl font-medium text-brand-800">{content.application.reviewNote}</p>
        <div className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <PartnerApplicationForm />
        </div>
      </Section>

      <CallToAction id="directory" title={content.directory.heading} text={content.directory.text}>
        <Link to={localize("/business-search")} className={buttonStyles.primary}>
          {t("actions.findPartners")}
        </Link>
      </CallToAction>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
