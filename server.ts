/**
 * The Worker entry: every request passes here before Remix, in this order (docs/ARCHITECTURE.md,
 * "The path of a request", draws it):
 * 1. the body is read to its end, capped and timed (every refusal comes after it is in);
 * 2. the environment is parsed (an invalid one answers the generic error page);
 * 3. test environment only: the rate-limit clock a test set, and the wait for earlier after-work;
 * 4. refusals: a path with an escaped backslash, a cross-site write, a write that is not a form post;
 *    a GET for a path with a trailing slash is sent to the path without it (301);
 * 5. a newsletter one-click unsubscribe is answered in plain text;
 * 6. a cookie-less GET may be served from the edge page cache; everything else goes to Remix;
 * then, whatever answered: an accepted POST re-reads the Overview figures it outdated (after the
 * response), the security headers and Server-Timing are set, and one JSON log line is written.
 */
import { createRequestHandler, type AppLoadContext } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { createDb } from "./db/client";
import { refreshOutdatedFigures } from "./app/admin/pipeline/kept-stats.server";
import { runScheduledWork } from "./app/scheduled/steps.server";
import { InvalidEnvironmentError, parseEnv } from "./app/platform/env.server";
import { withHtmlCache } from "./app/http/html-cache.server";
import { afterWorkPath, answerWhenAfterWorkSettled, contextTrackingAfterWork } from "./app/platform/after-work.server";
import { setRateLimitClock } from "./app/platform/rate-limit.server";
import { plainPage } from "./app/http/plain-pages";
import {
  answerWhileReadingTheRest,
  bodyCapFor,
  checkFormBody,
  hasEscapedBackslash,
  isCrossSiteWrite,
  limitRequestBody,
  pathWithoutTrailingSlash,
} from "./app/http/request-guards";
import { applySecurityHeaders, createNonce } from "./app/http/security-headers";
import type { WorkerBindings } from "./app/platform/load-context";
import { answerOneClickUnsubscribe } from "./app/newsletter/one-click.server";
import { publicPagesVersion } from "./app/site/site-settings.server";
import { ensurePublishedCourse, readsTheCourse } from "./app/course/published.server";

const handleRemixRequest = createRequestHandler(build as unknown as Parameters<typeof createRequestHandler>[0], build.mode);

async function handle(incoming: Request, bindings: WorkerBindings, ctx: ExecutionContext, nonce: string, url: URL) {
  // First of all, before any answer: a response that ends while its request body is unread breaks
  // the local server, so every refusal below comes after the body is in (docs/decisions/035).
  const bodyCheck = await limitRequestBody(incoming, { maxBytes: bodyCapFor(url.pathname) });
  if (!bodyCheck.ok) {
    const page = plainPage(bodyCheck.reason === "broken" ? "badRequest" : bodyCheck.reason, url, nonce);
    return bodyCheck.unread ? answerWhileReadingTheRest(page, bodyCheck.unread) : page;
  }
  const request = bodyCheck.request;

  let env;
  try {
    env = parseEnv(bindings as unknown as Record<string, unknown>);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(JSON.stringify({ level: "error", event: "invalid_environment", problems: error.problems }));
      return plainPage("error", url, nonce);
    }
    throw error;
  }
  setRateLimitClock(env);
  // The worker tests' way to wait for the after-work of the responses they had (test environment only).
  if (env.ENVIRONMENT === "test" && url.pathname === afterWorkPath) return answerWhenAfterWorkSettled();

  // Before anything reads the path decoded: no page has a backslash in it.
  if (hasEscapedBackslash(url.pathname)) return plainPage("notFound", url, nonce);

  // One address per page: `/about/` is sent to `/about`, the query kept.
  const canonicalPath = pathWithoutTrailingSlash(request.method, url);
  if (canonicalPath) return new Response(null, { status: 301, headers: { Location: canonicalPath } });

  if (isCrossSiteWrite(request, [url.origin, new URL(env.SITE_URL).origin])) {
    return plainPage("forbidden", url, nonce);
  }

  const formCheck = await checkFormBody(request);
  if (!formCheck.ok) return plainPage(formCheck.status === 405 ? "methodNotAllowed" : formCheck.status === 415 ? "unsupportedBody" : "badRequest", url, nonce);

  const loadContext: AppLoadContext = { env, ctx, db: createDb(bindings.DB), cspNonce: nonce };
  const oneClick = await answerOneClickUnsubscribe(request, url, loadContext.db, env.SESSION_SECRET);
  if (oneClick) return oneClick;
  // The course's pages (the player, the staff's, the studio, the account's record) serve the newest
  // published release: one indexed read, and the release's content only when it changed (decision 094).
  if (readsTheCourse(url.pathname)) await ensurePublishedCourse(loadContext.db);
  const settingsVersion = () => publicPagesVersion(loadContext);
  return withHtmlCache(request, { nonce, buildVersion: build.assets.version, settingsVersion, ctx }, () => handleRemixRequest(request, loadContext));
}

export default {
  async fetch(request: Request, bindings: WorkerBindings, runtimeContext: ExecutionContext): Promise<Response> {
    const startedAt = Date.now();
    const ctx = contextTrackingAfterWork(runtimeContext, bindings.ENVIRONMENT);
    const url = new URL(request.url);
    const nonce = createNonce();

    let response: Response;
    try {
      response = await handle(request, bindings, ctx, nonce, url);
    } catch (error) {
      console.error(JSON.stringify({ level: "error", event: "unhandled_error", path: url.pathname, message: String(error) }));
      response = plainPage("error", url, nonce);
    }

    // Every change to the leads is a POST: the Overview figures it outdated are read again after the response.
    if (request.method === "POST" && response.status < 400) ctx.waitUntil(refreshOutdatedFigures(createDb(bindings.DB)));

    // Responses from Remix may have immutable headers (redirects): copy before changing them.
    response = new Response(response.body, response);
    applySecurityHeaders(response.headers, { nonce, url });
    // The worker's own time to the response head (loaders included), for `npm run bench`: a
    // figure, nothing about the data.
    response.headers.set("Server-Timing", `worker;dur=${Date.now() - startedAt}`);

    console.log(
      JSON.stringify({
        level: response.status >= 500 ? "error" : response.status >= 400 ? "warn" : "info",
        event: "request",
        method: request.method,
        path: url.pathname,
        status: response.status,
        durationMs: Date.now() - startedAt,
        ray: request.headers.get("cf-ray") ?? undefined,
      }),
    );
    return response;
  },

  /**
   * The Cron Trigger (wrangler.toml), every five minutes: the steps listed, in their order, in
   * app/scheduled/steps.server.ts (`scheduledSteps`: the course reminders, the quarter feedback, the
   * admins' morning e-mail, bulk work's owed e-mails, the Monday summary, the outbox, the clean-ups),
   * run under one budget of D1 queries, e-mails and wall time (app/platform/scheduled-run.server.ts,
   * docs/decisions/069 and 079). What a step cannot do within its share waits for the next run; the
   * log line has each step's counts and what it spent.
   */
  async scheduled(controller: ScheduledController, bindings: WorkerBindings, ctx: ExecutionContext): Promise<void> {
    const env = parseEnv(bindings as unknown as Record<string, unknown>);
    setRateLimitClock(env);
    await ensurePublishedCourse(createDb(bindings.DB));
    const { steps, spent } = await runScheduledWork({ env, ctx, cspNonce: "" }, bindings.DB, controller.scheduledTime);
    console.log(JSON.stringify({ level: "info", event: "scheduled", cron: controller.cron, spent, steps }));
  },
} satisfies ExportedHandler<WorkerBindings>;
