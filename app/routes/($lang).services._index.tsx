import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { Link, useLoaderData } from "@remix-run/react";
import { buttonStyles, PageHero, Section } from "~/components/content/page-sections";
import { inquiryDialogHref } from "~/components/content/service-page";
import { servicesIndexContent } from "~/content/services/services-index";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { pageSeo } from "~/seo";
import { servicePath, serviceSlugs } from "~/site";
import { pageHandle } from "~/pages";

export const handle = pageHandle({ audience: "public" });

export function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  return { content: servicesIndexContent[language], translations: pickTranslations(language, leadDialogsI18n(["inquiry", "credit-robot"])) };
}

export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["service-inquiry", "credit-repair-robot"]);
}

export default function ServicesIndex() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />

      <Section id="services" title={content.cardsHeading}>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {serviceSlugs.map((slug, index) => {
            const name = t(`serviceNames.${slug}`);
            const illustration = serviceIllustrations[slug];
            return (
              <li key={slug} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <img
                  src={illustration.smallSrc}
                  width={600}
                  height={375}
                  alt=""
                  // The first row is in view on a desktop; the rest load as they scroll in.
                  loading={index < 3 ? "eager" : "lazy"}
                  decoding="async"
                  className="h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-slate-900">
                    <Link to={localize(servicePath(slug))} className="hover:text-brand-700 hover:underline">
                      {name}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 leading-7 text-slate-600">{content.summaries[slug]}</p>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <Link
                      to={localize(servicePath(slug))}
                      aria-label={t("actions.learnMoreAbout", { service: name })}
                      className={buttonStyles.outline}
                    >
                      {t("actions.learnMore")}
                      {/* Link text that names the service (the aria-label reads the same). */}
                      <span className="sr-only"> {name}</span>
                    </Link>
                    <Link
                      to={inquiryDialogHref(slug)}
                      preventScrollReset
                      aria-label={t("actions.getStartedWith", { service: name })}
                      className={buttonStyles.solid}
                    >
                      {t("actions.getStarted")}
                      {/* Link text that names the service (the aria-label reads the same). */}
                      <span className="sr-only"> {name}</span>
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="career" title={content.career.heading} intro={content.career.text} tone="muted">
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={localize("/license-journey")} className={buttonStyles.outline}>
            {content.career.journey}
          </Link>
          <Link to={localize("/partner-network")} className={buttonStyles.outline}>
            {content.career.network}
          </Link>
          <Link to={localize("/license-application")} className={buttonStyles.solid}>
            {content.career.apply}
          </Link>
        </div>
      </Section>
      <LeadDialogs accepts={["inquiry", "credit-robot"]} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
