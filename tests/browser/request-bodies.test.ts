/**
 * Request bodies of every size, framing, encoding and speed against the real `npm start` server
 * (the production build in workerd), sent byte by byte over raw sockets: each gets an answer, or
 * its connection closed, within a bounded time, and afterwards the server still serves a page and
 * still takes a valid form post. A body the Worker answered without reading in full, and later a
 * client leaving mid-upload, broke `wrangler dev`'s pooled connection to the Worker: the next
 * request got a 500 and the server stopped (docs/decisions/035, 043).
 */
import { connect, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BODY_DEADLINE_MS, bodyCapFor, MAX_BODY_BYTES } from "~/http/request-guards";
import { leadPost } from "../support/lead-fixtures";
import { baseURL } from "../support/browser";
import { clientManifestRoutes, sampleUrl } from "../support/routes-manifest";

/** The longest any request here may go without an answer or a close: the body deadline, and room for a busy machine. */
const answerWithinMs = BODY_DEADLINE_MS + 8_000;

const server = () => new URL(baseURL());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  /** The status of the answer's first line, or null if the server closed the connection without one. */
  status: number | null;
  /** From connecting to the status line or the close. */
  elapsedMs: number;
}

/**
 * Sends a request head, then lets `sendBody` write to the socket as it likes (slowly, or not at all,
 * or destroy it). Resolves as soon as the status line arrives or the connection ends; rejects if
 * neither happens within `answerWithinMs`.
 */
function exchange(head: string, sendBody: (socket: Socket) => Promise<void>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const socket = connect(Number(server().port), server().hostname);
    let received = "";
    const finish = (outcome: Outcome | Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish(new Error(`no answer and no close within ${answerWithinMs} ms`)), answerWithinMs);
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      const statusLine = received.match(/^HTTP\/1\.1 (\d{3}) /);
      if (statusLine) finish({ status: Number(statusLine[1]), elapsedMs: Date.now() - startedAt });
    });
    socket.on("error", () => finish({ status: null, elapsedMs: Date.now() - startedAt }));
    socket.on("close", () => finish({ status: null, elapsedMs: Date.now() - startedAt }));
    socket.on("connect", () => {
      socket.write(head);
      sendBody(socket).catch(() => socket.destroy());
    });
  });
}

let clients = 0;
/**
 * A client address of its own for each request (the local server takes CF-Connecting-IP as sent), so
 * the many sign-ups here never spend the form limit of the address the other browser tests share.
 */
function nextClientAddress(): string {
  clients += 1;
  return `198.18.${(clients >> 8) & 255}.${clients & 255}`;
}

function postHead(path: string, headers: Record<string, string>): string {
  const lines = Object.entries({
    Host: server().host,
    "Content-Type": "application/x-www-form-urlencoded",
    Connection: "close",
    "CF-Connecting-IP": nextClientAddress(),
    ...headers,
  });
  return `POST ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n`;
}

/** Writes, waiting when the socket's buffer is full; stops quietly once the server has closed it. */
async function write(socket: Socket, data: string | Buffer): Promise<void> {
  if (socket.destroyed) return;
  if (!socket.write(data)) await new Promise((resolve) => socket.once("drain", resolve).once("close", resolve));
}

const chunk = (data: string | Buffer) => Buffer.concat([Buffer.from(`${Buffer.byteLength(data).toString(16)}\r\n`), Buffer.from(data), Buffer.from("\r\n")]);

/** Chunks of 16 KB up to `totalBytes`, then the last chunk unless `unfinished`. */
async function sendChunked(socket: Socket, totalBytes: number, { unfinished = false } = {}): Promise<void> {
  const piece = "a".repeat(16 * 1024);
  for (let sent = 0; sent < totalBytes; sent += piece.length) await write(socket, chunk(piece));
  if (!unfinished) await write(socket, "0\r\n\r\n");
}

async function sendPlain(socket: Socket, totalBytes: number): Promise<void> {
  const piece = "a".repeat(16 * 1024);
  for (let sent = 0; sent < totalBytes; sent += piece.length) await write(socket, piece.slice(0, Math.min(piece.length, totalBytes - sent)));
}

let signUps = 0;
function validSignUp(): string {
  signUps += 1;
  return new URLSearchParams(leadPost("newsletter", { email: `bodies-${Date.now()}-${signUps}@example.com`, source: "footer" })).toString();
}

/**
 * Each probe on a connection of its own: a kept-alive one the server closes as it idles could meet
 * the next probe on its way out, and that race says nothing about the server.
 */
const freshConnection = { Connection: "close" };

async function expectPageServed() {
  const page = await fetch(baseURL(), { headers: freshConnection, signal: AbortSignal.timeout(answerWithinMs) });
  expect(page.status).toBe(200);
  await page.text();
}

/** The server still serves a page and still takes a valid sign-up (a 303 back to the form's page). */
async function expectServerStillWorks() {
  await expectPageServed();
  const signUp = await fetch(`${baseURL()}/newsletter`, {
    method: "POST",
    headers: { ...freshConnection, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextClientAddress() },
    body: validSignUp(),
    redirect: "manual",
    signal: AbortSignal.timeout(answerWithinMs),
  });
  expect(signUp.status).toBe(303);
  expect(signUp.headers.get("Location")).toBe("/newsletter");
}

const overCap = MAX_BODY_BYTES * 3;

describe("request bodies against the running server", () => {
  it("answers 413 to a chunked body over the cap, and keeps serving", async () => {
    const outcome = await exchange(postHead("/newsletter", { "Transfer-Encoding": "chunked" }), (socket) => sendChunked(socket, overCap));
    expect(outcome.status).toBe(413);
    await expectServerStillWorks();
    // The failure this guards against showed on a later request: a few more, on fresh connections.
    for (let index = 0; index < 3; index++) await expectPageServed();
  });

  it("answers 413 to a body declared over the cap and sent in full, and keeps serving", async () => {
    const outcome = await exchange(postHead("/newsletter", { "Content-Length": String(overCap) }), (socket) => sendPlain(socket, overCap));
    expect(outcome.status).toBe(413);
    await expectServerStillWorks();
  });

  it("answers 413 to a chunked body over the cap on every route with an action, and on a page without one", async () => {
    const paths = [
      "/",
      ...clientManifestRoutes()
        .filter((route) => route.hasAction)
        .map(sampleUrl),
    ];
    expect(paths.length).toBeGreaterThan(10);
    const statuses = [];
    for (const path of paths) {
      // Each route's own cap (the studio's editors take larger bodies): three times it.
      const cap = bodyCapFor(new URL(path, "http://localhost").pathname);
      const outcome = await exchange(postHead(path, { "Transfer-Encoding": "chunked" }), (socket) => sendChunked(socket, cap * 3));
      statuses.push([path, outcome.status]);
    }
    expect(statuses).toEqual(paths.map((path) => [path, 413]));
    await expectServerStillWorks();
  });

  it("reads the body before every other refusal too (cross-site, an impossible path, not a form, another method), and keeps serving", async () => {
    const underCap = MAX_BODY_BYTES - 4 * 1024;
    const refusals = [
      { head: postHead("/newsletter", { "Content-Length": String(underCap), Origin: "https://elsewhere.example" }), expected: 403 },
      { head: postHead("/%5C%25/newsletter", { "Content-Length": String(underCap) }), expected: 404 },
      { head: postHead("/newsletter", { "Content-Length": String(underCap), "Content-Type": "text/plain" }), expected: 415 },
      { head: postHead("/newsletter", { "Content-Length": String(underCap) }).replace(/^POST /, "PUT "), expected: 405 },
    ];
    for (const refusal of refusals) {
      const outcome = await exchange(refusal.head, (socket) => sendPlain(socket, underCap));
      expect(outcome.status, refusal.head.split("\r\n")[0]).toBe(refusal.expected);
      await expectServerStillWorks();
    }
  });

  it("takes a valid form sent slowly in pieces within the deadline", async () => {
    const form = validSignUp();
    const pieces = 5;
    const pause = Math.floor(BODY_DEADLINE_MS / 2 / pieces);
    const outcome = await exchange(postHead("/newsletter", { "Content-Length": String(form.length) }), async (socket) => {
      for (let index = 0; index < pieces; index++) {
        await write(socket, form.slice(Math.floor((index * form.length) / pieces), Math.floor(((index + 1) * form.length) / pieces)));
        await sleep(pause);
      }
    });
    expect(outcome.status).toBe(303);
    await expectServerStillWorks();
  });

  it("answers 408 to a body that trickles in a byte at a time past the deadline, a chunked one too, and keeps serving", async () => {
    const trickle = async (socket: Socket, asChunks: boolean) => {
      while (!socket.destroyed) {
        await write(socket, asChunks ? chunk("a") : "a");
        await sleep(300);
      }
    };
    const [declared, chunked] = await Promise.all([
      exchange(postHead("/newsletter", { "Content-Length": "10000" }), (socket) => trickle(socket, false)),
      exchange(postHead("/es/newsletter", { "Transfer-Encoding": "chunked" }), (socket) => trickle(socket, true)),
    ]);
    expect([declared.status, chunked.status]).toEqual([408, 408]);
    expect(declared.elapsedMs).toBeGreaterThanOrEqual(BODY_DEADLINE_MS - 1_000);
    await expectServerStillWorks();
  });

  it("answers 408 to a body that stops arriving (a Content-Length never met), and keeps serving", async () => {
    const outcome = await exchange(postHead("/newsletter", { "Content-Length": "1000" }), (socket) => write(socket, "email=stalled"));
    expect(outcome.status).toBe(408);
    await expectServerStillWorks();
  });

  it("keeps serving after clients abort mid-body (declared and chunked, under and over the cap)", async () => {
    const abortAfter = (bytes: number, asChunks: boolean) => async (socket: Socket) => {
      await (asChunks ? sendChunked(socket, bytes, { unfinished: true }) : sendPlain(socket, bytes));
      await sleep(200);
      socket.destroy();
    };
    const outcomes = await Promise.all([
      exchange(postHead("/newsletter", { "Content-Length": "50000" }), abortAfter(10_000, false)),
      exchange(postHead("/newsletter", { "Content-Length": String(overCap) }), abortAfter(MAX_BODY_BYTES + 16_384, false)),
      exchange(postHead("/newsletter", { "Transfer-Encoding": "chunked" }), abortAfter(16_384, true)),
      exchange(postHead("/newsletter", { "Transfer-Encoding": "chunked" }), abortAfter(MAX_BODY_BYTES + 16_384, true)),
    ]);
    // Under the cap nothing answers before the body's end, which never comes; over it, a 413 may race the hang-up.
    expect(outcomes.map((outcome) => outcome.status ?? "hung up")).toEqual([
      "hung up",
      expect.toBeOneOf(["hung up", 413]),
      "hung up",
      expect.toBeOneOf(["hung up", 413]),
    ]);
    await expectServerStillWorks();
    for (let index = 0; index < 2; index++) await expectPageServed();
  });

  it("answers 400 to a compressed body (forms are sent as they are) instead of failing", async () => {
    const compressed = gzipSync(validSignUp());
    const outcome = await exchange(postHead("/newsletter", { "Content-Encoding": "gzip", "Content-Length": String(compressed.length) }), (socket) =>
      write(socket, compressed),
    );
    expect(outcome.status).toBe(400);
    await expectServerStillWorks();
  });

  it("answers many oversized, aborted and valid bodies at once, and keeps serving", async () => {
    const oversized = Array.from({ length: 12 }, (_, index) =>
      exchange(postHead(index % 2 ? "/es/newsletter" : "/newsletter", { "Transfer-Encoding": "chunked" }), (socket) => sendChunked(socket, overCap)),
    );
    const declared = Array.from({ length: 6 }, () =>
      exchange(postHead("/newsletter", { "Content-Length": String(overCap) }), (socket) => sendPlain(socket, overCap)),
    );
    const aborted = Array.from({ length: 6 }, () =>
      exchange(postHead("/newsletter", { "Transfer-Encoding": "chunked" }), async (socket) => {
        await sendChunked(socket, MAX_BODY_BYTES, { unfinished: true });
        socket.destroy();
      }),
    );
    const valid = Array.from({ length: 3 }, () => {
      const form = validSignUp();
      return exchange(postHead("/newsletter", { "Content-Length": String(form.length) }), (socket) => write(socket, form));
    });
    const [oversizedOutcomes, declaredOutcomes, , validOutcomes] = await Promise.all([
      Promise.all(oversized),
      Promise.all(declared),
      Promise.all(aborted),
      Promise.all(valid),
    ]);
    expect(oversizedOutcomes.map((outcome) => outcome.status)).toEqual(oversized.map(() => 413));
    expect(declaredOutcomes.map((outcome) => outcome.status)).toEqual(declared.map(() => 413));
    expect(validOutcomes.map((outcome) => outcome.status)).toEqual(valid.map(() => 303));
    await expectServerStillWorks();
  });
});
