import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import type { LeadFormType } from "~/leads/forms";
import { decodeEntities } from "../support/html";
import { formIds, formPaths, inLanguage, leadPost, validLeads } from "../support/lead-fixtures";
import { postForm, rows, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** Each post comes from its own address, so the per-client rate limit never interferes. */
let clientNumber = 0;
function post(path: string, fields: Record<string, string>) {
  return postForm(worker, path, fields, { "CF-Connecting-IP": `203.0.113.${(clientNumber++ % 250) + 1}` });
}

interface LeadRow {
  id: string;
  form_type: string;
  source: string;
  data: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  status: string;
  language: string;
  created_at: string;
  updated_at: string;
}

async function leadsFor(email: string) {
  return rows<LeadRow>(worker, "SELECT * FROM form_submissions WHERE email = ? ORDER BY created_at", email.toLowerCase());
}

async function leadCount() {
  const [row] = await rows<{ count: number }>(worker, "SELECT COUNT(*) AS count FROM form_submissions");
  return row!.count;
}

function withoutField(fields: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** What each valid post must store: the lead's columns and its payload. */
const expectedRows: Partial<Record<LeadFormType, { columns: Partial<LeadRow>; data: Record<string, unknown> }>> = {
  newsletter: {
    columns: { source: "footer", email: "reader@example.com", first_name: "", last_name: "", phone: "" },
    data: { email: "reader@example.com", language: "en" },
  },
  contact: {
    columns: { source: "website", email: "ana@example.com", first_name: "Ana López", last_name: "", phone: "" },
    data: { fullName: "Ana López", email: "ana@example.com", message: "I want to know about the 2-15 course.", preferredLanguage: "es", submittedFrom: "/" },
  },
  "service-inquiry": {
    columns: { source: "website", email: "carlos@example.com", first_name: "Carlos Ruiz", phone: "305-555-0101" },
    data: {
      name: "Carlos Ruiz",
      email: "carlos@example.com",
      phone: "305-555-0101",
      message: "Call me after 5 pm.",
      service: "iul",
      service_interested: "Index Universal Life",
    },
  },
  "credit-repair-robot": {
    columns: { source: "website", email: "dana@example.com", first_name: "Dana Smith", phone: "(407) 555-0199" },
    data: { name: "Dana Smith", email: "dana@example.com", phone: "(407) 555-0199", message: "", service_interested: "AI Credit Repair" },
  },
  "license-application": {
    columns: { source: "website", email: "maria@example.com", first_name: "Maria", last_name: "Gomez", phone: "7865550123" },
    data: { ...validLeads["license-application"], formType: "license-application" },
  },
  "sponsorship-application": {
    columns: { source: "website", email: "luis@example.com", first_name: "Luis Perez", phone: "8135550147" },
    data: {
      ...validLeads["sponsorship-application"],
      hasTransportation: true,
      canCommit: false,
      agreeTerms: true,
      source: "direct",
    },
  },
  "youth-sponsorship": {
    columns: { source: "website", email: "young@example.com", first_name: "" },
    data: { email: "young@example.com", message: "I love finance.", submittedFrom: "/youth-sponsorship" },
  },
  "partner-network": {
    columns: { source: "business-partner", email: "hello@sunshinetax.example", first_name: "Sunshine Tax Pros", phone: "4075550111" },
    // What was posted, with the tags normalised and without the terms box.
    data: { ...withoutField(validLeads["partner-network"], "terms"), tags: "taxes;bilingual;small business" },
  },
};

describe("a valid post stores exactly the expected row", () => {
  for (const [formType, expected] of Object.entries(expectedRows) as Array<[LeadFormType, NonNullable<(typeof expectedRows)[LeadFormType]>]>) {
    it(`${formType}: one row with the lead's columns and payload, then a redirect with the toast`, async () => {
      const before = await leadCount();
      const response = await post(formPaths[formType], leadPost(formType));
      expect(
        response.status,
        await response
          .clone()
          .text()
          .then((text) => text.slice(0, 300)),
      ).toBe(303);
      expect(response.headers.get("Set-Cookie")).toContain("toast=");
      expect(await leadCount()).toBe(before + 1);

      const [row] = await leadsFor(String(expected.columns.email));
      expect(row).toMatchObject({ form_type: formType, status: "new", language: "en", ...expected.columns });
      expect(row!.created_at).toMatch(isoTimestamp);
      expect(row!.updated_at).toMatch(isoTimestamp);
      const data = JSON.parse(row!.data) as Record<string, unknown>;
      const { timestamp, ...rest } = data;
      expect(timestamp).toMatch(isoTimestamp);
      expect(rest).toEqual(expected.data);
    });
  }

  it("records the visitor's language and sends Spanish visitors back to Spanish pages", async () => {
    const response = await post(
      inLanguage(formPaths["license-application"], "es"),
      leadPost("license-application", { ...validLeads["license-application"], email: "es-visitor@example.com" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/es/license-journey");
    const [row] = await leadsFor("es-visitor@example.com");
    expect(row!.language).toBe("es");
  });

  it("builds the sponsorship source from the URL's source, campaign and medium", async () => {
    const fields = leadPost("sponsorship-application", { ...validLeads["sponsorship-application"], email: "campaign@example.com" });
    await post("/sponsorship-application?source=instagram&campaign=spring&medium=social", fields);
    const [row] = await leadsFor("campaign@example.com");
    expect(JSON.parse(row!.data).source).toBe("instagram-spring-social");
  });

  it("drops unknown fields and takes the first of duplicate fields", async () => {
    const body = new URLSearchParams(leadPost("newsletter", { email: "first@example.com" }, { isAdmin: "true", role: "admin" }));
    body.append("email", "second@example.com");
    const response = await worker.fetch("/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "192.0.2.77" },
      body: body.toString(),
    });
    expect(response.status).toBe(303);
    const [row] = await leadsFor("first@example.com");
    expect(Object.keys(JSON.parse(row!.data)).sort()).toEqual(["email", "language", "timestamp"]);
    expect(await leadsFor("second@example.com")).toEqual([]);
  });

  it("returns a footer sign-up to the page it came from, and never to another site", async () => {
    const back = await post("/newsletter", leadPost("newsletter", { email: "footer@example.com" }, { returnTo: "/es?dialog=contact" }));
    expect(back.headers.get("Location")).toBe("/es");
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const response = await post("/newsletter", leadPost("newsletter", { email: `safe${returnTo.length}@example.com` }, { returnTo }));
      expect(response.headers.get("Location"), returnTo).toBe("/newsletter");
    }
  });

  it("answers a post sent with JavaScript with data instead of a redirect", async () => {
    const response = await post(
      "/partner-network",
      leadPost("partner-network", { ...validLeads["partner-network"], email: "js@example.com" }, { enhanced: "1" }),
    );
    expect(response.status).toBe(200);
    expect(await leadsFor("js@example.com")).toHaveLength(1);
  });
});

/** [form, field values to change, field, expected message key] for every validation rule of the lead forms. */
const rules: Array<[LeadFormType, Record<string, string>, string, string]> = [
  ["newsletter", { email: "" }, "email", "validation.invalidEmail"],
  ["newsletter", { email: "no-at-sign" }, "email", "validation.invalidEmail"],
  ["contact", { fullName: "   " }, "fullName", "validation.required"],
  ["contact", { email: "" }, "email", "validation.required"],
  ["contact", { message: " " }, "message", "validation.required"],
  ["service-inquiry", { name: "A" }, "name", "validation.nameMin"],
  ["service-inquiry", { email: "carlos@" }, "email", "validation.invalidEmail"],
  ["service-inquiry", { phone: "305-555" }, "phone", "validation.phoneMin"],
  ["credit-repair-robot", { name: "D" }, "name", "validation.nameMin"],
  ["credit-repair-robot", { email: "dana.example.com" }, "email", "validation.invalidEmail"],
  ["credit-repair-robot", { phone: "" }, "phone", "validation.phoneMin"],
  ["license-application", { firstName: "" }, "firstName", "validation.required"],
  ["license-application", { lastName: "" }, "lastName", "validation.required"],
  ["license-application", { email: "" }, "email", "validation.required"],
  ["license-application", { phone: "" }, "phone", "validation.required"],
  ["license-application", { timeframe: "Next year" }, "timeframe", "validation.invalidChoice"],
  ["sponsorship-application", { fullName: "L" }, "fullName", "validation.nameMin"],
  ["sponsorship-application", { email: "luis" }, "email", "validation.invalidEmail"],
  ["sponsorship-application", { phone: "12345" }, "phone", "validation.phoneMin"],
  ["sponsorship-application", { age: "" }, "age", "validation.ageRequired"],
  ["sponsorship-application", { age: "abc" }, "age", "validation.ageNotNumber"],
  ["sponsorship-application", { age: "17" }, "age", "validation.ageOutOfRange"],
  ["sponsorship-application", { age: "26" }, "age", "validation.ageOutOfRange"],
  ["sponsorship-application", { address: "1 A" }, "address", "validation.addressMin"],
  ["sponsorship-application", { city: "T" }, "city", "validation.cityRequired"],
  ["sponsorship-application", { state: "F" }, "state", "validation.stateRequired"],
  ["sponsorship-application", { zip: "336" }, "zip", "validation.zipRequired"],
  ["sponsorship-application", { educationLevel: "" }, "educationLevel", "validation.educationRequired"],
  ["sponsorship-application", { employmentStatus: "" }, "employmentStatus", "validation.employmentRequired"],
  ["sponsorship-application", { financialInterest: "money" }, "financialInterest", "validation.financialInterestMin"],
  ["sponsorship-application", { careerGoals: "rich" }, "careerGoals", "validation.careerGoalsMin"],
  ["sponsorship-application", { howHeard: "" }, "howHeard", "validation.howHeardRequired"],
  ["sponsorship-application", { agreeTerms: "" }, "agreeTerms", "validation.agreeTermsRequired"],
  ["youth-sponsorship", { email: "" }, "email", "validation.emailToContinue"],
  ["partner-network", { name: "" }, "name", "validation.required"],
  ["partner-network", { category: "" }, "category", "validation.required"],
  ["partner-network", { location: "Boston, MA" }, "location", "validation.required"],
  ["partner-network", { description: "" }, "description", "validation.required"],
  ["partner-network", { email: "" }, "email", "validation.required"],
  ["partner-network", { terms: "" }, "terms", "validation.partnerTermsRequired"],
];

function message(dictionary: typeof en, key: string): string {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], dictionary) as string;
}

function fieldError(html: string, formId: string, field: string): string | undefined {
  const match = html.match(new RegExp(`id="${formId}-${field}-error"[^>]*>([^<]*)<`));
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

describe("every lead-form validation rule refuses the post with its message, in both languages, storing nothing", () => {
  for (const [formType, changes, field, key] of rules) {
    for (const [language, dictionary] of [
      ["en", en],
      ["es", es],
    ] as const) {
      it(`${formType} ${field}=${JSON.stringify(Object.values(changes)[0])} → "${key}" (${language})`, async () => {
        const before = await leadCount();
        const values = { ...validLeads[formType], ...changes };
        for (const [name, value] of Object.entries(changes)) if (value === "") delete values[name];
        const response = await post(inLanguage(formPaths[formType], language), leadPost(formType, values));
        expect(response.status).toBe(422);
        const html = await response.text();
        expect(await leadCount()).toBe(before);
        if (formType === "newsletter") {
          expect(html).toContain(message(dictionary, "newsletter.invalidText"));
        } else {
          expect(fieldError(html, formIds[formType], field)).toBe(message(dictionary, key));
        }
        // Every typed value comes back in the form.
        const kept = Object.entries(values).find(([name, value]) => value.length > 3 && name !== field && !["on"].includes(value));
        if (kept) expect(decodeEntities(html)).toContain(kept[1]);
      });
    }
  }
});
