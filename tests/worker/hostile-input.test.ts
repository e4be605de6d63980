/**
 * Hostile requests, by class, against every action and every kind of page: none may get a 5xx.
 * The actions are listed from the built route manifest, so a new form is covered the day it exists.
 */
import { createCookie } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertUser } from "../factories";
import { logIn, nextClientAddress, signedSessionCookie } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { clientManifestRoutes, sampleUrl } from "../support/routes-manifest";
import { postForm, startWorker, testBindings, testOrigin, type TestWorker } from "../support/worker";

let worker: TestWorker;
let adminCookie: string;
beforeAll(async () => {
  worker = await startWorker();
  const { user, password } = await insertUser(worker.db, { role: "admin" });
  adminCookie = await logIn(worker, user.email, password);
});
afterAll(() => worker.dispose());

const host = new URL(testOrigin).host;
const sameSite = { Origin: testOrigin, "X-Forwarded-Host": host };

/** Every route with an action, in both languages (sample values for parameters). */
const actionUrls = clientManifestRoutes()
  .filter((route) => route.hasAction)
  .map(sampleUrl)
  .flatMap((url) => [url, url === "/?index" ? "/es?index" : `/es${url}`]);

interface HostileBody {
  name: string;
  method?: string;
  headers: Record<string, string>;
  body?: string;
  expected: number;
}

const boundary = "----hostile";
const hostileBodies: HostileBody[] = [
  { name: "text/plain", headers: { "Content-Type": "text/plain" }, body: "email=a@b.co", expected: 415 },
  { name: "JSON", headers: { "Content-Type": "application/json" }, body: '{"email":"a@b.co"}', expected: 415 },
  { name: "no Content-Type", headers: {}, body: "email=a%40b.co", expected: 415 },
  { name: "charset=utf-16", headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-16" }, body: "email=a%40b.co", expected: 415 },
  { name: "multipart without a boundary", headers: { "Content-Type": "multipart/form-data" }, body: "email=a%40b.co", expected: 415 },
  {
    name: "a multipart part without a name",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`,
    expected: 400,
  },
  {
    name: "a broken multipart body",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end`,
    expected: 400,
  },
  { name: "PUT", method: "PUT", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "email=a%40b.co", expected: 405 },
  { name: "PATCH", method: "PATCH", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "email=a%40b.co", expected: 405 },
  { name: "DELETE", method: "DELETE", headers: {}, expected: 405 },
];

describe("every action answers hostile bodies calmly", () => {
  it("finds the actions in the build", () => {
    expect(actionUrls.length).toBeGreaterThan(20);
    expect(actionUrls).toContain("/auth");
    expect(actionUrls).toContain("/es/admin-access");
  });

  for (const hostile of hostileBodies) {
    it(`${hostile.name} → ${hostile.expected} with a page in the visitor's language, anonymous and signed in`, async () => {
      for (const url of actionUrls) {
        for (const cookie of [undefined, adminCookie]) {
          const response = await worker.fetch(url, {
            method: hostile.method ?? "POST",
            headers: { ...sameSite, ...hostile.headers, "CF-Connecting-IP": nextClientAddress(), ...(cookie ? { Cookie: cookie } : {}) },
            body: hostile.body,
          });
          expect(response.status, `${hostile.name} ${url}`).toBe(hostile.expected);
          const html = decodeEntities(await response.text());
          const dictionary = url.startsWith("/es") ? es : en;
          expect(html, url).toContain(dictionary.errors.badRequestTitle);
          expect(html).toContain(`lang="${url.startsWith("/es") ? "es" : "en"}"`);
        }
      }
    });
  }

  it("a form post from a host that is ours by SITE_URL but not the one reached is a 403, never a 500", async () => {
    for (const url of actionUrls) {
      const response = await worker.fetch(url, {
        method: "POST",
        headers: { Origin: testOrigin, "X-Forwarded-Host": "www.example.org", "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.co",
      });
      expect(response.status, url).toBe(403);
    }
  });

  it("a malformed, null or foreign Origin is a 403", async () => {
    for (const origin of ["null", "http://[::1", "https://evil.example", `${testOrigin}.evil.example`]) {
      const response = await worker.fetch("/auth", { method: "POST", headers: { Origin: origin, "X-Forwarded-Host": host, "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=login" });
      expect(response.status, origin).toBe(403);
    }
  });

  it("two thousand fuzzed requests across every action give no 5xx", { timeout: 180_000 }, async () => {
    const contentTypes = ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain", "application/json", "", "application/x-www-form-urlencoded; charset=latin1"];
    const bodies = ["", "a", "email=%", "%%%", "intent=login&email=x&password=", "intent=create&email=%00", "formType=contact&email=a%40b.co&message=" + "x".repeat(5000), "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--x--\r\n", "{\"a\":1}"];
    const methods = ["POST", "POST", "POST", "PUT", "DELETE"];
    let serverErrors = 0;
    let total = 0;
    for (let index = 0; index < 2000; index++) {
      const url = actionUrls[(index * 7) % actionUrls.length]!;
      const contentType = contentTypes[index % contentTypes.length]!;
      const method = methods[index % methods.length]!;
      const response = await worker.fetch(url, {
        method,
        headers: { ...sameSite, ...(contentType ? { "Content-Type": contentType } : {}), "CF-Connecting-IP": nextClientAddress(), ...(index % 3 === 0 ? { Cookie: adminCookie } : {}) },
        body: method === "DELETE" ? undefined : bodies[(index * 5) % bodies.length],
      });
      await response.arrayBuffer();
      total++;
      if (response.status >= 500) serverErrors++;
    }
    console.log(JSON.stringify({ fuzzed: total, serverErrors }));
    expect(serverErrors).toBe(0);
  });
});

/** Cookie values that are not ours, by class. */
async function hostileCookies(name: string): Promise<Record<string, string>> {
  const unsignedJson = btoa(JSON.stringify({ userId: "x" }));
  const signedByAnother = (await createCookie(name, { secrets: ["not-our-secret-000000000000000000000"] }).serialize("x".repeat(43))).split(";")[0]!.split("=").slice(1).join("=");
  const ours = (await signedSessionCookie("a".repeat(43))).split("=").slice(1).join("=");
  return {
    "forged (not base64)": "forged.value",
    "no signature": "garbage",
    "unsigned JSON": unsignedJson,
    "signed with another secret": signedByAnother,
    truncated: ours.slice(0, ours.length - 5),
    "bad percent-encoding": "%E0%A4%A",
    oversized: "A".repeat(3500) + ".B",
    "a signed id with no session": ours,
  };
}

describe("a cookie that is not ours reads as no cookie on every kind of page", () => {
  const pages = ["/", "/es/about", "/blog/1", "/auth", "/account", "/es/admin", "/submissions-manager", "/license-application.data", "/no-such-page"];

  for (const cookieName of ["__session", "toast", "lng", "prefill", "invite_link", "trusted_device"]) {
    it(`${cookieName}: no 5xx anywhere, and a bad session cookie is cleared`, async () => {
      for (const [kind, value] of Object.entries(await hostileCookies(cookieName))) {
        for (const page of pages) {
          const response = await worker.fetch(page, { headers: { Cookie: `${cookieName}=${value}` } });
          expect(response.status, `${cookieName} ${kind} ${page}`).toBeLessThan(500);
          const body = await response.text();
          expect(body).not.toContain("errors.title");
          if (cookieName === "__session" && response.status === 200 && page.endsWith(".data") === false) {
            expect(response.headers.getSetCookie().some((header) => header.startsWith("__session=;") && /Max-Age=0/i.test(header)), `${kind} ${page}`).toBe(true);
          }
        }
        // A form post too (the newsletter, from the footer of every page).
        const post = await postForm(worker, "/newsletter", { formType: "newsletter", email: "a@b.co" }, { Cookie: `${cookieName}=${value}`, "CF-Connecting-IP": nextClientAddress() });
        expect(post.status, `${cookieName} ${kind} POST`).toBeLessThan(500);
      }
    });
  }

  it("a forged session cookie on an admin page is a visitor: sent to the login", async () => {
    const response = await worker.fetch("/admin", { headers: { Cookie: "__session=forged.value" } });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin-login?returnTo=%2Fadmin");
  });
});

describe("redirects never leave the site", () => {
  const bypasses = [
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "/%5cevil.example",
    "/%2f%2fevil.example",
    "https://evil.example",
    "http:/evil.example",
    "/\t/evil.example",
    " //evil.example",
    "/./\\/evil.example",
  ];

  const stays = (location: string | null) => location !== null && new URL(location, testOrigin).origin === testOrigin && !location.startsWith("//");

  it("lead forms (with and without JavaScript)", async () => {
    for (const returnTo of bypasses) {
      for (const enhanced of [false, true]) {
        const response = await postForm(
          worker,
          "/newsletter",
          { formType: "newsletter", email: "safe@example.com", returnTo, ...(enhanced ? { enhanced: "1" } : {}) },
          { "CF-Connecting-IP": nextClientAddress() },
        );
        if (enhanced) {
          const answer = JSON.stringify(await response.text());
          expect(answer, returnTo).not.toContain("evil.example");
        } else {
          expect(response.status, returnTo).toBe(303);
          expect(stays(response.headers.get("Location")), `${returnTo} → ${response.headers.get("Location")}`).toBe(true);
        }
      }
    }
  });

  it("the login forms and their pages", async () => {
    const { user, password } = await insertUser(worker.db, { role: "admin" });
    // A session of its own: the fuzz above may have posted to /logout with adminCookie.
    const signedInCookie = await logIn(worker, user.email, password);
    for (const returnTo of bypasses) {
      for (const path of ["/auth", "/admin-login"]) {
        const response = await postForm(worker, path, { intent: "login", email: user.email, password, returnTo }, { "CF-Connecting-IP": nextClientAddress() });
        expect(response.status, `${path} ${returnTo}`).toBe(303);
        expect(stays(response.headers.get("Location")), `${path} ${returnTo} → ${response.headers.get("Location")}`).toBe(true);
      }
      const signedIn = await worker.fetch(`/admin-login?returnTo=${encodeURIComponent(returnTo)}`, { headers: { Cookie: signedInCookie } });
      expect(stays(signedIn.headers.get("Location")), returnTo).toBe(true);
    }
  });
});

describe("error pages", () => {
  it("the not-found page and a failed render carry words, never raw keys, in both languages", async () => {
    for (const path of ["/no-such-page", "/es/no-such-page", "/blog/999", "/es/blog/999"]) {
      const response = await worker.fetch(path, { headers: { Cookie: "__session=forged.value" } });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toMatch(/(notFound|errors)\.[a-z]+/i);
    }
  });

  it("routine redirects and 404s are not logged as errors", async () => {
    worker.takeLogLines();
    await worker.fetch("/admin");
    await worker.fetch("/no-such-page");
    await worker.fetch("/es/blog/999");
    const errors = worker.takeLogLines().filter((line) => line.level === "error");
    expect(errors).toEqual([]);
  });
});

void testBindings;
