import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonStyles, CallToAction, CardGrid, PageHero, QuestionList, Section } from "~/components/content/page-sections";
import { courseEngineContent } from "~/content/course-engine";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageIllustrations } from "~/images";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: courseEngineContent[language] };
}

export default function CourseEngine() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: pageIllustrations.courseEngine, alt: content.hero.imageAlt }}
        actions={
          <>
            <Link to={localize("/license-application")} className={buttonStyles.primary}>
              {t("actions.applyNow")}
            </Link>
            <Link to={localize("/license-journey")} className={buttonStyles.onDark}>
              {t("actions.licenseJourney")}
            </Link>
          </>
        }
      />

      <Section id="features" title={content.features.heading} intro={content.features.intro}>
        <CardGrid items={content.features.items} />
      </Section>

      <Section id="modules" title={content.modules.heading} intro={content.modules.intro} tone="muted">
        <ol className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {content.modules.items.map((module, index) => (
            <li key={module.title} className="flex flex-col gap-2 p-6 md:flex-row md:items-baseline md:gap-6">
              <span aria-hidden="true" className="text-2xl font-bold text-brand-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div className="flex-1">
                <h3 className="text-lg font-semibold text-slate-900">{module.title}</h3>
                <p className="mt-1 leading-7 text-slate-600">{module.text}</p>
              </div>
              <p className="font-medium text-brand-700">{module.duration}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="faq" title={content.faq.heading}>
        <QuestionList items={content.faq.items} />
      </Section>

      <CallToAction id="enroll" title={content.callToAction.heading} text={content.callToAction.text}>
        <Link to={localize("/license-application")} className={buttonStyles.primary}>
          {t("actions.applyNow")}
        </Link>
      </CallToAction>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
