import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { NewsletterLinkPage } from "~/components/newsletter/link-page";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { readNewsletterLink } from "~/newsletter/newsletter-links.server";
import { resubscribe, subscriptionOf, unsubscribe } from "~/newsletter/subscriptions.server";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { redirectWithToast } from "~/http/flash.server";
import type { ToastMessage } from "~/http/toast";
import { translatedToast } from "~/http/translated-toast.server";
import { readForm } from "~/forms/read-form";

/**
 * The unsubscribe link of every newsletter e-mail (docs/decisions/024-consent-on-record.md).
 * - A mailbox provider's one-click POST (RFC 8058: `List-Unsubscribe=One-Click`, no cookie, no
 *   Origin) is answered before Remix, in plain text (app/newsletter/one-click.server.ts).
 * - A person gets a page in the e-mail's language with one button, and a way back in.
 * The signed token is the only authority: it names the address it was sent to.
 */
export const handle = pageHandle({ audience: "auth", crawl: false });

export async function loader({ context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const email = await readNewsletterLink(context.env.SESSION_SECRET, "unsubscribe", params.token ?? "");
  const subscription = email ? await subscriptionOf(context.db, email) : null;
  const state = !email ? "invalid" : !subscription ? "not-listed" : subscription.status === "unsubscribed" ? "unsubscribed" : "listed";
  return data(
    { translations: pickTranslations(language, ["newsletter"]), email: email ?? "", state },
    { status: state === "invalid" ? 404 : 200, headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const email = await readNewsletterLink(context.env.SESSION_SECRET, "unsubscribe", params.token ?? "");
  const form = await readForm(request);
  const back = (kind: "success" | "error", message: ToastMessage) =>
    redirectWithToast(request, context.env, new URL(request.url).pathname, translatedToast(language, kind, message));
  if (!email) return back("error", { title: "newsletter.invalidLinkHeading", description: "newsletter.invalidLinkText" });
  if (form.get("intent") === "resubscribe") {
    await resubscribe(context.db, email);
    return back("success", { title: "newsletter.resubscribedToastTitle", description: "newsletter.resubscribedToastText" });
  }
  await unsubscribe(context.db, email);
  return back("success", { title: "newsletter.unsubscribedToastTitle", description: "newsletter.unsubscribedToastText" });
}

export const headers = privatePageHeaders;

export default function UnsubscribePage() {
  const { email, state } = useLoaderData<typeof loader>();
  const t = useT();
  switch (state) {
    case "invalid":
      return <NewsletterLinkPage heading={t("newsletter.invalidLinkHeading")} text={t("newsletter.invalidLinkText")} />;
    case "not-listed":
      return <NewsletterLinkPage heading={t("newsletter.unsubscribeHeading")} text={t("newsletter.notListedText", { email })} />;
    case "unsubscribed":
      return (
        <NewsletterLinkPage
          heading={t("newsletter.unsubscribedHeading")}
          text={t("newsletter.unsubscribedText", { email })}
          button={{ intent: "resubscribe", label: t("newsletter.resubscribeButton") }}
        />
      );
    case "listed":
      return (
        <NewsletterLinkPage
          heading={t("newsletter.unsubscribeHeading")}
          text={t("newsletter.unsubscribeIntro", { email })}
          button={{ intent: "unsubscribe", label: t("newsletter.unsubscribeButton") }}
        />
      );
  }
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "newsletter.unsubscribeMetaTitle", description: "newsletter.metaDescription", keywords: "newsletter.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
