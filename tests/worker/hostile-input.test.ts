/**
 * Hostile requests, by class, against every action and every kind of page: none may get a 5xx.
 * The actions are listed from the built route manifest, so a new form is covered the day it exists;
 * the query parameters from the source, so a new one is covered the day something reads it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/cloudflare";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { es } from "~/locales/es";
import { insertLeads, insertUser, leadFactory } from "../factories";
import { logIn, nextClientAddress, signedInAdminForFile, signedSessionCookie } from "../support/accounts";
import { decodeEntities } from "../support/html";
import { clientManifestRoutes, routeSegments, sampleUrl, type ManifestRoute } from "../support/routes-manifest";
import { postForm, startWorkerForFile, testBindings, testOrigin } from "../support/worker";

const worker = startWorkerForFile();

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
  const admin = signedInAdminForFile(worker);

  it("finds the actions in the build", () => {
    expect(actionUrls.length).toBeGreaterThan(20);
    expect(actionUrls).toContain("/auth");
    expect(actionUrls).toContain("/es/admin-access");
  });

  for (const hostile of hostileBodies) {
    it(`${hostile.name} → ${hostile.expected} with a page in the visitor's language, anonymous and signed in`, async () => {
      for (const url of actionUrls) {
        for (const cookie of [undefined, admin.cookie]) {
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
      const response = await worker.fetch("/auth", {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-Host": host, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=login",
      });
      expect(response.status, origin).toBe(403);
    }
  });

  it("two thousand fuzzed requests across every action give no 5xx", { timeout: 180_000 }, async () => {
    const contentTypes = [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
      "application/json",
      "",
      "application/x-www-form-urlencoded; charset=latin1",
    ];
    const bodies = [
      "",
      "a",
      "email=%",
      "%%%",
      "intent=login&email=x&password=",
      "intent=create&email=%00",
      "formType=contact&email=a%40b.co&message=" + "x".repeat(5000),
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      '{"a":1}',
    ];
    const methods = ["POST", "POST", "POST", "PUT", "DELETE"];
    let serverErrors = 0;
    let total = 0;
    for (let index = 0; index < 2000; index++) {
      const url = actionUrls[(index * 7) % actionUrls.length]!;
      const contentType = contentTypes[index % contentTypes.length]!;
      const method = methods[index % methods.length]!;
      const response = await worker.fetch(url, {
        method,
        headers: {
          ...sameSite,
          ...(contentType ? { "Content-Type": contentType } : {}),
          "CF-Connecting-IP": nextClientAddress(),
          ...(index % 3 === 0 ? { Cookie: admin.cookie } : {}),
        },
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

const sourceRoot = path.resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(sourceRoot, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(sourceRoot, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) ? [relative] : [];
  });
}

/** The parameters read through a list rather than by name (the sponsorship form's campaign). */
const parametersReadThroughAList = ["source", "campaign", "medium"];

/** Every query parameter the app reads: each `searchParams.get("name")` (or getAll, has) in app/ and server.ts. */
function queryParameterNames(): string[] {
  const names = new Set(parametersReadThroughAList);
  let readsThroughAVariable = 0;
  for (const file of [...sourceFiles("app"), "server.ts"]) {
    const source = readFileSync(path.join(sourceRoot, file), "utf8");
    for (const match of source.matchAll(/searchParams\.(?:get|getAll|has)\(([^)]*)\)/g)) {
      const literal = /^"([^"]+)"$/.exec(match[1]!.trim());
      if (literal) names.add(literal[1]!);
      else readsThroughAVariable++;
    }
  }
  // A new parameter read through a variable must join the list above.
  expect(readsThroughAVariable).toBe(1);
  return [...names].sort();
}

/**
 * Hostile values as typed into the URL: long, percent-heavy, not UTF-8, a NUL, a backslash with
 * LIKE's wildcards, a character cut in half at the search box's 100. Each goes into every query
 * parameter at once; 5,000 characters would make a URL no edge passes on (16 KB), so that one goes
 * into the search and the path parameters.
 */
const hostileValues: Array<{ kind: string; value: string; queryParameters?: string[] }> = [
  { kind: "100 characters", value: "a".repeat(100) },
  { kind: "500 characters", value: "a".repeat(500) },
  { kind: "5,000 characters", value: "a".repeat(5000), queryParameters: ["q"] },
  { kind: "25 %", value: "%".repeat(25) },
  { kind: "%%%", value: "%%%" },
  { kind: "%E9 (not UTF-8)", value: "%E9" },
  { kind: "%zz", value: "%zz" },
  { kind: "25 é", value: "%C3%A9".repeat(25) },
  { kind: "%00", value: "%00" },
  { kind: "\\, % and _", value: "%5C%25_".repeat(17) },
  { kind: "an emoji cut in half at 100", value: `${"a".repeat(99)}%F0%9F%98%80` },
];

const manifestRoutes = clientManifestRoutes();

/** A route's path with sample values, or with `value` in its `slot`th dynamic segment (0 = the language). */
function routePath(route: ManifestRoute, value?: string, slot?: number): string {
  let dynamic = 0;
  const segments = routeSegments(route, manifestRoutes).map((segment) => {
    if (segment === "*" || segment.startsWith(":")) return ++dynamic === slot ? value! : segment === "*" ? "anything" : "1";
    return segment.replace(/\[(.*?)\]/g, "$1");
  });
  const language = slot === 0 ? [value!] : [];
  return `/${[...language, ...segments].join("/")}`;
}

/**
 * A route's URLs carrying `value` in each path parameter in turn, with their data URLs; the
 * language slot (no page's data is asked for under a language that is not one) without.
 */
function hostilePaths(route: ManifestRoute, value: string): string[] {
  const dynamicCount = routeSegments(route, manifestRoutes).filter((segment) => segment === "*" || segment.startsWith(":")).length;
  const urls = (route.path ?? "").startsWith(":lang?") ? [routePath(route, value, 0)] : [];
  for (let slot = 1; slot <= dynamicCount; slot++) urls.push(routePath(route, value, slot), dataUrl(routePath(route, value, slot)));
  return urls;
}

/** The single-fetch data URL of a page URL (`/` is `/_root.data`). */
function dataUrl(url: string): string {
  const [pathname, query] = url.split("?");
  const dataPath = pathname === "/" ? "/_root.data" : `${pathname!.replace(/\/$/, "")}.data`;
  return query === undefined ? dataPath : `${dataPath}?${query}`;
}

const oneClickPost = () => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextClientAddress() },
  body: "List-Unsubscribe=One-Click",
});

describe("every query and path parameter takes hostile values", () => {
  const admin = signedInAdminForFile(worker);
  const parameters = queryParameterNames();
  // A stored lead: a search condition is only evaluated against a row.
  beforeAll(() => insertLeads(worker.db, [leadFactory({ email: "hostile.values@example.com", firstName: "Hostile" })]));

  it("finds the parameters in the source and the dynamic segments in the build", () => {
    expect(parameters).toEqual(expect.arrayContaining(["q", "page", "tab", "owner", "dialog", "id", "returnTo", "source"]));
    const unsubscribe = manifestRoutes.find((route) => route.id === "routes/_marketing+/($lang).newsletter_.unsubscribe.$token")!;
    expect(hostilePaths(unsubscribe, "%zz")).toEqual(["/%zz/newsletter/unsubscribe/1", "/newsletter/unsubscribe/%zz", "/newsletter/unsubscribe/%zz.data"]);
    expect(dataUrl("/?q=1")).toBe("/_root.data?q=1");
  });

  for (const [index, { kind, value, queryParameters = parameters }] of hostileValues.entries()) {
    it(
      `${kind}: every page and its data, as a visitor and (where a visitor is sent to log in) as an admin, and every action's path as a one-click unsubscribe: no 5xx`,
      { timeout: 60_000 },
      async () => {
        const language = index % 2 === 0 ? "" : "/es";
        const query = queryParameters.map((name) => `${name}=${value}`).join("&");
        const pageRoutes = manifestRoutes.filter((route) => route.hasLoader && route.id !== "root");
        const visits = pageRoutes.flatMap((route) => {
          const withQuery = `${language}${routePath(route)}?${query}`;
          return [withQuery, dataUrl(withQuery), ...hostilePaths(route, value)];
        });

        const failures: string[] = [];
        const sentToLogIn: string[] = [];
        await eachFewAtATime(visits, async (url) => {
          const response = await worker.fetch(url);
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${response.status} visitor GET ${url}`);
          if (/\/(?:admin-login|auth)\?returnTo=/.test(response.headers.get("Location") ?? "")) sentToLogIn.push(url);
        });
        await eachFewAtATime(sentToLogIn, async (url) => {
          const response = await worker.fetch(url, { headers: { Cookie: admin.cookie } });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${response.status} admin GET ${url}`);
        });
        // A mail provider's RFC 8058 post: no cookie, no Origin; the Worker entry reads the path itself.
        const actionPaths = manifestRoutes.filter((route) => route.hasAction).flatMap((route) => hostilePaths(route, value));
        await eachFewAtATime(actionPaths, async (url) => {
          const response = await worker.fetch(url, oneClickPost());
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${response.status} one-click POST ${url}`);
        });

        expect(sentToLogIn.length, "the admin pages send a visitor to log in").toBeGreaterThan(3);
        expect(failures.map((failure) => failure.replaceAll(value, "‹value›")).sort()).toEqual([]);
      },
    );
  }
});

/** Runs `visit` over the items a few at a time (the worker answers them side by side). */
async function eachFewAtATime<T>(items: T[], visit: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runner = async () => {
    while (next < items.length) await visit(items[next++]!);
  };
  await Promise.all(Array.from({ length: 6 }, runner));
}

/** Cookie values that are not ours, by class. */
async function hostileCookies(name: string): Promise<Record<string, string>> {
  const unsignedJson = btoa(JSON.stringify({ userId: "x" }));
  const signedByAnother = (await createCookie(name, { secrets: ["not-our-secret-000000000000000000000"] }).serialize("x".repeat(43)))
    .split(";")[0]!
    .split("=")
    .slice(1)
    .join("=");
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
            expect(
              response.headers.getSetCookie().some((header) => header.startsWith("__session=;") && /Max-Age=0/i.test(header)),
              `${kind} ${page}`,
            ).toBe(true);
          }
        }
        // A form post too (the newsletter, from the footer of every page).
        const post = await postForm(
          worker,
          "/newsletter",
          { formType: "newsletter", email: "a@b.co" },
          { Cookie: `${cookieName}=${value}`, "CF-Connecting-IP": nextClientAddress() },
        );
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
    // A session of its own: the fuzz above may have posted to /logout with its admin's cookie.
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
