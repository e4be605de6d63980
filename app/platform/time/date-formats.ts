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

const newYorkDateFormats = dateTimeFormatPerLanguage({ dateStyle: "medium", timeZone: "America/New_York" });

/**
 * The New York day of an instant, without a time: for what is a span of days, such as an
 * enrolment's period (its start is a day's first second there, its end the last), where a time of
 * day ("12:00 AM – 11:59 PM") says nothing and reads as hours.
 */
export function formatNewYorkDate(value: string | number, language: Language): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : newYorkDateFormats[language].format(date);
}

const dayFormats = dateTimeFormatPerLanguage({ dateStyle: "medium", timeZone: "UTC" });

/** A calendar day stored as YYYY-MM-DD (a follow-up date), in the page's language; no time zone shift. */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormats[language].format(date);
}
