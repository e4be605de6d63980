// The course's two languages, and where each language's pages live: the default language at
// unprefixed paths, every other one under `/<prefix>` (app/i18n/languages.ts;
// tests/unit/course-links.test.ts keeps the two in step).
export const languages = /** @type {const} */ (["en", "es"]);
export const languagePathPrefix = { en: "", es: "/es" };
