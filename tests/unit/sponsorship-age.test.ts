import { withZod } from "@remix-validated-form/with-zod";
import { describe, expect, it } from "vitest";
import { parseForm } from "~/forms/protocol.server";
import { translate } from "~/i18n/translate";
import { leadForms } from "~/leads/forms";
import { sponsorshipAgeRange } from "~/leads/forms/fields";
import { sponsorshipApplicationForm } from "~/leads/forms/sponsorship-application";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { validLeads } from "../support/lead-fixtures";

const sponsorshipApplicationSchema = sponsorshipApplicationForm.schema;
const application = (age: string) => ({ ...validLeads["sponsorship-application"], age });

/** The age's message as the action finds it (the form protocol's parse of the posted form). */
async function serverMessage(age: string): Promise<string | undefined> {
  const form = new FormData();
  for (const [name, value] of Object.entries(application(age))) form.append(name, String(value));
  const parsed = await parseForm(form, leadForms["sponsorship-application"].schema);
  return parsed.ok ? undefined : parsed.fieldErrors.age;
}

/** The age's message as the form finds it with JavaScript (remix-validated-form's zod validator). */
async function clientMessage(age: string): Promise<string | undefined> {
  const result = await withZod(sponsorshipApplicationSchema).validate(application(age));
  return result.error?.fieldErrors.age;
}

const cases: Array<[age: string, key: string | undefined]> = [
  ["", "validation.ageRequired"],
  ["   ", "validation.ageRequired"],
  ["abc", "validation.ageNotNumber"],
  ["2x", "validation.ageNotNumber"],
  ["-5", "validation.ageNotNumber"],
  ["21.", "validation.ageNotNumber"],
  ["1e1", "validation.ageNotNumber"],
  ["0", "validation.ageOutOfRange"],
  ["17", "validation.ageOutOfRange"],
  ["26", "validation.ageOutOfRange"],
  ["120", "validation.ageOutOfRange"],
  ["18", undefined],
  [" 21 ", undefined],
  ["25", undefined],
];

describe("the sponsorship application's age", () => {
  it("the form and the action validate with one schema", () => {
    expect(leadForms["sponsorship-application"].schema).toBe(sponsorshipApplicationSchema);
  });

  for (const [age, key] of cases) {
    it(`${JSON.stringify(age)} → ${key ?? "accepted"}, on the server and in the browser alike`, async () => {
      expect(await serverMessage(age)).toBe(key);
      expect(await clientMessage(age)).toBe(key);
    });
  }

  it("stores the age trimmed", () => {
    const parsed = sponsorshipApplicationSchema.parse(application(" 21 "));
    expect(parsed.age).toBe("21");
  });

  it("says what is wrong in both languages, and the eligibility message names the program's ages", () => {
    for (const dictionary of [en, es]) {
      const notNumber = translate(dictionary, "validation.ageNotNumber");
      const outOfRange = translate(dictionary, "validation.ageOutOfRange");
      expect(notNumber).not.toBe(translate(dictionary, "validation.ageRequired"));
      expect(outOfRange).toContain(String(sponsorshipAgeRange.min));
      expect(outOfRange).toContain(String(sponsorshipAgeRange.max));
    }
    expect(es.validation.ageNotNumber).not.toBe(en.validation.ageNotNumber);
    expect(es.validation.ageOutOfRange).not.toBe(en.validation.ageOutOfRange);
  });
});
