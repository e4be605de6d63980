/**
 * How long a course completion counts toward the licence application: ss. 626.7851 and 626.8311,
 * Florida Statutes, qualify an applicant who completed the coursework "within the 4 years
 * immediately preceding the date the application for license is filed". Dates are New York
 * calendar days (`YYYY-MM-DD`).
 *
 * The last day we name is the day before the fourth anniversary of the completion: no reading of
 * "within the 4 years" puts a filing on that day outside them. A completion on 29 February whose
 * fourth anniversary falls in a common year (2096 → 2100) is taken to 28 February, the earlier of
 * the two candidates, so the day we name is never late.
 */
export const certificateWindowYears = 4;

const dayMs = 86_400_000;

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The same month and day `years` later (or earlier, when negative); 29 February into a common year gives 28 February. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = year + years;
  const lastOfMonth = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return new Date(Date.UTC(target, month - 1, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The last day to file the licence application for a course completed on `completedOn` to count. */
export function lastFilingDay(completedOn: string): string {
  return addDays(addYears(completedOn, certificateWindowYears), -1);
}
