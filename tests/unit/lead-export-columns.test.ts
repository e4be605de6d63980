/**
 * The leads' CSV export's columns (decision 052): each form names the export column of every field
 * it stores, so a form's valid post fills its own columns and nothing lands in "Other data"; the
 * labels are distinct in each language; dates read as New York wall time across daylight saving.
 */
import { describe, expect, it } from "vitest";
import { newYorkDateTimeFormatter } from "~/platform/time/new-york-time";
import { leadForms, type LeadFormType } from "~/leads/forms";
import { buildLeadRecord } from "~/leads/lead-record";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { validLeads } from "../support/lead-fixtures";

const bookkeeping = ["timestamp", "formType"];

describe("each lead form's export columns", () => {
  for (const formType of Object.keys(leadForms) as LeadFormType[]) {
    it(`${formType}: every field its valid post stores has a column`, () => {
      const form = leadForms[formType];
      const parsed = form.schema.safeParse(validLeads[formType]);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const record = buildLeadRecord(form, parsed.data as Record<string, unknown>, {
        language: "en",
        submittedFrom: "/",
        timestamp: "2026-01-01T00:00:00.000Z",
        searchParams: new URLSearchParams("source=radio"),
      });
      const stored = Object.keys(record.data).filter((key) => !bookkeeping.includes(key));
      expect(stored.sort()).toEqual(Object.keys(form.fields).sort());
      // Two fields of one form never share a column.
      expect(new Set(Object.values(form.fields)).size).toBe(Object.keys(form.fields).length);
    });
  }

  it("labels every column differently, in English and in Spanish", () => {
    for (const words of [en.leadExport, es.leadExport]) {
      const labels = [...Object.values(words.columns), ...Object.values(words.fields)];
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

describe("New York date-times", () => {
  it("shows the wall clock in winter and in summer, and nothing for no date or garbage", () => {
    const newYork = newYorkDateTimeFormatter();
    expect(newYork("2026-01-15T05:00:00.000Z")).toBe("2026-01-15 00:00:00");
    expect(newYork("2026-07-04T16:30:15.250Z")).toBe("2026-07-04 12:30:15");
    // The change to summer time: 06:59 UTC is 01:59 EST, 07:00 UTC is 03:00 EDT.
    expect(newYork("2026-03-08T06:59:59.000Z")).toBe("2026-03-08 01:59:59");
    expect(newYork("2026-03-08T07:00:00.000Z")).toBe("2026-03-08 03:00:00");
    // And back: 05:59 UTC is 01:59 EDT, 06:00 UTC is 01:00 EST.
    expect(newYork("2026-11-01T05:59:00.000Z")).toBe("2026-11-01 01:59:00");
    expect(newYork("2026-11-01T06:00:00.000Z")).toBe("2026-11-01 01:00:00");
    expect(newYork(null)).toBe("");
    expect(newYork("")).toBe("");
    expect(newYork("not a date")).toBe("");
  });
});
