import { foldForSearch, paginate, parsePageNumber, type Page } from "~/site/pagination";
import { isBlogCategory, type BlogCategory } from "./blog-categories";

/**
 * The blog list's logic, pure so it is unit-tested and identical with JavaScript on or off:
 * everything comes from the URL (`?q=`, `?category=`, `?page=`).
 */

export interface BlogListQuery {
  /** Trimmed search text; empty when not searching. */
  query: string;
  /** A category, or "all" (the default). */
  category: BlogCategory | "all";
  /** 1-based; clamped to the pages that exist once the results are known. */
  page: number;
}

/** The fields search and related-posts logic needs; the loader's posts carry more. */
export interface SearchablePost {
  id: number;
  title: string;
  excerpt: string;
  tags: readonly string[];
  category: BlogCategory;
  featured: boolean;
}

/** Grid cards per page (3 columns × 2 rows). */
export const blogPageSize = 6;
const relatedPostLimit = 3;
const maximumQueryLength = 100;

export function parseBlogListQuery(searchParams: URLSearchParams): BlogListQuery {
  const query = (searchParams.get("q") ?? "").trim().slice(0, maximumQueryLength);
  const categoryParam = searchParams.get("category");
  const category = isBlogCategory(categoryParam) ? categoryParam : "all";
  return { query, category, page: parsePageNumber(searchParams.get("page")) };
}

/** Search matches title, excerpt or a tag, case-insensitively; the category narrows. */
export function filterPosts<Post extends SearchablePost>(posts: readonly Post[], query: Pick<BlogListQuery, "query" | "category">): Post[] {
  const needle = foldForSearch(query.query);
  return posts.filter((post) => {
    if (query.category !== "all" && post.category !== query.category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, ...post.tags].some((field) => foldForSearch(field).includes(needle));
  });
}

export interface BlogListView<Post> {
  isFiltering: boolean;
  /** The featured posts, shown in their own two columns on the unfiltered first page only. */
  featured: Post[];
  /** The three-column grid: the other posts, or every match while searching or filtering. */
  grid: Page<Post>;
}

export function blogListView<Post extends SearchablePost>(posts: readonly Post[], query: BlogListQuery): BlogListView<Post> {
  const isFiltering = query.query !== "" || query.category !== "all";
  if (isFiltering) {
    return { isFiltering, featured: [], grid: paginate(filterPosts(posts, query), query.page, blogPageSize) };
  }
  const grid = paginate(
    posts.filter((post) => !post.featured),
    query.page,
    blogPageSize,
  );
  return { isFiltering, featured: grid.page === 1 ? posts.filter((post) => post.featured) : [], grid };
}

/**
 * Related posts: posts in the same category or sharing a tag, never the post itself, at most 3.
 * The closest first: same category, then more shared tags, then the original (newest-first) order.
 */
export function relatedPosts<Post extends SearchablePost>(post: SearchablePost, posts: readonly Post[], limit = relatedPostLimit): Post[] {
  const tags = new Set(post.tags.map(foldForSearch));
  return posts
    .map((candidate, order) => ({
      candidate,
      order,
      sameCategory: candidate.category === post.category,
      sharedTags: candidate.tags.filter((tag) => tags.has(foldForSearch(tag))).length,
    }))
    .filter(({ candidate, sameCategory, sharedTags }) => candidate.id !== post.id && (sameCategory || sharedTags > 0))
    .sort((a, b) => Number(b.sameCategory) - Number(a.sameCategory) || b.sharedTags - a.sharedTags || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** A list URL's query string for these settings (defaults dropped), e.g. for pagination links. */
export function blogListSearch(query: Partial<BlogListQuery>): string {
  const params = new URLSearchParams();
  if (query.query) params.set("q", query.query);
  if (query.category && query.category !== "all") params.set("category", query.category);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
