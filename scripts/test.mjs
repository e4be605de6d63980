#!/usr/bin/env node
// `npm test`: build, then the three layers one after another (docs/decisions/006), then one summary line.
//   unit (after the type check, the formatter's check and the linter) → worker (built worker in miniflare) → browser (Chromium against `npm start`)
// Pass layer names to run only those: `npm test -- unit worker`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bin, buildCourse, buildForProduction, run } from "./local-env.mjs";

const allLayers = ["unit", "worker", "browser"];
const requested = process.argv.slice(2).filter((arg) => allLayers.includes(arg));
const layers = requested.length > 0 ? requested : allLayers;

const reportDir = mkdtempSync(path.join(tmpdir(), "ffa-test-report-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedLayers = [];
const failures = []; // "layer › file › test: first line of the error", printed last so a log's tail names them

/** Each failed test of a vitest JSON report, with the first line of its first error. */
function failuresIn(layer, report) {
  return report.testResults.flatMap((file) => {
    const relative = path.relative(process.cwd(), file.name);
    const failedTests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${layer} › ${relative} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before any test ran (a setup or import error) has no failed test to name.
    if (failedTests.length === 0 && file.status === "failed") {
      failedTests.push(`${layer} › ${relative}: ${firstLine(file.message)}`);
    }
    return failedTests;
  });
}

function firstLine(text = "") {
  return (
    text
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? "(no message)"
  );
}

if (layers.some((layer) => layer !== "unit")) await buildForProduction();
else await buildCourse(); // the unit layer reads the compiled course too
if (layers.includes("browser")) await run(process.execPath, ["scripts/ensure-chromium.mjs"]);

// The static checks are part of the unit layer: the types carry rules no test repeats (e.g. a rate-limit
// window's length); the formatter's check and the linter (no import cycles, no unused code, the rules of
// hooks) are docs/decisions/080. Each runs even when the one before failed, so one run names every failure.
const staticChecks = [
  { name: "types", title: "type check (tsc)", tool: "tsc", args: ["--noEmit"] },
  { name: "format", title: "format (prettier --check; `npm run format` fixes it)", tool: "prettier", args: ["--check", "."] },
  { name: "lint", title: "lint (eslint)", tool: "eslint", args: ["."] },
];
if (layers.includes("unit")) {
  for (const check of staticChecks) {
    console.log(`\n=== ${check.title} ===`);
    try {
      await run(bin(check.tool), check.args);
    } catch {
      failedLayers.push(check.name);
      failures.push(`${check.name} › ${check.tool}: see its errors above`);
    }
  }
}

for (const layer of layers) {
  const reportFile = path.join(reportDir, `${layer}.json`);
  console.log(`\n=== ${layer} tests ===`);
  try {
    // One workerd or Chromium at a time: steadier on a 2-core machine, and these layers are quick.
    const parallelism = layer === "unit" ? [] : ["--no-file-parallelism"];
    await run(bin("vitest"), ["run", "--project", layer, ...parallelism, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`]);
  } catch {
    failedLayers.push(layer);
  }
  try {
    const report = JSON.parse(readFileSync(reportFile, "utf8"));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) failedLayers.push(`${layer} (no tests ran)`);
    failures.push(...failuresIn(layer, report));
  } catch {
    totals.failed += 1; // the layer could not even report: count it as a failure
  }
}
rmSync(reportDir, { recursive: true, force: true });

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedLayers.length > 0) {
  for (const failure of failures) console.error(`failed: ${failure}`);
  console.error(`failed layers: ${failedLayers.join(", ")}`);
  process.exit(1);
}
