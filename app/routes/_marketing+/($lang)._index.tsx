import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { sampleCourseHours } from "~/course/sample-hours.server";
import { Link, useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/content/content-page";
import { CallToAction, Section } from "~/components/content/section";
import { ServiceCardActions } from "~/components/content/service-card-actions";
import { LeadDialogs, leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { JsonLd } from "~/components/json-ld";
import { ButtonLink } from "~/components/ui/button";
import { languageChoiceFromQuery, pickTranslations, readStoredLanguage, requireRouteLanguage, storeLanguage } from "~/i18n/i18n.server";
import { defaultLanguage, languageTable, localizePath, nextLanguage, switchLanguageHref } from "~/i18n/languages";
import type { TranslationKey } from "~/i18n/translate";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-t";
import { handleLeadAction } from "~/leads/lead-action.server";
import { dictionaries } from "~/locales";
import { translatedSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";
import { insuranceServiceSlugs, organization, pagePaths } from "~/site/site";
import { useOrganisationContact } from "~/site/use-organisation-contact";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  if (language === defaultLanguage) await redirectToChosenLanguage(request);
  const { brand, home } = dictionaries[language];
  const siteUrl = context.env.SITE_URL;
  return {
    translations: pickTranslations(language, ["home"], leadDialogsI18n(["contact", "inquiry"])),
    // What a sample course really holds, said under the hero's promise (docs/decisions/089).
    sampleHours: sampleCourseHours(language),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: brand.name,
      description: home.meta.description,
      url: `${siteUrl}${localizePath("/", language)}`,
      logo: `${siteUrl}/favicon.svg`,
      inLanguage: language,
      availableLanguage: languageTable.map((row) => row.englishName),
      areaServed: { "@type": "State", name: organization.region },
      address: { "@type": "PostalAddress", addressRegion: "FL", addressCountry: organization.country },
      sameAs: organization.socialLinks.map((link) => link.href),
    },
  };
}

/** The Contact Us and Get Started dialogs post here. */
export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["contact", "service-inquiry"]);
}

/**
 * Only `/` consults the visitor's choice (docs/decisions/002-language-urls.md): a stored choice of another
 * language, or `/?lng=es`, lands on that language's home (/es). The redirect stores a choice made in the query itself (the root loader's cookie
 * does not travel with a leaf's redirect).
 */
async function redirectToChosenLanguage(request: Request) {
  const queryChoice = languageChoiceFromQuery(request);
  const choice = queryChoice ?? (await readStoredLanguage(request));
  if (choice === null || choice === defaultLanguage) return;
  const headers = new Headers();
  if (queryChoice) headers.append("Set-Cookie", await storeLanguage(request, queryChoice));
  throw redirect(localizePath("/", choice), { headers });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "home.meta.title", description: "home.meta.description", keywords: "home.meta.keywords" });

const tiles = ["licenseApplication", "licenseJourney", "findPartners", "joinNetwork", "about", "blog"] as const;

export default function Home() {
  const { structuredData, sampleHours } = useLoaderData<typeof loader>();
  // The contact as the Settings tab has it, from the layout's data (docs/decisions/065).
  const contact = useOrganisationContact();
  const t = useT();
  const localize = useLocalizePath();
  const language = useLanguage();
  // The hero and the language note offer the first other language (with two, the other one).
  const otherLanguage = nextLanguage(language);

  return (
    <>
      <JsonLd data={contact ? { ...structuredData, email: contact.email, telephone: contact.phone } : structuredData} />
      <LeadDialogs accepts={["contact", "inquiry"]} />

      <section aria-labelledby="hero-title" className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t("home.hero.eyebrow")}</p>
          <h1 id="hero-title" className="mt-4 max-w-3xl text-4xl font-bold leading-tight md:text-5xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">{t("home.hero.text")}</p>
          {sampleHours ? (
            <p className="mt-4 max-w-2xl text-base leading-7 text-brand-50">
              {t(sampleHours.complete ? "sampleCourse.hoursComplete" : "sampleCourse.hours", sampleHours)}
            </p>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-3">
            <PageLink to="/license-application" label="home.hero.getLicensed" />
            <PageLink to="/services" label="home.hero.viewServices" variant="onDark" />
            {/* Dialogs are URL state (`?dialog=…`): the server renders it open when the link is followed. */}
            <ButtonLink to="?dialog=contact" preventScrollReset variant="onDark" size="large">
              {t("home.hero.contactUs")}
            </ButtonLink>
          </div>
          <p className="mt-8">
            <Link
              to={switchLanguageHref(localize("/"), "", otherLanguage)}
              hrefLang={otherLanguage}
              lang={otherLanguage}
              className="font-medium text-white underline underline-offset-4 hover:text-brand-100"
            >
              {t("home.hero.otherLanguage")}
            </Link>
          </p>
        </div>
      </section>

      <Section id="tiles" title={t("home.tiles.heading")} intro={t("home.tiles.intro")}>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tiles.map((tile) => (
            <li key={tile}>
              <Link
                to={localize(pagePaths[tile])}
                className="block h-full rounded-xl border border-slate-200 p-6 shadow-sm transition hover:border-brand-400 hover:shadow-md"
              >
                <h3 className="text-lg font-semibold text-brand-800">{t(`home.tiles.${tile}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`home.tiles.${tile}.text`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services" title={t("home.services.heading")} intro={t("home.services.intro")} tone="muted">
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {insuranceServiceSlugs.map((slug) => (
            <li key={slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{t(`serviceNames.${slug}`)}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t(`home.services.descriptions.${slug}` as TranslationKey)}</p>
              <ServiceCardActions slug={slug} labels="home.services" />
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="course-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <div className="rounded-2xl bg-brand-900 p-8 text-white md:p-12">
          <h2 id="course-title" className="text-2xl font-bold md:text-3xl">
            {t("home.course.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-brand-50">{t("home.course.text")}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PageLink to={pagePaths.course} label="actions.exploreCourse" />
            <PageLink to={pagePaths.coursePreview} label="actions.previewLesson" variant="onDark" />
          </div>
        </div>
      </section>

      <section aria-labelledby="sponsorship-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-brand-50 p-8 md:p-12">
          <h2 id="sponsorship-title" className="text-2xl font-bold text-brand-900 md:text-3xl">
            {t("home.sponsorship.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("home.sponsorship.text")}</p>
          <Link
            to={localize("/sponsorship-program")}
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t("home.sponsorship.link")}
          </Link>
        </div>
      </section>

      <CallToAction id="cta" title={t("home.cta.heading")} text={t("home.cta.text")}>
        <PageLink to="/license-application" label="home.cta.enroll" />
        <PageLink to="/license-journey" label="home.cta.explore" variant="onDark" />
      </CallToAction>

      <section aria-labelledby="language-note-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="language-note-title" lang={otherLanguage} className="text-xl font-semibold text-slate-900">
              {t("home.spanish.heading")}
            </h2>
            <p className="mt-1 text-slate-600">{t("home.spanish.text")}</p>
          </div>
          <Link
            to={switchLanguageHref(localize("/"), "", otherLanguage)}
            hrefLang={otherLanguage}
            lang={otherLanguage}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {t("home.spanish.link")}
          </Link>
        </div>
      </section>
    </>
  );
}
