import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BODY_DEADLINE_MS } from "~/http/request-guards";
import { decodeEntities, firstHeading, htmlLang } from "../support/html";
import { leadPost, validLeads } from "../support/lead-fixtures";
import { clientManifestRoutes, sampleUrl } from "../support/routes-manifest";
import { postForm, rows, startWorker, testBindings, testOrigin, startWorkerForFile } from "../support/worker";

const worker = startWorkerForFile();

function cspNonce(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

describe("security headers (docs/SECURITY.md)", () => {
  it("give every HTML page a nonce-based CSP whose nonce is on every script", async () => {
    const response = await worker.fetch("/");
    const policy = response.headers.get("Content-Security-Policy");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = cspNonce(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (tag.includes('type="application/ld+json"')) continue; // data, not script
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it("use a fresh nonce for every response", async () => {
    const first = cspNonce((await worker.fetch("/")).headers.get("Content-Security-Policy"));
    const second = cspNonce((await worker.fetch("/")).headers.get("Content-Security-Policy"));
    expect(first).not.toBe(second);
  });

  it("send nosniff, a referrer policy, a permissions policy and frame denial", async () => {
    for (const pagePath of ["/", "/es", "/no-such-page"]) {
      const { headers } = await worker.fetch(pagePath);
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Permissions-Policy")).toContain("camera=()");
      expect(headers.get("X-Frame-Options")).toBe("DENY");
    }
  });

  it("send HSTS on https outside localhost, and not on http://localhost", async () => {
    expect((await worker.fetch("/")).headers.get("Strict-Transport-Security")).toBeNull();
    const secure = await worker.mf.dispatchFetch("https://www.example.org/");
    expect(secure.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(secure.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });
});

describe("cross-site writes are refused (CSRF)", () => {
  it("answers 403 to a POST the browser marks cross-site", async () => {
    const response = await worker.fetch("/", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co",
    });
    expect(response.status).toBe(403);
    expect(firstHeading(await response.text())).toBe("Request refused");
  });

  it("answers 403 to a POST from a foreign Origin, in the page's language", async () => {
    const response = await worker.fetch("/es", {
      method: "POST",
      headers: { Origin: "https://attacker.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co",
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(htmlLang(html)).toBe("es");
    expect(firstHeading(html)).toBe("Solicitud rechazada");
  });

  it("lets a same-origin POST through to the app", async () => {
    const response = await worker.fetch("/no-such-page", {
      method: "POST",
      // The Origin must name the host the request reached (miniflare sends its own Host, so X-Forwarded-Host says which).
      headers: {
        Origin: testOrigin,
        "X-Forwarded-Host": new URL(testOrigin).host,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "a=1",
    });
    expect(response.status).not.toBe(403);
  });

  it("never refuses a GET, whatever its origin", async () => {
    const response = await worker.fetch("/", { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://attacker.example" } });
    expect(response.status).toBe(200);
  });
});

describe("request body cap", () => {
  const oversized = "x=" + "a".repeat(70 * 1024);

  it("answers 413 with a friendly page to a body declared over 64 KB", async () => {
    const response = await worker.fetch("/", {
      method: "POST",
      headers: { Origin: testOrigin, "X-Forwarded-Host": new URL(testOrigin).host, "Content-Type": "application/x-www-form-urlencoded" },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(firstHeading(await response.text())).toBe("That was too much to send");
  });

  it("answers 413 to an oversized body sent without a length (chunked)", async () => {
    const bytes = new TextEncoder().encode(oversized);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const response = await worker.fetch("/es", {
      method: "POST",
      headers: { Origin: testOrigin, "X-Forwarded-Host": new URL(testOrigin).host, "Content-Type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as never);
    expect(response.status).toBe(413);
    expect(firstHeading(await response.text())).toBe("El envío es demasiado grande");
  });

  it("answers 408 with a page in the URL's language to a body that stops arriving", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=stalled"));
      },
    });
    const startedAt = Date.now();
    const response = await worker.fetch("/es/newsletter", {
      method: "POST",
      headers: { Origin: testOrigin, "X-Forwarded-Host": new URL(testOrigin).host, "Content-Type": "application/x-www-form-urlencoded" },
      body: stalled,
      duplex: "half",
    } as never);
    expect(response.status).toBe(408);
    expect(firstHeading(await response.text())).toBe("El envío tardó demasiado en llegar");
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(BODY_DEADLINE_MS - 1_000);
  });
});

describe("request log", () => {
  it("writes one JSON line per request, without the query string", async () => {
    worker.takeLogLines();
    await worker.fetch("/es?email=someone%40example.com");
    await expect
      .poll(() => worker.takeLogLines().filter((line) => line.event === "request"))
      .toEqual([expect.objectContaining({ method: "GET", path: "/es", status: 200, durationMs: expect.any(Number) })]);
  });
});

describe("the edge cache for anonymous pages keeps the CSP sound", () => {
  it("serves a repeat visit from the cache with a fresh nonce in the header and every attribute", async () => {
    const first = await worker.fetch("/license-journey");
    const firstNonce = cspNonce(first.headers.get("Content-Security-Policy"))!;
    await first.text();
    await expect.poll(async () => (await worker.fetch("/license-journey")).headers.get("X-Html-Cache")).toBe("hit");

    const again = await worker.fetch("/license-journey");
    const nonce = cspNonce(again.headers.get("Content-Security-Policy"))!;
    const html = await again.text();
    expect(nonce).not.toBe(firstNonce);
    expect(html).not.toContain(firstNonce);
    const attributes = html.match(/nonce="[^"]*"/g) ?? [];
    expect(attributes.length).toBeGreaterThan(0);
    expect(new Set(attributes)).toEqual(new Set([`nonce="${nonce}"`]));
  });

  it("never caches what may differ per visitor: a request with cookies, a response that sets one, a post, the directory", async () => {
    await worker.fetch("/terms");
    expect((await worker.fetch("/terms", { headers: { Cookie: "toast=x" } })).headers.get("X-Html-Cache")).toBeNull();
    for (let visit = 0; visit < 2; visit++) {
      const choosing = await worker.fetch("/terms?lng=es");
      expect(choosing.headers.get("Set-Cookie")).toContain("lng=");
      expect(choosing.headers.get("X-Html-Cache"), "a response that sets a cookie is not stored").toBeNull();
    }
    await worker.fetch("/business-search");
    expect((await worker.fetch("/business-search")).headers.get("X-Html-Cache")).toBeNull();
    const post = await worker.fetch("/newsletter", { method: "POST", headers: { Origin: testOrigin }, body: new URLSearchParams({ email: "x" }) });
    expect(post.headers.get("X-Html-Cache")).toBeNull();
  });
});

describe("every action refuses a cross-site post", () => {
  const actionRoutes = clientManifestRoutes().filter((route) => route.hasAction);
  it("there are actions to check", () => {
    expect(actionRoutes.length).toBeGreaterThan(5);
  });
  for (const route of actionRoutes) {
    it(`${route.id} → 403`, async () => {
      const attacks: Array<Record<string, string>> = [{ "Sec-Fetch-Site": "cross-site" }, { Origin: "https://attacker.example" }];
      for (const headers of attacks) {
        const response = await worker.fetch(sampleUrl(route), {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: "formType=newsletter&email=victim%40example.com",
        });
        expect(response.status).toBe(403);
        await response.arrayBuffer();
      }
    });
  }
});

describe("GET never changes state", () => {
  it("visiting every page, even with a form's fields in the query, stores nothing", async () => {
    const count = async () =>
      (await rows<{ count: number }>(worker, "SELECT (SELECT COUNT(*) FROM form_submissions) + (SELECT COUNT(*) FROM email_outbox) AS count"))[0]!.count;
    const before = await count();
    const query = "?formType=newsletter&email=get%40example.com&homepage=&enhanced=1";
    for (const route of clientManifestRoutes().filter((candidate) => candidate.hasLoader && candidate.id !== "root")) {
      const url = sampleUrl(route).replace("?index", "");
      await (await worker.fetch(`${url}${url.includes("?") ? "&" : "?"}${query.slice(1)}`)).arrayBuffer();
    }
    expect(await count()).toBe(before);
  });
});

describe("cookies", () => {
  it("the language, toast and hand-over cookies are HttpOnly, SameSite=Lax, Path=/ and Secure over https", async () => {
    const language = (await worker.mf.dispatchFetch("https://www.example.org/es?lng=es")).headers.get("Set-Cookie")!;
    expect(language).toMatch(/^lng=/);
    for (const flag of [/HttpOnly/i, /SameSite=Lax/i, /Path=\//i, /Secure/i]) expect(language).toMatch(flag);

    const post = await worker.mf.dispatchFetch("https://www.example.org/youth-sponsorship", {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: "https://www.example.org",
        "X-Forwarded-Host": "www.example.org",
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": "192.0.2.200",
      },
      body: new URLSearchParams({ formType: "youth-sponsorship", homepage: "", email: "cookie-flags@example.com" }).toString(),
    });
    const cookies = post.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0]).sort()).toEqual(["prefill", "toast"]);
    for (const cookie of cookies) for (const flag of [/HttpOnly/i, /SameSite=Lax/i, /Path=\//i, /Secure/i]) expect(cookie).toMatch(flag);
  });
});

describe("no secret reaches the browser", () => {
  it("no client file names a secret, its example value, or the leads address", () => {
    const folder = path.resolve(import.meta.dirname, "../../public/build");
    const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const example = readFileSync(path.resolve(import.meta.dirname, "../../.dev.vars.example"), "utf8");
    const exampleValues = [...example.matchAll(/^[A-Z_]+=(.+)$/gm)]
      .map((match) => match[1]!.trim())
      .filter((value) => value.startsWith("local-") || value.includes("@"));
    const forbidden = ["SESSION_SECRET", "EMAIL_API_KEY", "ADMIN_MASTER_PASSWORD", "LEADS_NOTIFY_EMAIL", ...exampleValues, testBindings.SESSION_SECRET];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(path.join(file.parentPath, file.name), "latin1");
      for (const needle of forbidden) expect(text.includes(needle), `${file.name} contains ${needle}`).toBe(false);
    }
  });
});

describe("a lead and its e-mails are stored together or not at all", () => {
  it("when an outbox row cannot be written, the submission is not stored either, and the visitor keeps what they typed", async () => {
    await worker.db.prepare("CREATE TRIGGER refuse_outbox BEFORE INSERT ON email_outbox BEGIN SELECT RAISE(ABORT, 'outbox unavailable'); END").run();
    try {
      const response = await postForm(
        worker,
        "/license-application",
        leadPost("license-application", { ...validLeads["license-application"], email: "atomic@example.com" }),
        { "CF-Connecting-IP": "192.0.2.201" },
      );
      expect(response.status).toBe(503);
      const html = decodeEntities(await response.text());
      expect(html).toContain("There was a problem submitting your application. Please try again.");
      expect(html).toContain("Is the course online?");
      expect(await rows(worker, "SELECT id FROM form_submissions WHERE email = 'atomic@example.com'")).toEqual([]);
    } finally {
      await worker.db.prepare("DROP TRIGGER refuse_outbox").run();
    }
  });
});

describe("the generic error page", () => {
  it("shows no stack trace or database detail when a loader fails", async () => {
    const broken = await startWorker();
    try {
      await broken.db.prepare("DROP TABLE partners").run();
      const response = await broken.fetch("/business-search");
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(firstHeading(html)).toBe("Something went wrong");
      expect(html).not.toMatch(/no such table|SQLITE|D1_ERROR|at [\w.]+ \(|\.ts:\d+/i);
    } finally {
      await broken.dispose();
    }
  });
});
