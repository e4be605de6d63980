/**
 * "Report a problem"'s names, apart from its schema (app/studio/report-forms.ts) so that a page that
 * only shows the closed box, or only routes the post, loads no validation code up front.
 */
export const reportMaxLength = 2000;

export const reportIntent = "report-problem";
/** Each report form of a page has its own identity: the screen's, or one per question shown. */
export const reportFormId = (questionId?: string) => (questionId ? `report-${questionId}` : "report-screen");
