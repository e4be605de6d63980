import { describe, expect, it } from "vitest";
import { blogListView, filterPosts, parseBlogListQuery, relatedPosts } from "~/blog/blog-search";
import { blogPosts } from "~/content/blog/posts";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { decodeEntities, firstHeading, htmlLang, metaContent, title } from "../support/html";
import { okPageHtml, startWorkerForFile, testOrigin } from "../support/worker";

const worker = startWorkerForFile();

async function page(path: string): Promise<string> {
  return decodeEntities(await okPageHtml(worker, path));
}

/** The post ids linked from the page's cards, in page order (each card links its post once). */
function cardPostIds(html: string, prefix = ""): number[] {
  const main = html.includes("<main") ? html.slice(html.indexOf("<main"), html.indexOf("</main>")) : html;
  const pattern = new RegExp(`<article[\\s\\S]*?href="${prefix}/blog/(\\d+)"`, "g");
  return [...main.matchAll(pattern)].map((match) => Number(match[1]));
}

const english = blogPosts("en");
const spanish = blogPosts("es");

describe("blog list", () => {
  it("shows the featured posts and the others, with no pagination while all fit on one page", async () => {
    const html = await page("/blog");
    const view = blogListView(english, parseBlogListQuery(new URLSearchParams()));
    expect(view.grid.pageCount).toBe(1);
    expect(cardPostIds(html)).toEqual([...view.featured, ...view.grid.items].map((post) => post.id));
    expect(cardPostIds(html)).toHaveLength(8);
    expect(html).toContain(en.blog.featuredHeading);
    expect(html).not.toContain(`aria-label="${en.blog.paginationLabel}"`);
    expect(html).toContain('aria-current="page"');
  });

  it("searches title, excerpt and tags case-insensitively, with a results banner", async () => {
    const query = "ANNUIT";
    const html = await page(`/blog?q=${query}`);
    const expected = filterPosts(english, { query, category: "all" });
    expect(expected.length).toBeGreaterThan(0);
    expect(cardPostIds(html)).toEqual(expected.map((post) => post.id));
    expect(html).toContain(en.blog.resultsOther.replace("{{count}}", String(expected.length)).replace("{{query}}", query));
    expect(html).toMatch(/role="status"/);
  });

  it("matches a tag the post's title and excerpt do not contain", async () => {
    const tagged = english.find((post) => post.tags.some((tag) => !`${post.title} ${post.excerpt}`.toLowerCase().includes(tag.toLowerCase())))!;
    const tag = tagged.tags.find((candidate) => !`${tagged.title} ${tagged.excerpt}`.toLowerCase().includes(candidate.toLowerCase()))!;
    const html = await page(`/blog?q=${encodeURIComponent(tag)}`);
    expect(cardPostIds(html)).toContain(tagged.id);
  });

  it("filters by category from the URL and marks the chosen one", async () => {
    const html = await page("/blog?category=insurance");
    const expected = english.filter((post) => post.category === "insurance");
    expect(cardPostIds(html)).toEqual(expected.map((post) => post.id));
    expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${en.blog.categories.insurance}<`));
    expect(html).toContain(`>${en.blog.reset}<`);
  });

  it("combines search and category", async () => {
    const html = await page("/blog?q=retirement&category=annuities");
    expect(cardPostIds(html)).toEqual(filterPosts(english, { query: "retirement", category: "annuities" }).map((post) => post.id));
  });

  it("says 'No articles found' with a reset link when nothing matches", async () => {
    const html = await page("/blog?q=zzzz-nothing");
    expect(cardPostIds(html)).toEqual([]);
    expect(html).toContain(en.blog.noResultsTitle);
    expect(html).toContain('href="/blog"');
  });

  it("paginates for real through ?page= when the results need two pages", async () => {
    const query = parseBlogListQuery(new URLSearchParams("q=e"));
    const firstView = blogListView(english, query);
    expect(firstView.grid.pageCount, "the letter e appears in every post").toBe(2);

    const first = await page("/blog?q=e");
    expect(cardPostIds(first)).toEqual(firstView.grid.items.map((post) => post.id));
    expect(first).toContain(`aria-label="${en.blog.paginationLabel}"`);
    expect(first).toContain('href="/blog?q=e&page=2"');

    const second = await page("/blog?q=e&page=2");
    const secondView = blogListView(english, { ...query, page: 2 });
    expect(cardPostIds(second)).toEqual(secondView.grid.items.map((post) => post.id));
    expect(second).toContain('href="/blog?q=e"');
    expect(new Set([...cardPostIds(first), ...cardPostIds(second)]).size).toBe(english.length);
  });

  it("shows the last page for a page past the end", async () => {
    expect(cardPostIds(await page("/blog?q=e&page=99"))).toEqual(cardPostIds(await page("/blog?q=e&page=2")));
  });

  it("works in Spanish with Spanish words, accents optional", async () => {
    const html = await page("/es/blog?q=anualidad");
    const expected = filterPosts(spanish, { query: "anualidad", category: "all" });
    expect(expected.length).toBeGreaterThan(0);
    expect(cardPostIds(html, "/es")).toEqual(expected.map((post) => post.id));
    expect(html).toContain(expected[0]!.title);
    expect(cardPostIds(await page("/es/blog?q=jubilacion"), "/es")).toEqual(
      filterPosts(spanish, { query: "jubilación", category: "all" }).map((post) => post.id),
    );
  });
});

describe("blog post", () => {
  for (const [prefix, posts, strings] of [
    ["", english, en],
    ["/es", spanish, es],
  ] as const) {
    it(`${prefix}/blog/3 shows the article with its details, tags, related posts and links`, async () => {
      const post = posts.find((candidate) => candidate.id === 3)!;
      const html = await page(`${prefix}/blog/3`);
      expect(firstHeading(html)).toBe(post.title);
      expect(html).toContain(`href="${prefix}/blog"`);
      expect(html).toContain(strings.blog.post.back);
      expect(html).toContain(post.author);
      expect(html).toContain(strings.blog.readTime.replace("{{minutes}}", String(post.readTime)));
      expect(html).toContain(`dateTime="${post.date}"`);
      expect(html).toContain('src="/images/blog/post-3.webp"');
      for (const tag of post.tags) expect(html).toContain(`>${tag}<`);
      for (const block of post.body) if (block.type === "heading") expect(html).toContain(block.text);

      const related = relatedPosts(post, posts);
      const relatedSection = html.slice(html.indexOf('id="related-title"'));
      expect(cardPostIds(relatedSection, prefix)).toEqual(related.map((candidate) => candidate.id));
      expect(related.length).toBeLessThanOrEqual(3);

      expect(html).toContain(`href="${prefix}/services/fixed-index-annuities"`);
    });
  }

  it("embeds BlogPosting structured data in the page's language", async () => {
    const html = await page("/es/blog/1");
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!);
    expect(data["@type"]).toBe("BlogPosting");
    expect(data.headline).toBe(spanish.find((post) => post.id === 1)!.title);
    expect(data.inLanguage).toBe("es");
    expect(data.url).toBe(`${testOrigin}/es/blog/1`);
    expect(data.image).toBe(`${testOrigin}/images/blog/post-1.webp`);
  });

  it("is an article for link previews", async () => {
    expect(metaContent(await page("/blog/2"), "og:type")).toBe("article");
  });

  for (const [path, strings, blogPath] of [
    ["/blog/999", en, "/blog"],
    ["/blog/abc", en, "/blog"],
    ["/blog/0", en, "/blog"],
    ["/es/blog/999", es, "/es/blog"],
    ["/es/blog/abc", es, "/es/blog"],
  ] as const) {
    it(`${path} answers 404 '${strings.notFound.postTitle}' with a link to the blog`, async () => {
      const response = await worker.fetch(path);
      expect(response.status).toBe(404);
      const html = decodeEntities(await response.text());
      expect(htmlLang(html)).toBe(strings === es ? "es" : "en");
      expect(firstHeading(html)).toBe(strings.notFound.postTitle);
      expect(title(html)).toBe(strings.notFound.postMetaTitle);
      expect(html).toContain(`href="${blogPath}"`);
      expect(metaContent(html, "robots")).toBe("noindex");
      // The destructive toast is in the HTML, so it shows without JavaScript too (with its ✕ in a details element's summary: decision 087).
      const toast = html.match(/<div role="alert"[^>]*>([\s\S]*?)<\/details>/)?.[1] ?? "";
      expect(toast).toContain(strings.notFound.postToast);
      expect(toast).toContain(strings.notFound.postText);
    });
  }
});
