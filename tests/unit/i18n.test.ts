import { describe, expect, it } from "vitest";
import { leadDialogsI18n } from "~/components/dialogs/lead-dialogs";
import { i18n, pickLayoutTranslations, pickTranslations } from "~/i18n/i18n.server";
import { translate, type TranslationKey } from "~/i18n/translate";
import { layoutNamespaces } from "~/components/layout/layout-i18n";
import { en, type Dictionary } from "~/locales/en";
import { es } from "~/locales/es";

function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
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
