// Shared by the project's scripts: paths, running a command with its output shown or held back,
// and the ports a local server uses.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

/** Our scripts speak to no network but the machine's own. */
export const quietWranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" };

/**
 * The production build, whatever NODE_ENV the caller has (vitest sets "test", which would make
 * Remix bundle React's development build): `npm start` and the tests serve what is deployed.
 */
export async function buildForProduction({ quiet = false } = {}) {
  await buildCourse({ quiet });
  return (quiet ? runQuietly : run)(bin("remix"), ["build"], { env: { ...quietWranglerEnv, NODE_ENV: "production" } });
}

/** The course content (content/course/) checked and compiled into the module the Worker imports. */
export function buildCourse({ quiet = false } = {}) {
  return (quiet ? runQuietly : run)(process.execPath, [path.join(root, "scripts/build-course.mjs")]);
}

const failure = (command, args, code) => new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`);

/** Runs a command to completion; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: quietWranglerEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(failure(command, args, code ?? signal))));
  });
}

/**
 * Runs a command with its output held back, and resolves with that output. When the command fails,
 * the output is printed whole (nothing of an error is hidden) before the rejection.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: quietWranglerEnv, ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve(output);
      process.stderr.write(`${output}\n`);
      reject(failure(command, args, code ?? signal));
    });
  });
}

/** `--persist-to DIR` for wrangler when a separate local database is wanted (tests). */
export function persistArgs(persistDir) {
  return persistDir ? ["--persist-to", persistDir] : [];
}

/**
 * The devtools inspector port of the wrangler serving on `port`: INSPECTOR_PORT when set, else
 * derived from the port, so two local servers (two checkouts, `npm start` beside `npm run bench`)
 * never both reach for wrangler's default 9229 (docs/decisions/038).
 */
export function inspectorPortFor(port) {
  if (process.env.INSPECTOR_PORT) return Number(process.env.INSPECTOR_PORT);
  const number = Number(port);
  return number + 10000 <= 65535 ? number + 10000 : number - 10000;
}

/**
 * The options every seed script takes: `--count N` (a whole number from 1 to `maxCount`, else the
 * script exits with a message), `--persist-to DIR` (or PERSIST_TO); unless `--no-prepare`, the local
 * database is migrated and given the local admin first (scripts/prepare-local.mjs, without a build).
 */
export async function seedOptions({ defaultCount, maxCount }) {
  const option = (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const count = Number(option("count") ?? defaultCount);
  if (!Number.isInteger(count) || count < 1 || count > maxCount) {
    console.error(`--count takes a whole number from 1 to ${maxCount}`);
    process.exit(2);
  }
  const persistDir = option("persist-to") ?? process.env.PERSIST_TO;
  if (!process.argv.includes("--no-prepare")) {
    await run(process.execPath, [path.join(root, "scripts/prepare-local.mjs"), "--no-build", ...(persistDir ? ["--persist-to", persistDir] : [])]);
  }
  return { count, persistDir };
}
