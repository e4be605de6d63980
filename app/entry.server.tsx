import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { mayKeepHeader } from "~/http/html-cache.server";
import { mayKeepInEdgeCache } from "~/site/pages";

const streamTimeoutMs = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const abortController = new AbortController();
  const timeout = setTimeout(() => abortController.abort(), streamTimeoutMs);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeoutMs} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: abortController.signal,
      onError(error: unknown) {
        // Logged for us; the visitor gets the generic error page, never a stack trace.
        if (!abortController.signal.aborted) {
          console.error(JSON.stringify({ level: "error", event: "render_error", message: String(error) }));
        }
        responseStatusCode = 500;
      },
    },
  );
  // `allReady` rejects when the render is aborted: by the timeout, or by a visitor who left (their
  // closed connection cancels the stream). Handled here, so an ended request is no uncaught error.
  const stopTimer = () => clearTimeout(timeout);
  body.allReady.then(stopTimer, stopTimer);

  // Crawlers get the whole document at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The page's own word on the edge page cache, read from its routes' `handle`s: the cache in
  // front of Remix keeps only a page that asks (docs/decisions/071).
  const routeHandles = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle);
  if (mayKeepInEdgeCache(routeHandles)) responseHeaders.set(mayKeepHeader, "content");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** A Response (a redirect, a 404) or Remix's wrapper of one: thrown on purpose, not a failure. */
function isIntentionalAnswer(error: unknown): boolean {
  if (error instanceof Response) return true;
  return typeof error === "object" && error !== null && "status" in error && typeof (error as { status: unknown }).status === "number" && "statusText" in error;
}

/**
 * Errors thrown by loaders and actions: one JSON log line an operator can read (the visitor sees
 * the generic page). Redirects and 404s thrown on purpose are routine and are not logged here: the
 * Worker entry's request line already records their status.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || isIntentionalAnswer(error)) return;
  console.error(
    JSON.stringify({
      level: "error",
      event: "route_error",
      path: new URL(request.url).pathname,
      message: error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error),
    }),
  );
}
