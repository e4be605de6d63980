// Shared by the project's scripts: paths, and running a command with its output shown.
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
export async function buildForProduction() {
  await buildCourse();
  return run(bin("remix"), ["build"], { env: { ...quietWranglerEnv, NODE_ENV: "production" } });
}

/** The course content (content/course/) checked and compiled into the module the Worker imports. */
export function buildCourse() {
  return run(process.execPath, [path.join(root, "scripts/build-course.mjs")]);
}

/** Runs a command to completion; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: quietWranglerEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/** `--persist-to DIR` for wrangler when a separate local database is wanted (tests). */
export function persistArgs(persistDir) {
  return persistDir ? ["--persist-to", persistDir] : [];
}
