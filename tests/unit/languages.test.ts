import { describe, expect, it } from "vitest";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { languageFromPath, localizePath, pathWithoutLanguage, switchLanguageHref } from "~/i18n/languages";

describe("language URLs", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/blog/3", "es"],
    ["/espanol", "en"],
    ["/services/es", "en"],
  ])("%s is in %s", (pathname, language) => {
    expect(languageFromPath(pathname)).toBe(language);
  });

  it.each([
    ["/es", "/"],
    ["/es/about", "/about"],
    ["/about", "/about"],
    ["/", "/"],
  ])("%s without its language is %s", (pathname, neutral) => {
    expect(pathWithoutLanguage(pathname)).toBe(neutral);
  });

  it.each([
    ["/", "es", "/es"],
    ["/about", "es", "/es/about"],
    ["/?q=x", "es", "/es?q=x"],
    ["/about", "en", "/about"],
  ] as const)("%s in %s is %s", (path, language, localized) => {
    expect(localizePath(path, language)).toBe(localized);
  });

  it("builds the toggle's link: counterpart path, query kept, an open dialog and an old choice dropped", () => {
    expect(switchLanguageHref("/blog", "?q=annuity&lng=en", "es")).toBe("/es/blog?q=annuity&lng=es");
    expect(switchLanguageHref("/es", "?dialog=contact", "en")).toBe("/?lng=en");
    expect(switchLanguageHref("/es/services/iul", "", "en")).toBe("/services/iul?lng=en");
  });
});

describe("requireRouteLanguage", () => {
  it("reads no prefix as English and es as Spanish", () => {
    expect(requireRouteLanguage({})).toBe("en");
    expect(requireRouteLanguage({ lang: "es" })).toBe("es");
  });

  it.each(["en", "fr", "ES", "blog"])("throws a 404 response for the prefix %s", (lang) => {
    try {
      requireRouteLanguage({ lang });
      expect.unreachable();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
