import { supportedLanguages } from "~/i18n/languages";
import { dictionaries } from "~/locales";
import { foldForSearch } from "~/site/pagination";
import { categoryWords } from "~/partners/category-words.server";
import { describe, expect, it } from "vitest";
import { directoryPageSize, locationSlug, partnerCategories } from "~/partners/directory-options";
import {
  applyDirectoryQuery,
  defaultDirectoryQuery,
  directorySearch,
  filterPartners,
  parseDirectoryQuery,
  sortPartners,
  type DirectoryPartner,
} from "~/partners/directory-query";

function partner(id: string, fields: Partial<DirectoryPartner> = {}): DirectoryPartner {
  return {
    id,
    name: `Partner ${id}`,
    description: "",
    tags: [],
    category: "mortgage",
    location: "Miami, FL",
    verified: false,
    featured: false,
    rating: 4,
    joinedDate: "2024-01-01T00:00:00.000Z",
    ...fields,
  };
}

describe("parseDirectoryQuery", () => {
  it("has defaults: all categories and locations, featured first, page 1", () => {
    expect(parseDirectoryQuery(new URLSearchParams())).toEqual(defaultDirectoryQuery);
    expect(defaultDirectoryQuery).toMatchObject({ category: "all", location: "all", sort: "featured", page: 1 });
  });

  it("reads every filter, and ignores values it does not know", () => {
    expect(parseDirectoryQuery(new URLSearchParams("q= tax &category=tax-services&location=tampa&verified=on&sort=newest&page=2"))).toEqual({
      query: "tax",
      category: "tax-services",
      location: "tampa",
      verifiedOnly: true,
      sort: "newest",
      page: 2,
    });
    expect(parseDirectoryQuery(new URLSearchParams("category=x&location=paris&sort=cheap&verified=yes&page=zero"))).toEqual(defaultDirectoryQuery);
  });
});

describe("directorySearch", () => {
  it("round-trips through parseDirectoryQuery, leaving defaults out", () => {
    const query = { query: "loans", category: "mortgage", location: "orlando", verifiedOnly: true, sort: "rating", page: 3 } as const;
    expect(parseDirectoryQuery(new URLSearchParams(directorySearch(query)))).toEqual(query);
    expect(directorySearch(defaultDirectoryQuery)).toBe("");
  });
});

describe("locationSlug", () => {
  it("reads the city from a stored location", () => {
    expect(locationSlug("Fort Lauderdale, FL")).toBe("fort-lauderdale");
    expect(locationSlug("West Palm Beach")).toBe("west-palm-beach");
    expect(locationSlug("Other, FL")).toBe("other");
  });
});

describe("filterPartners", () => {
  const partners = [
    partner("a", { name: "Crédito Plus", category: "credit-repair", verified: true, tags: ["Score"] }),
    partner("b", { description: "Tax returns", category: "tax-services", location: "Tampa, FL" }),
    partner("c", { category: "mortgage", location: "Orlando, FL", verified: true }),
  ];
  const query = (fields: Partial<typeof defaultDirectoryQuery>) => ({ ...defaultDirectoryQuery, ...fields });

  it("searches name, description and tags without regard to case or accents", () => {
    expect(filterPartners(partners, query({ query: "credito" }), categoryWords).map((p) => p.id)).toEqual(["a"]);
    expect(filterPartners(partners, query({ query: "RETURNS" }), categoryWords).map((p) => p.id)).toEqual(["b"]);
    expect(filterPartners(partners, query({ query: "score" }), categoryWords).map((p) => p.id)).toEqual(["a"]);
  });

  it("narrows by category, location and verified-only", () => {
    expect(filterPartners(partners, query({ category: "mortgage" }), categoryWords).map((p) => p.id)).toEqual(["c"]);
    expect(filterPartners(partners, query({ location: "tampa" }), categoryWords).map((p) => p.id)).toEqual(["b"]);
    expect(filterPartners(partners, query({ verifiedOnly: true }), categoryWords).map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterPartners(partners, query({ verifiedOnly: true, location: "tampa" }), categoryWords)).toEqual([]);
  });
});

describe("sortPartners", () => {
  const partners = [
    partner("old-top", { rating: 5, joinedDate: "2020-01-01" }),
    partner("featured-low", { featured: true, rating: 3, joinedDate: "2022-01-01" }),
    partner("new-mid", { rating: 4, joinedDate: "2025-01-01" }),
    partner("featured-high", { featured: true, rating: 4.5, joinedDate: "2021-01-01" }),
  ];

  it("puts featured partners first, best rated first among them (the default)", () => {
    expect(sortPartners(partners, "featured").map((p) => p.id)).toEqual(["featured-high", "featured-low", "old-top", "new-mid"]);
  });

  it("sorts by highest rating", () => {
    expect(sortPartners(partners, "rating").map((p) => p.id)).toEqual(["old-top", "featured-high", "new-mid", "featured-low"]);
  });

  it("sorts by newest joined date", () => {
    expect(sortPartners(partners, "newest").map((p) => p.id)).toEqual(["new-mid", "featured-low", "featured-high", "old-top"]);
  });

  it("breaks ties the same way every time, so pages never shuffle", () => {
    const tied = [partner("b", { name: "Same" }), partner("a", { name: "Same" })];
    expect(sortPartners(tied, "rating").map((p) => p.id)).toEqual(["a", "b"]);
    expect(sortPartners([...tied].reverse(), "rating").map((p) => p.id)).toEqual(["a", "b"]);
  });
});

describe("applyDirectoryQuery", () => {
  const partners = Array.from({ length: 10 }, (_, index) => partner(String(index).padStart(2, "0"), { rating: index / 2 }));

  it("pages 4 at a time", () => {
    expect(directoryPageSize).toBe(4);
    const first = applyDirectoryQuery(partners, { ...defaultDirectoryQuery, sort: "rating" }, categoryWords);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 10 });
    expect(first.items.map((p) => p.id)).toEqual(["09", "08", "07", "06"]);
    expect(applyDirectoryQuery(partners, { ...defaultDirectoryQuery, sort: "rating", page: 3 }, categoryWords).items.map((p) => p.id)).toEqual(["01", "00"]);
  });

  it("shows the last page for a page past the end, and an empty first page for no match", () => {
    expect(applyDirectoryQuery(partners, { ...defaultDirectoryQuery, page: 9 }, categoryWords).page).toBe(3);
    expect(applyDirectoryQuery(partners, { ...defaultDirectoryQuery, query: "nobody" }, categoryWords)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("searching by a category's name", () => {
  const query = (fields: Partial<typeof defaultDirectoryQuery>) => ({ ...defaultDirectoryQuery, ...fields });
  // Partners whose name, description and tags never name their category.
  const quiet = partnerCategories.map((category, index) =>
    partner(`c${index}`, { category, name: `Firm ${index}`, description: "Family owned since 1990.", tags: [] }),
  );

  for (const language of supportedLanguages) {
    it(`finds every category by its ${language} label, without accents or capitals too`, () => {
      for (const category of partnerCategories) {
        const label = dictionaries[language].directory.categories[category];
        for (const typed of [label, foldForSearch(label), label.toUpperCase()]) {
          expect(
            filterPartners(quiet, query({ query: typed }), categoryWords).map((p) => p.category),
            `${language}: ${typed}`,
          ).toContain(category);
        }
      }
    });
  }

  it('finds mortgage partners for "hipoteca" (one word of the Spanish label)', () => {
    expect(filterPartners(quiet, query({ query: "hipoteca" }), categoryWords).map((p) => p.category)).toEqual(["mortgage"]);
  });
});
