/**
 * An edge cache for anonymous public HTML (Workers Cache API). A page is the same for every
 * visitor who sends no cookie (language is in the URL; no session, toast or form state), so it is
 * rendered once and served from the cache for a few minutes.
 *
 * The CSP stays sound: a cached page keeps the nonce it was rendered with only as a marker, and
 * every response served from the cache gets this response's fresh nonce written into each
 * `nonce` attribute (HTMLRewriter), so no nonce is ever sent twice.
 */

/** How long a rendered page is served from the cache. */
export const htmlCacheSeconds = 300;
const renderedNonceHeader = "X-Rendered-Nonce";

export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  const url = new URL(request.url);
  // Single-fetch data requests (/page.data) are not HTML.
  return !url.pathname.endsWith(".data");
}

function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/no-store|no-cache|private/.test(cacheControl);
}

function cacheKey(request: Request, buildVersion: string): Request {
  const url = new URL(request.url);
  return new Request(`https://html-cache.internal/${buildVersion}${url.pathname}${url.search}`);
}

function withFreshNonce(cached: Response, nonce: string): Response {
  const headers = new Headers(cached.headers);
  headers.delete(renderedNonceHeader);
  headers.delete("Cache-Control");
  headers.set("X-Html-Cache", "hit");
  const rewritten = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(new Response(cached.body, { status: cached.status, headers }));
  return rewritten;
}

/**
 * Serves `request` from the cache when it can; otherwise renders it (with `nonce`) and, when the
 * page may be shared, stores a copy after the response.
 */
export async function withHtmlCache(
  request: Request,
  options: { nonce: string; buildVersion: string; ctx: ExecutionContext },
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request)) return render();
  // Workers' own cache (the DOM's CacheStorage type has no `default`).
  const cache = (caches as unknown as { default: Cache }).default;
  const key = cacheKey(request, options.buildVersion);
  const cached = await cache.match(key);
  if (cached) return withFreshNonce(cached, options.nonce);

  const response = await render();
  if (!isCacheableResponse(response)) return response;
  const [forVisitor, forCache] = (response.body ?? new ReadableStream()).tee();
  const stored = new Response(forCache, response);
  stored.headers.set("Cache-Control", `public, max-age=${htmlCacheSeconds}`);
  stored.headers.set(renderedNonceHeader, options.nonce);
  options.ctx.waitUntil(cache.put(key, stored));
  const headers = new Headers(response.headers);
  headers.set("X-Html-Cache", "miss");
  return new Response(forVisitor, { status: response.status, headers });
}
