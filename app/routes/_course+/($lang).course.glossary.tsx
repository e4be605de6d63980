import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { NoResults } from "~/components/content/no-results";
import { SearchField } from "~/components/forms/search-field";
import { Button } from "~/components/ui/button";
import { theCourse } from "~/course/course.server";
import { glossaryQuery, glossaryView } from "~/course/glossary-index";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { otherLanguages } from "~/i18n/languages";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

export const handle = pageHandle({ audience: "public", crawl: false, edgeCache: "content" });

/**
 * Every key term of the course in the page's language, each with its twin in the other language,
 * under a letter index, narrowed by `?q=` (docs/decisions/087).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const [other] = otherLanguages(language);
  const terms = theCourse()
    .glossary.map((term) => ({ id: term.id, term: term[language].term, definition: term[language].definition, other: other ? term[other].term : null }))
    .sort((a, b) => a.term.localeCompare(b.term, language));
  return data({ translations: pickTranslations(language, ["course"]), view: glossaryView(terms, glossaryQuery(new URL(request.url).searchParams)) });
}

export default function Glossary() {
  const { view } = useLoaderData<typeof loader>();
  const t = useT();
  const glossaryPath = useLocalizePath()("/course/glossary");
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("course.glossary.heading")}</h1>
      <p className="text-slate-700">{t("course.glossary.intro")}</p>

      {/* A GET form: the search is in the URL, answered by the server, with or without JavaScript. */}
      <Form method="get" action={glossaryPath} role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            key={view.query}
            id="glossary-search"
            label={t("course.glossary.searchLabel")}
            defaultValue={view.query}
            placeholder={t("course.glossary.searchPlaceholder")}
          />
        </div>
        <Button type="submit">{t("course.glossary.searchButton")}</Button>
      </Form>

      {/* Plain links to anchors on this page: they work without JavaScript; a letter with no term shown is not a link. */}
      <nav aria-label={t("course.glossary.lettersLabel")}>
        <ul className="flex flex-wrap gap-1">
          {view.index.map(({ letter, anchor, isShown }) => (
            <li key={letter}>
              {isShown ? (
                <a
                  href={`#${anchor}`}
                  className="inline-flex size-11 items-center justify-center rounded-md border border-slate-300 font-semibold text-brand-700 hover:border-brand-600"
                >
                  {letter}
                </a>
              ) : (
                <span className="inline-flex size-11 items-center justify-center rounded-md text-slate-500">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {view.query ? (
        <p role="status" className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t(view.total === 1 ? "course.glossary.resultsOne" : "course.glossary.resultsOther", { count: view.total, query: view.query })}
          <Link to={glossaryPath} className="font-semibold text-brand-700 underline">
            {t("course.glossary.showAll")}
          </Link>
        </p>
      ) : null}

      {view.groups.length === 0 ? (
        <NoResults
          title={t("course.glossary.noResultsTitle", { query: view.query })}
          text={t("course.glossary.noResultsText")}
          resetTo={glossaryPath}
          resetLabel={t("course.glossary.showAll")}
        />
      ) : null}

      {view.groups.map((group) => (
        <section key={group.letter} aria-labelledby={group.anchor} className="grid gap-4">
          <h2 id={group.anchor} className="border-b border-slate-200 pb-1 text-2xl font-bold text-slate-900">
            {group.letter}
          </h2>
          <dl className="grid gap-4">
            {group.entries.map((term) => (
              <div key={term.id} id={term.id} className="border-b border-slate-100 pb-3">
                <dt className="font-semibold text-slate-900">
                  {term.term}
                  {term.other ? (
                    <span className="ml-2 text-sm font-normal text-slate-500">
                      ({t("course.glossary.otherLanguage")}: {term.other})
                    </span>
                  ) : null}
                </dt>
                <dd className="mt-1 text-slate-700">{term.definition}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.glossary.heading", description: "course.glossary.intro", keywords: "course.meta.keywords" }),
];
