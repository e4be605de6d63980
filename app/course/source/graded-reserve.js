// The graded reserve (docs/decisions/070): in every topic, the questions that practice exams never
// draw and no lesson quiz asks, so that a graded exam (a module exam, the comprehensive exam) can
// always be drawn from questions whose answers the student has never been shown. Each topic keeps
// as many as its largest share of a graded exam (rounded up), as far as its questions outside the
// quizzes allow; which ones is decided by a hash of the id, so adding a question moves at most one.
import { sha256Hex } from "./sha256.js";

const byHash = (a, b) => hashOf(a).localeCompare(hashOf(b)) || a.localeCompare(b);
// Each id's hash once, however many times a sort compares it.
const hashes = new Map();
const hashOf = (id) => {
  let hash = hashes.get(id);
  if (hash === undefined) hashes.set(id, (hash = sha256Hex(id)));
  return hash;
};

/** The graded exams of the course, each with its size and the topics (and weights) it draws from. */
function gradedExams(course) {
  const topicsOf = (moduleIds) => course.modules.filter((module) => moduleIds.includes(module.id)).flatMap((module) => module.topics);
  const { moduleExam, comprehensiveExam } = course.exams;
  return [
    ...moduleExam.appliesTo.map((moduleId) => ({ name: `module exam ${moduleId}`, size: moduleExam.questions, topics: topicsOf([moduleId]) })),
    { name: "comprehensive exam", size: comprehensiveExam.questions, topics: topicsOf(comprehensiveExam.drawnFrom) },
  ];
}

/**
 * The reserve's question ids, and the figures the build prints and checks: what each graded exam
 * can always draw from the reserve, and what is left for practice exams.
 */
export function gradedReserve(course) {
  const quizzed = new Set(Object.values(course.lessons).flatMap((lesson) => lesson.quiz));
  const exams = gradedExams(course);
  const questions = Object.values(course.questions);
  const reserved = new Set();
  for (const module of course.modules) {
    for (const topic of module.topics) {
      const need = Math.max(
        0,
        ...exams
          .filter((exam) => exam.topics.includes(topic))
          .map((exam) => {
            const total = exam.topics.reduce((sum, each) => sum + each.weight, 0);
            return total === 0 ? 0 : Math.ceil((exam.size * topic.weight) / total);
          }),
      );
      const candidates = questions
        .filter((question) => question.topic === topic.id && !quizzed.has(question.id))
        .map((question) => question.id)
        .sort(byHash);
      for (const id of candidates.slice(0, need)) reserved.add(id);
    }
  }
  const supply = exams.map((exam) => {
    const topicIds = new Set(exam.topics.map((topic) => topic.id));
    return {
      name: exam.name,
      size: exam.size,
      alwaysDrawable: Math.min(exam.size, [...reserved].filter((id) => topicIds.has(course.questions[id].topic)).length),
    };
  });
  const practiceModules = new Set(course.exams.practiceExam.drawnFrom);
  const practicePool = questions.filter((question) => practiceModules.has(question.module) && !reserved.has(question.id)).length;
  return { reserved, supply, practicePool, practiceSize: course.exams.practiceExam.questions };
}

/**
 * No exam shows a topic's whole pool (docs/decisions/093): for every exam and every weighted topic it
 * draws, the topic's share of the exam (at most its weight's share, rounded up) must be smaller than
 * the questions that exam may draw from that topic — a practice exam those outside the graded reserve,
 * a graded exam every question of the topic (what a student who has been shown nothing may be given).
 * Otherwise two sittings show the same questions, and a student learns the pool instead of the subject.
 * @returns {{ problems: Array<{ rule: string, message: string }>, tightest: Array<{ exam: string, topic: string, share: number, pool: number }> }}
 */
export function poolExposure(course, reserved) {
  const topicsOf = (moduleIds) => course.modules.filter((module) => moduleIds.includes(module.id)).flatMap((module) => module.topics);
  const { moduleExam, practiceExam, comprehensiveExam } = course.exams;
  const exams = [
    ...moduleExam.appliesTo.map((moduleId) => ({ name: `module exam ${moduleId}`, size: moduleExam.questions, topics: topicsOf([moduleId]), practice: false })),
    { name: "practice exam", size: practiceExam.questions, topics: topicsOf(practiceExam.drawnFrom), practice: true },
    { name: "comprehensive exam", size: comprehensiveExam.questions, topics: topicsOf(comprehensiveExam.drawnFrom), practice: false },
  ];
  const questions = Object.values(course.questions);
  const problems = [];
  const tightest = [];
  for (const exam of exams) {
    const total = exam.topics.reduce((sum, topic) => sum + topic.weight, 0);
    let tight = null;
    for (const topic of exam.topics.filter((each) => each.weight > 0)) {
      const share = Math.ceil((exam.size * topic.weight) / total);
      const pool = questions.filter((question) => question.topic === topic.id && !(exam.practice && reserved.has(question.id))).length;
      if (share >= pool) {
        problems.push({
          rule: "exam-shows-whole-pool",
          message: `the ${exam.name} (${exam.size} questions) draws up to ${share} on ${topic.id}, which has ${pool} it may draw: every sitting would show the whole pool; add questions to the topic or shorten the exam`,
        });
      }
      if (!tight || share / pool > tight.share / tight.pool) tight = { exam: exam.name, topic: topic.id, share, pool };
    }
    if (tight) tightest.push(tight);
  }
  return { problems, tightest };
}
