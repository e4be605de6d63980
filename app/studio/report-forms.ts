/**
 * "Report a problem" (client-safe: the browser checks with the same schema): a student's note on a
 * lesson screen or a question, 10 to 2,000 characters. The screen is in the page's URL; a question
 * names itself in a hidden field.
 */
import { z } from "zod";
import { missingAsEmpty } from "~/forms/values";

import { reportMaxLength } from "./report-form-id";

const reportMinLength = 10;

export const reportProblemSchema = z.object({
  message: z.preprocess(
    missingAsEmpty,
    z.string().trim().min(1, "validation.required").min(reportMinLength, "contentReports.messageTooShort").max(reportMaxLength, "validation.tooLong"),
  ),
  // Not `questionId`: the quiz and the exam name their own question so, in a form on the same page.
  reportedQuestionId: z.preprocess(missingAsEmpty, z.string().max(64, "validation.invalid")).optional(),
});
