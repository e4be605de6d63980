import { z } from "zod";

/**
 * Example values in `.dev.vars.example` all start with this prefix, so production can tell a
 * secret that was never replaced without the app having to know the example values themselves.
 */
export const EXAMPLE_SECRET_PREFIX = "local-";

const environmentSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]),
  SITE_URL: z
    .string()
    .url()
    .transform((value) => value.replace(/\/+$/, "")),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters"),
});

export type AppEnv = z.infer<typeof environmentSchema>;

/** The names of the secrets that production refuses to run with when left at their example value. */
const secretNames = ["SESSION_SECRET"] as const satisfies ReadonlyArray<keyof AppEnv>;

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
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`),
    );
  }
  const env = result.data;
  if (env.ENVIRONMENT === "production") {
    const exampleSecrets = secretNames.filter((name) => env[name].startsWith(EXAMPLE_SECRET_PREFIX));
    if (exampleSecrets.length > 0) {
      throw new InvalidEnvironmentError(
        exampleSecrets.map((name) => `${name}: still the example value from .dev.vars.example`),
      );
    }
  }
  return env;
}
