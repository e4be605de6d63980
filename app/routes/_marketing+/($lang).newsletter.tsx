import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import type { FormReply } from "~/forms/answer";
import { handleLeadAction } from "~/leads/lead-action.server";
import { translatedSeo } from "~/site/seo";
import { pageHandle } from "~/site/pages";

export const handle = pageHandle({ audience: "public", edgeCache: "content" });

export function loader({ params }: LoaderFunctionArgs) {
  requireRouteLanguage(params);
  return null;
}

/** Every newsletter form posts here (the footer's is on every page); success returns to the page it was on. */
export function action(args: ActionFunctionArgs) {
  return handleLeadAction(args, ["newsletter"]);
}

export default function NewsletterPage() {
  const t = useT();
  const answer = useActionData<typeof action>() as FormReply | undefined;
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-xl px-4 py-20 sm:px-6">
      <h1 id="newsletter-title" className="text-3xl font-bold text-slate-900">
        {t("newsletter.heading")}
      </h1>
      <p className="mt-3 text-lg text-slate-600">{t("newsletter.intro")}</p>
      <NewsletterForm source="newsletter-page" formId="newsletter-page" answer={answer} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  translatedSeo(args, { title: "newsletter.metaTitle", description: "newsletter.metaDescription", keywords: "newsletter.metaKeywords" });
