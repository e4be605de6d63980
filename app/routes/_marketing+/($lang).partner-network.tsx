import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { CardGrid, CheckList, NumberedSteps, PageHero } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { PartnerApplicationForm, i18n as partnerApplicationFormI18n } from "~/components/lead-forms/partner-application-form";
import { buttonClassName } from "~/components/ui/button";
import { partnerNetworkContent } from "~/content/partner-network";
import { pickTranslations } from "~/i18n/i18n.server";
import { pageIllustrations } from "~/site/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) =>
  loadContentPage(args, partnerNetworkContent, (language) => pickTranslations(language, partnerApplicationFormI18n));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["partner-network"]);

export default function PartnerNetwork() {
  const { content } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero
        hero={content.hero}
        illustration={pageIllustrations.partnerNetwork}
        actions={
          <>
            <a href="#application" className={buttonClassName({ variant: "accent", size: "large" })}>
              {content.application.heading}
            </a>
            <PageLink to="/business-search" label="actions.findPartners" variant="onDark" />
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
        <PageLink to="/business-search" label="actions.findPartners" />
      </CallToAction>
    </>
  );
}

export const meta = contentPageMeta();
