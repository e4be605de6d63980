import { describe, expect, it } from "vitest";
import { seo } from "~/site/seo";

const base = {
  title: "Title",
  description: "Description",
  keywords: "a, b",
  siteName: "Site",
  siteUrl: "https://www.example.org",
};

function find(meta: ReturnType<typeof seo>, predicate: (entry: Record<string, unknown>) => boolean) {
  return meta.find((entry) => predicate(entry as Record<string, unknown>)) as Record<string, unknown> | undefined;
}

describe("seo()", () => {
  it("gives an English page its absolute canonical URL and the three alternates", () => {
    const meta = seo({ ...base, pathname: "/about" });
    expect(find(meta, (entry) => entry.rel === "canonical")?.href).toBe("https://www.example.org/about");
    expect(find(meta, (entry) => entry.hrefLang === "en")?.href).toBe("https://www.example.org/about");
    expect(find(meta, (entry) => entry.hrefLang === "es")?.href).toBe("https://www.example.org/es/about");
    expect(find(meta, (entry) => entry.hrefLang === "x-default")?.href).toBe("https://www.example.org/about");
    expect(find(meta, (entry) => entry.property === "og:locale")?.content).toBe("en_US");
  });

  it("gives a Spanish page its own canonical URL and Spanish locale", () => {
    const meta = seo({ ...base, pathname: "/es" });
    expect(find(meta, (entry) => entry.rel === "canonical")?.href).toBe("https://www.example.org/es");
    expect(find(meta, (entry) => entry.hrefLang === "en")?.href).toBe("https://www.example.org/");
    expect(find(meta, (entry) => entry.property === "og:locale")?.content).toBe("es_US");
    expect(find(meta, (entry) => entry.property === "og:url")?.content).toBe("https://www.example.org/es");
  });

  it("has the title, description, keywords, Open Graph and Twitter tags", () => {
    const meta = seo({ ...base, pathname: "/", image: "/images/x.png" });
    expect(find(meta, (entry) => "title" in entry)?.title).toBe("Title");
    expect(find(meta, (entry) => entry.name === "description")?.content).toBe("Description");
    expect(find(meta, (entry) => entry.name === "keywords")?.content).toBe("a, b");
    expect(find(meta, (entry) => entry.property === "og:image")?.content).toBe("https://www.example.org/images/x.png");
    expect(find(meta, (entry) => entry.name === "twitter:card")?.content).toBe("summary_large_image");
  });
});
