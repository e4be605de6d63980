import type { BlogCategory } from "~/blog/blog-categories";
import type { Language } from "~/i18n/languages";
import type { BlogTag } from "./tags";

/**
 * A body block. Paragraph and list texts may hold explicit links written `[label](/path)` with a
 * language-neutral path; service phrases are linked automatically (app/blog/auto-link.ts).
 */
export type BlogBlock = { type: "paragraph"; text: string } | { type: "heading"; text: string } | { type: "list"; items: string[] };

export interface BlogPostText {
  title: string;
  excerpt: string;
  /** The article after its excerpt (the page shows the excerpt as its lead paragraph). */
  body: BlogBlock[];
  imageAlt: string;
}

/** One built-in article: the facts once, the words in each language. */
export interface BlogPostSource {
  id: number;
  category: BlogCategory;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Reading time in minutes; the built-in posts take 6 to 11. */
  readTime: number;
  author: string;
  tags: BlogTag[];
  featured: boolean;
  text: Record<Language, BlogPostText>;
}

/** A post in one language, as loaders hand it to pages (tags already translated). */
export interface BlogPost extends Omit<BlogPostSource, "text" | "tags"> {
  title: string;
  excerpt: string;
  body: BlogBlock[];
  imageAlt: string;
  tags: string[];
}

export const paragraph = (text: string): BlogBlock => ({ type: "paragraph", text });
export const heading = (text: string): BlogBlock => ({ type: "heading", text });
export const list = (items: string[]): BlogBlock => ({ type: "list", items });
