import { describe, expect, it } from "vitest";
import { answerWhileReadingTheRest, bodyCapFor, isCrossSiteWrite, limitRequestBody, MAX_BODY_BYTES, STUDIO_MAX_BODY_BYTES } from "~/http/request-guards";
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

/** A body that streams `chunks` pieces of `size` bytes, counting how many were read. */
function countedBody(chunks: number, size = 16 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, read: () => sent };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://www.example.org/", { method: "POST", headers, body, duplex: "half" } as RequestInit);

describe("limitRequestBody", () => {
  it("passes a body within the cap and keeps it readable", async () => {
    const request = new Request("https://www.example.org/", { method: "POST", body: "email=a%40b.co" });
    const result = await limitRequestBody(request);
    expect(result.ok).toBe(true);
    if (result.ok) expect(await result.request.text()).toBe("email=a%40b.co");
  });

  it("refuses a declared length over the cap at once, handing back the unread body", async () => {
    const body = countedBody(2);
    const result = await limitRequestBody(post(body.stream, { "Content-Length": String(MAX_BODY_BYTES + 1) }));
    expect(result).toEqual({ ok: false, reason: "tooLarge", unread: expect.any(ReadableStreamDefaultReader) });
  });

  it("refuses an undeclared body once it passes the cap, handing back the unread rest", async () => {
    const body = countedBody(20);
    const result = await limitRequestBody(post(body.stream));
    expect(result).toEqual({ ok: false, reason: "tooLarge", unread: expect.any(ReadableStreamDefaultReader) });
    expect(body.read()).toBeLessThan(20);
  });

  it("gives up on a body that stops arriving once the deadline passes", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email="));
      },
    });
    const startedAt = Date.now();
    expect(await limitRequestBody(post(stalled), { deadlineMs: 200 })).toEqual({
      ok: false,
      reason: "tooSlow",
      unread: expect.any(ReadableStreamDefaultReader),
    });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it("gives up on a body that keeps streaming past the deadline", async () => {
    // Every read resolves at once, so no timer could win a race against it; empty chunks never reach the cap.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(0));
      },
    });
    expect(await limitRequestBody(post(endless), { deadlineMs: 200 })).toEqual({
      ok: false,
      reason: "tooSlow",
      unread: expect.any(ReadableStreamDefaultReader),
    });
  });

  it("reports a body whose sender went away as broken", async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(100));
        controller.error(new Error("Network connection lost."));
      },
    });
    expect(await limitRequestBody(post(cut))).toEqual({ ok: false, reason: "broken", unread: null });
  });
});

describe("bodyCapFor", () => {
  it("gives the studio's pages, in both languages, the larger cap and every other path the usual one", () => {
    for (const path of ["/studio", "/studio/lessons/m1-01-what-insurance-is", "/es/studio/questions/m1-q001", "/studio.data"])
      expect(bodyCapFor(path)).toBe(STUDIO_MAX_BODY_BYTES);
    for (const path of ["/", "/studios", "/es/studiox", "/course/studio", "/admin-login", "/es/contact"]) expect(bodyCapFor(path)).toBe(MAX_BODY_BYTES);
  });
});

describe("answerWhileReadingTheRest", () => {
  it("sends the page whole, and ends it only once the rest of the body is read", async () => {
    const body = countedBody(20);
    const result = await limitRequestBody(post(body.stream));
    if (result.ok || !result.unread) throw new Error("expected an oversized body to be refused with its rest unread");
    const page = new Response("<h1>Too large</h1>", { status: 413, headers: { "Content-Type": "text/html; charset=utf-8" } });
    const answer = answerWhileReadingTheRest(page, result.unread);
    expect(answer.status).toBe(413);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await answer.text()).toBe("<h1>Too large</h1>");
    expect(body.read()).toBe(20);
  });

  it("ends the page when the sender goes away mid-body", async () => {
    let fail: (error: Error) => void = () => {};
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        fail = (error) => controller.error(error);
      },
    });
    const answer = answerWhileReadingTheRest(new Response("<h1>Too slow</h1>", { status: 408 }), cut.getReader());
    setTimeout(() => fail(new Error("Network connection lost.")), 50);
    expect(await answer.text()).toBe("<h1>Too slow</h1>");
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
