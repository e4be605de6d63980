import type { BlogPost } from "~/content/blog/types";
import { languageInfo, type Language } from "~/i18n/languages";

/** What a card needs of a post: no body, so list pages stay light. Dates are formatted here, once. */
export interface BlogPostCard {
  id: number;
  title: string;
  excerpt: string;
  category: BlogPost["category"];
  date: string;
  displayDate: string;
  readTime: number;
  author: string;
  tags: string[];
  featured: boolean;
}

/** Formatted on the server so the server render and hydration always agree. */
export function formatPostDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(languageInfo(language).intlLocale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function toPostCard(post: BlogPost, language: Language): BlogPostCard {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    date: post.date,
    displayDate: formatPostDate(post.date, language),
    readTime: post.readTime,
    author: post.author,
    tags: post.tags,
    featured: post.featured,
  };
}
