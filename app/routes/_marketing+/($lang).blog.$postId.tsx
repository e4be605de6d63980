import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { Fragment } from "react";
import { linkArticle, type InlineSegment } from "~/blog/auto-link";
import { relatedPosts } from "~/blog/blog-search";
import { formatPostDate, toPostCard } from "~/blog/post-cards";
import { PostCard, i18n as postCardI18n } from "~/components/blog/post-card";
import { AboveTheFoldImage } from "~/components/content/illustration";
import { ErrorPage } from "~/components/error-page";
import { PageToast } from "~/components/page-toast";
import { JsonLd } from "~/components/json-ld";
import { blogPosts } from "~/content/blog/posts";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";
import { translateFromMatches } from "~/i18n/translations";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { blogIllustration } from "~/site/images";
import { dictionaries } from "~/locales";
import { seo } from "~/site/seo";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export function loader({ params, context }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const posts = blogPosts(language);
  // Ids are positive whole numbers (also what keeps `/:lang/...` and `/blog/:postId` from tying).
  const post = /^[1-9]\d{0,5}$/.test(params.postId ?? "") ? posts.find((candidate) => candidate.id === Number(params.postId)) : undefined;
  if (!post) throw new Response("Blog Post Not Found", { status: 404, statusText: "Not Found" });

  const { lead, body } = linkArticle(post.excerpt, post.body, language);
  const displayDate = formatPostDate(post.date, language);
  const siteUrl = context.env.SITE_URL;
  const url = `${siteUrl}${localizePath(`/blog/${post.id}`, language)}`;
  return {
    translations: pickTranslations(language, ["blog"], postCardI18n),
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
      date: post.date,
      displayDate,
      readTime: post.readTime,
      author: post.author,
      tags: post.tags,
      imageAlt: post.imageAlt,
    },
    lead,
    body,
    related: relatedPosts(post, posts).map((relatedPost) => toPostCard(relatedPost, language)),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      image: `${siteUrl}${blogIllustration(post.id).src}`,
      datePublished: post.date,
      dateModified: post.date,
      author: { "@type": "Person", name: post.author },
      publisher: {
        "@type": "EducationalOrganization",
        name: dictionaries[language].brand.name,
        logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
      },
      inLanguage: language,
      keywords: post.tags.join(", "),
      articleSection: dictionaries[language].blog.categories[post.category],
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
    },
  };
}

export default function BlogPost() {
  const { post, lead, body, related, structuredData } = useLoaderData<typeof loader>();
  const t = useT();
  const localize = useLocalizePath();
  const illustration = blogIllustration(post.id);

  return (
    <>
      <JsonLd data={structuredData} />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Link to={localize("/blog")} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> {t("blog.post.back")}
        </Link>
        <header className="mt-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            <span className="sr-only">{t("blog.post.category")}: </span>
            {t(`blog.categories.${post.category}`)}
          </p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-slate-900 md:text-5xl">{post.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-slate-600">
            <span>{t("blog.byAuthor", { author: post.author })}</span>
            <span aria-hidden="true">·</span>
            <span>
              <span className="sr-only">{t("blog.post.published")}: </span>
              <time dateTime={post.date}>{post.displayDate}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>{t("blog.readTime", { minutes: post.readTime })}</span>
          </p>
        </header>
        <AboveTheFoldImage illustration={illustration} alt={post.imageAlt} sizes="(min-width: 768px) 720px, 100vw" className="mt-8 h-auto w-full rounded-2xl" />
        <div className="mt-8 space-y-5 text-lg leading-8 text-slate-700">
          <p className="text-xl leading-8 text-slate-800">
            <Segments segments={lead} />
          </p>
          {body.map((block, index) =>
            block.type === "heading" ? (
              <h2 key={index} className="pt-4 text-2xl font-bold text-slate-900">
                {block.text}
              </h2>
            ) : block.type === "paragraph" ? (
              <p key={index}>
                <Segments segments={block.segments} />
              </p>
            ) : (
              <ul key={index} className="list-disc space-y-2 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Segments segments={item} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </div>
        <footer className="mt-10 border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("blog.post.tags")}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${localize("/blog")}?q=${encodeURIComponent(tag)}`}
                  className="inline-flex min-h-10 items-center rounded-full bg-slate-100 px-4 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 id="related-title" className="text-2xl font-bold text-slate-900">
              {t("blog.post.related")}
            </h2>
            <ul className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {related.map((relatedPost) => (
                <li key={relatedPost.id}>
                  <PostCard post={relatedPost} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

function Segments({ segments }: { segments: InlineSegment[] }) {
  const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";
  return (
    <>
      {segments.map((segment, index) =>
        segment.href === undefined ? (
          <Fragment key={index}>{segment.text}</Fragment>
        ) : (
          <Link key={index} to={segment.href} className={linkClass}>
            {segment.text}
          </Link>
        ),
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches, location }) => {
  const rootData = matches.find((match) => match?.id === "root")?.data as { siteUrl: string } | undefined;
  if (!rootData) return [];
  const t = translateFromMatches(matches);
  if (error || !data) return [{ title: t("notFound.postMetaTitle") }, { name: "robots", content: "noindex" }];
  return seo({
    title: `${data.post.title} | ${t("meta.siteName")}`,
    description: data.post.excerpt,
    keywords: data.post.tags.join(", "),
    siteName: t("meta.siteName"),
    siteUrl: rootData.siteUrl,
    pathname: location.pathname,
    type: "article",
    image: blogIllustration(data.post.id).src,
  });
};

/** An unknown or non-numeric id: HTTP 404 'Blog Post Not Found', with the way back to the blog. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} title="errors.title" text="errors.text" />;
}

/** The not-found screen, with the destructive toast 'Post not found' (JavaScript on or off). */
function PostNotFound() {
  const t = useT();
  return (
    <>
      <ErrorPage status={404} title="notFound.postTitle" text="notFound.postText" link={{ to: "/blog", label: "notFound.postLink" }} />
      <PageToast toast={{ kind: "error", title: t("notFound.postToast"), description: t("notFound.postText") }} />
    </>
  );
}
