/**
 * Grading an attempt, on the server only: the correct choices never leave it before the answers
 * are in. A question left unanswered counts as wrong. Pure.
 */

export type GradableQuestion = { id: string; topic: string; answer: number };

export type Grade = {
  correct: number;
  total: number;
  /** Whole percent, rounded down: 69.9 % is not a pass at 70. */
  percent: number;
  passed: boolean;
  byTopic: Array<{ topic: string; correct: number; total: number }>;
  /** The ids answered wrongly or not at all, in the attempt's order: the review lists them. */
  missed: string[];
};

export function gradeAttempt(questions: GradableQuestion[], answers: ReadonlyMap<string, number>, passingPercent: number): Grade {
  const byTopic = new Map<string, { topic: string; correct: number; total: number }>();
  const missed: string[] = [];
  let correct = 0;
  for (const question of questions) {
    const topic = byTopic.get(question.topic) ?? { topic: question.topic, correct: 0, total: 0 };
    byTopic.set(question.topic, topic);
    topic.total += 1;
    if (answers.get(question.id) === question.answer) {
      topic.correct += 1;
      correct += 1;
    } else {
      missed.push(question.id);
    }
  }
  const total = questions.length;
  const percent = total === 0 ? 0 : Math.floor((correct * 100) / total);
  return { correct, total, percent, passed: total > 0 && percent >= passingPercent, byTopic: [...byTopic.values()], missed };
}
