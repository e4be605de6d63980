/**
 * Global setup of the browser layer: the README's `npm start` (build, migrate, serve the production
 * build in workerd) on a free port, with its own throwaway database folder. Killed by process group.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The served database's --persist-to folder, for tests that put rows in place first. */
    databaseDir: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // The preparation builds, migrates and imports the course into the studio's versions (docs/decisions/094): a minute or two on a busy 2-core machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not serve ${url} within 240 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  // Its own devtools port too: another local server (npm start, a second run) may hold wrangler's default.
  const inspectorPort = await freePort();
  const persistDir = mkdtempSync(path.join(tmpdir(), "ffa-browser-db-"));
  let log = "";
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    // vitest sets NODE_ENV=test; the server under test must be the production one.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      INSPECTOR_PORT: String(inspectorPort),
      PERSIST_TO: persistDir,
      WRANGLER_SEND_METRICS: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));

  const baseURL = `http://localhost:${port}`;
  try {
    await waitUntilServing(`${baseURL}/`, child, () => log.slice(-4000));
  } catch (error) {
    if (child.pid) process.kill(-child.pid, "SIGKILL");
    throw error;
  }
  project.provide("baseURL", baseURL);
  project.provide("databaseDir", persistDir);

  return () => {
    // A server that stopped during the run fails every later test with a refused connection: say why it stopped.
    if (child.exitCode !== null) process.stderr.write(`\nnpm start stopped during the run (exit ${child.exitCode}); its last output:\n${log.slice(-8000)}\n`);
    if (process.env.FFA_SERVER_LOG) writeFileSync(process.env.FFA_SERVER_LOG, log);
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    rmSync(persistDir, { recursive: true, force: true });
  };
}
