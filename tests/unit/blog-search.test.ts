import { describe, expect, it } from "vitest";
import { blogListSearch, blogListView, blogPageSize, filterPosts, parseBlogListQuery, relatedPosts, type SearchablePost } from "~/blog/blog-search";
import { paginate } from "~/site/pagination";

function post(id: number, fields: Partial<SearchablePost> = {}): SearchablePost {
  return { id, title: `Post ${id}`, excerpt: "", tags: [], category: "insurance", featured: false, ...fields };
}

describe("parseBlogListQuery", () => {
  it("reads q, category and page, with defaults: no search, all categories, page 1", () => {
    expect(parseBlogListQuery(new URLSearchParams(""))).toEqual({ query: "", category: "all", page: 1 });
    expect(parseBlogListQuery(new URLSearchParams("q=%20annuity%20&category=annuities&page=3"))).toEqual({
      query: "annuity",
      category: "annuities",
      page: 3,
    });
  });

  it("ignores an unknown category and a page that is not a positive whole number", () => {
    for (const page of ["0", "-2", "abc", "1.5", "99999999"]) {
      expect(parseBlogListQuery(new URLSearchParams(`page=${page}`)).page, page).toBe(1);
    }
    expect(parseBlogListQuery(new URLSearchParams("category=Insurance")).category).toBe("all");
  });

  it("caps the search text", () => {
    expect(parseBlogListQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).query).toHaveLength(100);
  });
});

describe("filterPosts", () => {
  const posts = [
    post(1, { title: "Fixed Index Annuities", category: "annuities" }),
    post(2, { excerpt: "Protect your MORTGAGE", category: "mortgage" }),
    post(3, { tags: ["Retirement"], category: "annuities" }),
    post(4, { title: "Reparación de crédito", category: "business-growth" }),
  ];

  it("matches title, excerpt or tag, case-insensitively", () => {
    expect(filterPosts(posts, { query: "annuities", category: "all" }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(posts, { query: "mortgage", category: "all" }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(posts, { query: "RETIRE", category: "all" }).map((p) => p.id)).toEqual([3]);
  });

  it("ignores accents, so Spanish readers find words typed without them", () => {
    expect(filterPosts(posts, { query: "reparacion de CREDITO", category: "all" }).map((p) => p.id)).toEqual([4]);
  });

  it("narrows by category, alone or with a search", () => {
    expect(filterPosts(posts, { query: "", category: "annuities" }).map((p) => p.id)).toEqual([1, 3]);
    expect(filterPosts(posts, { query: "retirement", category: "annuities" }).map((p) => p.id)).toEqual([3]);
    expect(filterPosts(posts, { query: "retirement", category: "mortgage" })).toEqual([]);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it("slices pages and counts them", () => {
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3, total: 14 });
    expect(paginate(items, 3, 6)).toEqual({ items: [13, 14], page: 3, pageCount: 3, total: 14 });
  });

  it("shows the last page for a page past the end, and one empty page for nothing", () => {
    expect(paginate(items, 9, 6).page).toBe(3);
    expect(paginate([], 4, 6)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("blogListView", () => {
  const posts = Array.from({ length: 10 }, (_, index) => post(index + 1, { featured: index < 2, title: index % 2 ? "Odd" : "Even" }));

  it("unfiltered: featured posts apart on page 1, the others in the paged grid", () => {
    const view = blogListView(posts, { query: "", category: "all", page: 1 });
    expect(view.isFiltering).toBe(false);
    expect(view.featured.map((p) => p.id)).toEqual([1, 2]);
    expect(view.grid.items.map((p) => p.id)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(view.grid.pageCount).toBe(Math.ceil(8 / blogPageSize));

    const second = blogListView(posts, { query: "", category: "all", page: 2 });
    expect(second.featured).toEqual([]);
    expect(second.grid.items.map((p) => p.id)).toEqual([9, 10]);
  });

  it("filtered: every match in the grid, featured ones included", () => {
    const view = blogListView(posts, { query: "even", category: "all", page: 1 });
    expect(view.isFiltering).toBe(true);
    expect(view.featured).toEqual([]);
    expect(view.grid.items.map((p) => p.id)).toEqual([1, 3, 5, 7, 9]);
  });
});

describe("relatedPosts", () => {
  const current = post(1, { category: "annuities", tags: ["Retirement", "Taxes"] });
  const posts = [
    current,
    post(2, { category: "insurance", tags: ["retirement"] }),
    post(3, { category: "annuities" }),
    post(4, { category: "mortgage", tags: ["Homeowners"] }),
    post(5, { category: "tax-planning", tags: ["Taxes", "Retirement"] }),
    post(6, { category: "annuities", tags: ["Taxes"] }),
  ];

  it("takes posts of the same category or with a shared tag, never the post itself, at most 3", () => {
    const related = relatedPosts(current, posts);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.id)).not.toContain(1);
    expect(related.map((p) => p.id)).not.toContain(4);
  });

  it("puts the closest first: same category, then more shared tags", () => {
    expect(relatedPosts(current, posts, 5).map((p) => p.id)).toEqual([6, 3, 5, 2]);
  });

  it("finds nothing for a post with no category mates and no shared tags", () => {
    expect(relatedPosts(post(9, { category: "licensing", tags: ["Exam"] }), posts)).toEqual([]);
  });
});

describe("blogListSearch", () => {
  it("writes only what differs from the defaults", () => {
    expect(blogListSearch({ query: "", category: "all", page: 1 })).toBe("");
    expect(blogListSearch({ query: "term life", category: "insurance", page: 2 })).toBe("?q=term+life&category=insurance&page=2");
  });
});
