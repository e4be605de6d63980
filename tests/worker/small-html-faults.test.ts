/**
 * Two small faults held as classes over the built route table (issue 36, item 11): no one-line
 * field asks the browser for a multi-line autofill value, and a page's path with a trailing slash
 * is sent to the page's one address.
 */
import { describe, expect, it } from "vitest";
import { signedInAdminForFile } from "../support/accounts";
import { accountPages, adminPages, authPages, inEveryLanguage, publicPages } from "../support/routes";
import { signedInStudentForFile } from "../support/students";
import { postForm, startWorkerForFile, testOrigin } from "../support/worker";

const worker = startWorkerForFile();

/**
 * The autofill field names the HTML standard defines as multi-line (a value with line breaks): only
 * a <textarea> may ask for one. `address-line1` … `address-line3` are their one-line parts.
 */
const multiLineAutofillTokens = new Set(["street-address"]);

/** The autocomplete tokens of every <input> in the page (hidden inputs carry none). */
function inputAutocompleteTokens(html: string): Array<{ input: string; tokens: string[] }> {
  return (html.match(/<input\b[^>]*>/g) ?? []).flatMap((input) => {
    const value = input.match(/\bautocomplete="([^"]*)"/i)?.[1];
    return value === undefined ? [] : [{ input, tokens: value.toLowerCase().split(/\s+/) }];
  });
}

/** Every lead dialog a page's URL can open, so the forms in dialogs are rendered too. */
const dialogQueries = ["", "?dialog=contact", "?dialog=inquiry&service=iul", "?dialog=credit-robot", "?dialog=email"];

describe("autofill: a one-line field never asks for a multi-line value", () => {
  const admin = signedInAdminForFile(worker);
  const student = signedInStudentForFile(worker);

  it("holds on every page of every audience, in every language, with every lead dialog open", { timeout: 240_000 }, async () => {
    const visits = [
      ...inEveryLanguage([...publicPages, ...authPages]).flatMap((page) => dialogQueries.map((query) => ({ page: `${page}${query}`, cookie: undefined }))),
      ...inEveryLanguage(accountPages).map((page) => ({ page, cookie: student.cookie })),
      ...inEveryLanguage(adminPages).map((page) => ({ page, cookie: admin.cookie })),
    ];
    const faults: string[] = [];
    let inputsWithAutocomplete = 0;
    for (const { page, cookie } of visits) {
      const response = await worker.fetch(page, cookie ? { headers: { Cookie: cookie } } : {});
      const html = await response.text();
      for (const { input, tokens } of inputAutocompleteTokens(html)) {
        inputsWithAutocomplete++;
        if (tokens.some((token) => multiLineAutofillTokens.has(token))) faults.push(`${page}: ${input}`);
      }
    }
    // The walk reached the forms (the address fields of the licence, partner and sponsorship forms among them).
    expect(inputsWithAutocomplete).toBeGreaterThan(100);
    expect(faults).toEqual([]);
  });

  it("the licence, partner and sponsorship forms ask for the first address line", async () => {
    for (const page of inEveryLanguage(["/license-application", "/partner-network", "/sponsorship-application"])) {
      const html = await (await worker.fetch(page)).text();
      expect(html, page).toMatch(
        /<input\b[^>]*\bname="address"[^>]*\bautocomplete="address-line1"|<input\b[^>]*\bautocomplete="address-line1"[^>]*\bname="address"/i,
      );
    }
  });
});

describe("a path with a trailing slash is sent to the page's one address", () => {
  const pages = inEveryLanguage([...publicPages, ...authPages, ...accountPages, ...adminPages]).filter((page) => page !== "/");

  it("walks the pages of every audience", () => {
    expect(pages).toEqual(expect.arrayContaining(["/about", "/es/about", "/course-engine", "/auth", "/account", "/admin"]));
  });

  it("redirects every page's path with a slash at its end (one or several), permanently, keeping the query", { timeout: 240_000 }, async () => {
    for (const page of pages) {
      const [pathname, query] = page.split("?");
      const search = `?${query === undefined ? "" : `${query}&`}utm_source=trailing`;
      for (const slashes of ["/", "//"]) {
        const response = await worker.fetch(`${pathname}${slashes}${search}`);
        await response.arrayBuffer();
        expect(response.status, `${pathname}${slashes}`).toBe(301);
        expect(response.headers.get("Location"), `${pathname}${slashes}`).toBe(`${pathname}${search}`);
      }
    }
  });

  it("the public pages' slashed paths land on the page itself (200)", { timeout: 240_000 }, async () => {
    for (const page of inEveryLanguage(publicPages).filter((path) => path !== "/")) {
      const first = await worker.fetch(`${page}/`);
      await first.arrayBuffer();
      const landed = await worker.fetch(first.headers.get("Location")!);
      await landed.arrayBuffer();
      expect(landed.status, page).toBe(200);
    }
  });

  it("leaves the home page's / as it is", async () => {
    const response = await worker.fetch("/");
    await response.arrayBuffer();
    expect(response.status).toBe(200);
  });

  it("never sends anyone to another site: a path of empty segments is not redirected to //host", async () => {
    for (const path of ["//evil.example/", "///evil.example//", "/%2F%2Fevil.example/", "//"]) {
      // Whole URLs: a path that starts with // would read as another host's.
      const response = await worker.fetch(`${testOrigin}${path}`);
      await response.arrayBuffer();
      const location = response.headers.get("Location");
      if (location !== null) expect(new URL(location, testOrigin).origin, path).toBe(testOrigin);
      expect(location ?? "", path).not.toMatch(/^\/\/|^\/\\/);
    }
  });

  it("does not redirect a form post: the post is answered where it was sent", async () => {
    const response = await postForm(worker, "/newsletter/", { email: "trailing@example.com", homepage: "" });
    await response.arrayBuffer();
    expect([301, 302, 307, 308]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});
