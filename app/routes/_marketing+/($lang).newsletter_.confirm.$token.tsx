import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { NewsletterLinkPage } from "~/components/newsletter/link-page";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { readNewsletterLink } from "~/newsletter/newsletter-links.server";
import { confirmSubscription, subscriptionOf } from "~/newsletter/subscriptions.server";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";

/**
 * The page behind the opt-in confirmation link (docs/decisions/024-consent-on-record.md). A GET
 * changes nothing, so a mail scanner that opens links cannot subscribe anyone: confirming is the
 * button's POST.
 */
export const handle = pageHandle({ audience: "auth", crawl: false });

export async function loader({ context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const email = await readNewsletterLink(context.env.SESSION_SECRET, "confirm", params.token ?? "");
  const subscription = email ? await subscriptionOf(context.db, email) : null;
  const state = !email || !subscription || subscription.status === "unsubscribed" ? "invalid" : subscription.status;
  return data(
    { translations: pickTranslations(language, ["newsletter"]), email: state === "invalid" ? "" : (email ?? ""), state },
    { status: state === "invalid" ? 404 : 200, headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const email = await readNewsletterLink(context.env.SESSION_SECRET, "confirm", params.token ?? "");
  const outcome = email ? await confirmSubscription(context.db, email) : "not-pending";
  const toast =
    outcome === "not-pending"
      ? translatedToast(language, "error", { title: "newsletter.invalidLinkHeading", description: "newsletter.invalidLinkText" })
      : translatedToast(language, "success", { title: "newsletter.confirmedToastTitle", description: "newsletter.confirmedToastText" });
  return redirectWithToast(request, context.env, new URL(request.url).pathname, toast);
}

export const headers = privatePageHeaders;

export default function ConfirmSubscriptionPage() {
  const { email, state } = useLoaderData<typeof loader>();
  const t = useT();
  if (state === "invalid") return <NewsletterLinkPage heading={t("newsletter.invalidLinkHeading")} text={t("newsletter.invalidLinkText")} />;
  if (state === "subscribed") return <NewsletterLinkPage heading={t("newsletter.subscribedHeading")} text={t("newsletter.subscribedText", { email })} />;
  return (
    <NewsletterLinkPage
      heading={t("newsletter.confirmHeading")}
      text={t("newsletter.confirmIntro", { email })}
      button={{ intent: "confirm", label: t("newsletter.confirmButton") }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "newsletter.confirmMetaTitle", description: "newsletter.metaDescription", keywords: "newsletter.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
