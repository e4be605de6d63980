import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { PageLink } from "~/components/content/content-page";
import { PageHero } from "~/components/content/page-sections";
import { CallToAction } from "~/components/content/section";
import { NoResults } from "~/components/content/no-results";
import { Button } from "~/components/ui/button";
import { FavoritesProvider, i18n as favoritesI18n } from "~/components/directory/favorites";
import { Pagination, i18n as paginationI18n } from "~/components/pagination";
import { businessSearchContent } from "~/content/business-search";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { directoryLocations, directorySorts, partnerCategories } from "~/partners/directory-options";
import { applyDirectoryQuery, directorySearch, isFiltered, parseDirectoryQuery } from "~/partners/directory-query";
import { listDirectoryPartners } from "~/partners/partners.server";
import { categoryWords } from "~/partners/category-words.server";
import { readFavorites, saveFavorite } from "~/partners/favorites.server";
import { toCard } from "~/partners/directory-card";
import { PartnerCardView, i18n as partnerCardI18n } from "~/components/directory/partner-card";
import { pageSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";
import { SearchField } from "~/components/forms/search-field";
import { isSentWithJavaScript, readForm } from "~/forms/read-form";

export const handle = pageHandle({ audience: "public", edgeCache: "never" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const query = parseDirectoryQuery(new URL(request.url).searchParams);
  const listed = await listDirectoryPartners(context.db);
  const results = applyDirectoryQuery(listed, query, categoryWords);
  return {
    favorites: await readFavorites(request, new Set(listed.map((partner) => partner.id))),
    translations: pickTranslations(language, ["directory"], favoritesI18n, paginationI18n, partnerCardI18n),
    content: businessSearchContent[language],
    query,
    results: { ...results, items: results.items.map((partner) => toCard(partner, language)) },
  };
}

/**
 * A heart's post sets the favourites cookie. The fetcher (JavaScript) gets the saved state as data,
 * so the page confirms only what the server stored; a plain post goes back to the same results.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireRouteLanguage(params);
  const form = await readForm(request);
  const saved = await saveFavorite(request, context.db, form);
  const headers = saved ? { "Set-Cookie": saved.setCookie } : undefined;
  if (isSentWithJavaScript(form)) return data({ isFavorite: saved ? saved.isFavorite : null }, { status: saved ? 200 : 422, headers });
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers });
}

const fieldClass = "min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900";
const labelClass = "mb-1 block text-sm font-medium text-slate-700";

/** One of the directory's lists (`directory-<name>`), labelled above it. */
function FilterSelect({
  name,
  label,
  defaultValue,
  options,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={`directory-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`directory-${name}`} name={name} defaultValue={defaultValue} className={fieldClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The directory changes when an admin approves a partner: never served from the edge's page cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export default function BusinessSearch() {
  const { content, query, results, favorites } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const submit = useSubmit();
  const navigation = useNavigation();
  const searchPath = localize("/business-search");
  const isLoading = navigation.state === "loading" && navigation.location.pathname === searchPath;
  const categoryOptions = [
    { value: "all", label: t("directory.allCategories") },
    ...partnerCategories.map((category) => ({ value: category, label: t(`directory.categories.${category}`) })),
  ];
  const locationOptions = [
    { value: "all", label: t("directory.allLocations") },
    ...directoryLocations.map((location) => ({ value: location.slug, label: location.city })),
  ];
  const sortOptions = directorySorts.map((sort) => ({ value: sort, label: t(sortLabels[sort]) }));

  return (
    <FavoritesProvider favorites={favorites}>
      <PageHero hero={content.hero} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {/*
          A GET form: the filters live in the URL, so they work without JavaScript and can be shared.
          It never sends `page`, so any change starts again at page 1. With JavaScript,
          choosing from a list applies it at once.
        */}
        <Form
          method="get"
          action={searchPath}
          role="search"
          aria-label={t("directory.filtersLabel")}
          key={directorySearch({ ...query, page: 1 })}
          onChange={(event) => {
            const target = event.target as HTMLElement;
            if (target.tagName === "SELECT" || (target as HTMLInputElement).type === "checkbox") {
              submit(event.currentTarget, { replace: true, preventScrollReset: true });
            }
          }}
          className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 md:grid-cols-2 lg:grid-cols-4 lg:items-end"
        >
          <div className="md:col-span-2 lg:col-span-4">
            <SearchField id="directory-q" label={t("directory.searchLabel")} defaultValue={query.query} placeholder={t("directory.searchPlaceholder")} />
          </div>
          <FilterSelect name="category" label={t("directory.categoryLabel")} defaultValue={query.category} options={categoryOptions} />
          <FilterSelect name="location" label={t("directory.locationLabel")} defaultValue={query.location} options={locationOptions} />
          <FilterSelect name="sort" label={t("directory.sortLabel")} defaultValue={query.sort} options={sortOptions} />
          <div className="flex flex-col gap-3">
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" name="verified" defaultChecked={query.verifiedOnly} className="size-5 accent-brand-700" />
              {t("directory.verifiedOnly")}
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-4">
            <Button type="submit">{t("directory.apply")}</Button>
            {isFiltered(query) || query.sort !== "featured" ? (
              <Link to={searchPath} className="font-semibold text-brand-700 underline underline-offset-4">
                {t("directory.resetFilters")}
              </Link>
            ) : null}
          </div>
        </Form>

        <section aria-labelledby="results-title" aria-busy={isLoading} className={`mt-8 ${isLoading ? "opacity-60" : ""}`}>
          <h2 id="results-title" className="text-xl font-semibold text-slate-900">
            {t(results.total === 1 ? "directory.resultsOne" : "directory.resultsOther", { count: results.total })}
          </h2>
          {results.items.length > 0 ? (
            <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
              {results.items.map((partner) => (
                <li key={partner.id} className="min-w-0">
                  <PartnerCardView partner={partner} />
                </li>
              ))}
            </ul>
          ) : (
            <NoResults title={t("directory.emptyTitle")} text={t("directory.emptyText")} resetTo={searchPath} resetLabel={t("directory.resetFilters")} />
          )}
          <Pagination
            label={t("directory.paginationLabel")}
            page={results.page}
            pageCount={results.pageCount}
            hrefForPage={(page) => `${searchPath}${directorySearch({ ...query, page })}`}
          />
        </section>
      </div>

      <CallToAction id="join" title={t("directory.joinHeading")} text={t("directory.joinText")}>
        <PageLink to="/partner-network" label="actions.joinOurNetwork" />
      </CallToAction>
    </FavoritesProvider>
  );
}

const sortLabels = { featured: "directory.sortFeatured", rating: "directory.sortRating", newest: "directory.sortNewest" } as const;

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
