/**
 * The identity checks in the browser tests (docs/decisions/047): choosing the security questions on
 * the course page and answering a check as a person does, or, for tests about something else, the
 * answers and the modules' passed checks put straight into the served database.
 */
import type { Page } from "playwright-core";
import { hashPassword } from "~/auth/password-hash.server";
import { theCourse } from "~/course/course.server";
import { normaliseAnswer } from "~/school/identity-questions";
import type { en } from "~/locales/en";
import { labelled } from "./browser-sign-in";
import { testSecurityAnswers } from "./identity-checks";

type Strings = typeof en;

const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * SQL: the test answers set up for the enrolment `enrolmentSql` selects, and (unless
 * `passModules` is false) every module's check passed: the student studies as before the checks.
 */
export async function securityAnswersSql(enrolmentSql: string, { passModules = true } = {}): Promise<string> {
  const hashes = await Promise.all(testSecurityAnswers.map(({ answer }) => hashPassword(normaliseAnswer(answer))));
  const answers = `INSERT INTO course_identity_answers (enrolment_id, question_keys, answer_hashes) VALUES (${enrolmentSql}, ${sqlText(JSON.stringify(testSecurityAnswers.map(({ question }) => question)))}, ${sqlText(JSON.stringify(hashes))});`;
  if (!passModules) return answers;
  const checks = theCourse().modules.map(
    (module) =>
      `INSERT INTO course_identity_checks (id, enrolment_id, scope, question_key, status, tries) VALUES (${sqlText(crypto.randomUUID())}, ${enrolmentSql}, ${sqlText(`module:${module.id}`)}, ${sqlText(testSecurityAnswers[0].question)}, 'passed', 1);`,
  );
  return [answers, ...checks].join("\n");
}

/** On the course page: chooses the three test questions, types their answers and saves them. */
export async function chooseSecurityQuestions(page: Page, strings: Strings): Promise<void> {
  const main = page.getByRole("main");
  for (const [index, { question, answer }] of testSecurityAnswers.entries()) {
    const group = main.getByRole("group", { name: strings.identityChecks.setup.question.replace("{{number}}", String(index + 1)) });
    await group.getByRole("combobox").selectOption(question);
    await group.getByLabel(labelled(strings.identityChecks.setup.answer)).fill(answer);
  }
  await main.getByRole("button", { name: strings.identityChecks.setup.submit }).click();
  await main.getByRole("heading", { name: strings.identityChecks.setup.heading }).waitFor({ state: "detached" });
}

/** On the check page: reads the question asked and answers it, rightly unless `typed` is given. */
export async function answerIdentityCheck(page: Page, strings: Strings, typed?: string): Promise<void> {
  const main = page.getByRole("main");
  await main.getByRole("heading", { level: 1, name: strings.identityChecks.check.heading }).waitFor();
  // The question asked is the answer field's label.
  let asked: (typeof testSecurityAnswers)[number] | undefined;
  for (const candidate of testSecurityAnswers)
    if ((await main.getByLabel(labelled(strings.identityChecks.questions[candidate.question])).count()) > 0) asked = candidate;
  if (!asked) throw new Error(`the check asks none of the test student's questions: ${await main.textContent()}`);
  await main.getByLabel(labelled(strings.identityChecks.questions[asked.question])).fill(typed ?? `  ${asked.answer.toUpperCase()} `);
  await main.getByRole("button", { name: strings.identityChecks.check.submit }).click();
}
