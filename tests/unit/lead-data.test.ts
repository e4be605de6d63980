/**
 * A lead's fields as the View data dialog shows them (app/leads/lead-data.server.ts): every choice
 * a form offers shows as its option's words in every language, and nothing stored is dropped — a
 * key no form lists keeps a readable label, a lead of a removed form its fields' labels.
 */
import { describe, expect, it } from "vitest";
import { ZodEffects, ZodEnum, ZodObject, ZodUnion, type ZodTypeAny } from "zod";
import { leadDataRows } from "~/leads/lead-data.server";
import { newLeadNoticeEmail } from "~/leads/lead-emails.server";
import { supportedLanguages } from "~/i18n/languages";
import { leadForms, type LeadFormType } from "~/leads/forms";
import { buildLeadRecord } from "~/leads/lead-record";
import { dictionaries } from "~/locales";
import { en } from "~/locales/en";
import { validLeads } from "../support/lead-fixtures";

/** The values a field's schema accepts from a list (a choice, an optional choice), or none. */
function choiceValues(schema: ZodTypeAny): string[] {
  if (schema instanceof ZodEffects) return choiceValues(schema.innerType());
  if (schema instanceof ZodUnion) return (schema.options as ZodTypeAny[]).flatMap(choiceValues);
  if (schema instanceof ZodEnum) return [...(schema.options as string[])];
  return [];
}

function shapeOf(schema: ZodTypeAny): Record<string, ZodTypeAny> {
  const inner = schema instanceof ZodEffects ? schema.innerType() : schema;
  return inner instanceof ZodObject ? (inner.shape as Record<string, ZodTypeAny>) : {};
}

/** Every text of a dictionary: an option shown in words is one of them. */
function dictionaryTexts(node: unknown): string[] {
  if (typeof node === "string") return [node];
  return Object.values(node as Record<string, unknown>).flatMap(dictionaryTexts);
}

const noConsent = { callTextConsent: false, consentVersion: null, consentLanguage: null, consentAt: null, consentPage: null } as const;

describe("a lead's fields in words", () => {
  for (const formType of Object.keys(leadForms) as LeadFormType[]) {
    const form = leadForms[formType];
    const choices = Object.entries(shapeOf(form.schema))
      .filter(([key]) => Object.hasOwn(form.fields, key))
      .map(([key, schema]) => ({ key, values: choiceValues(schema) }))
      .filter(({ values }) => values.length > 0);
    if (choices.length === 0) continue;

    it(`${formType}: each option of its choices shows as the form's words, in every language`, () => {
      for (const { key, values } of choices) {
        let isTranslated = false;
        for (const language of supportedLanguages) {
          const texts = new Set(dictionaryTexts(dictionaries[language]));
          for (const value of values.filter(Boolean)) {
            const [row] = leadDataRows({ formType, data: { [key]: value }, ...noConsent }, language);
            expect(row?.label, key).toBe(dictionaries[language].leadExport.fields[form.fields[key]!]);
            // A code (some_college, en, tax-services) is never what shows; a name that is its own word (Miami, FL) may be.
            expect(texts.has(row?.value ?? ""), `${language} ${key}=${value} shows "${row?.value}"`).toBe(true);
            if (/^[a-z]+([_-][a-z]+)*$/.test(value)) expect(row?.value, `${language} ${key}=${value}`).not.toBe(value);
            if (row?.value !== value) isTranslated = true;
          }
        }
        // The field's options are mapped to words at all (some option reads differently in some language).
        expect(isTranslated, `${key}: no option shows in words`).toBe(true);
      }
    });
  }

  it("the newsletter's stored language and a service's English name show in the admin's language", () => {
    expect(leadDataRows({ formType: "newsletter", data: { email: "a@example.com", language: "es" }, ...noConsent }, "en")[1]).toEqual({
      label: en.leadExport.fields.preferredLanguage,
      value: en.languages.es,
      isAddress: false,
    });
    const [service] = leadDataRows({ formType: "credit-repair-robot", data: { service_interested: en.serviceNames["credit-resolution"] }, ...noConsent }, "es");
    expect(service?.value).toBe(dictionaries.es.serviceNames["credit-resolution"]);
  });
});

describe("nothing stored is dropped", () => {
  it("shows the form's fields in its order, then every other key in words, then the consent", () => {
    const rows = leadDataRows(
      {
        formType: "license-application",
        data: {
          zip: "33101",
          questions: "Online?",
          firstName: "Ana",
          email: "ana@example.com",
          formType: "license-application",
          old_source_code: "radio",
          nested: { a: 1 },
          timestamp: "2026-07-04T16:30:00.000Z",
        },
        ...noConsent,
      },
      "en",
    );
    const fields = en.leadExport.fields;
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      [fields.firstName, "Ana"],
      [fields.email, "ana@example.com"],
      [fields.questions, "Online?"],
      // Another form's key keeps that form's label.
      [fields.zipCode, "33101"],
      [en.leadExport.columns.formType, en.submissions.tabs.license],
      ["Old source code", "radio"],
      ["Nested", '{"a":1}'],
      [en.leadExport.columns.createdAt, expect.stringMatching(/^Jul 4, 2026, 12:30\sPM$/)],
      [en.leadExport.columns.consent, en.submissions.no],
    ]);
    expect(rows.filter((row) => row.isAddress).map((row) => row.value)).toEqual(["ana@example.com"]);
  });

  it("labels a lead of a form no longer in the registry by the fields its keys are named after", () => {
    const rows = leadDataRows(
      { formType: "retired-form", data: { email: "b@example.com", phone: "305", favouriteColour: "blue", isMember: true }, ...noConsent },
      "es",
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      [dictionaries.es.leadExport.fields.email, "b@example.com"],
      [dictionaries.es.leadExport.fields.phone, "305"],
      ["Favourite colour", "blue"],
      ["Is member", dictionaries.es.submissions.yes],
      [dictionaries.es.leadExport.columns.consent, dictionaries.es.submissions.no],
    ]);
  });
});

describe("the organisation's new-lead e-mail", () => {
  it("lists the lead's fields as View data does, in English: labels, not keys", async () => {
    const form = leadForms["license-application"];
    const values = form.schema.parse(validLeads["license-application"]) as Record<string, unknown>;
    const record = buildLeadRecord(form, values, {
      language: "es",
      submittedFrom: "/es/license-application",
      timestamp: "2026-11-28T15:30:00.000Z",
      searchParams: new URLSearchParams(),
    });
    const { text } = await newLeadNoticeEmail({ ...record, id: "lead-1" }, "es", "https://site.example", "en");
    for (const { label, value } of leadDataRows(record, "en")) expect(text).toContain(`${label}: ${value}`);
    expect(text).toContain(`${en.leadExport.fields.zipCode}: 33132`);
    expect(text).not.toMatch(/\b(?:firstName|zipCode|hearAboutUs|timestamp)\b|\d{4}-\d{2}-\d{2}T\d{2}/);
  });

  it("lists them in Spanish for an admin who reads Spanish", async () => {
    const form = leadForms["license-application"];
    const values = form.schema.parse(validLeads["license-application"]) as Record<string, unknown>;
    const record = buildLeadRecord(form, values, {
      language: "en",
      submittedFrom: "/license-application",
      timestamp: "2026-11-28T15:30:00.000Z",
      searchParams: new URLSearchParams(),
    });
    const { text } = await newLeadNoticeEmail({ ...record, id: "lead-1" }, "en", "https://site.example", "es");
    for (const { label, value } of leadDataRows(record, "es")) expect(text).toContain(`${label}: ${value}`);
    expect(text).not.toMatch(/\b(?:firstName|zipCode|hearAboutUs|timestamp)\b|\d{4}-\d{2}-\d{2}T\d{2}/);
  });
});
