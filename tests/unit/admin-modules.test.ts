import { describe, expect, it } from "vitest";
import { accountFormProblem, createAdminSchema, loginSchema, registrationSchema, setPasswordSchema } from "~/auth/auth-schemas";
import { safeReturnPath } from "~/http/return-path";
import { pageWindow } from "~/site/pagination";
import { directoryCategoryFor, listingFromApplication, tagsFromApplication } from "~/partners/partner-application";
import { csvCell, toCsv } from "~/admin/leads-csv";
import { parseLeadQuery, leadSearch } from "~/admin/lead-query";
import { finalStatuses, isOverdue, parseFollowUpDate } from "~/admin/follow-up";
import { newYorkToday } from "~/platform/time/new-york-time";

/** The first message of each field, as the forms show them. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: Array<string | number>; message: string }> } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("account form schemas: required fields, e-mail shape, password rules", () => {
  it("login: both fields required ('Missing Information'), an e-mail with @", () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({ email: "auth.missingText", password: "auth.missingText" });
    expect(messages(loginSchema.safeParse({ email: "admin", password: "x" }))).toEqual({ email: "validation.invalidEmail" });
    expect(loginSchema.parse({ email: "  Ana@Example.com ", password: " spaced " })).toEqual({ email: "Ana@Example.com", password: " spaced " });
  });

  it("registration: required fields, 8 characters, matching passwords, terms", () => {
    const valid = { firstName: "Ana", email: "ana@example.com", password: "12345678", confirmPassword: "12345678", terms: "on" };
    expect(registrationSchema.safeParse(valid).success).toBe(true);
    expect(messages(registrationSchema.safeParse({ ...valid, firstName: " " }))).toEqual({ firstName: "auth.requiredFieldsText" });
    expect(messages(registrationSchema.safeParse({ ...valid, password: "1234567", confirmPassword: "1234567" }))).toEqual({
      password: "auth.passwordTooShortText",
    });
    expect(messages(registrationSchema.safeParse({ ...valid, confirmPassword: "87654321" }))).toEqual({ confirmPassword: "auth.passwordMismatchText" });
    expect(messages(registrationSchema.safeParse({ ...valid, terms: undefined }))).toEqual({ terms: "auth.termsRequired" });
    expect(messages(registrationSchema.safeParse({ ...valid, password: "x".repeat(201), confirmPassword: "x".repeat(201) }))).toEqual({
      password: "validation.tooLong",
      confirmPassword: "validation.tooLong",
    });
  });

  it("set password and admin creation", () => {
    expect(messages(setPasswordSchema.safeParse({ password: "short", confirmPassword: "short" }))).toEqual({ password: "auth.passwordTooShortText" });
    expect(messages(createAdminSchema.safeParse({ email: "x", firstName: "", lastName: "" }))).toEqual({
      email: "validation.invalidEmail",
      firstName: "validation.required",
      lastName: "validation.required",
    });
  });

  it("names the message that heads a refused form", () => {
    expect(accountFormProblem({ email: "auth.missingText" })).toBe("missing");
    expect(accountFormProblem({ confirmPassword: "auth.passwordMismatchText" })).toBe("passwordMismatch");
    expect(accountFormProblem({ password: "auth.passwordTooShortText" })).toBe("passwordTooShort");
    expect(accountFormProblem({ terms: "auth.termsRequired" })).toBe("invalid");
  });
});

describe("safeReturnPath", () => {
  it("keeps same-site paths and refuses anything that could leave the site", () => {
    expect(safeReturnPath("/admin?tab=security")).toBe("/admin?tab=security");
    expect(safeReturnPath("/es/submissions-manager")).toBe("/es/submissions-manager");
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "admin",
      "/x\n/y",
      "",
      null,
      `/${"a".repeat(600)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it("checks the path after normalising it, as a browser would resolve it", () => {
    for (const value of [
      "/.//evil.example",
      "/x/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "///evil.example",
      "/%2f%2fevil.example",
      "/%5cevil.example",
      "/./\\/evil.example",
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
    expect(safeReturnPath("/blog/../about")).toBe("/about");
    expect(safeReturnPath("/./es/blog?q=a#top")).toBe("/es/blog?q=a#top");
  });
});

describe("CSV", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const dangerous of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(dangerous).replace(/^"/, "").startsWith("'")).toBe(true);
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it("writes UTF-8 with a byte-order mark and CRLF line ends", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["José", "=x"],
      ]),
    ).toBe("\uFEFFa,b\r\nJosé,'=x\r\n");
  });
});

describe("partner approval mapping", () => {
  it("maps the application's English category name to the directory's slug", () => {
    expect(directoryCategoryFor("Tax Services")).toBe("tax-services");
    expect(directoryCategoryFor("Insurance Brokerage")).toBe("insurance-brokerage");
    expect(directoryCategoryFor("Other")).toBeNull();
    expect(directoryCategoryFor(undefined)).toBeNull();
  });

  it("splits the semicolon-joined tags and keeps the location as stored", () => {
    expect(tagsFromApplication("taxes; bilingual ;;small business")).toEqual(["taxes", "bilingual", "small business"]);
    const listing = listingFromApplication(
      { name: " Sunshine ", location: "Fort Lauderdale, FL", description: "d", tags: "a;b", email: "HI@EXAMPLE.COM", phone: "1" },
      { category: "mortgage", verified: true, featured: false },
    );
    expect(listing).toMatchObject({
      name: "Sunshine",
      location: "Fort Lauderdale, FL",
      tags: ["a", "b"],
      category: "mortgage",
      email: "hi@example.com",
      verified: true,
      featured: false,
    });
    expect(listingFromApplication({ location: "Miami, FL" }, { category: "mortgage", verified: false, featured: false })).toBeNull();
  });
});

describe("submissions view from the URL", () => {
  it("parses tab, search and page with safe defaults, and writes them back without defaults", () => {
    expect(parseLeadQuery(new URLSearchParams("tab=partner&q=%20ana%20&page=3"))).toEqual({
      tab: "partner",
      search: "ana",
      owner: null,
      overdue: false,
      page: 3,
    });
    expect(parseLeadQuery(new URLSearchParams("tab=evil&page=-2"))).toEqual({ tab: "all", search: "", owner: null, overdue: false, page: 1 });
    expect(leadSearch({ tab: "all", search: "", page: 1 })).toBe("");
    expect(leadSearch({ tab: "spam", search: "a b", page: 2 }, { dialog: "view" })).toBe("?tab=spam&q=a+b&page=2&dialog=view");
  });

  it("reads the owner and overdue filters (only known values) and keeps them in the URL", () => {
    expect(parseLeadQuery(new URLSearchParams("owner=mine&overdue=1"))).toMatchObject({ owner: "mine", overdue: true });
    expect(parseLeadQuery(new URLSearchParams("owner=someone-else&overdue=yes"))).toMatchObject({ owner: null, overdue: false });
    expect(leadSearch({ tab: "contact", search: "", owner: "unassigned", overdue: true, page: 2 })).toBe("?tab=contact&owner=unassigned&overdue=1&page=2");
  });
});

describe("follow-up dates", () => {
  it("takes today in New York, not in UTC", () => {
    // 03:30 UTC on 2 March is still 1 March (22:30) in New York.
    expect(newYorkToday(new Date("2026-03-02T03:30:00Z"))).toBe("2026-03-01");
    expect(newYorkToday(new Date("2026-07-04T12:00:00Z"))).toBe("2026-07-04");
  });

  it("calls a lead overdue only before today and only while its status is not final", () => {
    expect(isOverdue({ followUpOn: "2026-02-28", status: "contacted" }, "2026-03-01")).toBe(true);
    expect(isOverdue({ followUpOn: "2026-03-01", status: "new" }, "2026-03-01")).toBe(false);
    expect(isOverdue({ followUpOn: null, status: "new" }, "2026-03-01")).toBe(false);
    for (const status of finalStatuses) expect(isOverdue({ followUpOn: "2020-01-01", status }, "2026-03-01")).toBe(false);
  });

  it("accepts a real day within the range or nothing, and says why anything else is refused", () => {
    const today = "2026-03-01";
    expect(parseFollowUpDate("2026-03-31", today)).toEqual({ ok: true, date: "2026-03-31" });
    expect(parseFollowUpDate("  ", today)).toEqual({ ok: true, date: null });
    for (const bad of ["2026-02-30", "2026-13-01", "31/03/2026", "2026-3-1", "tomorrow", "2026-03-31'; DROP TABLE x"])
      expect(parseFollowUpDate(bad, today)).toEqual({ ok: false, reason: "invalid" });
    expect(parseFollowUpDate("2024-02-29", today)).toEqual({ ok: false, reason: "outOfRange" });
    expect(parseFollowUpDate("2031-03-02", today)).toEqual({ ok: false, reason: "outOfRange" });
    expect(parseFollowUpDate("2031-03-01", today)).toEqual({ ok: true, date: "2031-03-01" });
  });
});

describe("pageWindow", () => {
  it("shows every page up to 7, then the ends and the neighbours with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 25)).toEqual([1, null, 9, 10, 11, null, 25]);
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, null, 25]);
    expect(pageWindow(25, 25)).toEqual([1, null, 22, 23, 24, 25]);
    expect(pageWindow(3, 25)).toEqual([1, 2, 3, 4, null, 25]);
  });
});
