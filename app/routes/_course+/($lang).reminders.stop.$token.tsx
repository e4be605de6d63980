import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { noStoreHeaders, privatePageHeaders } from "~/auth/permissions.server";
import { NewsletterLinkPage } from "~/components/newsletter/link-page";
import { remindersOn, stopReminders } from "~/school/licence-checklist.server";
import { readReminderStop } from "~/school/reminder-links.server";
import { formFailure } from "~/forms/protocol.server";
import { redirectWithToast } from "~/http/flash.server";
import { translatedToast } from "~/http/translated-toast.server";
import { pickTranslations, requireRouteLanguage } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { pageHandle } from "~/site/pages";
import { translatedSeo } from "~/site/seo";

/**
 * The "stop this kind of reminder" link of every reminder e-mail (app/course/course-reminders.server.ts).
 * No sign-in: the signed token is the only authority, and it names one kind and one address. A
 * person gets a page with one button; a mailbox provider's RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`, no cookie) stops it the same way, any POST with a genuine token
 * does. A forged or altered token stops nothing and says so. The account area turns a kind back on.
 */
export const handle = pageHandle({ audience: "auth", crawl: false });

export async function loader({ context, params }: LoaderFunctionArgs) {
  const language = requireRouteLanguage(params);
  const link = await readReminderStop(context.env.SESSION_SECRET, params.token ?? "");
  const state = !link ? "invalid" : (await remindersOn(context.db, link.email))[link.kind] ? "on" : "stopped";
  return data(
    { translations: pickTranslations(language, ["reminders"]), email: link?.email ?? "", kind: link?.kind ?? null, state },
    { status: state === "invalid" ? 404 : 200, headers: noStoreHeaders },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const language = requireRouteLanguage(params);
  const link = await readReminderStop(context.env.SESSION_SECRET, params.token ?? "");
  if (!link) {
    const alert = translatedToast(language, "error", { title: "reminders.invalidHeading", description: "reminders.invalidText" });
    return formFailure({ formId: "reminder-stop", alert, status: 400, headers: noStoreHeaders });
  }
  await stopReminders(context.db, link.email, link.kind);
  return redirectWithToast(
    request,
    context.env,
    new URL(request.url).pathname,
    translatedToast(language, "success", { title: "reminders.stoppedHeading", description: "reminders.stoppedToastText" }),
  );
}

export const headers = privatePageHeaders;

export default function StopRemindersPage() {
  const { email, kind, state } = useLoaderData<typeof loader>();
  const t = useT();
  if (state === "invalid" || !kind) return <NewsletterLinkPage heading={t("reminders.invalidHeading")} text={t("reminders.invalidText")} />;
  const kindName = t(`reminders.kinds.${kind}`);
  if (state === "stopped") return <NewsletterLinkPage heading={t("reminders.stoppedHeading")} text={t("reminders.stoppedText", { email, kind: kindName })} />;
  return (
    <NewsletterLinkPage
      heading={t("reminders.heading")}
      text={t("reminders.intro", { email, kind: kindName })}
      button={{ intent: "stop", label: t("reminders.button") }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = (args) => [
  ...translatedSeo(args, { title: "reminders.metaTitle", description: "reminders.metaDescription", keywords: "reminders.metaKeywords" }),
  { name: "robots", content: "noindex" },
];
