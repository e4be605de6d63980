import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { CardGrid, CheckList, NumberedSteps, PageHero, Paragraphs, Testimonials } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { sponsorshipProgramContent } from "~/content/sponsorship";
import { pageIllustrations } from "~/site/images";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, sponsorshipProgramContent);

export default function SponsorshipProgram() {
  const { content } = useLoaderData<typeof loader>();
  const applyNow = <PageLink to="/sponsorship-application" label="actions.applyNow" />;

  return (
    <>
      <PageHero hero={content.hero} illustration={pageIllustrations.sponsorship} actions={applyNow} />

      <Section id="overview" title={content.overview.heading}>
        <Paragraphs paragraphs={content.overview.paragraphs} className="mt-6" />
      </Section>

      <Section id="eligibility" title={content.eligibility.heading} intro={content.eligibility.intro} tone="muted">
        <CheckList items={content.eligibility.items} />
      </Section>

      <Section id="benefits" title={content.benefits.heading}>
        <CardGrid items={content.benefits.items} columns={4} />
      </Section>

      <Section id="steps" title={content.steps.heading} intro={content.steps.intro} tone="muted">
        <NumberedSteps steps={content.steps.items} />
      </Section>

      <Section id="stories" title={content.stories.heading} intro={content.stories.intro}>
        <Testimonials items={content.stories.items} />
      </Section>

      <CallToAction id="apply" title={content.callToAction.heading} text={content.callToAction.text}>
        {applyNow}
      </CallToAction>
    </>
  );
}

export const meta = contentPageMeta();
