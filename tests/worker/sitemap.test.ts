import { describe, expect, it } from "vitest";
import { blogPostSources } from "~/content/blog/posts";
import { crawledPublicPages, inBothLanguages } from "../support/routes";
import { testOrigin, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

describe("/sitemap.xml", () => {
  it("lists every public page crawlers may visit and every blog post in both languages, each with its alternates", async () => {
    const response = await worker.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const expected = inBothLanguages([...crawledPublicPages, ...blogPostSources.map((post) => `/blog/${post.id}`)]).map((path) => `${testOrigin}${path}`);
    expect(new Set(locations)).toEqual(new Set(expected));
    expect(locations).toHaveLength(new Set(locations).size);

    const entry = xml.match(/<url>\s*<loc>http:\/\/localhost:8787\/es\/services\/iul<\/loc>[\s\S]*?<\/url>/)?.[0];
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${testOrigin}/services/iul"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${testOrigin}/es/services/iul"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${testOrigin}/services/iul"/>`);
  });

  it("gives blog posts their date as lastmod", async () => {
    const xml = await (await worker.fetch("/sitemap.xml")).text();
    const post = blogPostSources[0]!;
    expect(xml).toMatch(new RegExp(`<loc>${testOrigin}/blog/${post.id}</loc>\\s*<lastmod>${post.date}</lastmod>`));
  });

  it("leaves out the sign-in and admin pages", async () => {
    const xml = await (await worker.fetch("/sitemap.xml")).text();
    for (const path of ["/admin", "/admin-login", "/auth", "/submissions-manager"]) expect(xml).not.toContain(`${testOrigin}${path}<`);
  });

  it("leaves out the public pages robots.txt keeps crawlers off (the glossary, the certificate check)", async () => {
    const xml = await (await worker.fetch("/sitemap.xml")).text();
    for (const path of ["/course/glossary", "/certificates/"]) expect(xml).not.toContain(`${testOrigin}${path}`);
  });

  it("every listed page answers 200", async () => {
    const xml = await (await worker.fetch("/sitemap.xml")).text();
    for (const location of [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)) {
      expect((await worker.fetch(location.replace(testOrigin, ""))).status, location).toBe(200);
    }
  });
});

describe("/robots.txt", () => {
  it("disallows the admin and sign-in paths in both languages and names the sitemap", async () => {
    const response = await worker.fetch("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ["/admin", "/admin-login", "/admin-access", "/submissions-manager", "/auth", "/set-password"]) {
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
      expect(text).toMatch(new RegExp(`^Disallow: /es${path}$`, "m"));
    }
    expect(text).toMatch(new RegExp(`^Sitemap: ${testOrigin}/sitemap.xml$`, "m"));
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it("is not confused with a Spanish page: /es/robots.txt is not found", async () => {
    expect((await worker.fetch("/es/robots.txt")).status).toBe(404);
  });
});
