import { defineConfig } from "drizzle-kit";

// Generates SQL migrations only; wrangler applies them (locally by our scripts, remotely by deploy).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
