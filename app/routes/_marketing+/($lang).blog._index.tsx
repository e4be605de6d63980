import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { blogCategories } from "~/blog/blog-categories";
import { blogListSearch, blogListView, parseBlogListQuery } from "~/blog/blog-search";
import { toPostCard } from "~/blog/post-cards";
import { BlogSearchForm, i18n as blogSearchFormI18n } from "~/components/blog/blog-search-form";
import { PostCard, i18n as postCardI18n } from "~/components/blog/post-card";
import { NoResults } from "~/components/content/no-results";
import { Pagination, i18n as paginationI18n } from "~/components/pagination";
import { blogPageContent } from "~/content/blog/blog-page";
import { blogPosts } from "~/content/blog/posts";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { pageSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export function loader({ request, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const query = parseBlogListQuery(new URL(request.url).searchParams);
  const cards = blogPosts(language).map((post) => toPostCard(post, language));
  return {
    content: blogPageContent[language],
    query,
    view: blogListView(cards, query),
    translations: pickTranslations(language, blogSearchFormI18n, postCardI18n, paginationI18n),
  };
}

export default function BlogIndex() {
  const { content, query, view } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const blogPath = localize("/blog");
  const navigation = useNavigation();
  const isSearching = navigation.state === "loading" && navigation.location.pathname === blogPath;
  const categoryLabel = query.category === "all" ? t("blog.categories.all") : t(`blog.categories.${query.category}`);
  const resultsHeading = query.query
    ? t("blog.resultsHeading")
    : query.category === "all"
      ? t("blog.latestHeading")
      : t("blog.categoryHeading", { category: categoryLabel });

  return (
    <>
      <section aria-labelledby="page-title" className="bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h1 id="page-title" className="text-4xl font-bold md:text-5xl">
            {content.hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{content.hero.text}</p>
          <BlogSearchForm blogPath={blogPath} query={query.query} category={query.category} />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <nav aria-label={t("blog.categoriesLabel")}>
          <ul className="flex flex-wrap gap-2">
            {(["all", ...blogCategories] as const).map((category) => (
              <li key={category}>
                <Link
                  to={`${blogPath}${blogListSearch({ query: query.query, category })}`}
                  preventScrollReset
                  aria-current={query.category === category ? "page" : undefined}
                  className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {t(`blog.categories.${category}`)}
                </Link>
              </li>
            ))}
            {view.isFiltering ? (
              <li>
                <Link
                  to={blogPath}
                  preventScrollReset
                  className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-brand-700 underline underline-offset-4"
                >
                  {t("blog.reset")}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>

        {query.query ? (
          <p role="status" className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
            {t(view.grid.total === 1 ? "blog.resultsOne" : "blog.resultsOther", { count: view.grid.total, query: query.query })}
            {query.category !== "all" ? ` ${t("blog.resultsInCategory", { category: categoryLabel })}` : null}
          </p>
        ) : null}

        <div aria-busy={isSearching} className={isSearching ? "opacity-60 transition-opacity" : undefined}>
          {view.featured.length > 0 ? (
            <section aria-labelledby="featured-title" className="mt-10">
              <h2 id="featured-title" className="text-2xl font-bold text-slate-900">
                {t("blog.featuredHeading")}
              </h2>
              <ul className="mt-6 grid gap-8 md:grid-cols-2">
                {view.featured.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} isLarge />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="posts-title" className="mt-12">
            <h2 id="posts-title" className="text-2xl font-bold text-slate-900">
              {resultsHeading}
            </h2>
            {view.grid.items.length > 0 ? (
              <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
                {view.grid.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            ) : (
              <NoResults title={t("blog.noResultsTitle")} text={t("blog.noResultsText")} resetTo={blogPath} resetLabel={t("blog.reset")} />
            )}
            <Pagination
              label={t("blog.paginationLabel")}
              page={view.grid.page}
              pageCount={view.grid.pageCount}
              hrefForPage={(page) => `${blogPath}${blogListSearch({ ...query, page })}`}
            />
          </section>
        </div>

        <section aria-labelledby="newsletter-title" className="mt-16 rounded-2xl bg-slate-900 p-8 text-white md:p-12">
          <h2 id="newsletter-title" className="text-2xl font-bold">
            {content.newsletter.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-300">{content.newsletter.text}</p>
          <div className="max-w-xl">
            <NewsletterForm source="blog" formId="newsletter-blog" tone="dark" />
          </div>
        </section>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = (args) => pageSeo(args, args.data?.content.meta);
