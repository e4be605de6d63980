import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonStyles, CallToAction, CardGrid, CheckList, NumberedSteps, PageHero, Section } from "~/components/content/page-sections";
import { creditResolutionContent } from "~/content/services/credit-resolution";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: creditResolutionContent[language], translations: pickTranslations(language, leadDialogsI18n(["credit-robot"])) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["credit-repair-robot"]);
}

/** The credit robot dialog is URL state (works without JavaScript): <LeadDialogs> renders it for ?dialog=credit-robot. */
const creditRobotDialogHref = "?dialog=credit-robot";

export default function CreditResolution() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();

  return (
    <>
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        image={{ illustration: serviceIllustrations["credit-resolution"], alt: content.hero.imageAlt }}
        actions={
          <Link to={creditRobotDialogHref} preventScrollReset className={buttonStyles.primary}>
            {t("actions.activateCreditRobot")}
          </Link>
        }
      />

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
        <Link to={creditRobotDialogHref} preventScrollReset className={buttonStyles.primary}>
          {t("actions.activateCreditRobot")}
        </Link>
      </CallToAction>
      <LeadDialogs accepts={["credit-robot"]} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageSeo(args, args.data?.content.meta, { image: serviceIllustrations["credit-resolution"].src });
