/**
 * The public pages that exist, as language-neutral paths. Tests visit each in English and under
 * /es. Each issue that adds a page adds it here, so "every route answers" stays true by test.
 */
export const publicPages: ReadonlyArray<string> = [
  "/",
  "/about",
  "/license-journey",
  "/course-engine",
  "/license-application",
  "/sponsorship-application",
  "/services",
  "/services/term-insurance",
  "/services/fixed-index-annuities",
  "/services/mortgage-protection",
  "/services/long-term-care",
  "/services/iul",
  "/services/health-insurance",
  "/services/credit-resolution",
  "/sponsorship-program",
  "/youth-sponsorship",
  "/partner-network",
  "/privacy",
  "/terms",
  "/business-search",
  "/newsletter",
  "/blog",
  // The 8 built-in posts, ids 1 to 8.
  ...Array.from({ length: 8 }, (_, index) => `/blog/${index + 1}`),
];

export function inBothLanguages(paths: ReadonlyArray<string>): string[] {
  return paths.flatMap((pagePath) => [pagePath, pagePath === "/" ? "/es" : `/es${pagePath}`]);
}
