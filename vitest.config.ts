import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * Three layers (docs/decisions/006-test-layers.md), run one after another by scripts/test.mjs:
 *   unit    — plain modules in Node
 *   worker  — the built worker in workerd (miniflare) with a fresh in-memory D1
 *   browser — Debian's Chromium against `npm start`'s server (one file at a time: see scripts/test.mjs)
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/browser-server.ts"],
          setupFiles: ["tests/support/clear-of-window-edges.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
