import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { CheckList, FactStrip, PageHero } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { licenseJourneyContent } from "~/content/license-journey";
import { pageIllustrations } from "~/site/images";
import { SampleCourseHours } from "~/components/course/sample-course-hours";
import { pageHandle } from "~/site/pages";
import { pagePaths } from "~/site/site";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, licenseJourneyContent);

export default function LicenseJourney() {
  const { content } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero
        hero={content.hero}
        note={<SampleCourseHours className="mt-4 max-w-2xl rounded-lg bg-brand-900/40 px-4 py-3 text-base leading-7 text-white" />}
        illustration={pageIllustrations.licenseJourney}
        actions={
          <>
            <PageLink to="/license-application" label="actions.applyNow" />
            <PageLink to={pagePaths.course} label="actions.exploreCourse" variant="onDark" />
          </>
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
        <PageLink to="/license-application" label="actions.startJourney" />
        <PageLink to={pagePaths.coursePreview} label="actions.previewLesson" variant="onDark" />
      </CallToAction>
    </>
  );
}

export const meta = contentPageMeta();
