import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import {
  buttonStyles,
  CallToAction,
  CardGrid,
  CheckList,
  PageHero,
  Paragraphs,
  Section,
  Testimonials,
} from "~/components/content/page-sections";
import { YouthInterestForm, i18n as youthInterestFormI18n } from "~/components/lead-forms/youth-interest-form";
import { youthSponsorshipContent } from "~/content/sponsorship";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: youthSponsorshipContent[language], translations: pickTranslations(language, youthInterestFormI18n) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["youth-sponsorship"]);
}

export default function YouthSponsorship() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        actions={
          <Link to={localize("/sponsorship-application")} className={buttonStyles.primary}>
            {t("actions.applyNow")}
          </Link>
        }
      />

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
        <Link to={localize("/sponsorship-program")} className={buttonStyles.primary}>
          {content.callToAction.programLink}
        </Link>
      </CallToAction>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
