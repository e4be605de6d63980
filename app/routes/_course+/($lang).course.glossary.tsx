import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { theCourse } from "~/course/course.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { otherLanguages } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

export const handle = pageHandle({ audience: "public", crawl: false, edgeCache: "content" });

/** Every key term of the course in the page's language, each with its twin in the other language. */
export async function loader({ params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const [other] = otherLanguages(language);
  const terms = theCourse()
    .glossary.map((term) => ({ id: term.id, term: term[language].term, definition: term[language].definition, other: other ? term[other].term : null }))
    .sort((a, b) => a.term.localeCompare(b.term, language));
  return data({ translations: pickTranslations(language, ["course"]), terms });
}

export default function Glossary() {
  const { terms } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("course.glossary.heading")}</h1>
      <p className="text-slate-700">{t("course.glossary.intro")}</p>
      <dl className="grid gap-4">
        {terms.map((term) => (
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
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "course.glossary.heading", description: "course.glossary.intro", keywords: "course.meta.keywords" }),
];
