/**
 * What a form starts once its lead is stored (every lead is; a retry of the same post too), e.g.
 * the newsletter's double opt-in. Registered here, on the server side only: a form's definition is
 * also the browser's validation, so it names no server module, not even through `import()`
 * (docs/decisions/075-email-as-a-lower-layer.md). A hook's failure is logged, never the visitor's
 * answer, which stays the same whatever it did.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z, ZodTypeAny } from "zod";
import type { Language } from "~/i18n/languages";
import { signUpForNewsletter } from "~/newsletter/sign-up.server";
import type { LeadFormDefinition } from "./forms/definition";
import { newsletterForm } from "./forms/newsletter";

/** A stored lead, as its hook gets it. */
export interface StoredLead<Values = Record<string, unknown>> {
  values: Values;
  language: Language;
  /** The stored `source` column. */
  source: string;
}

type AfterStored<Values = Record<string, unknown>> = (lead: StoredLead<Values>, server: { context: AppLoadContext; request: Request }) => Promise<void>;

/** One form's hook, typed by that form's schema. */
function hookOf<Schema extends ZodTypeAny>(
  form: LeadFormDefinition<string, Schema>,
  afterStored: AfterStored<z.infer<Schema>>,
): [LeadFormDefinition, AfterStored] {
  return [form, afterStored as AfterStored];
}

/** Each form's hook, by its definition (the pipeline reads it; it never tests a form type). */
export const afterStoredHooks: ReadonlyMap<LeadFormDefinition, AfterStored> = new Map([
  // The lead is stored like every other; the double opt-in starts beside it.
  hookOf(newsletterForm, ({ values, language, source }, { context, request }) =>
    signUpForNewsletter(context, request, { email: values.email, language, source }),
  ),
]);
