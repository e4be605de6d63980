/**
 * An edge cache for anonymous public HTML (Workers Cache API). A page is the same for every
 * visitor who sends no cookie (language is in the URL; no session, toast or form state), so it is
 * rendered once and served from the cache for a few minutes.
 *
 * Only pages whose route asks for it are kept (`edgeCache: "content"` in its `handle`): those
 * that show the build's content and the organisation's contact, both in the key; a page whose truth
 * an action can change at run time says `"never"` (docs/decisions/071).
 *
 * Two tiers: the isolate's memory for the pages it served lately, then the Workers cache.
 * The CSP stays sound: a cached page keeps the nonce it was rendered with only as a marker, and
 * every response served from the cache gets this response's fresh nonce written into each
 * `nonce` attribute (HTMLRewriter), so no nonce is ever sent twice.
 */

/** How long a rendered page is served from the cache. */
const htmlCacheSeconds = 300;
const renderedNonceHeader = "X-Rendered-Nonce";

/**
 * Set by the document's render (app/entry.server.tsx) when the page's route says the cache may
 * keep it (its `handle`'s `edgeCache: "content"`, app/site/pages.ts); never sent to a visitor. A
 * page is kept only when it asks: one that says nothing is rendered every time (docs/decisions/071).
 */
export const mayKeepHeader = "X-Edge-Cache-May-Keep";

function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization")) return false;
  const url = new URL(request.url);
  // Single-fetch data requests (/page.data) are not HTML.
  return !url.pathname.endsWith(".data");
}

function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.get(mayKeepHeader) !== "content") return false;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/no-store|no-cache|private/.test(cacheControl);
}

/**
 * The key of a page: the build, what the pages show of the site's settings (a new contact is a new
 * key, so no page cached with the old one is served again: docs/decisions/065), the path and query.
 */
function cacheKey(request: Request, buildVersion: string, settingsVersion: string): Request {
  const url = new URL(request.url);
  return new Request(`https://html-cache.internal/${buildVersion}/${settingsVersion}${url.pathname}${url.search}`);
}

/** A response without the render's word to the cache (a redirect's headers may be immutable: copied when needed). */
function withoutMayKeep(response: Response): Response {
  if (!response.headers.has(mayKeepHeader)) return response;
  const headers = new Headers(response.headers);
  headers.delete(mayKeepHeader);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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
interface StoredPage {
  body: string;
  headers: Array<[string, string]>;
  storedAt: number;
}

/**
 * The first tier: pages this isolate rendered or fetched from the cache recently, so a hit costs
 * no Cache API round trip. Small (the isolate's memory is shared by every request it serves);
 * the oldest entry goes first. Holds public HTML only, never anything from a cookie.
 */
const isolatePages = new Map<string, StoredPage>();
const isolatePageLimit = 64;

function rememberPage(key: string, page: StoredPage): void {
  isolatePages.delete(key);
  isolatePages.set(key, page);
  if (isolatePages.size > isolatePageLimit) isolatePages.delete(isolatePages.keys().next().value!);
}

function recentPage(key: string, now: number): StoredPage | undefined {
  const page = isolatePages.get(key);
  if (page && now - page.storedAt < htmlCacheSeconds * 1000) return page;
  if (page) isolatePages.delete(key);
  return undefined;
}

function pageResponse(page: StoredPage): Response {
  return new Response(page.body, { status: 200, headers: page.headers });
}

export async function withHtmlCache(
  request: Request,
  options: { nonce: string; buildVersion: string; settingsVersion: () => Promise<string>; ctx: ExecutionContext },
  render: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheableRequest(request)) return withoutMayKeep(await render());
  const key = cacheKey(request, options.buildVersion, await options.settingsVersion());
  const now = Date.now();
  const recent = recentPage(key.url, now);
  if (recent) return withFreshNonce(pageResponse(recent), options.nonce);

  // Workers' own cache (the DOM's CacheStorage type has no `default`).
  const cache = (caches as unknown as { default: Cache }).default;
  const cached = await cache.match(key);
  if (cached) {
    const page = { body: await cached.text(), headers: [...cached.headers], storedAt: now };
    rememberPage(key.url, page);
    return withFreshNonce(pageResponse(page), options.nonce);
  }

  const response = await render();
  if (!isCacheableResponse(response)) return withoutMayKeep(response);
  const [forVisitor, forCache] = (response.body ?? new ReadableStream()).tee();
  const storedHeaders = new Headers(response.headers);
  storedHeaders.delete(mayKeepHeader);
  storedHeaders.set("Cache-Control", `public, max-age=${htmlCacheSeconds}`);
  storedHeaders.set(renderedNonceHeader, options.nonce);
  options.ctx.waitUntil(
    new Response(forCache).text().then((body) => {
      rememberPage(key.url, { body, headers: [...storedHeaders], storedAt: now });
      return cache.put(key, new Response(body, { status: 200, headers: storedHeaders }));
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete(mayKeepHeader);
  headers.set("X-Html-Cache", "miss");
  return new Response(forVisitor, { status: response.status, headers });
}
