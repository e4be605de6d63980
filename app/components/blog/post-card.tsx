import { Link } from "@remix-run/react";
import type { BlogPostCard } from "~/blog/post-cards";
import { useLocalizePath, useT } from "~/i18n/use-t";
import { blogIllustration } from "~/site/images";
import type { Namespaces } from "~/i18n/translations";

/** The translation namespaces this component reads (the layout's aside): its page's loader sends them. */
export const i18n = ["blog"] as const satisfies Namespaces;

/** A post in a list: cover, category, title (the link), excerpt, date and read time. */
export function PostCard({ post, headingLevel = 3, isLarge = false }: { post: BlogPostCard; headingLevel?: 2 | 3; isLarge?: boolean }) {
  const t = useT();
  const localize = useLocalizePath();
  const illustration = blogIllustration(post.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={isLarge ? illustration.src : illustration.smallSrc}
        width={isLarge ? illustration.width : 600}
        height={isLarge ? illustration.height : 375}
        alt=""
        // Featured cards sit at the top of the blog; the rest load as they scroll into view.
        loading={isLarge ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[16/10] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(`blog.categories.${post.category}`)}</p>
        <Heading className={`mt-2 font-bold text-slate-900 ${isLarge ? "text-2xl" : "text-xl"}`}>
          {/* The whole card is clickable through this link's ::after, and the link text is the title. */}
          <Link to={localize(`/blog/${post.id}`)} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-7 text-slate-600">{post.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={post.date}>{post.displayDate}</time>
          <span aria-hidden="true"> · </span>
          <span>{t("blog.readTime", { minutes: post.readTime })}</span>
        </p>
      </div>
    </article>
  );
}
