import { z } from "zod";

/**
 * Example values in `.dev.vars.example` all start with this prefix, so production can tell a
 * secret that was never replaced without the app having to know the example values themselves.
 */
const EXAMPLE_SECRET_PREFIX = "local-";

const environmentSchema = z
  .object({
    ENVIRONMENT: z.enum(["development", "test", "production"]),
    SITE_URL: z
      .string()
      .url()
      .transform((value) => value.replace(/\/+$/, "")),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters"),
    /** The master password /admin-access asks for before an admin may create another admin. */
    ADMIN_MASTER_PASSWORD: z.string().min(12, "must be at least 12 characters"),
    /** Where new-lead notices go. */
    LEADS_NOTIFY_EMAIL: z.string().email(),
    /** `log` records e-mails in the log as sent (local); `http` posts them to an e-mail API. */
    EMAIL_PROVIDER: z.enum(["log", "http"]).default("log"),
    EMAIL_FROM: z.string().min(3).default("Florida Financial Academy <no-reply@floridafinancialacademy.com>"),
    /** The e-mail API endpoint (Resend-compatible JSON: from, to, subject, text, html). */
    EMAIL_API_URL: z.string().url().optional(),
    EMAIL_API_KEY: z.string().min(1).optional(),
    /** The organisation's postal address, printed at the foot of every newsletter e-mail (CAN-SPAM). */
    POSTAL_ADDRESS: z.string().trim().min(10).max(200).optional(),
    /**
     * The key second factors are sealed with at rest (docs/decisions/062): authenticator secrets and
     * recovery codes. Optional: without it they are sealed under a key derived from SESSION_SECRET.
     */
    TWO_FACTOR_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * The local admin's authenticator secret (base32), registered by the local seed so that
     * newcomers and tests sign in without friction. Never in production (refused below).
     */
    ADMIN_TOTP_SECRET: z.string().optional(),
    /**
     * The worker tests' clock for rate limits: one instant (ms since the epoch) that every count
     * reads, so no count starts again at a window's end while a test counts (tests/support/worker.ts).
     * Only for ENVIRONMENT=test: refused anywhere else (below), and no request can set it.
     */
    TEST_RATE_LIMIT_CLOCK: z.coerce.number().int().nonnegative().optional(),
  })
  .superRefine((env, context) => {
    if (env.ENVIRONMENT !== "test" && env.TEST_RATE_LIMIT_CLOCK !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["TEST_RATE_LIMIT_CLOCK"],
        message: "only for ENVIRONMENT=test (it would stop every rate limit's window from ending)",
      });
    }
    if (env.ENVIRONMENT === "production" && env.ADMIN_TOTP_SECRET !== undefined) {
      context.addIssue({ code: "custom", path: ["ADMIN_TOTP_SECRET"], message: "must not be set in production (it is the local admin's known second factor)" });
    }
    if (env.ENVIRONMENT === "production" && !env.POSTAL_ADDRESS) {
      context.addIssue({ code: "custom", path: ["POSTAL_ADDRESS"], message: "required in production (the newsletter's e-mails print it)" });
    }
    if (env.EMAIL_PROVIDER !== "http") {
      if (env.ENVIRONMENT === "production") {
        context.addIssue({ code: "custom", path: ["EMAIL_PROVIDER"], message: "must be http in production" });
      }
      return;
    }
    if (!env.EMAIL_API_URL) context.addIssue({ code: "custom", path: ["EMAIL_API_URL"], message: "required when EMAIL_PROVIDER=http" });
    if (!env.EMAIL_API_KEY) context.addIssue({ code: "custom", path: ["EMAIL_API_KEY"], message: "required when EMAIL_PROVIDER=http" });
  });

export type AppEnv = z.infer<typeof environmentSchema>;

/** The names of the secrets that production refuses to run with when left at their example value. */
const secretNames = ["SESSION_SECRET", "ADMIN_MASTER_PASSWORD", "EMAIL_API_KEY", "TWO_FACTOR_KEY"] as const satisfies ReadonlyArray<keyof AppEnv>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join("; ")}`);
    this.name = "InvalidEnvironmentError";
  }
}

/**
 * Parses the Worker's string bindings once per request. Throws InvalidEnvironmentError naming the
 * variables at fault (never their values).
 */
export function parseEnv(bindings: Record<string, unknown>): AppEnv {
  const result = environmentSchema.safeParse(bindings);
  if (!result.success) {
    throw new InvalidEnvironmentError(result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`));
  }
  const env = result.data;
  if (env.ENVIRONMENT === "production") {
    const exampleSecrets = secretNames.filter((name) => env[name]?.startsWith(EXAMPLE_SECRET_PREFIX));
    if (exampleSecrets.length > 0) {
      throw new InvalidEnvironmentError(exampleSecrets.map((name) => `${name}: still the example value from .dev.vars.example`));
    }
  }
  return env;
}
