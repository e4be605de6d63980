import type { ServiceSlug } from "~/site/site";

/**
 * The site's illustrations: WebP files under public/images, drawn by scripts/generate-images.mjs
 * (SVG rendered with sharp) and committed. Every one exists at 1200 px and 600 px wide with the
 * same 16:10 shape, so pages can give `width`/`height` (no layout shift) and a `srcSet`.
 * Alt texts are page copy: they live in the content modules, in the page's language.
 */
export interface Illustration {
  src: string;
  smallSrc: string;
  width: number;
  height: number;
}

function illustration(name: string): Illustration {
  return { src: `/images/${name}.webp`, smallSrc: `/images/${name}-600.webp`, width: 1200, height: 750 };
}

export const serviceIllustrations: Record<ServiceSlug, Illustration> = {
  "term-insurance": illustration("services/term-insurance"),
  "fixed-index-annuities": illustration("services/fixed-index-annuities"),
  "mortgage-protection": illustration("services/mortgage-protection"),
  "long-term-care": illustration("services/long-term-care"),
  iul: illustration("services/iul"),
  "health-insurance": illustration("services/health-insurance"),
  "credit-resolution": illustration("services/credit-resolution"),
};

export const pageIllustrations = {
  about: illustration("pages/about"),
  founder: illustration("pages/founder"),
  licenseJourney: illustration("pages/license-journey"),
  courseEngine: illustration("pages/course-engine"),
  sponsorship: illustration("pages/sponsorship"),
  partnerNetwork: illustration("pages/partner-network"),
} as const;

/** One cover per built-in blog post, by post id. */
export function blogIllustration(postId: number): Illustration {
  return illustration(`blog/post-${postId}`);
}
