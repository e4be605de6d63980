import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { Link, useLoaderData } from "@remix-run/react";
import {
  buttonStyles,
  CallToAction,
  CardGrid,
  LazyIllustration,
  PageHero,
  Paragraphs,
  Section,
} from "~/components/content/page-sections";
import { aboutContent } from "~/content/about";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageIllustrations } from "~/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: aboutContent[language], translations: pickTranslations(language, leadDialogsI18n(["email"])) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["newsletter"]);
}

export default function About() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: pageIllustrations.about, alt: content.hero.imageAlt }}
        actions={
          <>
            <Link to={localize("/course-engine")} className={buttonStyles.primary}>
              {t("actions.exploreCourse")}
            </Link>
            <Link to={localize("/license-journey")} className={buttonStyles.onDark}>
              {t("actions.licenseJourney")}
            </Link>
          </>
        }
      />

      <Section id="mission" title={content.mission.heading}>
        <Paragraphs paragraphs={content.mission.paragraphs} className="mt-6" />
      </Section>

      <Section id="why-us" title={content.reasons.heading} intro={content.reasons.intro} tone="muted">
        <CardGrid items={content.reasons.items} columns={4} />
      </Section>

      <Section id="founder" title={content.founder.heading}>
        <div className="mt-8 grid items-start gap-10 md:grid-cols-[2fr_3fr]">
          <LazyIllustration illustration={pageIllustrations.founder} alt={content.founder.imageAlt} />
          <div>
            <h3 className="text-2xl font-semibold text-slate-900">{content.founder.name}</h3>
            <p className="mt-1 font-medium text-brand-700">{content.founder.role}</p>
            <Paragraphs paragraphs={content.founder.paragraphs} className="mt-4" />
          </div>
        </div>
      </Section>

      <CallToAction id="course" title={content.callToAction.heading} text={content.callToAction.text}>
        <Link to={localize("/course-engine")} className={buttonStyles.primary}>
          {t("actions.exploreCourse")}
        </Link>
      </CallToAction>

      <Section id="email" title={content.email.heading} intro={content.email.text}>
        <Link to="?dialog=email" preventScrollReset className={`${buttonStyles.solid} mt-6`}>
          {t("actions.enterEmail")}
        </Link>
      </Section>
      <LeadDialogs accepts={["email"]} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
