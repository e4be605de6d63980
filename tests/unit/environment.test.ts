import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "~/platform/env.server";

const valid = {
  ENVIRONMENT: "development",
  SITE_URL: "http://localhost:8787/",
  SESSION_SECRET: "local-session-secret-for-development-only-0000",
  ADMIN_MASTER_PASSWORD: "local-master-password",
  LEADS_NOTIFY_EMAIL: "leads@example.com",
};
const realEmail = { EMAIL_PROVIDER: "http", EMAIL_API_URL: "https://email.example/send", EMAIL_API_KEY: "re_live_key", POSTAL_ADDRESS: "1 Example Way, Miami, FL 33101" };

describe("parseEnv", () => {
  it("accepts the local development values and trims SITE_URL's slash", () => {
    expect(parseEnv(valid)).toMatchObject({ ...valid, SITE_URL: "http://localhost:8787", EMAIL_PROVIDER: "log" });
  });

  it("names every variable at fault, never its value", () => {
    try {
      parseEnv({ ENVIRONMENT: "staging", SITE_URL: "not a url", SESSION_SECRET: "short", ADMIN_MASTER_PASSWORD: "short", LEADS_NOTIFY_EMAIL: "leads@example.com" });
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

  it("needs the http e-mail provider, with its URL and key, in production", () => {
    expect(() => parseEnv({ ...valid, ENVIRONMENT: "production", SESSION_SECRET: "x".repeat(48) })).toThrow(/EMAIL_PROVIDER: must be http/);
    expect(() => parseEnv({ ...valid, EMAIL_PROVIDER: "http" })).toThrow(/EMAIL_API_URL.*EMAIL_API_KEY/);
  });

  it("accepts production with a real secret", () => {
    const secret = "x".repeat(48);
    expect(parseEnv({ ...valid, ...realEmail, ENVIRONMENT: "production", SESSION_SECRET: secret, ADMIN_MASTER_PASSWORD: "a-real-master-password" }).SESSION_SECRET).toBe(secret);
  });
});
