import type { PageMeta } from "~/site/seo";
import type { TitledText } from "../localized";

/** The shape of the six insurance service pages (credit repair has its own, see credit-resolution.ts). */
export interface ServicePageContent {
  meta: PageMeta;
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  /** Figures a visitor scans first (the product's published marketing figures, where it has them). */
  highlights: Array<{ value: string; label: string }>;
  overview: { heading: string; paragraphs: string[] };
  benefits: { heading: string; items: TitledText[] };
  fit: { heading: string; items: string[] };
  faq: { heading: string; items: Array<{ question: string; answer: string }> };
  closing: { heading: string; text: string };
  /** Examples are illustrations, not quotes: every page says so. */
  disclaimer: string;
}
