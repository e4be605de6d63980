/**
 * The public pages that exist, as language-neutral paths. Tests visit each in English and under
 * /es. Each issue that adds a page adds it here, so "every route answers" stays true by test.
 */
export const publicPages = [
  "/",
  "/newsletter",
  "/license-application",
  "/sponsorship-application",
  "/youth-sponsorship",
  "/partner-network",
] as const;

export function inBothLanguages(paths: ReadonlyArray<string>): string[] {
  return paths.flatMap((pagePath) => [pagePath, pagePath === "/" ? "/es" : `/es${pagePath}`]);
}
