/**
 * What the course engine reads of the identity checks (docs/decisions/047): the gate a module's
 * screens and an exam's start open behind. The engine's "Next" reads it in its one batch
 * (docs/decisions/076); the school sets the questions up, asks them, pauses and resumes
 * (app/school/identity-checks.server.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courseIdentityAnswers, courseIdentityChecks } from "../../db/schema";

/** A check's scope: a module (`module:<id>`) or an exam attempt's start (`exam:<kind>:<scope>`). */
export type IdentityScope = `module:${string}` | `exam:${string}:${string}`;

export const moduleScope = (moduleId: string): IdentityScope => `module:${moduleId}`;
export const examScope = (kind: string, scope: string): IdentityScope => `exam:${kind}:${scope}`;

/** The read behind `hasSecurityAnswers`, for a caller's D1 batch: a row when the answers are chosen. */
export function securityAnswersQuery(db: Database, enrolmentId: string) {
  return db.select({ id: courseIdentityAnswers.enrolmentId }).from(courseIdentityAnswers).where(eq(courseIdentityAnswers.enrolmentId, enrolmentId));
}

export type IdentityCheck = typeof courseIdentityChecks.$inferSelect;

/** The read behind `openCheck`, for a caller's D1 batch: the scope's check asked or passed, if any. */
export function openCheckQuery(db: Database, enrolmentId: string, scope: IdentityScope) {
  return db
    .select()
    .from(courseIdentityChecks)
    .where(
      and(eq(courseIdentityChecks.enrolmentId, enrolmentId), eq(courseIdentityChecks.scope, scope), inArray(courseIdentityChecks.status, ["asked", "passed"])),
    );
}

/** Where a student stands before a scope: no security answers yet, the check to take, or passed. */
export type IdentityStanding = "no-answers" | "to-check" | "passed";

/** The standing from the two reads behind it (`securityAnswersQuery`, `openCheckQuery`). */
export function identityStanding(answers: readonly unknown[], checks: ReadonlyArray<Pick<IdentityCheck, "status">>): IdentityStanding {
  if (answers.length === 0) return "no-answers";
  return checks[0]?.status === "passed" ? "passed" : "to-check";
}
