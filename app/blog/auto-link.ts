import { localizePath, type Language } from "~/i18n/languages";
import type { BlogBlock } from "~/content/blog/types";

/**
 * Turns an article's text into segments with links (the blog post page of docs/PRODUCT.md): explicit links written
 * `[label](/path)`, and the service phrases below linked to their pages in the article's language.
 * Rules: whole words only, case-insensitive, the longest phrase wins where two start together,
 * never inside another link, and each page is linked once per article (its first mention), so a
 * long article is not a wall of links. Pure; runs in the post loader.
 */

export type InlineSegment = { text: string; href?: undefined } | { text: string; href: string };

export type LinkedBlock = { type: "paragraph"; segments: InlineSegment[] } | { type: "heading"; text: string } | { type: "list"; items: InlineSegment[][] };

/** Language-neutral target paths; localized when linked. */
const servicePhrases: Record<Language, ReadonlyArray<readonly [phrase: string, path: string]>> = {
  en: [
    ["term life insurance", "/services/term-insurance"],
    ["fixed index annuities", "/services/fixed-index-annuities"],
    ["fixed index annuity", "/services/fixed-index-annuities"],
    ["mortgage protection", "/services/mortgage-protection"],
    ["long-term care", "/services/long-term-care"],
    ["health insurance", "/services/health-insurance"],
    ["index universal life", "/services/iul"],
    ["indexed universal life", "/services/iul"],
    ["credit resolution", "/services/credit-resolution"],
    ["credit repair", "/services/credit-resolution"],
    ["215 license", "/license-journey"],
    ["2-15 license", "/license-journey"],
    ["sponsorship program", "/sponsorship-program"],
    ["youth sponsorship", "/youth-sponsorship"],
  ],
  es: [
    ["seguro de vida a término", "/services/term-insurance"],
    ["anualidades indexadas fijas", "/services/fixed-index-annuities"],
    ["anualidad indexada fija", "/services/fixed-index-annuities"],
    ["protección hipotecaria", "/services/mortgage-protection"],
    ["cuidado a largo plazo", "/services/long-term-care"],
    ["seguro de salud", "/services/health-insurance"],
    ["seguros de salud", "/services/health-insurance"],
    ["vida universal indexada", "/services/iul"],
    ["resolución de crédito", "/services/credit-resolution"],
    ["reparación de crédito", "/services/credit-resolution"],
    ["licencia 215", "/license-journey"],
    ["licencia 2-15", "/license-journey"],
    ["programa de patrocinio", "/sponsorship-program"],
    ["patrocinio juvenil", "/youth-sponsorship"],
  ],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One regular expression per language: longest phrases first, so alternation prefers them. */
const phrasePatterns: Record<Language, { pattern: RegExp; pathOf: Map<string, string> }> = Object.fromEntries(
  (Object.keys(servicePhrases) as Language[]).map((language) => {
    const phrases = [...servicePhrases[language]].sort((a, b) => b[0].length - a[0].length);
    const alternatives = phrases.map(([phrase]) => escapeRegExp(phrase)).join("|");
    return [
      language,
      {
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "giu"),
        pathOf: new Map(phrases.map(([phrase, path]) => [phrase.toLocaleLowerCase(language), path])),
      },
    ];
  }),
) as Record<Language, { pattern: RegExp; pathOf: Map<string, string> }>;

const explicitLink = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** A stateful linker for one article: it remembers which pages it has already linked. */
export function createArticleLinker(language: Language) {
  const linkedPaths = new Set<string>();
  const { pattern, pathOf } = phrasePatterns[language];

  function linkPhrases(text: string): InlineSegment[] {
    const segments: InlineSegment[] = [];
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const path = pathOf.get(match[0].toLocaleLowerCase(language));
      if (!path || linkedPaths.has(path)) continue;
      linkedPaths.add(path);
      if (match.index > last) segments.push({ text: text.slice(last, match.index) });
      segments.push({ text: match[0], href: localizePath(path, language) });
      last = match.index + match[0].length;
    }
    if (last < text.length) segments.push({ text: text.slice(last) });
    return segments;
  }

  /** Explicit links stay as written (localized); only the text between them is searched for phrases. */
  function linkText(text: string): InlineSegment[] {
    const segments: InlineSegment[] = [];
    let last = 0;
    for (const match of text.matchAll(explicitLink)) {
      segments.push(...linkPhrases(text.slice(last, match.index)));
      const path = match[2]!;
      linkedPaths.add(path);
      segments.push({ text: match[1]!, href: localizePath(path, language) });
      last = match.index + match[0].length;
    }
    segments.push(...linkPhrases(text.slice(last)));
    return mergeAdjacentText(segments);
  }

  function linkBlock(block: BlogBlock): LinkedBlock {
    switch (block.type) {
      case "heading":
        return block;
      case "paragraph":
        return { type: "paragraph", segments: linkText(block.text) };
      case "list":
        return { type: "list", items: block.items.map(linkText) };
    }
  }

  return { linkText, linkBlock };
}

function mergeAdjacentText(segments: InlineSegment[]): InlineSegment[] {
  const merged: InlineSegment[] = [];
  for (const segment of segments) {
    if (segment.text === "") continue;
    const previous = merged[merged.length - 1];
    if (previous && previous.href === undefined && segment.href === undefined) previous.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/** The article's lead (its excerpt) and body, linked as one text so each page is linked once. */
export function linkArticle(lead: string, body: readonly BlogBlock[], language: Language) {
  const linker = createArticleLinker(language);
  return { lead: linker.linkText(lead), body: body.map(linker.linkBlock) };
}
