import { describe, expect, it } from "vitest";
import { isCrossSiteWrite, limitRequestBody, MAX_BODY_BYTES } from "~/http/request-guards";
import { contentSecurityPolicy, createNonce } from "~/http/security-headers";

const own = ["https://www.example.org"];

describe("isCrossSiteWrite", () => {
  it("never flags GET or HEAD", () => {
    const request = new Request("https://www.example.org/", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(isCrossSiteWrite(request, own)).toBe(false);
  });

  it.each([
    [{ "Sec-Fetch-Site": "cross-site" }, true],
    [{ Origin: "https://evil.example" }, true],
    [{ Origin: "null" }, true],
    [{ Origin: "https://www.example.org", "Sec-Fetch-Site": "same-origin" }, false],
    [{}, false],
  ])("POST with %o → %s", (headers, expected) => {
    const request = new Request("https://www.example.org/", { method: "POST", headers, body: "x=1" });
    expect(isCrossSiteWrite(request, own)).toBe(expected);
  });
});

describe("limitRequestBody", () => {
  it("passes a body within the cap and keeps it readable", async () => {
    const request = new Request("https://www.example.org/", { method: "POST", body: "email=a%40b.co" });
    const result = await limitRequestBody(request);
    expect(result.ok).toBe(true);
    if (result.ok) expect(await result.request.text()).toBe("email=a%40b.co");
  });

  it("refuses a declared length over the cap without reading it", async () => {
    const request = new Request("https://www.example.org/", {
      method: "POST",
      headers: { "Content-Length": String(MAX_BODY_BYTES + 1) },
      body: "small",
    });
    expect((await limitRequestBody(request)).ok).toBe(false);
  });

  it("refuses an undeclared body once it passes the cap", async () => {
    const chunk = new Uint8Array(16 * 1024);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 5; index++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request("https://www.example.org/", { method: "POST", body, duplex: "half" } as RequestInit);
    expect((await limitRequestBody(request)).ok).toBe(false);
  });
});

describe("content security policy", () => {
  it("allows scripts only by nonce and forbids plugins, base rewriting and framing", () => {
    const policy = contentSecurityPolicy("abc", true);
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc", false)).not.toContain("upgrade-insecure-requests");
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    expect(atob([...nonces][0]!)).toHaveLength(16);
  });
});
