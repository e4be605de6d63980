/**
 * The work a response leaves for after it (`ctx.waitUntil`: the Overview figures read again, an
 * e-mail sent, a cached page stored), made visible to the worker tests: in the test environment
 * the worker keeps each such promise until it settles, and answers `afterWorkPath` once none is
 * left. A test that shows that nothing happened after a response waits for that answer instead of
 * sleeping for a guessed while (docs/decisions/077). Anywhere but ENVIRONMENT=test the context is
 * the runtime's own and the path is an ordinary unknown page.
 */
export const afterWorkPath = "/__test/after-work";

const pending = new Set<Promise<unknown>>();

/** The request's context, with every `waitUntil` promise kept until it settles when `environment` is test. */
export function contextTrackingAfterWork(ctx: ExecutionContext, environment: string | undefined): ExecutionContext {
  if (environment !== "test") return ctx;
  const waitUntil = (promise: Promise<unknown>) => {
    const kept = promise.then(
      () => undefined,
      () => undefined,
    );
    pending.add(kept);
    void kept.then(() => pending.delete(kept));
    ctx.waitUntil(promise);
  };
  return new Proxy(ctx, {
    get(target, property) {
      if (property === "waitUntil") return waitUntil;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Answers once every response's after-work has settled, work begun while waiting included. */
export async function answerWhenAfterWorkSettled(): Promise<Response> {
  while (pending.size > 0) await Promise.all([...pending]);
  return new Response(null, { status: 204 });
}
