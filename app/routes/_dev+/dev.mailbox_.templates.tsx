import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MailboxPlainText } from "~/components/mailbox-plain-text";
import { hasDevMailbox, textParts } from "~/email/dev-mailbox.server";
import { renderTemplateSamples } from "~/dev/email-samples.server";
import { siteOrigin } from "~/http/site-origin";
import { postalAddressOf } from "~/newsletter/newsletter-emails.server";
import { organisationContact } from "~/site/site-settings.server";

const noStore = { "Cache-Control": "no-store" } as const;

/**
 * Every e-mail template rendered with sample data, in every language: subject, plain-text part and
 * a link to the HTML, for whoever changes how the e-mails look. A developer tool, in English only;
 * outside development and test it does not exist (404).
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (!hasDevMailbox(context.env)) throw new Response(null, { status: 404 });
  const samples = await renderTemplateSamples({
    origin: siteOrigin(request, context.env),
    postalAddress: postalAddressOf(context.env),
    contact: await organisationContact(context),
  });
  return data(
    {
      samples: samples.map(({ id, kind, variant, language, content }) => ({
        id,
        kind,
        variant,
        language,
        subject: content.subject,
        text: textParts(content.text),
      })),
    },
    { headers: noStore },
  );
}

export const headers: HeadersFunction = () => noStore;

export const meta: MetaFunction = () => [{ title: "E-mail templates" }, { name: "robots", content: "noindex" }];

export default function DevMailboxTemplates() {
  const { samples } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="templates-title" className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 id="templates-title" className="text-3xl font-bold text-slate-900">
        E-mail templates
      </h1>
      <p className="mt-3 text-slate-600">
        Every e-mail the site sends, rendered now with sample data in each language: the plain-text part here, the HTML behind each link. Nothing here was sent
        to anyone.{" "}
        <a href="/dev/mailbox" className="font-semibold text-brand-700 underline hover:text-brand-800">
          Local mailbox
        </a>
      </p>
      <ol className="mt-8 space-y-6">
        {samples.map((sample) => (
          <li key={sample.id}>
            <article aria-labelledby={`sample-${sample.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id={`sample-${sample.id}`} className="text-lg font-semibold text-slate-900">
                {sample.subject}
              </h2>
              <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold text-slate-600">Kind</dt>
                <dd className="font-mono text-xs text-slate-900">{sample.kind}</dd>
                <dt className="font-semibold text-slate-600">Variant</dt>
                <dd className="font-mono text-xs text-slate-900">{sample.variant}</dd>
                <dt className="font-semibold text-slate-600">Language</dt>
                <dd className="text-slate-900">{sample.language}</dd>
              </dl>
              <MailboxPlainText parts={sample.text} />
              <p className="mt-4">
                <a
                  href={`/dev/mailbox/templates/${encodeURIComponent(sample.id)}`}
                  aria-describedby={`sample-${sample.id}`}
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  View HTML
                </a>
              </p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
