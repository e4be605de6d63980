import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ZodTypeAny } from "zod";
import { SubmitButton } from "~/components/forms/fields";
import { Form } from "~/forms/form";
import type { TranslationKey } from "~/i18n/translate";
import { useLocalizePath, useT } from "~/i18n/use-t";

/** The narrow column of a sign-in page (login, forgot password, a one-time link): its h1 names the section. */
export function AuthPage({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 id={id} className="text-3xl font-bold text-slate-900">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** The white card a page's one form sits in. */
function FormCard({ children }: { children: ReactNode }) {
  return <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>;
}

/** Plain text links to other pages, in the visitor's language, side by side. */
export function PageTextLinks({ links, className }: { links: ReadonlyArray<{ path: string; label: TranslationKey }>; className: string }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <p className={`flex flex-wrap gap-4 text-sm ${className}`}>
      {links.map((link) => (
        <Link key={link.path} to={localize(link.path)} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {t(link.label)}
        </Link>
      ))}
    </p>
  );
}

/**
 * The page a one-time e-mail link opens (set a password, confirm an address): with a live link, an
 * intro naming the address and its form (`fields` and a full-width submit button); with a used,
 * expired or unknown one, why, and the way on.
 */
export function OneTimeLinkPage({
  id,
  heading,
  intro,
  form,
  fields,
  invalid,
}: {
  id: string;
  heading: string;
  /** Null when the link is not usable. */
  intro: string | null;
  form: { formId: string; schema: ZodTypeAny; submitLabel: string; busyLabel: string };
  fields: ReactNode;
  invalid: { text: string; path: string; label: string };
}) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <AuthPage id={id} heading={intro === null ? t("auth.invalidLinkTitle") : heading}>
      {intro === null ? (
        <>
          <p className="mt-2 text-slate-600">{invalid.text}</p>
          <Link to={localize(invalid.path)} className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900">
            {invalid.label}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 break-words text-slate-600">{intro}</p>
          <FormCard>
            <Form resetAfterSubmit formId={form.formId} schema={form.schema} className="grid gap-4">
              {fields}
              <SubmitButton label={form.submitLabel} busyLabel={form.busyLabel} className="w-full" />
            </Form>
          </FormCard>
        </>
      )}
    </AuthPage>
  );
}
