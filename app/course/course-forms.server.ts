/**
 * The course's posted forms, as zod schemas read through the form protocol (docs/forms.md). In a
 * server module so that zod never reaches the player's pages: their forms are buttons and choices
 * that need no check in the browser.
 */
import { z } from "zod";

export const quizAnswerSchema = z.object({
  intent: z.literal("answer"),
  questionId: z.string().max(40),
  choice: z.coerce.number({ message: "course.quiz.chooseOne" }).int("course.quiz.chooseOne").min(0, "course.quiz.chooseOne").max(3, "course.quiz.chooseOne"),
});

export const examStartSchema = z.object({ intent: z.literal("start"), agree: z.literal("on", { message: "course.exams.acknowledgementNeeded" }) });

export const examAnswerSchema = z.object({
  intent: z.literal("answer").optional(),
  questionId: z.string().max(40),
  choice: z.coerce.number().int().min(0).max(3).optional(),
  go: z.coerce.number().int().min(1).max(500),
});

/** Handing in an exam: the choice on screen (saved first), and the attempt a "Submit anyway" confirms. */
export const examSubmitSchema = z.object({
  intent: z.literal("submit"),
  questionId: z.string().max(40).optional(),
  choice: z.coerce.number().int().min(0).max(3).optional(),
  confirm: z.string().max(40).optional(),
});
