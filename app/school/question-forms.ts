/**
 * The students' questions' forms (client-safe: the browser checks with the same schemas): a
 * student's question from a lesson screen, and a member of staff's answer.
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";

/** A question longest kept: room for a real question, not for a flood. */
export const questionMaxLength = 2000;
export const answerMaxLength = 4000;

export const askIntent = "ask-question";
export const askFormId = "ask-question";
export const answerFormId = (questionId: string) => `answer-${questionId}`;

const text = (max: number) => z.preprocess(missingAsEmpty, z.string().trim().min(1, "validation.required").max(max, "validation.tooLong"));

export const askQuestionSchema = z.object({ question: text(questionMaxLength) });

export const answerQuestionSchema = z.object({
  questionId: z.preprocess(missingAsEmpty, z.string().min(1, "validation.required").max(64, "validation.invalid")),
  answer: text(answerMaxLength),
});

/** Whose questions the staff page lists: the reader's own (routed to them) or everyone's. */
export const questionFilters = ["mine", "all"] as const;
export type QuestionFilter = (typeof questionFilters)[number];
