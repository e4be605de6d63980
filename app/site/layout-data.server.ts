/**
 * The root loader's data: what the layout shows on every page. In one server module so that the
 * root route imports one: the browser build replaces each server module a route imports with an
 * empty chunk of its own (docs/decisions/017-performance-budgets.md).
 */
import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readSessionState } from "~/auth/session.server";
import { takeToast } from "~/http/flash.server";
import { isStaff } from "~/auth/roles";
import { getLanguage, languageChoiceFromQuery, pickLayoutTranslations, storeLanguage } from "~/i18n/i18n.server";
import { sampleCourseHours } from "~/course/sample-hours.server";
import { organisationContact } from "./site-settings.server";

export async function loadLayoutData({ request, context }: LoaderFunctionArgs) {
  const language = getLanguage(request);
  const chosenLanguage = languageChoiceFromQuery(request);
  const headers = new Headers();
  if (chosenLanguage) headers.append("Set-Cookie", await storeLanguage(request, chosenLanguage));
  const { toast, setCookie } = await takeToast(request, context.env);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  // Who is signed in, for the header; the session is read only when its cookie is there.
  const { user, clearCookie } = await readViewer(request, context);
  if (clearCookie) headers.append("Set-Cookie", clearCookie);
  return data(
    {
      language,
      viewer: user ? { firstName: user.firstName, staff: isStaff(user.role) ? user.role : null } : null,
      // Only the layout's strings, in the current language; pages send their own (decision 003).
      translations: pickLayoutTranslations(language),
      siteUrl: context.env.SITE_URL,
      year: new Date().getUTCFullYear(),
      // What a sample course really holds, for every page that states hours (docs/decisions/089).
      sampleCourse: sampleCourseHours(language),
      // The footer's contact, as set in the admin panel's Settings tab (docs/decisions/065).
      contact: await organisationContact(context),
      toast,
    },
    { headers },
  );
}

/**
 * The root loader never fails: every page, the error pages included, needs its strings. A session
 * that cannot be read (D1 unavailable) shows the page as to a visitor, and is logged.
 */
async function readViewer(request: Request, context: AppLoadContext) {
  try {
    return await readSessionState(request, context);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "session_read_failed", message: error instanceof Error ? error.message : String(error) }));
    return { user: null, clearCookie: null };
  }
}
