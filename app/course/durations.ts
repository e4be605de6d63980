import type { Translate } from "~/i18n/translate";

/** Seconds as the student reads them: "12 min 5 s" under an hour, "3 h 20 min" above (client-safe). */
export function formatSeconds(seconds: number, t: Translate): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return t("course.hoursMinutes", { hours, minutes });
  return `${minutes} min ${whole % 60} s`;
}
