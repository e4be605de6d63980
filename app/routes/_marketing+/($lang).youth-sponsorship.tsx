import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { CardGrid, CheckList, PageHero, Paragraphs, Testimonials } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { YouthInterestForm, i18n as youthInterestFormI18n } from "~/components/lead-forms/youth-interest-form";
import { youthSponsorshipContent } from "~/content/sponsorship";
import { pickTranslations } from "~/i18n/i18n.server";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) =>
  loadContentPage(args, youthSponsorshipContent, (language) => pickTranslations(language, youthInterestFormI18n));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["youth-sponsorship"]);

export default function YouthSponsorship() {
  const { content } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero hero={content.hero} actions={<PageLink to="/sponsorship-application" label="actions.applyNow" />} />

      <Section id="program" title={content.program.heading}>
        <CardGrid items={content.program.items} />
      </Section>

      <Section id="overview" title={content.overview.heading} tone="muted">
        <Paragraphs paragraphs={content.overview.paragraphs} className="mt-6" />
      </Section>

      <Section id="eligibility" title={content.eligibility.heading} intro={content.eligibility.intro}>
        <CheckList items={content.eligibility.items} />
      </Section>

      <Section id="interest" title={content.interest.heading} intro={content.interest.text} tone="muted">
        <p className="mt-4 max-w-3xl font-medium text-brand-800">{content.interest.cohortNote}</p>
        <div className="mt-8 max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <YouthInterestForm />
        </div>
      </Section>

      <Section id="stories" title={content.stories.heading} intro={content.stories.intro}>
        <Testimonials items={content.stories.items} />
      </Section>

      <CallToAction id="program-details" title={content.callToAction.heading} text={content.callToAction.text}>
        <PageLink to="/sponsorship-program">{content.callToAction.programLink}</PageLink>
      </CallToAction>
    </>
  );
}

export const meta = contentPageMeta();
