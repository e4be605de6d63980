import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultLanguage, languageInfo, languageTable, supportedLanguages } from "~/i18n/languages";
import { dictionaries } from "~/locales";

/** Where a language's code may be written out: the table, the dictionaries, the content modules (app/ and db/ are scanned). */
const allowed = ["app/i18n/languages.ts", "app/locales/", "app/content/"];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("the language table", () => {
  it("has exactly one default language (no URL prefix), and every other row a distinct prefix", () => {
    expect(languageTable.filter((row) => row.prefix === null).map((row) => row.code)).toEqual([defaultLanguage]);
    const prefixes = languageTable.flatMap((row) => (row.prefix === null ? [] : [row.prefix]));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("has a dictionary for every language, and valid Intl locales", () => {
    for (const language of supportedLanguages) {
      expect(dictionaries[language]).toBeDefined();
      expect(Intl.DateTimeFormat.supportedLocalesOf(languageInfo(language).intlLocale)).toHaveLength(1);
    }
  });

  it('is the only application code that names a language ("es" appears nowhere else in app/ or db/)', () => {
    const root = join(__dirname, "../..");
    const offenders = [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "db"))]
      .map((path) => relative(root, path).split("\\").join("/"))
      .filter((path) => !allowed.some((prefix) => path === prefix || path.startsWith(prefix)))
      .filter((path) => /["'`]es["'`]/.test(readFileSync(join(root, path), "utf8")));
    expect(offenders).toEqual([]);
  });
});
