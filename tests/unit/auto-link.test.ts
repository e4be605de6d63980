import { describe, expect, it } from "vitest";
import { createArticleLinker, linkArticle, type InlineSegment } from "~/blog/auto-link";
import { paragraph } from "~/content/blog/types";

const links = (segments: InlineSegment[]) => segments.filter((segment) => segment.href !== undefined);
const text = (segments: InlineSegment[]) => segments.map((segment) => segment.text).join("");

describe("the article auto-linker", () => {
  it("links English service phrases to the English pages, keeping the reader's casing", () => {
    const segments = createArticleLinker("en").linkText("Compare Term Life Insurance with index universal life today.");
    expect(links(segments)).toEqual([
      { text: "Term Life Insurance", href: "/services/term-insurance" },
      { text: "index universal life", href: "/services/iul" },
    ]);
    expect(text(segments)).toBe("Compare Term Life Insurance with index universal life today.");
  });

  it("links Spanish phrases to the Spanish pages", () => {
    const segments = createArticleLinker("es").linkText("La protección hipotecaria y el seguro de salud, y la licencia 2-15.");
    expect(links(segments)).toEqual([
      { text: "protección hipotecaria", href: "/es/services/mortgage-protection" },
      { text: "seguro de salud", href: "/es/services/health-insurance" },
      { text: "licencia 2-15", href: "/es/license-journey" },
    ]);
  });

  it("links every service phrase in both languages", () => {
    const english = createArticleLinker("en").linkText(
      "term life insurance, fixed index annuities, mortgage protection, long-term care, health insurance, index universal life, credit resolution, 215 license, sponsorship program, and youth sponsorship.",
    );
    expect(links(english)).toHaveLength(10);
    const spanish = createArticleLinker("es").linkText(
      "seguro de vida a término, anualidades indexadas fijas, protección hipotecaria, cuidado a largo plazo, seguro de salud, vida universal indexada, resolución de crédito, licencia 215, programa de patrocinio y patrocinio juvenil.",
    );
    expect(links(spanish)).toHaveLength(10);
    expect(links(spanish).every((segment) => segment.href!.startsWith("/es/"))).toBe(true);
  });

  it("never links inside an explicit link", () => {
    const segments = createArticleLinker("en").linkText("Read [our term life insurance guide](/blog/2) first.");
    expect(links(segments)).toEqual([{ text: "our term life insurance guide", href: "/blog/2" }]);
  });

  it("localizes explicit links in Spanish", () => {
    const segments = createArticleLinker("es").linkText("Envíe su [solicitud](/license-application).");
    expect(links(segments)).toEqual([{ text: "solicitud", href: "/es/license-application" }]);
  });

  it("prefers the longest phrase and never overlaps two links", () => {
    const segments = createArticleLinker("en").linkText("Our youth sponsorship program is open.");
    expect(links(segments)).toEqual([{ text: "youth sponsorship", href: "/youth-sponsorship" }]);
    expect(text(segments)).toBe("Our youth sponsorship program is open.");
  });

  it("matches whole words only", () => {
    expect(links(createArticleLinker("en").linkText("Nonhealth insurance-like words, 3215 license"))).toEqual([]);
  });

  it("links each page once per article: its first mention, across paragraphs", () => {
    const { lead, body } = linkArticle(
      "Mortgage protection explained.",
      [paragraph("Mortgage protection again, and [mortgage protection](/services/mortgage-protection) by hand.")],
      "en",
    );
    expect(links(lead)).toHaveLength(1);
    const bodySegments = body[0]!.type === "paragraph" ? body[0]!.segments : [];
    expect(links(bodySegments)).toEqual([{ text: "mortgage protection", href: "/services/mortgage-protection" }]);
  });

  it("leaves headings as plain text", () => {
    const { body } = linkArticle("", [{ type: "heading", text: "Health insurance basics" }], "en");
    expect(body[0]).toEqual({ type: "heading", text: "Health insurance basics" });
  });
});
