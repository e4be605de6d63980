/** The largest request body we read: far above any form of ours, far below abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

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
  const parameter = (name: string) => parameters.find((part) => part.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1).replace(/^"|"$/g, "");
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

export type BodyCheck = { ok: true; request: Request } | { ok: false };

/**
 * Enforces MAX_BODY_BYTES. A declared Content-Length is checked without reading; a body of unknown
 * length is read up to the cap, and the request rebuilt from what was read.
 */
export async function limitRequestBody(request: Request): Promise<BodyCheck> {
  if (!request.body) return { ok: true, request };
  const declaredLength = request.headers.get("Content-Length");
  if (declaredLength !== null) {
    const length = Number(declaredLength);
    return Number.isFinite(length) && length <= MAX_BODY_BYTES ? { ok: true, request } : { ok: false };
  }

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, request: new Request(request, { body }) };
}
