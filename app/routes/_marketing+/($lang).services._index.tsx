import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/components/content/content-page.server";
import { contentPageMeta, PageLink } from "~/components/content/content-page";
import { PageHero } from "~/components/content/page-sections";
import { Section } from "~/components/content/section";
import { ServiceCardActions } from "~/components/content/service-card-actions";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { servicesIndexContent } from "~/content/services/services-index";
import { pickTranslations } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { serviceIllustrations } from "~/site/images";
import { handleLeadAction } from "~/leads/lead-action.server";
import { servicePath, serviceSlugs } from "~/site/site";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export const loader = (args: LoaderFunctionArgs) =>
  loadContentPage(args, servicesIndexContent, (language) => pickTranslations(language, leadDialogsI18n(["inquiry", "credit-robot"])));

export const action = (args: ActionFunctionArgs) => handleLeadAction(args, ["service-inquiry", "credit-repair-robot"]);

export default function ServicesIndex() {
  const { content } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();

  return (
    <>
      <PageHero hero={content.hero} />

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
                  <ServiceCardActions slug={slug} labels="actions" />
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="career" title={content.career.heading} intro={content.career.text} tone="muted">
        <div className="mt-6 flex flex-wrap gap-3">
          <PageLink to="/license-journey" variant="outline" size="default">
            {content.career.journey}
          </PageLink>
          <PageLink to="/partner-network" variant="outline" size="default">
            {content.career.network}
          </PageLink>
          <PageLink to="/license-application" variant="solid" size="default">
            {content.career.apply}
          </PageLink>
        </div>
      </Section>
      <LeadDialogs accepts={["inquiry", "credit-robot"]} />
    </>
  );
}

export const meta = contentPageMeta();
