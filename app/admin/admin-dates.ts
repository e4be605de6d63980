import { dateTimeFormatPerLanguage, type Language } from "~/i18n/languages";

/**
 * Dates in the admin pages, formatted on the server in Florida's time zone (the organisation's),
 * so the server render and hydration always agree.
 */
const dateTimeFormats = dateTimeFormatPerLanguage({ dateStyle: "medium", timeStyle: "short", timeZone: "America/New_York" });

const timeFormats = dateTimeFormatPerLanguage({ timeStyle: "short", timeZone: "America/New_York" });

export function formatDateTime(value: string | number, language: Language): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormats[language].format(date);
}

export function formatTime(value: string | number, language: Language): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : timeFormats[language].format(date);
}
