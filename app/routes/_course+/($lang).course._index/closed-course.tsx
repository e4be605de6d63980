import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizePath, useT } from "~/i18n/use-t";

/** Why the course is closed to this visitor (signed out, address unproven, not enrolled, paused, ended, expired), with the preview and the next step. */
export function ClosedCourse({
  state,
  startsAt,
  endsAt,
  previewHref,
  signIn,
}: {
  state: string;
  startsAt: string | null;
  endsAt: string | null;
  previewHref: string;
  signIn: string;
}) {
  const t = useT();
  const localize = useLocalizePath();
  const [title, text] = (() => {
    switch (state) {
      case "signed-out":
        return [t("course.access.signedOutTitle"), t("course.access.signedOutText")];
      case "unverified":
        return [t("course.access.unverifiedTitle"), t("course.access.unverifiedText")];
      case "not-started":
        return [t("course.access.notStartedTitle", { date: startsAt ?? "" }), t("course.access.notStartedText", { date: startsAt ?? "" })];
      case "paused":
        return [t("course.access.pausedTitle"), t("course.access.pausedText")];
      case "ended":
        return [t("course.access.endedTitle"), t("course.access.endedText")];
      case "expired":
        return [t("course.access.expiredTitle", { date: endsAt ?? "" }), t("course.access.expiredText")];
      default:
        return [t("course.access.notEnrolledTitle"), t("course.access.notEnrolledText")];
    }
  })();
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-5" aria-labelledby="course-state">
      <h2 id="course-state" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-slate-700">{text}</p>
      <p className="flex flex-wrap gap-4">
        <ButtonLink to={previewHref}>{t("course.access.previewLink")}</ButtonLink>
        {state === "signed-out" ? (
          <Link to={signIn} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t("course.access.register")}
          </Link>
        ) : state === "not-enrolled" ? (
          <Link to={localize("/license-application")} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t("course.access.apply")}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
