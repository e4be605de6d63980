import { afterEach, beforeEach, expect, vi } from "vitest";

// House rule: a console.error during a test fails it (docs/decisions/006-test-layers.md).
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(calls, "console.error was called during the test").toEqual([]);
});
