import { describe, expect, it } from "vitest";
import { currentPasswordHashParameters, hashPassword, needsRehash, parsePasswordHash, verifyPassword } from "~/auth/password-hash.server";

describe("password hashing (scrypt, decision 012)", () => {
  it("stores the algorithm and its parameters with a random salt, and verifies", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    expect(await hashPassword("correct horse battery staple")).not.toBe(stored);
  });

  it("keeps OWASP's scrypt minimum (N=2^14, r=8, p=5 or an equivalent cost)", () => {
    const { logCost, blockSize, parallelism } = currentPasswordHashParameters;
    expect(blockSize).toBeGreaterThanOrEqual(8);
    expect(2 ** logCost * parallelism).toBeGreaterThanOrEqual(2 ** 14 * 5);
    // Memory stays well inside a Worker isolate's 128 MB.
    expect(128 * 2 ** logCost * blockSize).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it("verifies a hash made with other parameters, and says it needs re-hashing", async () => {
    const weaker = await hashPassword("old password", { logCost: 10, blockSize: 8, parallelism: 1 });
    expect(parsePasswordHash(weaker)?.parameters).toEqual({ logCost: 10, blockSize: 8, parallelism: 1 });
    expect(await verifyPassword("old password", weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash(await hashPassword("new password"))).toBe(false);
  });

  it("treats the same text in another Unicode form as the same password", async () => {
    const composed = "contraseña-segura";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it("never matches a malformed or hostile stored value", async () => {
    const stored = await hashPassword("secret password");
    for (const value of ["", "secret password", "$2b$10$abcdefghijklmnopqrstuv", stored.replace("ln=14", "ln=30"), stored.slice(0, -8), `${stored}x`]) {
      expect(await verifyPassword("secret password", value), value).toBe(false);
    }
  });
});
