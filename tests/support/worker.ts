/**
 * The worker layer's harness: the built worker (build/index.js, from `remix build`) in workerd
 * through miniflare, with a fresh in-memory D1 migrated from db/migrations, exactly as deployed.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Miniflare, type RequestInit as MiniflareRequestInit } from "miniflare";
import { afterAll, beforeAll, expect } from "vitest";
import { afterWorkPath } from "~/platform/after-work.server";
import { testD1, testD1WorkerName, testD1WorkerScript } from "./test-d1";
import { testSessionSecret } from "./test-secrets";

const root = path.resolve(import.meta.dirname, "../..");
export const testOrigin = "http://localhost:8787";

/** The string bindings every test worker gets (the local development contract). */
export const testBindings = {
  ENVIRONMENT: "test",
  SITE_URL: testOrigin,
  SESSION_SECRET: testSessionSecret,
  ADMIN_MASTER_PASSWORD: "local-master-password",
  LEADS_NOTIFY_EMAIL: "leads@example.com",
  POSTAL_ADDRESS: "100 Example Street, Suite 1, Miami, FL 33101",
  EMAIL_PROVIDER: "log",
} as const;

/** Bindings a production worker accepts (real-looking secrets, the http e-mail provider): for tests of what production hides. */
export const productionBindings = {
  ENVIRONMENT: "production",
  SESSION_SECRET: "a-real-production-secret-of-forty-chars!",
  ADMIN_MASTER_PASSWORD: "a-real-master-password",
  EMAIL_PROVIDER: "http",
  EMAIL_API_URL: "https://email.example/send",
  EMAIL_API_KEY: "re_live_key",
} as const;

/**
 * A worker of the tests' own that runs the app's scheduled handler when asked by a plain request
 * (`?at=<ms>`), through a service binding, and answers with the run's outcome once it is over:
 * the tests never wait on miniflare's proxy of the app's `scheduled()`, which lost the answer of
 * a run now and then (docs/decisions/069).
 */
const cronTriggerWorkerName = "cron-trigger";
const cronTriggerWorkerScript = /* javascript */ `export default {
  async fetch(request, env) {
    const at = Number(new URL(request.url).searchParams.get("at"));
    return Response.json(await env.APP.scheduled({ cron: "*/5 * * * *", scheduledTime: new Date(at) }));
  },
};`;

function wranglerSetting(name: string): string {
  const match = readFileSync(path.join(root, "wrangler.toml"), "utf8").match(new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, "m"));
  if (!match?.[1]) throw new Error(`wrangler.toml has no ${name}`);
  return match[1];
}

/**
 * Every migration's statements, in order, as wrangler would apply them; or only those of the files
 * `which` keeps (by file name: a test of a migration's backfill applies those before it, builds the
 * old state, then applies it).
 */
export function migrationStatements(which: (file: string) => boolean = () => true): string[] {
  const folder = path.join(root, "db/migrations");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".sql") && which(file))
    .sort()
    .flatMap((file) => readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint"))
    .map((statement) => statement.trim())
    .filter(Boolean);
}

export type WorkerResponse = Awaited<ReturnType<Miniflare["dispatchFetch"]>>;

export interface TestWorker {
  mf: Miniflare;
  db: D1Database;
  /** A request to the worker; `path` is resolved against http://localhost:8787. */
  fetch(path: string, init?: MiniflareRequestInit): ReturnType<Miniflare["dispatchFetch"]>;
  /** The app's scheduled handler, as the Cron Trigger calls it, at `at` (ms); throws unless the run ended well. */
  scheduled(at: number): Promise<void>;
  /**
   * The instant every rate limit of this worker counts at (its TEST_RATE_LIMIT_CLOCK binding: the
   * time it started, unless a test gave another), or undefined for a worker outside the test
   * environment, whose limits read the wall clock.
   */
  readonly rateLimitInstant: number | undefined;
  /**
   * Resolves once the work the worker's responses left for after them (ctx.waitUntil) has ended:
   * wait for this, never for a fixed while, before checking what that work did or did not do.
   */
  afterWork(): Promise<void>;
  /** JSON lines the worker wrote with console.log / console.error since the last call. */
  takeLogLines(): Array<Record<string, unknown>>;
  /** Every line the worker wrote since the last take, JSON or not (for checking what a log never carries). */
  takeRawLogLines(): string[];
  dispose(): Promise<void>;
}

export interface StartWorkerOptions {
  bindings?: Record<string, string | undefined>;
  /** Answers the worker's outgoing fetches (e.g. the e-mail API); none are allowed otherwise. */
  outboundService?: (request: Request) => Response | Promise<Response>;
  /** Applies only the migration files this keeps (by name); every one by default. */
  migrations?: (file: string) => boolean;
}

/**
 * workerd closes a kept-alive connection after a few idle seconds. On a loaded machine this process
 * can notice late and send the next request on it, which then fails ("fetch failed", the other side
 * closed) before workerd read it. An HTTP client may send an idempotent request again (RFC 9110,
 * 9.2.2), as browsers do: a GET or HEAD is sent once more on a new connection, nothing else is.
 */
async function sendAgainIfIdempotentOnClosedConnection<T>(method: string | undefined, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const idempotent = ["GET", "HEAD"].includes((method ?? "GET").toUpperCase());
    if (!(error instanceof TypeError) || !idempotent || (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET")) throw error;
    console.warn(`worker.fetch: a ${method ?? "GET"} met a connection workerd had closed; sent once more (${code})`);
    return send();
  }
}

export async function startWorker(options: StartWorkerOptions = {}): Promise<TestWorker> {
  const logLines: string[] = [];
  const collect = (stream: Readable) => {
    let pending = "";
    stream.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      logLines.push(...lines);
    });
  };

  // A worker of the test environment counts every rate limit at one instant: no count a test makes
  // meets a window's end (app/platform/rate-limit.server.ts). Other environments refuse the binding.
  const environment = options.bindings?.ENVIRONMENT ?? testBindings.ENVIRONMENT;
  const clock = environment === "test" ? { TEST_RATE_LIMIT_CLOCK: String(Date.now()) } : {};
  const merged: Record<string, string | undefined> = { ...testBindings, ...clock, ...options.bindings };
  const bindings = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const compatibilityDate = wranglerSetting("compatibility_date");
  const database = `test-${crypto.randomUUID()}`;
  const mf = new Miniflare({
    workers: [
      {
        // The first worker is the one `dispatchFetch` and `getWorker()` reach: the app.
        name: "app",
        modules: [{ type: "ESModule", path: path.join(root, "build/index.js") }],
        compatibilityDate,
        compatibilityFlags: ["nodejs_compat"],
        d1Databases: { DB: database },
        bindings,
        outboundService: options.outboundService ?? (() => new Response("no network in tests", { status: 599 })),
      },
      // The tests' own way into the same database (tests/support/test-d1.ts).
      {
        name: testD1WorkerName,
        modules: [{ type: "ESModule", path: "test-d1.js", contents: testD1WorkerScript }],
        compatibilityDate,
        d1Databases: { DB: database },
      },
      // The Cron Trigger's way in (above); `service_binding_extra_handlers` gives a binding its `scheduled()`.
      {
        name: cronTriggerWorkerName,
        modules: [{ type: "ESModule", path: "cron-trigger.js", contents: cronTriggerWorkerScript }],
        compatibilityDate,
        compatibilityFlags: ["service_binding_extra_handlers"],
        serviceBindings: { APP: "app" },
      },
    ],
    handleRuntimeStdio(stdout, stderr) {
      collect(stdout);
      collect(stderr);
    },
  });
  let db: D1Database;
  try {
    const testD1Worker = await mf.getWorker(testD1WorkerName);
    db = testD1((body) => testD1Worker.fetch("http://test-d1/", { method: "POST", body }) as unknown as Promise<Response>);
    for (const statement of migrationStatements(options.migrations)) await db.prepare(statement).run();
  } catch (error) {
    await mf.dispose();
    throw error;
  }

  const rateLimitInstant = bindings.TEST_RATE_LIMIT_CLOCK === undefined ? undefined : Number(bindings.TEST_RATE_LIMIT_CLOCK);
  return {
    mf,
    db,
    rateLimitInstant,
    fetch: (requestPath, init) =>
      sendAgainIfIdempotentOnClosedConnection(init?.method, () => mf.dispatchFetch(new URL(requestPath, testOrigin), { redirect: "manual", ...init })),
    async afterWork() {
      const response = await mf.dispatchFetch(new URL(afterWorkPath, testOrigin));
      await response.arrayBuffer();
      if (response.status !== 204) throw new Error(`the worker did not say when its after-work ended (${response.status}): is it in the test environment?`);
    },
    async scheduled(at) {
      const trigger = await mf.getWorker(cronTriggerWorkerName);
      const response = await trigger.fetch(`http://cron-trigger/?at=${at}`);
      const { outcome } = (await response.json()) as { outcome: string };
      if (outcome !== "ok") throw new Error(`the scheduled run ended: ${outcome}`);
    },
    takeLogLines() {
      const parsed = logLines.flatMap((line) => {
        try {
          const value: unknown = JSON.parse(line);
          return typeof value === "object" && value !== null ? [value as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      });
      logLines.length = 0;
      return parsed;
    },
    takeRawLogLines() {
      return logLines.splice(0, logLines.length);
    },
    dispose: () => mf.dispose(),
  };
}

/**
 * A value made before the tests of one file (beforeAll) and, if `dispose` is given, disposed of
 * after them (afterAll): the getter reads it inside tests and hooks, and says so if read too early.
 */
export function madeBeforeAll<T>(what: string, make: () => Promise<T>, dispose?: (value: T) => unknown): () => T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  if (dispose) afterAll(() => (made === undefined ? undefined : dispose(made)));
  return () => {
    if (made === undefined) throw new Error(`${what} is made in beforeAll: use it inside a test or a hook.`);
    return made;
  };
}

/**
 * The built worker for the tests of one file: started before them (beforeAll), disposed of after
 * (afterAll). Call it at the top of the file; use the worker inside tests and hooks.
 */
export function startWorkerForFile(options: StartWorkerOptions = {}): TestWorker {
  const current = madeBeforeAll(
    "The worker",
    () => startWorker(options),
    (worker) => worker.dispose(),
  );
  return {
    get mf() {
      return current().mf;
    },
    get db() {
      return current().db;
    },
    fetch: (path, init) => current().fetch(path, init),
    scheduled: (at) => current().scheduled(at),
    get rateLimitInstant() {
      return current().rateLimitInstant;
    },
    afterWork: () => current().afterWork(),
    takeLogLines: () => current().takeLogLines(),
    takeRawLogLines: () => current().takeRawLogLines(),
    dispose: () => current().dispose(),
  };
}

/** A page's HTML, after checking that it answered 200 (the path names a failure). */
export async function okPageHtml(worker: TestWorker, path: string): Promise<string> {
  const response = await worker.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/**
 * A form post as a browser sends it without JavaScript (same-origin, urlencoded). miniflare sends
 * its own loopback Host header, so X-Forwarded-Host stands in for the Host a browser would send
 * (Remix compares it with Origin).
 */
export function postForm(worker: TestWorker, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return worker.fetch(path, {
    method: "POST",
    headers: {
      Origin: testOrigin,
      "X-Forwarded-Host": new URL(testOrigin).host,
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Rows of a table, newest first where it has created_at. */
export async function rows<T = Record<string, unknown>>(worker: TestWorker, sql: string, ...params: unknown[]): Promise<T[]> {
  const result = await worker.db
    .prepare(sql)
    .bind(...params)
    .all<T>();
  return result.results;
}

/** Reads until `read` gives a value (work a response left for after it, such as an e-mail or stored figures), or fails after the timeout. */
export async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
