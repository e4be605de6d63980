/**
 * The identity checks, in tests (docs/decisions/047): a student's security answers set up as the
 * app stores them (hashed by the same module), and checks already passed, for the tests of the
 * course that are not about the checks. Rows are written with SQL, as the app would have.
 */
import { hashPassword } from "../../app/auth/password-hash.server";
import { theCourse } from "../../app/course/course.server";
import { normaliseAnswer } from "../../app/school/identity-questions";
import type { TestWorker } from "./worker";

/** The questions and answers every test student chooses (answers as typed: the app normalises them). */
export const testSecurityAnswers = [
  { question: "firstStreet", answer: "Calle Ocho" },
  { question: "firstPet", answer: "Canela" },
  { question: "firstJob", answer: "Lifeguard" },
] as const;

export function answerTo(questionKey: string): string {
  const found = testSecurityAnswers.find((each) => each.question === questionKey);
  if (!found) throw new Error(`not one of the test student's questions: ${questionKey}`);
  return found.answer;
}

let hashes: Promise<string[]> | undefined;

/** Stores the test answers for the enrolment, as the course page's setup does. */
export async function setUpSecurityAnswers(worker: Pick<TestWorker, "db">, enrolmentId: string): Promise<void> {
  hashes ??= Promise.all(testSecurityAnswers.map(({ answer }) => hashPassword(normaliseAnswer(answer))));
  await worker.db
    .prepare("insert into course_identity_answers (enrolment_id, question_keys, answer_hashes) values (?, ?, ?)")
    .bind(enrolmentId, JSON.stringify(testSecurityAnswers.map(({ question }) => question)), JSON.stringify(await hashes))
    .run();
}

/** A passed check for a scope (`module:<id>`, `exam:<kind>:<scope>`), as if the student had answered it. */
export async function passIdentityCheck(worker: Pick<TestWorker, "db">, enrolmentId: string, scope: string): Promise<void> {
  await worker.db
    .prepare("insert into course_identity_checks (id, enrolment_id, scope, question_key, status, tries) values (?, ?, ?, ?, 'passed', 1)")
    .bind(crypto.randomUUID(), enrolmentId, scope, testSecurityAnswers[0].question)
    .run();
}

/** A student past the checks of every module (their answers set up): for the tests of studying itself. */
export async function passEveryModuleCheck(worker: Pick<TestWorker, "db">, enrolmentId: string): Promise<void> {
  await setUpSecurityAnswers(worker, enrolmentId);
  for (const module of theCourse().modules) await passIdentityCheck(worker, enrolmentId, `module:${module.id}`);
}
