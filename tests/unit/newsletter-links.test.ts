import { describe, expect, it } from "vitest";
import { confirmLinkDays, readNewsletterLink, signNewsletterLink } from "~/newsletter/newsletter-links.server";

const secret = "a-test-secret-that-is-at-least-32-characters";
const day = 24 * 60 * 60 * 1000;

describe("signed newsletter links", () => {
  it("reads back the address it was signed for, URL-safe", async () => {
    const token = await signNewsletterLink(secret, "unsubscribe", "ana+news@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(await readNewsletterLink(secret, "unsubscribe", token)).toBe("ana+news@example.com");
  });

  it("refuses a token for another purpose, another secret, an altered address or signature, or garbage", async () => {
    const token = await signNewsletterLink(secret, "unsubscribe", "ana@example.com");
    const [address, issued, signature] = token.split(".") as [string, string, string];
    const otherAddress = btoa("eve@example.com").replace(/=+$/, "");
    expect(await readNewsletterLink(secret, "confirm", token)).toBeNull();
    expect(await readNewsletterLink(`${secret}-rotated`, "unsubscribe", token)).toBeNull();
    expect(await readNewsletterLink(secret, "unsubscribe", `${otherAddress}.${issued}.${signature}`)).toBeNull();
    expect(await readNewsletterLink(secret, "unsubscribe", `${address}.${issued}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(await readNewsletterLink(secret, "unsubscribe", `${address}.${(parseInt(issued, 36) + 1).toString(36)}.${signature}`)).toBeNull();
    for (const junk of ["", ".", "..", "a.b.c.d", "%%%.1.x", `${address}.${issued}`, "x".repeat(700)]) {
      expect(await readNewsletterLink(secret, "unsubscribe", junk)).toBeNull();
    }
  });

  it("lets a confirmation link work for a week; an unsubscribe link always", async () => {
    const then = Date.UTC(2026, 0, 1);
    const confirm = await signNewsletterLink(secret, "confirm", "ana@example.com", then);
    const unsubscribe = await signNewsletterLink(secret, "unsubscribe", "ana@example.com", then);
    expect(await readNewsletterLink(secret, "confirm", confirm, then + confirmLinkDays * day - 1000)).toBe("ana@example.com");
    expect(await readNewsletterLink(secret, "confirm", confirm, then + confirmLinkDays * day + 1000)).toBeNull();
    expect(await readNewsletterLink(secret, "unsubscribe", unsubscribe, then + 3650 * day)).toBe("ana@example.com");
  });
});
