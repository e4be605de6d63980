import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { SampleCourseHours } from "~/components/course/sample-course-hours";
import { CardGrid, PageHero, QuestionList } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { courseEngineContent } from "~/content/course-engine";
import { pageIllustrations } from "~/site/images";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, courseEngineContent);

export default function CourseEngine() {
  const { content } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero
        hero={content.hero}
        note={<SampleCourseHours className="mt-4 max-w-2xl rounded-lg bg-brand-900/40 px-4 py-3 text-base leading-7 text-white" />}
        illustration={pageIllustrations.courseEngine}
        actions={
          <>
            <PageLink to="/license-application" label="actions.applyNow" />
            <PageLink to="/course/preview" label="actions.previewLesson" variant="onDark" />
            <PageLink to="/license-journey" label="actions.licenseJourney" variant="onDark" />
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
        <PageLink to="/license-application" label="actions.applyNow" />
      </CallToAction>
    </>
  );
}

export const meta = contentPageMeta();
