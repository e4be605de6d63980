import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { htmlLang, linkHref } from "../support/html";
import { testOrigin, type WorkerResponse, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

/** The `lng` cookie as the site writes it (Remix cookies are base64 JSON: a hand-written `lng=es` is ignored). */
const languageCookie = createCookie("lng", { path: "/" });
async function cookieHeader(language: string) {
  const serialized = await languageCookie.serialize(language);
  return serialized.split(";")[0]!;
}

async function storedLanguage(response: WorkerResponse): Promise<unknown> {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) return undefined;
  return languageCookie.parse(setCookie.split(";")[0]!);
}

describe("language URLs and the stored choice (decision 002)", () => {
  it("sends a visitor who chose Spanish from / to /es", async () => {
    const response = await worker.fetch("/", { headers: { Cookie: await cookieHeader("es") } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es");
  });

  it("keeps a visitor who chose English, or made no choice, on /", async () => {
    expect((await worker.fetch("/", { headers: { Cookie: await cookieHeader("en") } })).status).toBe(200);
    expect((await worker.fetch("/")).status).toBe(200);
  });

  it("consults the stored choice only at /: other English pages stay English", async () => {
    const response = await worker.fetch("/no-such-page", { headers: { Cookie: await cookieHeader("es") } });
    expect(response.status).toBe(404);
    expect(htmlLang(await response.text())).toBe("en");
  });

  it("stores ?lng= in the lng cookie on any URL", async () => {
    const spanish = await worker.fetch("/es?lng=es");
    expect(spanish.status).toBe(200);
    expect(await storedLanguage(spanish)).toBe("es");
    expect(spanish.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(spanish.headers.get("Set-Cookie")).toMatch(/SameSite=Lax/i);

    const english = await worker.fetch("/?lng=en", { headers: { Cookie: await cookieHeader("es") } });
    expect(english.status, "an explicit English choice wins over the stored Spanish one").toBe(200);
    expect(await storedLanguage(english)).toBe("en");
  });

  it("turns /?lng=es into /es, storing the choice on the way", async () => {
    const response = await worker.fetch("/?lng=es");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es");
    expect(await storedLanguage(response)).toBe("es");
  });

  it("ignores an unsupported ?lng= value", async () => {
    const response = await worker.fetch("/?lng=fr");
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("drops ?lng= from the canonical URL", async () => {
    const html = await (await worker.fetch("/es?lng=es")).text();
    expect(linkHref(html, "canonical")).toBe(`${testOrigin}/es`);
  });

  it("links each page's toggle to its counterpart in the other language", async () => {
    const english = await (await worker.fetch("/")).text();
    expect(english).toContain('href="/es?lng=es"');
    const spanish = await (await worker.fetch("/es")).text();
    expect(spanish).toContain('href="/?lng=en"');
  });
});
