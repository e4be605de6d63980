/**
 * The licence checklist's form (client-safe: the browser checks it with the same schema). Dates come
 * from the platform's date inputs as YYYY-MM-DD (docs/decisions/087) and are checked all the same: a
 * real calendar day from ten years back to two years ahead of today, so a slip of the keyboard
 * (0206, 20266) or a hand-made post is caught rather than stored.
 */
import { z } from "zod";
import type { LicenceExamResult } from "../../db/schema";
import { missingAsEmpty } from "~/forms/values";

export const licenceChecklistFormId = "licence-checklist";
export const licenceChecklistIntent = "licence-checklist";
export const reminderSettingsIntent = "reminder-settings";
export const insurerNameMaxLength = 120;

/** The years a typed date may fall in, around `today` (YYYY-MM-DD). */
function licenceDateYears(today: string): { from: number; to: number } {
  const year = Number(today.slice(0, 4));
  return { from: year - 10, to: year + 2 };
}

/** Whether `text` is YYYY-MM-DD naming a day that exists (no 2026-02-30). */
function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The exam's results (the schema's own list, repeated here so the browser's bundle carries no table definitions). */
export const examResultChoices = ["passed", "failed"] as const satisfies ReadonlyArray<LicenceExamResult>;

const today = () => new Date().toISOString().slice(0, 10);

/** An optional date: empty is none; otherwise one message per problem. */
function optionalDay() {
  return z.preprocess(
    missingAsEmpty,
    z
      .string()
      .trim()
      .max(10, "licenceChecklist.errors.dateFormat")
      .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "licenceChecklist.errors.dateFormat")
      .refine((value) => value === "" || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDay(value), "licenceChecklist.errors.dateNotReal")
      .refine((value) => {
        if (!isCalendarDay(value)) return true;
        const { from, to } = licenceDateYears(today());
        const year = Number(value.slice(0, 4));
        return year >= from && year <= to;
      }, "licenceChecklist.errors.dateOutOfRange")
      .transform((value) => (value === "" ? null : value)),
  );
}

const tick = () => z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

export const licenceChecklistSchema = z.object({
  fingerprintsDone: tick(),
  fingerprintsBookedOn: optionalDay(),
  fingerprintsDoneOn: optionalDay(),
  applicationDone: tick(),
  applicationSubmittedOn: optionalDay(),
  applicationApprovedOn: optionalDay(),
  examDone: tick(),
  examBookedFor: optionalDay(),
  examResult: z.preprocess(
    missingAsEmpty,
    z.enum(["", ...examResultChoices], { message: "licenceChecklist.errors.examResult" }).transform((value) => (value === "" ? null : value)),
  ),
  examResultOn: optionalDay(),
  appointmentDone: tick(),
  appointedOn: optionalDay(),
  insurerName: z.preprocess(
    missingAsEmpty,
    z
      .string()
      .trim()
      .max(insurerNameMaxLength, "licenceChecklist.errors.insurerTooLong")
      .transform((value) => (value === "" ? null : value)),
  ),
});

export type LicenceChecklistInput = z.output<typeof licenceChecklistSchema>;
