import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { MailboxPlainText } from "~/components/mailbox-plain-text";
import { hasDevMailbox, listMailbox } from "~/email/dev-mailbox.server";

const noStore = { "Cache-Control": "no-store" } as const;

/**
 * The local mailbox: every e-mail the site rendered (EMAIL_PROVIDER=log sends none), newest first.
 * A developer tool, in English only; outside development and test it does not exist (404).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!hasDevMailbox(context.env)) throw new Response(null, { status: 404 });
  return data({ messages: await listMailbox(context.db) }, { headers: noStore });
}

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [{ title: "Local mailbox" }, { name: "robots", content: "noindex" }];

export default function DevMailbox() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="mailbox-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 id="mailbox-title" className="text-3xl font-bold text-slate-900">
        Local mailbox
      </h1>
      <p className="mt-3 text-slate-600">
        The e-mails this site rendered, newest first (at most 100). Nothing here was sent to anyone.{" "}
        <a href="/dev/mailbox/templates" className="font-semibold text-brand-700 underline hover:text-brand-800">
          All templates
        </a>{" "}
        <a href="/dev/schedule" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Run the scheduled work now
        </a>
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-white p-5 text-slate-600">No messages yet.</p>
      ) : (
        <ol className="mt-8 space-y-6">
          {messages.map((message) => (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h2 id={`message-${message.id}`} className="text-lg font-semibold text-slate-900">
                  {message.subject}
                </h2>
                <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold text-slate-600">To</dt>
                  <dd className="break-all text-slate-900">{message.to}</dd>
                  <dt className="font-semibold text-slate-600">Kind</dt>
                  <dd className="font-mono text-xs text-slate-900">{message.kind}</dd>
                  <dt className="font-semibold text-slate-600">Language</dt>
                  <dd className="text-slate-900">{message.language}</dd>
                  <dt className="font-semibold text-slate-600">When</dt>
                  <dd className="text-slate-900">
                    <time dateTime={message.createdAt}>{message.createdAt}</time>
                  </dd>
                  <dt className="font-semibold text-slate-600">Status</dt>
                  <dd className="text-slate-900">{message.status}</dd>
                  {message.headers.map(([name, value]) => (
                    <Fragment key={name}>
                      <dt className="font-mono text-xs font-semibold break-all text-slate-600">{name}</dt>
                      <dd className="font-mono text-xs break-all text-slate-900">{value}</dd>
                    </Fragment>
                  ))}
                </dl>
                <MailboxPlainText parts={message.text} />
                <p className="mt-4">
                  <a
                    href={`/dev/mailbox/${encodeURIComponent(message.id)}`}
                    aria-describedby={`message-${message.id}`}
                    className="font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    View HTML
                  </a>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
