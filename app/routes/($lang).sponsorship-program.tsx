import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import {
  buttonStyles,
  CallToAction,
  CardGrid,
  CheckList,
  NumberedSteps,
  PageHero,
  Paragraphs,
  Section,
  Testimonials,
} from "~/components/content/page-sections";
import { sponsorshipProgramContent } from "~/content/sponsorship";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageIllustrations } from "~/images";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: sponsorshipProgramContent[language] };
}

export default function SponsorshipProgram() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const applyNow = (
    <Link to={localize("/sponsorship-application")} className={buttonStyles.primary}>
      {t("actions.applyNow")}
    </Link>
  );

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: pageIllustrations.sponsorship, alt: content.hero.imageAlt }}
        actions={applyNow}
      />

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

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
