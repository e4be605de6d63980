/**
 * Call and text consent on record: every form that takes a phone number (found in the registry, not
 * a hand list) stores the consent given with the version shown, the page's language, server time and
 * page; unticked is "not given"; a forged version is refused; "Text" without consent is refused with
 * its message in both languages, with and without JavaScript; the submissions manager shows it.
 */
import { describe, expect, it } from "vitest";
import { ZodEffects, type ZodTypeAny, type AnyZodObject } from "zod";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { leadForms, type LeadFormType } from "~/leads/forms";
import { callTextDisclosures, callTextDisclosureText, currentCallTextDisclosure } from "~/leads/call-text-consent";
import { getAs, signedInAdminForFile } from "../support/accounts";
import { parseCsv } from "../support/csv";
import { decodeEntities, leadDialogFields } from "../support/html";
import { formPaths, inLanguage, leadPost, validLeads } from "../support/lead-fixtures";
import { postForm, rows, startWorkerForFile } from "../support/worker";

function shapeOf(schema: ZodTypeAny): Record<string, unknown> {
  const inner = schema instanceof ZodEffects ? schema.innerType() : schema;
  return (inner as AnyZodObject).shape ?? {};
}

/** The forms that take a phone number: each must carry the consent box. */
const phoneForms = (Object.keys(leadForms) as LeadFormType[]).filter((formType) => "phone" in shapeOf(leadForms[formType].schema));

interface ConsentRow {
  call_text_consent: number;
  consent_version: string | null;
  consent_language: string | null;
  consent_at: string | null;
  consent_page: string | null;
  data: string;
}

const worker = startWorkerForFile();
const admin = signedInAdminForFile(worker);

let client = 0;
function post(path: string, fields: Record<string, string>) {
  client += 1;
  return postForm(worker, path, fields, { "CF-Connecting-IP": `10.77.${(client >> 8) & 255}.${client & 255}` });
}

async function consentOf(email: string) {
  return rows<ConsentRow>(
    worker,
    "SELECT call_text_consent, consent_version, consent_language, consent_at, consent_page, data FROM form_submissions WHERE email = ?",
    email,
  );
}

const given = { callTextConsent: "on", consentVersion: currentCallTextDisclosure };

describe("the forms that take a phone number", () => {
  it("are the five that call people back", () => {
    expect(phoneForms.sort()).toEqual(["credit-repair-robot", "license-application", "partner-network", "service-inquiry", "sponsorship-application"]);
    for (const formType of phoneForms)
      expect(Object.keys(shapeOf(leadForms[formType].schema))).toEqual(expect.arrayContaining(["callTextConsent", "consentVersion"]));
  });

  for (const formType of phoneForms) {
    it(`${formType}: shows the box unticked with the exact words, stores consent given with version, language, time and page`, async () => {
      for (const language of ["en", "es"] as const) {
        const path = inLanguage(formPaths[formType], language);
        const page = await (await worker.mf.dispatchFetch(`http://localhost:8787${path}`)).text();
        // The dialogs' forms load on demand: the page forms show the box in their HTML.
        if (!path.includes("dialog=")) {
          const words = callTextDisclosures[currentCallTextDisclosure][language];
          expect(decodeEntities(page)).toContain(words);
          expect(page).toMatch(/<input[^>]*name="callTextConsent"(?![^>]*checked)[^>]*>/);
          expect(page).toContain(`name="consentVersion" value="${currentCallTextDisclosure}"`);
        }
        const email = `consent-${language}-${formType}@example.com`;
        const before = new Date().toISOString();
        const response = await post(path, leadPost(formType, { ...validLeads[formType], email }, given));
        expect(response.status).toBe(303);
        const [row] = await consentOf(email);
        expect(row).toMatchObject({
          call_text_consent: 1,
          consent_version: currentCallTextDisclosure,
          consent_language: language,
          consent_page: new URL(path, "http://x").pathname,
        });
        expect(row!.consent_at! >= before).toBe(true);
        expect(Object.keys(JSON.parse(row!.data))).not.toContain("callTextConsent");
      }
    });

    it(`${formType}: unticked is not given (and nothing else is stored)`, async () => {
      const email = `no-consent-${formType}@example.com`;
      const response = await post(formPaths[formType], leadPost(formType, { ...validLeads[formType], email }, { consentVersion: currentCallTextDisclosure }));
      expect(response.status).toBe(303);
      expect(await consentOf(email)).toMatchObject([
        { call_text_consent: 0, consent_version: null, consent_language: null, consent_at: null, consent_page: null },
      ]);
    });

    it(`${formType}: a version nobody published is refused with a message, and nothing is stored`, async () => {
      const email = `forged-${formType}@example.com`;
      const response = await post(
        formPaths[formType],
        leadPost(formType, { ...validLeads[formType], email }, { callTextConsent: "on", consentVersion: "call-text-1999-01-01" }),
      );
      expect(response.status).toBe(422);
      expect(decodeEntities(await response.text())).toContain(en.validation.consentVersionUnknown);
      expect(await consentOf(email)).toEqual([]);
    });
  }
});

describe("Text as contact preference", () => {
  it("needs the consent: refused with the message in both languages, values kept, without JavaScript", async () => {
    for (const [language, dictionary] of [
      ["en", en],
      ["es", es],
    ] as const) {
      const email = `text-${language}@example.com`;
      const response = await post(
        inLanguage(formPaths["license-application"], language),
        leadPost(
          "license-application",
          { ...validLeads["license-application"], email, contactPreference: "Text" },
          { consentVersion: currentCallTextDisclosure },
        ),
      );
      expect(response.status).toBe(422);
      const html = decodeEntities(await response.text());
      expect(html).toContain(dictionary.validation.textNeedsConsent);
      expect(html).toContain(`value="${email}"`);
      expect(await consentOf(email)).toEqual([]);
    }
  });

  it("needs the consent with JavaScript too (the answer's field message)", async () => {
    const email = "text-js@example.com";
    const response = await post(
      "/license-application.data",
      leadPost(
        "license-application",
        { ...validLeads["license-application"], email, contactPreference: "Text" },
        { enhanced: "1", consentVersion: currentCallTextDisclosure },
      ),
    );
    const body = await response.text();
    expect(body).toContain("validation.textNeedsConsent");
    expect(body).toContain(email);
    expect(await consentOf(email)).toEqual([]);
  });

  it("is accepted with the consent, with JavaScript", async () => {
    const email = "text-js-ok@example.com";
    const response = await post(
      "/license-application.data",
      leadPost("license-application", { ...validLeads["license-application"], email, contactPreference: "Text" }, { enhanced: "1", ...given }),
    );
    expect(response.status).toBe(200);
    expect(await consentOf(email)).toMatchObject([
      { call_text_consent: 1, consent_version: currentCallTextDisclosure, consent_language: "en", consent_page: "/license-application" },
    ]);
  });
});

describe("what is on record", () => {
  it("every stored version names published words", async () => {
    const stored = await rows<{ consent_version: string; consent_language: "en" | "es" }>(
      worker,
      "SELECT DISTINCT consent_version, consent_language FROM form_submissions WHERE call_text_consent = 1",
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(callTextDisclosureText(row.consent_version, row.consent_language), row.consent_version).toBeTruthy();
    expect(await rows(worker, "SELECT id FROM form_submissions WHERE call_text_consent = 0 AND consent_version IS NOT NULL")).toEqual([]);
  });

  it("the submissions manager shows it: the column, View Data with the words, the CSV", async () => {
    const [lead] = await rows<{ id: string }>(worker, "SELECT id FROM form_submissions WHERE email = ?", "consent-es-license-application@example.com");
    const table = decodeEntities(await (await getAs(worker, admin.cookie, "/submissions-manager?search=consent-es-license-application")).text());
    expect(table).toContain(`>${en.submissions.columns.callTextConsent}</th>`);
    expect(table).toMatch(/data-label="OK to call\/text"[^>]*>Yes<\/td>/);
    const unticked = decodeEntities(await (await getAs(worker, admin.cookie, "/submissions-manager?search=no-consent-license-application")).text());
    expect(unticked).toMatch(/data-label="OK to call\/text"[^>]*>No<\/td>/);

    // View data: given, the words in the language shown, the version, the language, when and where.
    const view = leadDialogFields(await (await getAs(worker, admin.cookie, `/submissions-manager?dialog=view&id=${lead!.id}`)).text());
    const columns = en.leadExport.columns;
    expect(view.slice(-6)).toEqual([
      [columns.consent, en.submissions.yes],
      [columns.consentWording, callTextDisclosures[currentCallTextDisclosure].es],
      [columns.consentVersion, currentCallTextDisclosure],
      [columns.consentLanguage, en.languages.es],
      [columns.consentAt, expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/)],
      [columns.consentPage, "/es/license-application"],
    ]);

    const file = parseCsv(await (await getAs(worker, admin.cookie, "/submissions-manager/export.csv")).text());
    const record = file.records.find((candidate) => candidate.Email === "consent-es-license-application@example.com");
    expect(record).toMatchObject({
      "OK to call/text": "Yes",
      "Consent version": currentCallTextDisclosure,
      "Consent wording": callTextDisclosures[currentCallTextDisclosure].es,
      "Consent language": "es",
      "Consent page": "/es/license-application",
    });
    expect(record!["Consent given (New York time)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
