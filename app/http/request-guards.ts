/** The largest request body we read: far above any form of ours, far below abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The course studio's editors post a lesson's two languages whole (the longest pair is some 63 kB
 * today): their pages, and only theirs, take bodies up to this (docs/studio.md). Staff only: the
 * studio's guard answers anyone else after the body is read.
 */
export const STUDIO_MAX_BODY_BYTES = 512 * 1024;

/** The cap of a request to `pathname`. */
export function bodyCapFor(pathname: string): number {
  return /^(?:\/es)?\/studio(?:[/.]|$)/.test(pathname) ? STUDIO_MAX_BODY_BYTES : MAX_BODY_BYTES;
}

/** The time a whole request body may take to arrive: a form of ours needs a fraction of it on a slow phone. */
export const BODY_DEADLINE_MS = 10_000;

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host the client says it reached: what Remix compares an action's Origin with. */
function requestedHost(request: Request): string {
  const forwarded = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("Host") || new URL(request.url).host;
}

/**
 * CSRF defence for every state-changing request: refuse what the browser says came from another
 * site, and any Origin that is not ours. "Ours" means both one of our origins and the very host
 * the request reached (the check Remix makes again before any action: the two must agree, or a
 * post from our own origin reaching another of our hosts, apex vs www, would pass here and fail
 * there). Requests without either header (curl, old browsers) pass; SameSite=Lax cookies cover those.
 */
export function isCrossSiteWrite(request: Request, allowedOrigins: ReadonlyArray<string>): boolean {
  if (safeMethods.has(request.method)) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (!allowedOrigins.includes(origin)) return true;
  return new URL(origin).host !== requestedHost(request);
}

/**
 * A path with an escaped backslash (`%5C`): no page of ours has one, and React Router's server
 * render, which reads the path decoded, takes a leading `/\` for the start of another host and
 * throws (a 500 for `/%5C%25/about`). The Worker entry answers these with its own not-found page.
 */
export function hasEscapedBackslash(pathname: string): boolean {
  return /%5c/i.test(pathname);
}

/**
 * Where a GET or HEAD for a page's path with a slash at its end (`/about/`, `/es/about//?q=1`)
 * belongs: the same path without the slashes, the query kept; each page has one address (its
 * canonical link, the sitemap's). Undefined when nothing is to be sent anywhere: the home page `/`,
 * a path without a trailing slash, a write (a post is answered where it was sent, never replayed
 * elsewhere), and a path with an empty segment inside it, whose address without the slash could
 * start with `//` and so name another host.
 */
export function pathWithoutTrailingSlash(method: string, url: URL): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const trimmed = url.pathname.replace(/\/+$/, "");
  if (trimmed === url.pathname || trimmed === "" || trimmed.includes("//")) return undefined;
  return `${trimmed}${url.search}`;
}

/** Form posts are all our actions take: a urlencoded or multipart body, in UTF-8. */
const formContentTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormBodyCheck = { ok: true } | { ok: false; status: 400 | 405 | 415 };

/**
 * The one guard every action is behind, run by the Worker entry before Remix: a write must be a
 * POST (405 otherwise), its body a form in UTF-8 (415 otherwise: JSON, text/plain, no type,
 * another charset, multipart without a boundary), and the body must read as a form (400 otherwise:
 * a broken multipart, a part without a name). What reaches an action always parses.
 */
export async function checkFormBody(request: Request): Promise<FormBodyCheck> {
  if (safeMethods.has(request.method)) return { ok: true };
  if (request.method !== "POST") return { ok: false, status: 405 };
  const [mediaType = "", ...parameters] = (request.headers.get("Content-Type") ?? "").split(";").map((part) => part.trim());
  if (!formContentTypes.has(mediaType.toLowerCase())) return { ok: false, status: 415 };
  const parameter = (name: string) =>
    parameters
      .find((part) => part.toLowerCase().startsWith(`${name}=`))
      ?.slice(name.length + 1)
      .replace(/^"|"$/g, "");
  const charset = parameter("charset");
  if (charset !== undefined && charset.toLowerCase() !== "utf-8") return { ok: false, status: 415 };
  if (mediaType.toLowerCase() === "multipart/form-data" && !parameter("boundary")) return { ok: false, status: 415 };
  try {
    const form = await request.clone().formData();
    for (const [name] of form) if (name === "") return { ok: false, status: 400 };
  } catch {
    return { ok: false, status: 400 };
  }
  return { ok: true };
}

export type BodyCheck =
  | { ok: true; request: Request }
  /** `unread`: the rest of a body given up on, which the answer must read while it is sent (answerWhileReadingTheRest). */
  | { ok: false; reason: "tooLarge" | "tooSlow" | "broken"; unread: ReadableStreamDefaultReader<Uint8Array> | null };

/**
 * Enforces MAX_BODY_BYTES and BODY_DEADLINE_MS (docs/decisions/035). The body is counted as it
 * streams; one declared or counted over the cap, or not all in by the deadline (checked on every
 * chunk too: a body that keeps streaming resolves every read at once), is refused with its reader
 * handed back, for the answer to read to its end. A body whose sender went away is "broken". A body
 * that passes goes on as bytes in memory, so nothing after this waits on the network.
 */
export async function limitRequestBody(request: Request, { deadlineMs = BODY_DEADLINE_MS, maxBytes = MAX_BODY_BYTES } = {}): Promise<BodyCheck> {
  if (!request.body) return { ok: true, request };
  const reader = request.body.getReader();
  const declaredLength = request.headers.get("Content-Length");
  if (declaredLength !== null && !(Number(declaredLength) <= maxBytes)) return { ok: false, reason: "tooLarge", unread: reader };
  const deadline = Date.now() + deadlineMs;
  const kept: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const timeLeft = deadline - Date.now();
    const chunk = timeLeft > 0 ? await readWithin(reader, timeLeft) : "late";
    if (chunk === "late") return { ok: false, reason: "tooSlow", unread: reader };
    if (chunk === "broken") return { ok: false, reason: "broken", unread: null };
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) return { ok: false, reason: "tooLarge", unread: reader };
    kept.push(chunk.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of kept) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, request: new Request(request, { body }) };
}

async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<ReadableStreamReadResult<Uint8Array> | "late" | "broken"> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([reader.read(), new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)))]);
  } catch {
    return "broken";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `page` at once, with the rest of the request body read and dropped while it is sent: the page's
 * last byte waits for the body's end, or for its sender to leave. A response that ends while its
 * request body is unread can leave the connection it came on unusable for the next request (workerd
 * issue 1741), and neither cancelling the body nor aborting the response avoids it: only reading it
 * does (docs/decisions/035, 043).
 */
export function answerWhileReadingTheRest(page: Response, unread: ReadableStreamDefaultReader<Uint8Array>): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  void (async () => {
    try {
      await writer.write(new Uint8Array(await page.arrayBuffer()));
    } catch {
      // The visitor is gone; the body is still read below.
    }
    try {
      while (!(await unread.read()).done);
    } catch {
      // The sender went away: nothing is left to read.
    }
    await writer.close().catch(() => {});
  })();
  return new Response(readable, page);
}
