/**
 * The listing edit form's rules and the one link a listing carries: only an absolute http(s) URL
 * without credentials is a link; every field is bounded; what was typed comes back on a refusal.
 */
import { describe, expect, it } from "vitest";
import { safeWebsite } from "~/partners/listing-fields";
import { parseListingForm } from "~/partners/listing-form";

const valid = {
  name: " Coastal Books ",
  category: "tax-services",
  location: "Miami, FL",
  description: "",
  phone: "",
  email: "Office@Coastal.example",
  website: "https://coastal.example/about",
  address: "",
  tags: "taxes; payroll, taxes ,,",
};

describe("safeWebsite", () => {
  it("keeps http(s) addresses and shows their host", () => {
    expect(safeWebsite("https://www.coastal.example/a?b=1")).toEqual({ href: "https://www.coastal.example/a?b=1", host: "coastal.example" });
    expect(safeWebsite(" http://shop.example ")).toEqual({ href: "http://shop.example/", host: "shop.example" });
  });

  it("refuses every other scheme, credentials, relative paths and junk", () => {
    for (const value of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://files.example",
      "//evil.example",
      "/relative",
      "coastal.example",
      "https://user:pass@evil.example",
      `https://${"a".repeat(300)}.example`,
      "",
    ]) {
      expect(safeWebsite(value), value).toBeNull();
    }
  });
});

describe("parseListingForm", () => {
  it("trims, lower-cases the e-mail, splits and de-duplicates tags, and normalises the website", () => {
    const result = parseListingForm(valid);
    expect(result).toEqual({
      ok: true,
      details: {
        name: "Coastal Books",
        category: "tax-services",
        location: "Miami, FL",
        description: "",
        phone: "",
        email: "office@coastal.example",
        website: "https://coastal.example/about",
        address: "",
        tags: ["taxes", "payroll"],
      },
    });
  });

  it("names each refused field with its message, and gives back what was typed", () => {
    const result = parseListingForm({
      ...valid,
      name: "   ",
      category: "not-a-category",
      website: "javascript:alert(1)",
      email: "nope",
      phone: "1".repeat(41),
      tags: Array.from({ length: 21 }, (_, index) => `tag${index}`).join(","),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: { key: "listingRequired" },
      category: { key: "categoryRequired" },
      website: { key: "listingWebsiteInvalid" },
      email: { key: "listingEmailInvalid" },
      phone: { key: "listingTooLong", values: { max: 40 } },
      tags: { key: "listingTagsInvalid", values: { count: 20, max: 40 } },
    });
    expect(result.values.website).toBe("javascript:alert(1)");
    expect(result.values.name).toBe("   ");
  });

  it("bounds what it gives back and ignores anything that is not a string", () => {
    const result = parseListingForm({ ...valid, description: "x".repeat(100_000), address: ["array"], extra: "ignored" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.values.description.length).toBe(4000);
    expect(result.values.address).toBe("");
    expect(Object.keys(result.values)).not.toContain("extra");
  });
});
