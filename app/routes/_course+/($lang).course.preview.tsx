/** `/course/preview`: the free preview lesson's first screen, whichever lesson content/course/ marks as the preview. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { previewLesson } from "~/course/course.server";
import { requireRouteLanguage } from "~/i18n/i18n.server";
import { localizePath } from "~/i18n/languages";

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizePath(`/course/${previewLesson().id}/1`, requireRouteLanguage(params)), { status: 302 });
}
