import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "~/platform/env.server";

const valid = {
  ENVIRONMENT: "development",
  SITE_URL: "http://localhost:8787/",
  SESSION_SECRET: "local-session-secret-for-development-only-0000",
  ADMIN_MASTER_PASSWORD: "local-master-password",
  LEADS_NOTIFY_EMAIL: "leads@example.com",
};
const realEmail = {
  EMAIL_PROVIDER: "http",
  EMAIL_API_URL: "https://email.example/send",
  EMAIL_API_KEY: "re_live_key",
  POSTAL_ADDRESS: "1 Real Street, Miami, FL 33101",
};

describe("parseEnv", () => {
  it("accepts the local development values and trims SITE_URL's slash", () => {
    expect(parseEnv(valid)).toMatchObject({ ...valid, SITE_URL: "http://localhost:8787", EMAIL_PROVIDER: "log" });
  });

  it("names every variable at fault, never its value", () => {
    try {
      parseEnv({
        ENVIRONMENT: "staging",
        SITE_URL: "not a url",
        SESSION_SECRET: "short",
        ADMIN_MASTER_PASSWORD: "short",
        LEADS_NOTIFY_EMAIL: "leads@example.com",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const { problems } = error as InvalidEnvironmentError;
      expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual(["ADMIN_MASTER_PASSWORD", "ENVIRONMENT", "SESSION_SECRET", "SITE_URL"]);
      expect(problems.join(" ")).not.toContain("short");
    }
  });

  it("refuses the example secrets in production", () => {
    expect(() => parseEnv({ ...valid, ...realEmail, ENVIRONMENT: "production" })).toThrow(/SESSION_SECRET: still the example value/);
    expect(() => parseEnv({ ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48), EMAIL_API_KEY: "local-key" })).toThrow(
      /EMAIL_API_KEY: still the example value/,
    );
    expect(() => parseEnv({ ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48) })).toThrow(
      /ADMIN_MASTER_PASSWORD: still the example value/,
    );
  });

  it("takes the rate limits' test clock only in the test environment: development and production refuse it", () => {
    const strongProduction = {
      ...valid,
      ...realEmail,
      ENVIRONMENT: "production",
      SESSION_SECRET: "x".repeat(48),
      ADMIN_MASTER_PASSWORD: "a-real-master-password",
    };
    expect(parseEnv({ ...valid, ENVIRONMENT: "test", TEST_RATE_LIMIT_CLOCK: "1700000000000" }).TEST_RATE_LIMIT_CLOCK).toBe(1_700_000_000_000);
    expect(parseEnv(strongProduction).TEST_RATE_LIMIT_CLOCK).toBeUndefined();
    expect(() => parseEnv({ ...strongProduction, TEST_RATE_LIMIT_CLOCK: "0" })).toThrow(/TEST_RATE_LIMIT_CLOCK: only for ENVIRONMENT=test/);
    expect(() => parseEnv({ ...valid, TEST_RATE_LIMIT_CLOCK: "1700000000000" })).toThrow(/TEST_RATE_LIMIT_CLOCK: only for ENVIRONMENT=test/);
  });

  it("needs the http e-mail provider, with its URL and key, in production", () => {
    expect(() => parseEnv({ ...valid, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48) })).toThrow(/EMAIL_PROVIDER: must be http/);
    expect(() => parseEnv({ ...valid, EMAIL_PROVIDER: "http" })).toThrow(/EMAIL_API_URL.*EMAIL_API_KEY/);
  });

  it("needs the organisation's postal address in production (newsletter e-mails print it)", () => {
    const production = { ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48), ADMIN_MASTER_PASSWORD: "a-real-master-password" };
    expect(() => parseEnv({ ...production, POSTAL_ADDRESS: undefined })).toThrow(/POSTAL_ADDRESS: required in production/);
    expect(parseEnv(production).POSTAL_ADDRESS).toBe("1 Real Street, Miami, FL 33101");
    expect(parseEnv({ ...valid, POSTAL_ADDRESS: undefined }).POSTAL_ADDRESS).toBeUndefined();
  });

  it("refuses to start production with the local admin's known second factor (ADMIN_TOTP_SECRET) set, whatever its value", () => {
    const production = { ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48), ADMIN_MASTER_PASSWORD: "a-real-master-password" };
    expect(() => parseEnv({ ...production, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" })).toThrow(
      /ADMIN_TOTP_SECRET: must not be set in production/,
    );
    expect(() => parseEnv({ ...production, ADMIN_TOTP_SECRET: "" })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(parseEnv({ ...valid, ADMIN_TOTP_SECRET: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" }).ADMIN_TOTP_SECRET).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("takes an optional TWO_FACTOR_KEY of 32 characters or more, and refuses its example value in production", () => {
    const production = { ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48), ADMIN_MASTER_PASSWORD: "a-real-master-password" };
    expect(parseEnv(production).TWO_FACTOR_KEY).toBeUndefined();
    expect(parseEnv({ ...production, TWO_FACTOR_KEY: "k".repeat(40) }).TWO_FACTOR_KEY).toBe("k".repeat(40));
    expect(() => parseEnv({ ...production, TWO_FACTOR_KEY: "short" })).toThrow(/TWO_FACTOR_KEY: must be at least 32 characters/);
    expect(() => parseEnv({ ...production, TWO_FACTOR_KEY: "local-two-factor-key-for-development-only-0000" })).toThrow(
      /TWO_FACTOR_KEY: still the example value/,
    );
  });

  it("accepts production with a real secret", () => {
    const secret = "x".repeat(48);
    expect(
      parseEnv({ ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: secret, ADMIN_MASTER_PASSWORD: "a-real-master-password" }).SESSION_SECRET,
    ).toBe(secret);
  });
});
