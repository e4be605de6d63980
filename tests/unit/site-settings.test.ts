/**
 * The Settings tab's rules that need no database (docs/decisions/065-site-settings-and-notice-routing.md):
 * the phone number the site shows, and the boxes of addresses where new-lead notices go.
 */
import { withZod } from "@remix-validated-form/with-zod";
import { describe, expect, it } from "vitest";
import { addressesIn, contactSchema, noticeAddressLimit, noticeFieldName, noticesSchema, routingFromForm, usPhone } from "~/site/site-settings";

describe("the organisation's phone", () => {
  it("takes a US number written any common way and writes it back one way, with its tel: link", () => {
    for (const typed of ["(305) 555-0142", "305-555-0142", "305.555.0142", "3055550142", "+1 305 555 0142", "1 (305) 555-0142"]) {
      expect(usPhone(typed), typed).toEqual({ phone: "(305) 555-0142", phoneHref: "tel:+13055550142" });
    }
  });

  it("refuses what is not one: too short or long, letters, an area code or exchange starting with 0 or 1, another country", () => {
    for (const typed of ["555-0142", "305 555 01420", "305-555-CALL", "(105) 555-0142", "(305) 155-0142", "+44 20 7946 0958", "", "call us"])
      expect(usPhone(typed), typed).toBeUndefined();
  });

  it("says so in the form's own words (a translation key), for each field", async () => {
    const result = await withZod(contactSchema).validate({ contactEmail: "not-an-address", contactPhone: "12" });
    expect(result.error?.fieldErrors).toEqual({ contactEmail: "validation.invalidEmail", contactPhone: "siteSettings.contact.invalidPhone" });
  });
});

describe("the addresses of new-lead notices", () => {
  it("are split at commas, semicolons, spaces and line breaks, lower-cased, each once", () => {
    expect(addressesIn(" Leads@Example.com,  ana@example.com;\nANA@example.com\r\n\nbea@example.com ")).toEqual([
      "leads@example.com",
      "ana@example.com",
      "bea@example.com",
    ]);
    expect(addressesIn("  \n ")).toEqual([]);
  });

  it("must all be e-mail addresses, at most ten a box; the default box may not be empty, a form's may (it then uses the default)", async () => {
    const validator = withZod(noticesSchema);
    const valid = await validator.validate({
      "notice-default": "leads@example.com",
      [noticeFieldName("contact")]: "a@example.com, b@example.com",
      [noticeFieldName("newsletter")]: "",
    });
    expect(valid.error).toBeUndefined();
    expect(routingFromForm(valid.data as Record<string, string[]>)).toEqual({
      defaultAddresses: ["leads@example.com"],
      formAddresses: { contact: ["a@example.com", "b@example.com"] },
    });

    const eleven = Array.from({ length: noticeAddressLimit + 1 }, (_, index) => `person${index}@example.com`).join(",");
    const invalid = await validator.validate({
      "notice-default": "",
      [noticeFieldName("contact")]: "a@example.com, not an address",
      [noticeFieldName("partner-network")]: eleven,
    });
    expect(invalid.error?.fieldErrors).toEqual({
      "notice-default": "siteSettings.notices.defaultRequired",
      [noticeFieldName("contact")]: "siteSettings.notices.invalidAddress",
      [noticeFieldName("partner-network")]: "siteSettings.notices.tooMany",
    });
  });
});
