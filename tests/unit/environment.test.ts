import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "~/env.server";

const valid = {
  ENVIRONMENT: "development",
  SITE_URL: "http://localhost:8787/",
  SESSION_SECRET: "local-session-secret-for-development-only-0000",
};

describe("parseEnv", () => {
  it("accepts the local development values and trims SITE_URL's slash", () => {
    expect(parseEnv(valid)).toEqual({ ...valid, SITE_URL: "http://localhost:8787" });
  });

  it("names every variable at fault, never its value", () => {
    try {
      parseEnv({ ENVIRONMENT: "staging", SITE_URL: "not a url", SESSION_SECRET: "short" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvironmentError);
      const { problems } = error as InvalidEnvironmentError;
      expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual(["ENVIRONMENT", "SESSION_SECRET", "SITE_URL"]);
      expect(problems.join(" ")).not.toContain("short");
    }
  });

  it("refuses the example secrets in production", () => {
    expect(() => parseEnv({ ...valid, ENVIRONMENT: "production" })).toThrow(/SESSION_SECRET: still the example value/);
  });

  it("accepts production with a real secret", () => {
    const secret = "x".repeat(48);
    expect(parseEnv({ ...valid, ENVIRONMENT: "production", SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });
});
