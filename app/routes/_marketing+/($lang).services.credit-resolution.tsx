import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta } from "~/components/content/content-page";
import { CardGrid, CheckList, NumberedSteps, PageHero } from "~/components/content/page-sections";
import { CallToAction, Section } from "~/components/content/section";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { ButtonLink } from "~/components/ui/button";
import { creditResolutionContent } from "~/content/services/credit-resolution";
import { pickTranslations } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/site/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) =>
  loadContentPage(args, creditResolutionContent, (language) => pickTranslations(language, leadDialogsI18n(["credit-robot"])));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["credit-repair-robot"]);

export default function CreditResolution() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  // The credit robot dialog is URL state (works without JavaScript): <LeadDialogs> renders it for ?dialog=credit-robot.
  const activateCreditRobot = (
    <ButtonLink to="?dialog=credit-robot" preventScrollReset variant="accent" size="large">
      {t("actions.activateCreditRobot")}
    </ButtonLink>
  );

  return (
    <>
      <PageHero hero={content.hero} illustration={serviceIllustrations["credit-resolution"]} actions={activateCreditRobot} />

      <Section id="how-it-works" title={content.steps.heading} intro={content.steps.intro}>
        <NumberedSteps steps={content.steps.items} />
      </Section>

      <Section id="features" title={content.features.heading} tone="muted">
        <CardGrid items={content.features.items} />
      </Section>

      <Section id="promises" title={content.promises.heading}>
        <CheckList items={content.promises.items} />
        <p className="mt-8 max-w-3xl text-sm leading-6 text-slate-600">{content.disclaimer}</p>
      </Section>

      <CallToAction id="activate" title={content.closing.heading} text={content.closing.text}>
        {activateCreditRobot}
      </CallToAction>
      <LeadDialogs accepts={["credit-robot"]} />
    </>
  );
}

export const meta = contentPageMeta({ image: serviceIllustrations["credit-resolution"].src });
