/**
 * The TOTP module (RFC 6238 on HOTP, RFC 4226) and what a second factor keeps at rest
 * (docs/decisions/062): the RFC's own test vectors, the window of accepted steps, a step accepted
 * once, secrets sealed per account, recovery codes stored as keyed hashes.
 */
import { describe, expect, it } from "vitest";
import {
  factorKeyMaterial,
  generateRecoveryCodes,
  normalizeRecoveryCode,
  openTotpSecret,
  recoveryCodeCount,
  recoveryCodeHash,
  sealTotpSecret,
} from "~/auth/factor-secrets.server";
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchingTimeStep, otpauthUri, timeStepAt, totpCode, totpParameters } from "~/auth/totp.server";

const ascii = (text: string) => new TextEncoder().encode(text);

describe("HOTP (RFC 4226, appendix D)", () => {
  it("gives the RFC's codes for counters 0 to 9 of its secret", async () => {
    const key = ascii("12345678901234567890");
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expect(await Promise.all(expected.map((_, counter) => hotp(key, counter)))).toEqual(expected);
  });
});

describe("TOTP (RFC 6238, appendix B)", () => {
  // The RFC's seeds: 20, 32 and 64 bytes of "1234567890…" for SHA-1, SHA-256 and SHA-512.
  const seeds = {
    "SHA-1": "12345678901234567890",
    "SHA-256": "12345678901234567890123456789012",
    "SHA-512": "1234567890123456789012345678901234567890123456789012345678901234",
  } as const;
  const vectors: Array<[number, string, keyof typeof seeds]> = [
    [59, "94287082", "SHA-1"],
    [59, "46119246", "SHA-256"],
    [59, "90693936", "SHA-512"],
    [1111111109, "07081804", "SHA-1"],
    [1111111109, "68084774", "SHA-256"],
    [1111111109, "25091201", "SHA-512"],
    [1111111111, "14050471", "SHA-1"],
    [1111111111, "67062674", "SHA-256"],
    [1111111111, "99943326", "SHA-512"],
    [1234567890, "89005924", "SHA-1"],
    [1234567890, "91819424", "SHA-256"],
    [1234567890, "93441116", "SHA-512"],
    [2000000000, "69279037", "SHA-1"],
    [2000000000, "90698825", "SHA-256"],
    [2000000000, "38618901", "SHA-512"],
    [20000000000, "65353130", "SHA-1"],
    [20000000000, "77737706", "SHA-256"],
    [20000000000, "47863826", "SHA-512"],
  ];
  for (const [seconds, code, algorithm] of vectors) {
    it(`gives ${code} at T=${seconds} with ${algorithm} (8 digits)`, async () => {
      const secret = base32Encode(ascii(seeds[algorithm]));
      expect(await totpCode(secret, { nowMs: seconds * 1000, digits: 8, algorithm })).toBe(code);
    });
  }

  it("truncates the same vectors to the 6 digits an app shows (SHA-1, our parameters)", async () => {
    const secret = base32Encode(ascii(seeds["SHA-1"]));
    expect(await totpCode(secret, { nowMs: 59_000 })).toBe("287082");
    expect(await totpCode(secret, { nowMs: 1111111109_000 })).toBe("081804");
    expect(totpParameters).toMatchObject({ algorithm: "SHA-1", digits: 6, periodSeconds: 30, acceptedSteps: 1 });
  });
});

describe("the accepted window", () => {
  const secret = generateTotpSecret();
  const now = 1_800_000_015_000; // 15 s into a step
  const step = timeStepAt(now);
  const codeAt = (offset: number) => totpCode(secret, { step: step + offset });

  it("accepts the code of this step and of one step either side, and names the step", async () => {
    for (const offset of [-1, 0, 1]) expect(await matchingTimeStep(secret, await codeAt(offset), { nowMs: now })).toBe(step + offset);
  });

  it("refuses codes two steps or more away", async () => {
    for (const offset of [-3, -2, 2, 3]) {
      const code = await codeAt(offset);
      // A code that happens to equal one inside the window is that step's code; skip such a clash.
      const inside = await Promise.all([-1, 0, 1].map(codeAt));
      if (!inside.includes(code)) expect(await matchingTimeStep(secret, code, { nowMs: now })).toBeNull();
    }
  });

  it("refuses a code of a step already accepted (replay) or before it, and accepts a later one", async () => {
    expect(await matchingTimeStep(secret, await codeAt(0), { nowMs: now, afterStep: step })).toBeNull();
    expect(await matchingTimeStep(secret, await codeAt(-1), { nowMs: now, afterStep: step })).toBeNull();
    expect(await matchingTimeStep(secret, await codeAt(1), { nowMs: now, afterStep: step })).toBe(step + 1);
  });

  it("refuses what is not six digits, and forgives the space an app shows in the middle", async () => {
    const code = await codeAt(0);
    expect(await matchingTimeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { nowMs: now })).toBe(step);
    for (const typed of ["", "12345", "1234567", "abcdef", `${code}0`]) expect(await matchingTimeStep(secret, typed, { nowMs: now })).toBeNull();
  });
});

describe("secrets", () => {
  it("are 20 random bytes in base32 (32 characters), different each time, read back whole", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(base32Encode(base32Decode(secret.toLowerCase().replace(/(.{4})/g, "$1 "))!)).toBe(secret);
    expect(base32Decode("not base32!")).toBeNull();
  });

  it("are announced to the app with our parameters", () => {
    const uri = new URL(otpauthUri({ secret: "JBSWY3DPEHPK3PXP", accountName: "ana@example.com", issuer: "Florida Financial Academy" }));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Florida Financial Academy:ana@example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: "JBSWY3DPEHPK3PXP",
      issuer: "Florida Financial Academy",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });

  it("are sealed per account: the stored value is not the secret, opens only for its account and key", async () => {
    const secret = generateTotpSecret();
    const material = factorKeyMaterial({ SESSION_SECRET: "s".repeat(40) });
    const sealed = await sealTotpSecret(secret, "user-1", material);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toBe(await sealTotpSecret(secret, "user-1", material));
    expect(await openTotpSecret(sealed, "user-1", material)).toBe(secret);
    expect(await openTotpSecret(sealed, "user-2", material)).toBeNull();
    expect(await openTotpSecret(sealed, "user-1", "another key of at least thirty-two chars")).toBeNull();
    expect(await openTotpSecret(`${sealed.slice(0, -2)}AA`, "user-1", material)).toBeNull();
    expect(await openTotpSecret("nonsense", "user-1", material)).toBeNull();
  });

  it("are sealed with TWO_FACTOR_KEY when it is set, else with SESSION_SECRET", () => {
    expect(factorKeyMaterial({ SESSION_SECRET: "session", TWO_FACTOR_KEY: "two-factor" })).toBe("two-factor");
    expect(factorKeyMaterial({ SESSION_SECRET: "session" })).toBe("session");
  });
});

describe("recovery codes", () => {
  it("are ten, distinct, 50 random bits each in two groups of five", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it("are read as typed: case, spaces and dashes forgiven, O read as 0 and I or L as 1; anything else is not one", () => {
    expect(normalizeRecoveryCode("abcde-fgh2k")).toBe("ABCDEFGH2K");
    expect(normalizeRecoveryCode(" ABCDE FGH2K ")).toBe("ABCDEFGH2K");
    expect(normalizeRecoveryCode("O0IL1-22222")).toBe("00111" + "22222");
    for (const typed of ["", "ABCDE", "ABCDE-FGH2K-X", "ABCDE-FGH2U", "123456"]) expect(normalizeRecoveryCode(typed)).toBeNull();
  });

  it("are stored as a keyed hash that is not the code, differs per account and per key, and is the same for the same code", async () => {
    const material = "k".repeat(40);
    const code = normalizeRecoveryCode(generateRecoveryCodes(1)[0]!)!;
    const hash = await recoveryCodeHash(code, "user-1", material);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.toLowerCase());
    expect(await recoveryCodeHash(code, "user-1", material)).toBe(hash);
    expect(await recoveryCodeHash(code, "user-2", material)).not.toBe(hash);
    expect(await recoveryCodeHash(code, "user-1", "another key of at least thirty-two chars")).not.toBe(hash);
  });
});
