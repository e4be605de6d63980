import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { LeadForm } from "~/components/forms/lead-form";
import type { AppEnv } from "~/platform/env.server";
import { pickTranslations } from "~/i18n/i18n.server";
import { handleLeadAction } from "~/leads/lead-action.server";
import { fieldLimits } from "~/leads/forms/fields";

/**
 * Where the example lead form (app/leads/forms/example-callback.ts) is mounted: a developer page,
 * in English only. Like the local mailbox, it exists only in development and test; everywhere
 * else the page and its action answer 404, so production stores no example leads.
 */
function requireDevelopment(env: Pick<AppEnv, "ENVIRONMENT">) {
  if (env.ENVIRONMENT !== "development" && env.ENVIRONMENT !== "test") throw new Response(null, { status: 404 });
}

export function loader({ context }: LoaderFunctionArgs) {
  requireDevelopment(context.env);
  return { translations: pickTranslations("en", ["contact", "validation"]) };
}

export function action(args: ActionFunctionArgs) {
  requireDevelopment(args.context.env);
  return handleLeadAction(args, ["example-callback"]);
}

export const meta: MetaFunction = () => [{ title: "Example lead form" }, { name: "robots", content: "noindex" }];

const formId = "example-callback";

export default function DevExampleForm() {
  return (
    <section aria-labelledby="example-form-title" className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 id="example-form-title" className="text-3xl font-bold text-slate-900">
        Example lead form
      </h1>
      <p className="mt-3 text-slate-600">A name and an e-mail, stored like every lead (docs/decisions/022-one-definition-per-lead-form.md).</p>
      <LeadForm formType="example-callback" formId={formId} className="mt-8 grid gap-4">
        <TextField formId={formId} name="name" label="Name" isRequired maxLength={fieldLimits.name} autoComplete="name" />
        <TextField formId={formId} name="email" type="email" label="Email" isRequired maxLength={fieldLimits.email} autoComplete="email" />
        <div>
          <SubmitButton label="Send" busyLabel="Sending..." />
        </div>
      </LeadForm>
    </section>
  );
}
