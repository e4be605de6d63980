/**
 * The security questions of the identity checks (docs/decisions/047): the fixed list a student
 * chooses three from, how an answer is normalised before it is hashed or checked, and the server's
 * pick of the one to ask. Pure and client-safe (the setup form's schema uses the keys).
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";

export const securityQuestionKeys = [
  "firstStreet",
  "firstSchool",
  "parentsCity",
  "childhoodFriend",
  "firstCar",
  "firstJob",
  "favouriteTeacher",
  "firstPet",
] as const;
export type SecurityQuestionKey = (typeof securityQuestionKeys)[number];

export const questionsToChoose = 3;

/**
 * What is hashed and compared: the answer trimmed, in lower case, with runs of spaces as one, so
 * "  Main   Street" and "main street" are the same answer.
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize("NFKC").trim().toLocaleLowerCase("en-US").replace(/\s+/g, " ");
}

/** One of the student's questions, at random (`random` in [0, 1)). */
export function pickQuestion(keys: readonly string[], random: () => number): string {
  if (keys.length === 0) throw new Error("no security questions to pick from");
  return keys[Math.min(keys.length - 1, Math.floor(random() * keys.length))]!;
}

const answerField = z
  .preprocess(missingAsEmpty, z.string().max(300, "identityChecks.setup.answerTooLong"))
  .transform(normaliseAnswer)
  .pipe(z.string().min(2, "identityChecks.setup.answerTooShort").max(100, "identityChecks.setup.answerTooLong"));
const questionField = z.preprocess(missingAsEmpty, z.enum(securityQuestionKeys, { message: "identityChecks.setup.choose" }));

/**
 * The setup form: three different questions, each with its own answer. One answer for all three
 * (compared as normalised) would let a person who learnt one answer pass every check: refused.
 */
export const identitySetupSchema = z
  .object({
    question1: questionField,
    secretAnswer1: answerField,
    question2: questionField,
    secretAnswer2: answerField,
    question3: questionField,
    secretAnswer3: answerField,
  })
  .superRefine((value, context) => {
    if (value.question2 === value.question1) context.addIssue({ code: "custom", path: ["question2"], message: "identityChecks.setup.differentQuestions" });
    if (value.question3 === value.question1 || value.question3 === value.question2)
      context.addIssue({ code: "custom", path: ["question3"], message: "identityChecks.setup.differentQuestions" });
    if (value.secretAnswer2 === value.secretAnswer1)
      context.addIssue({ code: "custom", path: ["secretAnswer2"], message: "identityChecks.setup.differentAnswers" });
    if (value.secretAnswer3 === value.secretAnswer1 || value.secretAnswer3 === value.secretAnswer2)
      context.addIssue({ code: "custom", path: ["secretAnswer3"], message: "identityChecks.setup.differentAnswers" });
  });

/** The check form: the scope and the page to go back to travel with the answer. */
export const identityCheckSchema = z.object({
  for: z.preprocess(missingAsEmpty, z.string().min(1, "validation.invalid").max(200, "validation.invalid")),
  next: z.preprocess(missingAsEmpty, z.string().max(500, "validation.invalid")),
  secretAnswer: z
    .preprocess(missingAsEmpty, z.string().max(300, "identityChecks.setup.answerTooLong"))
    .transform(normaliseAnswer)
    .pipe(z.string().min(1, "validation.required")),
});

/** The form where a student chooses their security questions and answers (the course page). */
export const identitySetupFormId = "identity-setup";
