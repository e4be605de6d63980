/**
 * The follow-up date on a lead and the one rule for "overdue" (docs/decisions/027): a lead is overdue
 * when its follow-up day is before today in America/New_York (the organisation's time zone) and its
 * status is not a final one. The manager's column marker and its "overdue" filter both use this module,
 * and the admins' morning e-mail its "due" (today or earlier).
 */
import { and, isNotNull, lt, lte, notInArray, type SQL } from "drizzle-orm";
import { leads, type LeadStatus } from "../../db/schema";

/** A lead in one of these statuses is finished: its follow-up date can no longer be missed. */
export const finalStatuses = ["accepted", "declined", "closed", "spam"] as const satisfies ReadonlyArray<LeadStatus>;

export function isOverdue(lead: { followUpOn: string | null; status: LeadStatus }, today: string): boolean {
  return lead.followUpOn !== null && lead.followUpOn < today && !(finalStatuses as readonly string[]).includes(lead.status);
}

/** The same rule as a SQL condition (dates are YYYY-MM-DD text, so text order is date order). */
export function overdueCondition(today: string): SQL {
  return and(isNotNull(leads.followUpOn), lt(leads.followUpOn, today), notInArray(leads.status, [...finalStatuses]))!;
}

/**
 * Due: the follow-up day has come (today or earlier) and the lead is not finished. One day wider
 * than overdue: the admins' morning e-mail lists what is due today as well (docs/leads.md).
 */
export function dueCondition(today: string): SQL {
  return and(isNotNull(leads.followUpOn), lte(leads.followUpOn, today), notInArray(leads.status, [...finalStatuses]))!;
}

/** How far from today a follow-up may be set: a year back (catching up) to five years ahead. */
const yearsBack = 1;
const yearsAhead = 5;

function shiftYears(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, "0")}${day.slice(4)}`;
}

export function followUpRange(today: string): { min: string; max: string } {
  return { min: shiftYears(today, -yearsBack), max: shiftYears(today, yearsAhead) };
}

export type FollowUpDate = { ok: true; date: string | null } | { ok: false; reason: "invalid" | "outOfRange" };

/** A posted follow-up date: empty clears it; otherwise a real calendar day (YYYY-MM-DD) within the range. */
export function parseFollowUpDate(value: unknown, today: string): FollowUpDate {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return { ok: true, date: null };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return { ok: false, reason: "invalid" };
  const { min, max } = followUpRange(today);
  if (text < min || text > max) return { ok: false, reason: "outOfRange" };
  return { ok: true, date: text };
}
