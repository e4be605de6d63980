/** The largest request body we read: far above any form of ours, far below abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request (DESIGN §4): refuse what the browser says came
 * from another site, and any Origin that is not ours. Requests without either header (curl,
 * old browsers) pass; SameSite=Lax cookies cover those.
 */
export function isCrossSiteWrite(request: Request, allowedOrigins: ReadonlyArray<string>): boolean {
  if (safeMethods.has(request.method)) return false;
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  return !allowedOrigins.includes(origin);
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
