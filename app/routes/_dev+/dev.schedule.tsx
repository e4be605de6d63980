import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { hasDevMailbox } from "~/email/dev-mailbox.server";
import { runScheduledWork } from "~/scheduled/steps.server";

const noStore = { "Cache-Control": "no-store" } as const;

/**
 * The Cron Trigger's work, run now: every scheduled step (course reminders, quarter feedback, the
 * admins' e-mails, the outbox, the clean-ups) at this instant, so what they send reaches the local
 * mailbox without waiting for the next five-minute mark (docs/decisions/082). A developer tool, in
 * English only; like the mailbox, outside development and test it does not exist (404), so no
 * visitor can make production run its schedule out of turn.
 */
function requireLocalMailbox(env: LoaderFunctionArgs["context"]["env"]) {
  if (!hasDevMailbox(env)) throw new Response(null, { status: 404 });
}

export function loader({ context }: LoaderFunctionArgs) {
  requireLocalMailbox(context.env);
  return data(null, { headers: noStore });
}

export async function action({ context }: ActionFunctionArgs) {
  requireLocalMailbox(context.env);
  // The same run as the scheduled handler's (server.ts), on the request's own D1 binding.
  const run = await runScheduledWork(context, context.db.$client, Date.now());
  console.log(JSON.stringify({ level: "info", event: "scheduled", cron: "run now (/dev/schedule)", spent: run.spent, steps: run.steps }));
  return data(run, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [{ title: "Scheduled work" }, { name: "robots", content: "noindex" }];

export default function DevSchedule() {
  const run = useActionData<typeof action>();
  return (
    <section aria-labelledby="schedule-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 id="schedule-title" className="text-3xl font-bold text-slate-900">
        Scheduled work
      </h1>
      <p className="mt-3 text-slate-600">
        The Cron Trigger runs every five minutes (<code>npm start</code> runs it locally on the same schedule). Run it now to send the course reminders, the
        quarter feedback and the admins&apos; e-mails that are due, deliver the outbox and clean up; what it sends appears in the{" "}
        <a href="/dev/mailbox" className="font-semibold text-brand-700 underline hover:text-brand-800">
          local mailbox
        </a>
        .
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit">Run the scheduled work now</Button>
      </Form>
      {run ? (
        <div role="status" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold text-slate-900">Run finished</h2>
          <p className="mt-1 text-sm text-slate-600">
            {run.spent.ms} ms, {run.spent.queries} queries, {run.spent.emails} e-mails.
          </p>
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold text-slate-600">
                  Step
                </th>
                <th scope="col" className="py-1 font-semibold text-slate-600">
                  What it did
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(run.steps).map(([step, report]) => (
                <tr key={step} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-mono text-xs font-semibold text-slate-900">
                    {step}
                  </th>
                  <td className="py-1 font-mono text-xs text-slate-900">
                    {Object.entries(report)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
