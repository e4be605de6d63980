import { describe, expect, it } from "vitest";
import { leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { i18n, pickLayoutTranslations, pickTranslations } from "~/i18n/i18n.server";
import { translate, type TranslationKey } from "~/i18n/translate";
import { layoutNamespaces } from "~/components/layout/layout-i18n";
import { en, type Dictionary } from "~/locales/en";
import { es } from "~/locales/es";

function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

const dictionaries: Record<"en" | "es", Dictionary> = { en, es };

describe("translations", () => {
  it("have exactly the same keys in English and Spanish", () => {
    expect(leafKeys(es).sort()).toEqual(leafKeys(en).sort());
  });

  it("have no empty text, and the same placeholders in both languages", () => {
    for (const key of leafKeys(en)) {
      const english = translate(en, key as TranslationKey);
      const spanish = translate(es, key as TranslationKey);
      expect(english.trim(), key).not.toBe("");
      expect(spanish.trim(), key).not.toBe("");
      expect(placeholders(spanish), key).toEqual(placeholders(english));
    }
  });

  it("are really translated: most Spanish texts differ from the English ones", () => {
    const keys = leafKeys(en);
    const same = keys.filter((key) => translate(en, key as TranslationKey) === translate(es, key as TranslationKey));
    // Brand names, language names and a few loan words (Blog, LinkedIn, ...) may stay as they are.
    expect(same.length / keys.length).toBeLessThan(0.2);
  });

  it("give the browser's translate() the same text as i18next on the server, for every key", async () => {
    for (const language of ["en", "es"] as const) {
      const t = await i18n.getFixedT(language);
      for (const key of leafKeys(en)) {
        const values = Object.fromEntries(placeholders(translate(en, key as TranslationKey)).map((name) => [name, `<${name}>`]));
        expect(translate(dictionaries[language], key as TranslationKey, values), `${language}:${key}`).toBe(t(key, values));
      }
    }
  });

  it("pick a sentence's `_one` form for a count of one, as i18next does, and the sentence itself for any other count", async () => {
    const singularKeys = leafKeys(en).filter((key) => key.endsWith("_one"));
    expect(singularKeys.length).toBeGreaterThan(0);
    for (const language of ["en", "es"] as const) {
      const t = await i18n.getFixedT(language);
      const dictionary = dictionaries[language];
      for (const singularKey of singularKeys) {
        const key = singularKey.slice(0, -"_one".length) as TranslationKey;
        // Every `_one` stands beside the sentence it is the singular of, which counts with {{count}} or names the count it was given.
        expect(leafKeys(en), singularKey).toContain(key);
        const values = Object.fromEntries(
          placeholders(translate(en, key))
            .filter((name) => name !== "count")
            .map((name) => [name, `<${name}>`]),
        );
        const one = translate(dictionary, key, { ...values, count: 1 });
        expect(one, `${language}:${singularKey}`).toBe(translate(dictionary, singularKey as TranslationKey, values));
        expect(one, `${language}:${singularKey}`).toBe(t(key, { ...values, count: 1 }));
        for (const count of [0, 2, 1000]) {
          expect(translate(dictionary, key, { ...values, count }), `${language}:${key} ${count}`).toBe(t(key, { ...values, count }));
          expect(translate(dictionary, key, { ...values, count }), `${language}:${key} ${count}`).not.toBe(one);
        }
      }
    }
  });

  it("returns the key itself for a key that does not exist, rather than crashing", () => {
    expect(translate(en, "nav.nothing" as TranslationKey)).toBe("nav.nothing");
  });
});

describe("namespaces: components declare, loaders gather", () => {
  it("pickTranslations sends each namespace a page gathers once, and never the layout's (the root sends those)", () => {
    const picked = pickTranslations("es", ["home", "forms"], ["contact", "validation"], ["validation", "nav"]);
    expect(Object.keys(picked)).toEqual(["home", "contact", "validation"]);
    expect(picked.home).toBe(es.home);
    expect(Object.keys(pickLayoutTranslations("en"))).toEqual([...layoutNamespaces]);
  });

  it("the URL dialogs declare their namespaces per dialog", () => {
    expect(leadDialogsI18n(["contact", "inquiry"])).toEqual(["contact", "validation", "inquiry", "validation"]);
    expect(leadDialogsI18n(["credit-robot"])).toContain("creditRobot");
    expect(leadDialogsI18n([])).toEqual([]);
  });
});
