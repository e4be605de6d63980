import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { shortLivedCookie } from "~/http/signed-cookies.server";

const env = { SESSION_SECRET: "a-session-secret-of-at-least-32-characters" };
const site = "https://www.example.org/about";
const minute = 60;

/** The name=value part of a Set-Cookie header, as a browser would send it back. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie?: string, url = site) => new Request(url, cookie ? { headers: { Cookie: cookie } } : {});

describe("shortLivedCookie", () => {
  it("writes a signed, HttpOnly, SameSite=Lax, site-wide cookie with its Max-Age, Secure over HTTPS only", async () => {
    const overHttps = await shortLivedCookie(requestWith(), env, "toast", 10 * minute).write({ text: "hello" });
    expect(overHttps).toMatch(/^toast=[^;]+\.[^;]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const overHttp = await shortLivedCookie(requestWith(undefined, "http://localhost:8787/"), env, "toast", 10 * minute).write({ text: "hello" });
    expect(overHttp).toMatch(/^toast=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("reads back what it wrote, and taking it answers the header that removes it", async () => {
    const written = await shortLivedCookie(requestWith(), env, "prefill", 30 * minute).write({ email: "ana@example.com" });
    const cookie = shortLivedCookie(requestWith(sentBack(written)), env, "prefill", 30 * minute);
    expect(await cookie.read()).toEqual({ email: "ana@example.com" });
    expect(await cookie.take()).toEqual({ value: { email: "ana@example.com" }, setCookie: "prefill=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure" });
  });

  it("answers nothing and removes nothing when the request sent no such cookie", async () => {
    expect(await shortLivedCookie(requestWith("other=1"), env, "toast", minute).take()).toEqual({ value: null, setCookie: null });
  });

  it("refuses a tampered value, an unsigned one and one signed with another secret, and removes each", async () => {
    const written = sentBack(await shortLivedCookie(requestWith(), env, "toast", minute).write({ kind: "success" }));
    // Its own signature on another value (a longer life, another message).
    const signature = written.slice(written.lastIndexOf(".") + 1);
    const tampered = `toast=${encodeURIComponent(btoa(JSON.stringify({ value: { kind: "error" }, expiresAt: Date.now() + 3_600_000 })))}.${signature}`;
    const unsigned = sentBack(await createCookie("toast").serialize({ value: { kind: "error" }, expiresAt: Date.now() + 60_000 }));
    const otherSecret = sentBack(
      await createCookie("toast", { secrets: ["another-secret-of-at-least-32-characters"] }).serialize({
        value: { kind: "error" },
        expiresAt: Date.now() + 60_000,
      }),
    );
    for (const cookie of [tampered, unsigned, otherSecret, "toast=not-base64-at-all.%%%"]) {
      expect(await shortLivedCookie(requestWith(cookie), env, "toast", minute).take(), cookie).toEqual({
        value: null,
        setCookie: "toast=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
      });
    }
  });

  it("refuses a genuine cookie kept past its end, though the browser sent it", async () => {
    let now = Date.parse("2026-01-01T12:00:00Z");
    const clock = () => now;
    const written = sentBack(await shortLivedCookie(requestWith(), env, "toast", minute, clock).write({ kind: "success" }));
    const later = shortLivedCookie(requestWith(written), env, "toast", minute, clock);
    now += 59_000;
    expect(await later.read()).toEqual({ kind: "success" });
    now += 1_000;
    expect(await later.read()).toBeNull();
    expect(await later.take()).toEqual({ value: null, setCookie: "toast=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure" });
  });
});
