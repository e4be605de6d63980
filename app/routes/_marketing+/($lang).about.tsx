import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { CardGrid, PageHero, Paragraphs } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { LazyIllustration } from "~/components/content/illustration";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { ButtonLink } from "~/components/ui/button";
import { aboutContent } from "~/content/about";
import { pickTranslations } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { pageIllustrations } from "~/site/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) => loadContentPage(args, aboutContent, (language) => pickTranslations(language, leadDialogsI18n(["email"])));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["newsletter"]);

export default function About() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();

  return (
    <>
      <PageHero
        hero={content.hero}
        illustration={pageIllustrations.about}
        actions={
          <>
            <PageLink to="/course-engine" label="actions.exploreCourse" />
            <PageLink to="/license-journey" label="actions.licenseJourney" variant="onDark" />
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
        <PageLink to="/course-engine" label="actions.exploreCourse" />
      </CallToAction>

      <Section id="email" title={content.email.heading} intro={content.email.text}>
        <ButtonLink to="?dialog=email" preventScrollReset className="mt-6">
          {t("actions.enterEmail")}
        </ButtonLink>
      </Section>
      <LeadDialogs accepts={["email"]} />
    </>
  );
}

export const meta = contentPageMeta();
