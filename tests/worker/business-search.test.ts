import { categoryWords } from "~/partners/category-words.server";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { applyDirectoryQuery, parseDirectoryQuery } from "~/partners/directory-query";
import type { Partner } from "../../db/schema";
import { insertPartners } from "../factories";
import { decodeEntities } from "../support/html";
import { startWorkerForFile } from "../support/worker";

/** The partner names on a directory page, in page order. */
function listedNames(html: string): string[] {
  return [...decodeEntities(html).matchAll(/<h3 class="mt-1 text-xl font-bold text-slate-900">([^<]+)<\/h3>/g)].map((match) => match[1]!);
}

describe("the directory with no partners (an empty state, not an error)", () => {
  const worker = startWorkerForFile();

  for (const [path, strings, searchPath] of [
    ["/business-search", en, "/business-search"],
    ["/es/business-search", es, "/es/business-search"],
  ] as const) {
    it(`${path} says '${strings.directory.emptyTitle}' with Reset Filters and a link to the partner network`, async () => {
      const response = await worker.fetch(path);
      expect(response.status).toBe(200);
      const html = decodeEntities(await response.text());
      expect(html).toContain(strings.directory.emptyTitle);
      expect(html).toContain(`href="${searchPath}"`);
      expect(html).toContain(strings.directory.resetFilters);
      expect(html).toContain(`href="${searchPath.replace("business-search", "partner-network")}"`);
      expect(listedNames(html)).toEqual([]);
    });
  }
});

describe("the directory with partners", () => {
  const worker = startWorkerForFile();
  let stored: Partner[];

  beforeAll(async () => {
    stored = await insertPartners(worker.db, [
      {
        name: "Miami Credit Doctors",
        category: "credit-repair",
        location: "Miami, FL",
        verified: true,
        featured: false,
        rating: 4.1,
        joinedDate: "2024-05-01T00:00:00.000Z",
        tags: ["credit score", "disputes"],
      },
      {
        name: "Orlando Home Loans",
        category: "mortgage",
        location: "Orlando, FL",
        verified: false,
        featured: true,
        rating: 3.9,
        joinedDate: "2023-02-10T00:00:00.000Z",
        description: "Préstamos hipotecarios para familias.",
      },
      {
        name: "Tampa Tax Pros",
        category: "tax-services",
        location: "Tampa, FL",
        verified: true,
        featured: false,
        rating: 4.9,
        joinedDate: "2024-11-20T00:00:00.000Z",
      },
      {
        name: "Miami Mortgage Partners",
        category: "mortgage",
        location: "Miami, FL",
        verified: true,
        featured: false,
        rating: 4.5,
        joinedDate: "2022-08-15T00:00:00.000Z",
      },
      {
        name: "Fort Lauderdale Realty",
        category: "real-estate",
        location: "Fort Lauderdale, FL",
        verified: false,
        featured: false,
        rating: 3.2,
        joinedDate: "2025-01-05T00:00:00.000Z",
      },
      {
        name: "Jacksonville Capital",
        category: "business-financing",
        location: "Jacksonville, FL",
        verified: true,
        featured: true,
        rating: 4.4,
        joinedDate: "2021-03-03T00:00:00.000Z",
      },
      {
        name: "Palm Beach Planners",
        category: "financial-planning",
        location: "West Palm Beach, FL",
        verified: false,
        featured: false,
        rating: 4.7,
        joinedDate: "2024-07-07T00:00:00.000Z",
      },
    ]);
  });

  /** What the page should list for a query string, worked out by the same pure module over the stored rows. */
  function expected(search: string): string[] {
    return applyDirectoryQuery(stored, parseDirectoryQuery(new URLSearchParams(search)), categoryWords).items.map((partner) => partner.name);
  }

  async function names(search: string): Promise<string[]> {
    const response = await worker.fetch(`/business-search${search}`);
    expect(response.status).toBe(200);
    return listedNames(await response.text());
  }

  it("lists 4 a page, featured first by default", async () => {
    const firstPage = await names("");
    expect(firstPage).toHaveLength(4);
    expect(firstPage.slice(0, 2).sort()).toEqual(["Jacksonville Capital", "Orlando Home Loans"]);
    expect(firstPage).toEqual(expected(""));
  });

  it("pages through ?page=, with links that keep the filters", async () => {
    const html = decodeEntities(await (await worker.fetch("/business-search?sort=rating")).text());
    expect(html).toContain('href="/business-search?sort=rating&page=2"');
    const second = await names("?sort=rating&page=2");
    expect(second).toEqual(expected("?sort=rating&page=2"));
    expect(second).toHaveLength(3);
    expect(new Set([...(await names("?sort=rating")), ...second]).size).toBe(7);
  });

  it("sorts by highest rating and by newest partner", async () => {
    expect((await names("?sort=rating"))[0]).toBe("Tampa Tax Pros");
    expect(await names("?sort=rating")).toEqual(expected("?sort=rating"));
    expect((await names("?sort=newest"))[0]).toBe("Fort Lauderdale Realty");
    expect(await names("?sort=newest")).toEqual(expected("?sort=newest"));
  });

  it("filters by category, location and verified-only, alone and together", async () => {
    expect((await names("?category=mortgage")).sort()).toEqual(["Miami Mortgage Partners", "Orlando Home Loans"]);
    expect((await names("?location=miami")).sort()).toEqual(["Miami Credit Doctors", "Miami Mortgage Partners"]);
    expect(await names("?location=fort-lauderdale")).toEqual(["Fort Lauderdale Realty"]);
    expect(await names("?category=mortgage&location=miami&verified=on")).toEqual(["Miami Mortgage Partners"]);
    expect(await names("?verified=on")).toEqual(expected("?verified=on"));
  });

  it("searches names, descriptions and tags, ignoring case and accents", async () => {
    expect(await names("?q=TAX")).toEqual(["Tampa Tax Pros"]);
    expect(await names("?q=disputes")).toEqual(["Miami Credit Doctors"]);
    expect(await names("?q=prestamos%20hipotecarios")).toEqual(["Orlando Home Loans"]);
  });

  it("ignores unknown filter values instead of failing", async () => {
    expect(await names("?category=weapons&location=paris&sort=random&page=-3")).toEqual(expected(""));
  });

  it("shows the empty state with Reset Filters when nothing matches", async () => {
    const html = decodeEntities(await (await worker.fetch("/es/business-search?q=nadie-coincide")).text());
    expect(listedNames(html)).toEqual([]);
    expect(html).toContain(es.directory.emptyTitle);
    expect(html).toContain(es.directory.resetFilters);
  });

  it("shows each partner's category, city, badges, rating and phone in the page's language", async () => {
    const html = decodeEntities(await (await worker.fetch("/es/business-search?q=Tampa")).text());
    expect(html).toContain(es.directory.categories["tax-services"]);
    expect(html).toContain("Tampa, FL");
    expect(html).toContain(es.directory.verified);
    expect(html).toContain(es.directory.rating.replace("{{rating}}", "4.9"));
    expect(html).toContain(es.directory.joined.replace("{{date}}", "noviembre de 2024"));
  });
});

describe("a partner without a rating yet (just approved)", () => {
  const worker = startWorkerForFile();
  beforeAll(async () => {
    await insertPartners(worker.db, [{ name: "Brand New Partners", rating: 0 }]);
  });

  for (const [path, strings] of [
    ["/business-search", en],
    ["/es/business-search", es],
  ] as const) {
    it(`${path} says '${strings.directory.notRated}' instead of zero stars`, async () => {
      const html = decodeEntities(await (await worker.fetch(path)).text());
      expect(listedNames(html)).toEqual(["Brand New Partners"]);
      expect(html).toContain(strings.directory.notRated);
      expect(html).not.toContain(strings.directory.rating.replace("{{rating}}", "0"));
    });
  }
});
