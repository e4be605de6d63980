/**
 * A screen's minimum seat time comes from what is on it (docs/decisions/089-hours-from-content.md):
 * its words at a study pace, plus time for each activity the student does there, rounded up to
 * 5 seconds and kept within the bounds a screen can be studied in, with or without JavaScript.
 * The same minimum holds in both languages (a student may switch): it is computed from the twin with
 * fewer words, so that no reader is held longer than their own text needs.
 */
export const studyPace = {
  /** Words per minute of studying a lesson: reading to remember, once more to take it in, with notes. */
  wordsPerMinute: 60,
  /** What each activity adds to its screen, beyond reading its words. */
  activitySeconds: { "worked-example": 60, "check-your-understanding": 45 },
  /** No screen asks for less, however short. */
  minSeconds: 30,
  /** Nor more than the idle limit: without JavaScript a screen is credited at most that long between two posts. */
  maxSeconds: 300,
  /** Hours are earned by teaching: each module keeps at least this many words of lesson text per enforced minute. */
  leastWordsPerMinute: 30,
};

/** The `### ` sub-heads that mark an activity, in each language. */
const activityHeadings = {
  "worked-example": { en: "Worked example", es: "Ejemplo práctico" },
  "check-your-understanding": { en: "Check your understanding", es: "Compruebe lo que aprendió" },
};

/** The words a student reads on a screen: its HTML's text, headings and tables included. */
export function wordsOn(html) {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim();
  return text === "" ? 0 : text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The activities of a screen, one per `### ` sub-head that names one. */
export function activitiesOn(subHeads, language) {
  return subHeads.flatMap((heading) =>
    Object.entries(activityHeadings)
      .filter(([, names]) => heading.trim().toLowerCase() === names[language].toLowerCase())
      .map(([kind]) => kind),
  );
}

/** A screen's minimum, in seconds, from its words and its activities. */
export function screenMinimumSeconds({ words, activities }) {
  const reading = (words / studyPace.wordsPerMinute) * 60;
  const doing = activities.reduce((sum, kind) => sum + studyPace.activitySeconds[kind], 0);
  const rounded = Math.ceil((reading + doing) / 5) * 5;
  return Math.min(studyPace.maxSeconds, Math.max(studyPace.minSeconds, rounded));
}
