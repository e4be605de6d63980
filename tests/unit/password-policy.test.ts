/**
 * The password policy's parts that need no worker (docs/decisions/066-password-policy.md): the list
 * of common passwords is what the script makes from zxcvbn-ts's dictionary, the breach check asks
 * the range API the k-anonymity way and reads its answer, and outside production nothing is asked.
 * Nothing here reaches the internet: every request goes to a stand-in.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminPasswordMinimumLength, passwordMinimumLength } from "~/auth/auth-schemas";
import { breachCount, passwordProblem, type BreachRangeFetch } from "~/auth/password-policy.server";
import { commonPasswordList, commonPasswordsModule, shortestKept } from "../../scripts/common-passwords.mjs";

const root = path.resolve(import.meta.dirname, "../..");

// SHA-1("password") = 5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8: the range API gets the first five characters.
const passwordPrefix = "5BAA6";
const passwordSuffix = "1E4C9B93F3F0682250B6CF8331B7EE68FD8";

/** A stand-in for the range API: records what it was asked, answers with `body` (or fails as told). */
function rangeApi(answer: { body?: string; status?: number; fails?: boolean; hangs?: boolean }) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const fetchRange: BreachRangeFetch = async (url, init) => {
    asked.push({ url, init });
    if (answer.fails) throw new TypeError("network down");
    if (answer.hangs) {
      return new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    }
    return new Response(answer.body ?? "", { status: answer.status ?? 200 });
  };
  return { asked, fetchRange };
}

const production = { env: { ENVIRONMENT: "production" } } as Parameters<typeof passwordProblem>[0];
const test = { env: { ENVIRONMENT: "test" } } as Parameters<typeof passwordProblem>[0];

describe("the list of common passwords", () => {
  it("is the one the script makes from the installed zxcvbn-ts dictionary (run node scripts/common-passwords.mjs after an upgrade)", () => {
    expect(readFileSync(path.join(root, "app/auth/common-passwords.js"), "utf8")).toBe(commonPasswordsModule());
  });

  it("keeps every password of the length anyone may choose, lower-cased, each once", () => {
    expect(shortestKept).toBe(passwordMinimumLength);
    const list: string[] = commonPasswordList();
    expect(list.length).toBeGreaterThan(15_000);
    expect(list).toContain("password");
    expect(list).toContain("1qaz2wsx3edc4rfv");
    expect(list.every((entry) => entry === entry.toLowerCase() && [...entry].length >= passwordMinimumLength)).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe("the breach check (Have I Been Pwned's range API)", () => {
  it("sends the first five characters of the SHA-1 only, asks for padding, and finds the rest of the hash in the answer", async () => {
    const { asked, fetchRange } = rangeApi({
      body: `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${passwordSuffix}:9659365\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0`,
    });
    expect(await breachCount("password", fetchRange)).toBe(9_659_365);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe(`https://api.pwnedpasswords.com/range/${passwordPrefix}`);
    expect(new Headers(asked[0]!.init.headers).get("Add-Padding")).toBe("true");
    // Nothing else leaves: no body, no other header.
    expect(asked[0]!.init.body).toBeUndefined();
    expect([...new Headers(asked[0]!.init.headers).keys()]).toEqual(["add-padding"]);
  });

  it("reads a padding line (count 0) and an absent suffix as never breached", async () => {
    expect(await breachCount("password", rangeApi({ body: `${passwordSuffix}:0\nFFFFF45C4D1DEF81644B54AB7F969B88D65:3` }).fetchRange)).toBe(0);
    expect(await breachCount("password", rangeApi({ body: "0018A45C4D1DEF81644B54AB7F969B88D65:1" }).fetchRange)).toBe(0);
  });

  it("says it could not ask when the API fails, answers an error status, or takes longer than the timeout", async () => {
    expect(await breachCount("password", rangeApi({ fails: true }).fetchRange)).toBeUndefined();
    expect(await breachCount("password", rangeApi({ status: 503 }).fetchRange)).toBeUndefined();
    const startedAt = Date.now();
    expect(await breachCount("password", rangeApi({ hangs: true }).fetchRange, 50)).toBeUndefined();
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});

describe("a new password's problem", () => {
  const uncommon = "violet-kettle-harbour";

  it("an admin's needs 15 characters, as a person counts them", async () => {
    expect(adminPasswordMinimumLength).toBe(15);
    expect(await passwordProblem(test, "x".repeat(14), "admin")).toBe("admin-too-short");
    expect(await passwordProblem(test, "🙂".repeat(14), "admin")).toBe("admin-too-short");
    expect(await passwordProblem(test, "violet-kettle-h", "admin")).toBeUndefined();
    expect(await passwordProblem(test, "x".repeat(14), "user")).toBeUndefined();
  });

  it("a common one is refused whatever its capitals, for anyone", async () => {
    for (const [password, role] of [
      ["password", "user"],
      ["SunShine", "user"],
      ["1QAZ2WSX3EDC4RFV", "admin"],
      ["iloveyou", "instructor"],
    ] as const) {
      expect(await passwordProblem(test, password, role), password).toBe("common");
    }
  });

  it("outside production, the range API is never asked", async () => {
    const { asked, fetchRange } = rangeApi({ body: `${passwordSuffix}:5` });
    expect(await passwordProblem(test, uncommon, "user", fetchRange)).toBeUndefined();
    expect(await passwordProblem({ env: { ENVIRONMENT: "development" } } as typeof test, uncommon, "user", fetchRange)).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("in production, a breached one is refused; when the API fails, the list alone decides", async () => {
    const breached = rangeApi({ body: "" });
    // The stand-in answers with the suffix of whatever it is asked about.
    const found: BreachRangeFetch = async (url, init) => {
      breached.asked.push({ url, init });
      const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(uncommon));
      const hex = [...new Uint8Array(digest)]
        .map((byte) => byte.toString(16).padStart(2, "0"))
        .join("")
        .toUpperCase();
      return new Response(`${hex.slice(5)}:2\n`);
    };
    expect(await passwordProblem(production, uncommon, "user", found)).toBe("breached");
    expect(breached.asked).toHaveLength(1);

    const down = rangeApi({ fails: true });
    expect(await passwordProblem(production, uncommon, "user", down.fetchRange)).toBeUndefined();
    expect(await passwordProblem(production, "sunshine", "user", down.fetchRange)).toBe("common");
    // The common list answered first: the API was asked about the uncommon password only.
    expect(down.asked).toHaveLength(1);
  });
});
