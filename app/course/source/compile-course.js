/**
 * The course compiler: takes the files of content/course/ (course.yaml, the glossary, the outline, the
 * terminology list, one Markdown file per lesson and language, one YAML question bank per module and
 * language) as a map of their paths under content/course to their text, checks every rule a lesson, a
 * question and a link must keep, and returns the compiled course the Worker imports — or every
 * problem found, each with the code of the rule it breaks, the file it is in and an English sentence.
 * Pure: no file system, so that the build (scripts/build-course.mjs reads the folder into the map)
 * and the Worker (app/course/source/compile-in-worker.server.ts, over the studio's edited files) run
 * the same rules from the same code. The Markdown and YAML parsers reach the Worker's server bundle
 * only through that entry, never the browser.
 */
import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import { gradedReserve, poolExposure } from "./graded-reserve.js";
import { linksThatOpenNoPage } from "./internal-links.js";
import { itemRuleFigures } from "./item-rules.js";
import { languagePathPrefix, languages } from "./languages.js";
import { outlineMap, readOutline } from "./outline-map.js";
import { readYaml } from "./read-yaml.js";
import { activitiesOn, screenMinimumSeconds, studyPace, wordsOn } from "./seat-time-from-content.js";
import { readTerminology, terminologyBreaches } from "./terminology.js";

export { languagePathPrefix, languages };
const lessonFileName = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|es)\.md$/;
const kebabId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// A path of the site as a lesson writes it, without the language's prefix: lower-case segments, none
// of them `.` or `..`, no query or fragment, no `//` (which a browser reads as another host).
const sitePathWritten = /^\/(?:[a-z0-9_~-][a-z0-9._~-]*(?:\/[a-z0-9_~-][a-z0-9._~-]*)*)?$/;
const catchAllChoices = /\b(all|none) of the above\b|\b(todas|ninguna) de las anteriores\b/i;
const summaryHeading = { en: "Summary", es: "Resumen" };
const quizSize = { min: 3, max: 6 };

/** Markdown as lessons may use it: no raw HTML (escaped, and reported), links only where we say. */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const markdownSeeingHtml = new MarkdownIt({ html: true });
// Every link becomes a link token, so that the checks below name a bad address (markdown-it would
// otherwise leave a `javascript:` link as plain text, unreported).
markdown.validateLink = () => true;

/**
 * @param {Record<string, string>} files the course's files: path under content/course ("course.yaml",
 *   "m1-insurance-basics/02-insurable-interest.en.md", "questions/m1-insurance-basics.es.yaml") to text
 * @param {{ routes?: ReadonlyArray<{ id: string, path?: string, index?: boolean, parentId?: string, file: string }> }} [options]
 *   `routes`: the app's route table (scripts/course/app-routes.mjs at build time, app/course/compiled/routes.js
 *   in the Worker); with it, every link from a lesson to the site must open a page (app/course/source/internal-links.js).
 * @returns {{ course: object | null, problems: Array<{ rule: string, file: string, line?: number, message: string }>, internalLinks?: Array<{ file: string, language: string, written: string, path: string }> }}
 *   `file` is a path under content/course ("" for the folder itself); `internalLinks`: every link from a lesson to the site.
 */
export function compileCourse(files, { routes } = {}) {
  const problems = [];
  const problem = (rule, file, message) => problems.push({ rule, file, message });

  const courseFile = "course.yaml";
  const courseYaml = readYaml(files, courseFile, problem);
  if (!courseYaml || typeof courseYaml !== "object") {
    if (courseYaml !== undefined) problem("module-entry", courseFile, "the course has no modules");
    return { course: null, problems };
  }

  const modules = readModules(courseYaml, courseFile, problem);
  const moduleById = new Map(modules.map((module) => [module.id, module]));

  const glossary = readGlossary(files, "glossary.yaml", problem);
  const glossaryIds = new Set(glossary.map((term) => term.id));

  // The state examination's content outline (docs/decisions/091): every lesson names the points it
  // teaches, every question the one point it tests.
  const outlineFile = "outline.yaml";
  const outline = readOutline(files, problem);

  const questions = {};
  for (const module of modules) Object.assign(questions, readQuestionBank(files, module, outline.pointIds, problem));

  const lessons = {};
  for (const module of modules) {
    for (const lesson of readLessons(files, module, { glossaryIds, questions, outline, ethicsModule: courseYaml.requirement?.ethicsModule }, problem)) {
      lessons[lesson.id] = lesson;
      module.lessons.push(lesson.id);
    }
  }
  const internalLinks = lessonLinksChecked(lessons, problem);
  const sampleCourse = courseYaml.sample?.isSample === true;
  for (const module of modules) {
    const its = module.lessons.map((id) => lessons[id]);
    module.enforcedSeconds = its.reduce((sum, lesson) => sum + lesson.minimumSeconds.reduce((a, b) => a + b, 0), 0);
    module.words = its.reduce((sum, lesson) => sum + lesson.words, 0);
    const minutes = module.enforcedSeconds / 60;
    if (minutes > 0 && module.words / minutes < studyPace.leastWordsPerMinute) {
      problem(
        "hours-without-teaching",
        courseFile,
        `${module.id} enforces ${Math.round(minutes)} minutes for ${module.words} words of lesson text (${Math.round(module.words / minutes)} a minute): hours are earned by teaching, at least ${studyPace.leastWordsPerMinute} words per enforced minute`,
      );
    }
    if (!sampleCourse && module.enforcedSeconds < module.hours * 3600) {
      problem(
        "module-hours-short",
        courseFile,
        `${module.id} declares ${module.hours} hours but its lessons enforce ${hoursOf(module.enforcedSeconds)}: write the lessons, or mark the course sample`,
      );
    }
    // The ethics hours the state requires are counted from the lessons marked `ethics: true`.
    module.ethicsSeconds = its.filter((lesson) => lesson.ethics).reduce((sum, lesson) => sum + lesson.minimumSeconds.reduce((a, b) => a + b, 0), 0);
    if (!sampleCourse && module.ethicsHours > 0 && module.ethicsSeconds < module.ethicsHours * 3600) {
      problem(
        "ethics-hours-short",
        courseFile,
        `${module.id} declares ${module.ethicsHours} hours of ethics but its ethics lessons enforce ${hoursOf(module.ethicsSeconds)}: write them, or mark the course sample`,
      );
    }
  }
  const map = outlineMap(outline, Object.values(lessons), Object.values(questions));
  if (!sampleCourse) {
    for (const gap of map.gaps) {
      problem(
        "outline-gap",
        outlineFile,
        `outline point ${gap.id} (${gap.outline ?? gap.area}) has ${gap.lessons.length} lessons and ${gap.questions.length} questions: a course offered for credit teaches and tests every point`,
      );
    }
  }
  // One Spanish terminology (docs/decisions/092).
  for (const breach of terminologyBreaches(files, readTerminology(files, problem))) problems.push(breach);

  const previewLessons = Object.values(lessons).filter((lesson) => lesson.preview);
  if (previewLessons.length !== 1) {
    problem("one-preview", "", `exactly one lesson must be the preview (preview: true); found ${previewLessons.length}`);
  }
  for (const module of modules) {
    const bank = Object.values(questions).filter((question) => question.module === module.id);
    if (module.drawnFromForExams && bank.length === 0)
      problem("module-without-bank", courseFile, `module ${module.id} is drawn from by exams but has no question bank`);
    if (module.lessons.length === 0) problem("module-without-lesson", courseFile, `module ${module.id} has no lesson`);
  }
  for (const [examName, exam] of Object.entries(courseYaml.exams ?? {})) {
    for (const moduleId of list(exam?.drawnFrom ?? exam?.appliesTo)) {
      if (!moduleById.has(moduleId)) problem("exam-unknown-module", courseFile, `exams.${examName} names an unknown module ${moduleId}`);
    }
  }

  const sample = courseYaml.sample;
  if (typeof sample?.isSample !== "boolean" || !localized(sample?.note)) {
    problem("sample-block", courseFile, "the sample block needs isSample (true or false) and a note in en and es");
  }
  if (!localized(courseYaml.title)) problem("course-title", courseFile, "the course needs a title in en and es");
  if (!Number.isFinite(courseYaml.exams?.passingPercent)) problem("passing-percent", courseFile, "exams.passingPercent is missing");
  // What the exams' draws, the graded reserve and the item-writing rules read of each exam.
  for (const [examName, modulesKey] of [
    ["moduleExam", "appliesTo"],
    ["practiceExam", "drawnFrom"],
    ["comprehensiveExam", "drawnFrom"],
  ]) {
    const exam = courseYaml.exams?.[examName];
    if (!(Number.isInteger(exam?.questions) && exam.questions > 0) || !Array.isArray(exam?.[modulesKey])) {
      problem("exam-settings", courseFile, `exams.${examName} needs questions (a whole number above 0) and ${modulesKey} (a list of modules)`);
    }
  }
  if (!(Number.isFinite(courseYaml.requirement?.hours) && courseYaml.requirement.hours > 0)) {
    problem("course-requirement", courseFile, "requirement.hours (the hours the state requires) must be a positive number");
  }

  if (problems.length > 0) return { course: null, problems };
  const course = {
    id: courseYaml.id,
    title: courseYaml.title,
    sample: { isSample: sample.isSample, note: sample.note },
    requirement: courseYaml.requirement,
    exams: courseYaml.exams,
    sources: courseYaml.sources ?? [],
    modules: modules.map(({ drawnFromForExams: _, ...module }) => module),
    enforcedSeconds: modules.reduce((sum, module) => sum + module.enforcedSeconds, 0),
    lessons,
    questions,
    glossary,
  };
  // Questions test knowledge, not test-taking (docs/decisions/090): each breach of an item-writing rule stops the build.
  const items = itemRuleFigures(course);
  for (const breach of items.problems) problem(breach.rule, "questions", breach.message);
  // Graded exams draw from questions the student has never been shown the answers to; the reserve
  // (never in a practice exam or a quiz) is what makes sure there always are some (docs/decisions/070).
  const reserve = gradedReserve(course);
  for (const question of Object.values(questions)) question.reserved = reserve.reserved.has(question.id);
  for (const exam of reserve.supply) {
    const mustBeWhole = exam.name === "comprehensive exam";
    if (exam.alwaysDrawable === 0 || (mustBeWhole && exam.alwaysDrawable < exam.size)) {
      problem(
        "graded-reserve-short",
        courseFile,
        `the ${exam.name} can always draw only ${exam.alwaysDrawable} of its ${exam.size} questions from questions no quiz or practice exam shows: add questions outside the quizzes to its topics`,
      );
    }
  }
  if (reserve.practicePool < reserve.practiceSize) {
    problem(
      "practice-pool-short",
      courseFile,
      `practice exams have ${reserve.practicePool} questions outside the graded reserve, fewer than the ${reserve.practiceSize} of a practice exam: add questions`,
    );
  }
  // No exam shows a topic's whole pool at a sitting (docs/decisions/093).
  const exposure = poolExposure(course, reserve.reserved);
  for (const breach of exposure.problems) problem(breach.rule, courseFile, breach.message);
  if (problems.length > 0) return { course: null, problems };
  // Every link from a lesson to the site opens a page of the app in the lesson's language
  // (docs/decisions/086): checked against the app's routes, when the caller has them.
  if (routes) {
    problems.push(...linksThatOpenNoPage(internalLinks, course, routes));
    if (problems.length > 0) return { course: null, problems };
  }
  return { problems, course, reserve, exposure, items, internalLinks, outline: map };

  function readModules(yaml, file, report) {
    const listed = (value) => (Array.isArray(value) ? value : []);
    const drawnFrom = new Set([...listed(yaml.exams?.practiceExam?.drawnFrom), ...listed(yaml.exams?.comprehensiveExam?.drawnFrom)]);
    const list = Array.isArray(yaml.modules) ? yaml.modules : [];
    if (list.length === 0) report("module-entry", file, "the course has no modules");
    const seen = new Set();
    return list.flatMap((module, index) => {
      const where = `modules[${index}]`;
      if (!kebabId.test(module?.id ?? "")) return (report("module-entry", file, `${where}: id must be kebab-case`), []);
      if (seen.has(module.id)) report("module-entry", file, `${where}: id ${module.id} appears twice`);
      seen.add(module.id);
      if (!localized(module.title)) report("module-entry", file, `${module.id}: title needs en and es`);
      if (!Number.isFinite(module.hours) || module.hours <= 0) report("module-entry", file, `${module.id}: hours must be a positive number`);
      if (module.ethicsHours !== undefined && !(Number.isFinite(module.ethicsHours) && module.ethicsHours > 0 && module.ethicsHours <= module.hours)) {
        report("module-entry", file, `${module.id}: ethicsHours must be a positive number no greater than its hours`);
      }
      const topics = (Array.isArray(module.topics) ? module.topics : []).map((topic) => {
        if (!kebabId.test(topic?.id ?? "")) report("topic-entry", file, `${module.id}: a topic id must be kebab-case`);
        if (!localized(topic?.title)) report("topic-entry", file, `${module.id}/${topic?.id}: title needs en and es`);
        if (!Number.isFinite(topic?.weight) || topic.weight < 0) report("topic-entry", file, `${module.id}/${topic?.id}: weight must be a number ≥ 0`);
        return { id: topic?.id, title: topic?.title, weight: topic?.weight };
      });
      if (topics.length === 0) report("topic-entry", file, `${module.id}: no topics`);
      return [
        {
          id: module.id,
          shortId: module.id.split("-")[0],
          order: module.order ?? index + 1,
          hours: module.hours,
          ethicsHours: module.ethicsHours ?? 0,
          title: module.title,
          description: module.description ?? { en: "", es: "" },
          topics,
          lessons: [],
          drawnFromForExams: drawnFrom.has(module.id),
        },
      ];
    });
  }
}

function readGlossary(files, file, report) {
  const yaml = readYaml(files, file, report);
  if (!Array.isArray(yaml)) {
    if (yaml) report("glossary-entry", file, "the glossary must be a list of terms");
    return [];
  }
  const seen = new Set();
  return yaml.flatMap((term, index) => {
    if (!kebabId.test(term?.id ?? "")) return (report("glossary-entry", file, `term ${index + 1}: id must be kebab-case`), []);
    if (seen.has(term.id)) report("glossary-entry", file, `term ${term.id} appears twice`);
    seen.add(term.id);
    for (const language of languages) {
      if (!nonEmpty(term[language]?.term) || !nonEmpty(term[language]?.definition)) {
        report("glossary-entry", file, `term ${term.id}: needs a term and a definition in ${language}`);
      }
    }
    return [{ id: term.id, en: term.en, es: term.es, source: term.source ?? null }];
  });
}

function readQuestionBank(sources, module, outlinePoints, report) {
  const files = Object.fromEntries(languages.map((language) => [language, `questions/${module.id}.${language}.yaml`]));
  const present = languages.filter((language) => typeof sources[files[language]] === "string");
  if (present.length === 0) return {};
  if (present.length === 1) {
    const missing = languages.find((language) => !present.includes(language));
    report("missing-twin", files[present[0]], `has no ${missing} twin (${files[missing].slice("questions/".length)})`);
    return {};
  }
  const topicIds = new Set(module.topics.map((topic) => topic.id));
  const byLanguage = {};
  for (const language of languages) {
    const file = files[language];
    const yaml = readYaml(sources, file, report);
    byLanguage[language] = new Map();
    if (!Array.isArray(yaml)) {
      if (yaml) report("bank-not-list", file, "a question bank must be a list of questions");
      continue;
    }
    for (const [index, question] of yaml.entries()) {
      const where = question?.id ?? `question ${index + 1}`;
      if (!new RegExp(`^${module.shortId}-q\\d{3}$`).test(question?.id ?? "")) {
        report("question-id", file, `${where}: id must look like ${module.shortId}-q001`);
        continue;
      }
      if (byLanguage[language].has(question.id)) report("question-id", file, `${question.id} appears twice`);
      if (!topicIds.has(question.topic)) report("question-topic", file, `${question.id}: topic "${question.topic}" is not a topic of ${module.id}`);
      if (question.lesson !== undefined && !String(question.lesson).startsWith(`${module.shortId}-`)) {
        report("question-lesson", file, `${question.id}: lesson ${question.lesson} is not in ${module.id}`);
      }
      if (!outlinePoints.has(question.outline)) {
        report(
          "question-outline",
          file,
          `${question.id}: outline must name the one point of content/course/outline.yaml the question tests${question.outline ? ` (${question.outline} is not one)` : ""}`,
        );
      }
      if (!nonEmpty(question.question)) report("question-empty", file, `${question.id}: the question is empty`);
      const choices = Array.isArray(question.choices) ? question.choices : [];
      if (choices.length !== 4 || !choices.every(nonEmpty)) report("question-choices", file, `${question.id}: needs exactly 4 non-empty choices`);
      if (new Set(choices.map((choice) => String(choice).trim().toLowerCase())).size !== choices.length) {
        report("question-same-choices", file, `${question.id}: two choices are the same`);
      }
      if (choices.some((choice) => catchAllChoices.test(String(choice)))) {
        report("question-catch-all", file, `${question.id}: no "all/none of the above" choices`);
      }
      if (!Number.isInteger(question.answer) || question.answer < 0 || question.answer >= choices.length) {
        report("question-answer", file, `${question.id}: answer must be the index (0–${Math.max(choices.length - 1, 0)}) of the correct choice`);
      }
      if (!nonEmpty(question.explanation)) report("no-explanation", file, `${question.id}: needs an explanation`);
      if (!nonEmpty(question.source)) report("no-source", file, `${question.id}: needs a source`);
      byLanguage[language].set(question.id, question);
    }
  }
  const compiled = {};
  for (const [id, en] of byLanguage.en) {
    const es = byLanguage.es.get(id);
    if (!es) {
      report("missing-twin", files.es, `${id} is missing (it is in the English bank)`);
      continue;
    }
    for (const field of ["topic", "outline", "lesson", "answer"]) {
      if (en[field] !== es[field]) report("twin-differs", files.es, `${id}: ${field} differs from the English twin (${en[field]} / ${es[field]})`);
    }
    compiled[id] = {
      id,
      module: module.id,
      topic: en.topic,
      outline: en.outline,
      lesson: en.lesson ?? null,
      answer: en.answer,
      en: { question: en.question, choices: en.choices, explanation: en.explanation, source: en.source },
      es: { question: es.question, choices: es.choices, explanation: es.explanation, source: es.source },
    };
  }
  for (const id of byLanguage.es.keys()) {
    if (!byLanguage.en.has(id)) report("missing-twin", files.en, `${id} is missing (it is in the Spanish bank)`);
  }
  return compiled;
}

function readLessons(sources, module, { glossaryIds, questions, outline, ethicsModule }, report) {
  const folder = `${module.id}/`;
  const topicIds = new Set(module.topics.map((topic) => topic.id));
  const moduleHasBank = Object.values(questions).some((question) => question.module === module.id);
  const twins = new Map();
  // The names in the module's folder: its files, and the first segment of anything deeper.
  const names = new Set(Object.keys(sources).flatMap((file) => (file.startsWith(folder) ? [file.slice(folder.length).split("/")[0]] : [])));
  for (const name of [...names].sort()) {
    const file = `${folder}${name}`;
    const match = lessonFileName.exec(name);
    if (!match) {
      report("lesson-file-name", file, "a lesson file is named NN-slug.en.md or NN-slug.es.md");
      continue;
    }
    const [, number, slug, language] = match;
    const key = `${number}-${slug}`;
    if (!twins.has(key)) twins.set(key, {});
    twins.get(key)[language] = file;
  }

  const lessons = [];
  for (const [key, files] of twins) {
    const missing = languages.find((language) => !files[language]);
    if (missing) {
      const present = languages.find((language) => files[language]);
      report("missing-twin", files[present], `has no ${missing} twin (${key}.${missing}.md)`);
      continue;
    }
    const parsed = Object.fromEntries(languages.map((language) => [language, readLesson(sources, files[language], language, report)]));
    if (!parsed.en || !parsed.es) continue;
    const { en, es } = parsed;
    const expectedId = `${module.shortId}-${key}`;
    for (const language of languages) {
      const lesson = parsed[language];
      const file = files[language];
      const meta = lesson.meta;
      if (meta.id !== expectedId) report("lesson-id", file, `id must be ${expectedId} (from the file name), not ${meta.id}`);
      if (meta.module !== module.id) report("lesson-module", file, `module must be ${module.id}`);
      if (!nonEmpty(meta.title) || !nonEmpty(meta.summary)) report("lesson-title", file, "needs a title and a summary");
      if (typeof meta.preview !== "boolean") report("lesson-preview", file, "preview must be true or false");
      if (meta.screenMinimumSeconds !== undefined) {
        report("hand-written-seat-time", file, "screenMinimumSeconds is computed from each screen's content now (docs/decisions/089): remove the line");
      }
      for (const topic of list(meta.topics)) if (!topicIds.has(topic)) report("lesson-topic", file, `topic ${topic} is not a topic of ${module.id}`);
      if (list(meta.topics).length === 0) report("lesson-topic", file, "names no topic");
      for (const term of list(meta.glossary)) if (!glossaryIds.has(term)) report("lesson-glossary", file, `glossary term ${term} is not in glossary.yaml`);
      for (const point of list(meta.outline)) if (!outline.pointIds.has(point)) report("lesson-outline", file, `outline point ${point} is not in outline.yaml`);
      if (list(meta.outline).length === 0)
        report("lesson-outline", file, "names no point of the exam's outline (outline: in the frontmatter; content/course/outline.yaml)");
      if (meta.ethics !== undefined && typeof meta.ethics !== "boolean") report("lesson-ethics", file, "ethics must be true or false");
      if (meta.ethics === true && module.id !== ethicsModule) report("lesson-ethics", file, `only lessons of ${ethicsModule} count toward the ethics hours`);
      const quiz = list(meta.quiz);
      if (moduleHasBank ? quiz.length < quizSize.min || quiz.length > quizSize.max : quiz.length !== 0) {
        report(
          "lesson-quiz",
          file,
          moduleHasBank ? `the quiz needs ${quizSize.min} to ${quizSize.max} questions` : `${module.id} has no question bank, so its lessons have no quiz`,
        );
      }
      for (const id of quiz) {
        if (!questions[id]) report("lesson-quiz", file, `quiz question ${id} is not in the question bank`);
        else if (questions[id].module !== module.id) report("lesson-quiz", file, `quiz question ${id} belongs to ${questions[id].module}`);
      }
      const sources = list(meta.sources);
      if (sources.length === 0) report("no-source", file, "cites no source");
      for (const source of sources) {
        if (!nonEmpty(source?.title) || !/^https?:\/\//.test(source?.url ?? "")) report("no-source", file, "each source needs a title and an http(s) url");
      }
      const last = lesson.screens.at(-1);
      if (last && last.heading !== summaryHeading[language]) report("lesson-summary", file, `the last screen is "## ${summaryHeading[language]}"`);
    }
    for (const field of ["module", "order", "preview", "ethics"]) {
      if (en.meta[field] !== es.meta[field]) report("twin-differs", files.es, `${field} differs from the English twin`);
    }
    for (const field of ["topics", "outline", "glossary", "quiz"]) {
      if (JSON.stringify(list(en.meta[field])) !== JSON.stringify(list(es.meta[field])))
        report("twin-differs", files.es, `${field} differs from the English twin`);
    }
    const urls = (lesson) => JSON.stringify(list(lesson.meta.sources).map((source) => source?.url));
    if (urls(en) !== urls(es)) report("twin-differs", files.es, "its sources' urls differ from the English twin");
    if (en.screens.length !== es.screens.length) {
      report("twin-differs", files.es, `has ${es.screens.length} screens; the English twin has ${en.screens.length}`);
    }
    // Each screen's minimum from its content, the same in both languages (docs/decisions/089).
    const screenWords = en.screens.map((screen, index) => Math.min(wordsOn(screen.html), wordsOn(es.screens[index]?.html ?? "")));
    const minimumSeconds = en.screens.map((screen, index) => {
      const activities = activitiesOn(screen.subHeads, "en");
      const twinActivities = activitiesOn(es.screens[index]?.subHeads ?? [], "es");
      if (JSON.stringify(activities) !== JSON.stringify(twinActivities)) {
        report(
          "twin-differs",
          files.es,
          `screen ${index + 1} has activities ${JSON.stringify(twinActivities)}; the English twin has ${JSON.stringify(activities)}`,
        );
      }
      return screenMinimumSeconds({ words: screenWords[index], activities });
    });
    for (const language of languages) for (const screen of parsed[language].screens) delete screen.subHeads;
    lessons.push({
      id: expectedId,
      module: module.id,
      order: en.meta.order,
      preview: en.meta.preview,
      ethics: en.meta.ethics === true,
      minimumSeconds,
      words: screenWords.reduce((a, b) => a + b, 0),
      topics: list(en.meta.topics),
      outline: list(en.meta.outline),
      glossary: list(en.meta.glossary),
      quiz: list(en.meta.quiz),
      files: { en: files.en, es: files.es },
      en: { title: en.meta.title, summary: en.meta.summary, sources: list(en.meta.sources), screens: en.screens },
      es: { title: es.meta.title, summary: es.meta.summary, sources: list(es.meta.sources), screens: es.screens },
    });
  }
  return lessons.sort((a, b) => a.order - b.order);
}

/**
 * One lesson file: its frontmatter and its screens (each `## ` heading starts one), rendered to HTML,
 * its links to the site written in the lesson's language: `lesson:<id>` becomes that lesson's first
 * screen in the player, a site path (`/course/glossary`) gets the language's prefix.
 */
function readLesson(sources, file, language, report) {
  const text = sources[file];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!frontmatter) return (report("lesson-frontmatter", file, "starts with a --- frontmatter block ---"), null);
  let meta;
  try {
    meta = parseYaml(frontmatter[1]);
  } catch (error) {
    return (report("invalid-yaml", file, `frontmatter is not valid YAML: ${error.message.split("\n")[0]}`), null);
  }
  if (!meta || typeof meta !== "object") return (report("lesson-frontmatter", file, "the frontmatter is empty"), null);
  const body = text.slice(frontmatter[0].length);

  for (const token of flatten(markdownSeeingHtml.parse(body, {}))) {
    if (token.type === "html_block" || token.type === "html_inline") report("raw-html", file, `raw HTML is not allowed: ${token.content.trim().slice(0, 60)}`);
  }
  const tokens = markdown.parse(body, {});
  const screens = [];
  let current = null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token.type === "heading_open" && token.tag === "h2") {
      current = { heading: tokens[index + 1].content.trim(), tokens: [] };
      screens.push(current);
      index += 2; // the inline content and heading_close
      continue;
    }
    if (!current) {
      report("lesson-screens", file, "text before the first screen's ## heading");
      current = { heading: "", tokens: [] };
      screens.push(current);
    }
    if (token.type === "heading_open" && (token.tag === "h1" || token.tag === "h4" || token.tag === "h5" || token.tag === "h6")) {
      report("lesson-headings", file, `use ## for a screen and ### inside one, not ${"#".repeat(Number(token.tag[1]))}`);
    }
    current.tokens.push(token);
  }
  if (screens.length === 0) report("lesson-screens", file, "has no screen (each ## heading starts one)");
  return {
    meta,
    screens: screens.map((screen) => {
      if (screen.tokens.length === 0) report("lesson-screens", file, `the screen "${screen.heading}" is empty`);
      for (const token of flatten(screen.tokens)) {
        if (token.type === "image") report("no-images", file, "images are not allowed in lessons");
        if (token.type === "link_open") {
          const href = token.attrGet("href") ?? "";
          if (href.startsWith("lesson:")) {
            const lessonId = href.slice("lesson:".length);
            const sitePath = `${languagePathPrefix[language]}/course/${lessonId}/1`;
            token.attrSet("href", sitePath);
            token.meta = { ...token.meta, siteLink: { written: href, path: sitePath, lessonId } };
          } else if (sitePathWritten.test(href)) {
            const sitePath = `${languagePathPrefix[language]}${href}`.replace(/(.)\/$/, "$1");
            token.attrSet("href", sitePath);
            token.meta = { ...token.meta, siteLink: { written: href, path: sitePath } };
          } else if (/^https?:\/\/[^\s/]+\.[^\s/]+/.test(href)) {
            token.attrSet("rel", "noopener noreferrer");
          } else {
            report("link-address", file, `link "${href}": use an http(s) address, lesson:<lesson id> or a site path such as /course/glossary`);
          }
        }
      }
      const subHeads = screen.tokens.flatMap((token, index) =>
        token.type === "heading_open" && token.tag === "h3" ? [screen.tokens[index + 1]?.content ?? ""] : [],
      );
      return {
        heading: screen.heading,
        subHeads,
        html: markdown.renderer.render(screen.tokens, markdown.options, {}),
        siteLinks: flatten(screen.tokens).flatMap((token) => (token.meta?.siteLink ? [token.meta.siteLink] : [])),
      };
    }),
  };
}

/**
 * Refuses a `lesson:` link to a lesson that does not exist, and returns every link to the site with
 * its file and language, for the check against the app's routes (app/course/source/internal-links.js).
 */
function lessonLinksChecked(lessons, report) {
  const links = [];
  for (const lesson of Object.values(lessons)) {
    for (const language of languages) {
      const file = lesson.files[language];
      for (const screen of lesson[language].screens) {
        for (const { lessonId, ...link } of screen.siteLinks) {
          if (lessonId !== undefined && !lessons[lessonId]) report("link-lesson-missing", file, `links to lesson:${lessonId}, which does not exist`);
          links.push({ file, language, ...link });
        }
        delete screen.siteLinks;
      }
    }
  }
  return links;
}

/**
 * A problem as the build prints it: where (the file under `base`, and the line when there is one),
 * then the English sentence — "content/course/glossary.yaml:12: …".
 * @param {{ file: string, line?: number, message: string }} problem
 * @param {string} [base] the folder the file's path is under, "content/course" in the build
 */
export function problemText(problem, base = "") {
  const where = [base, problem.file].filter((part) => part !== "").join("/");
  return `${where}${problem.line ? `:${problem.line}` : ""}${where ? ": " : ""}${problem.message}`;
}

/**
 * The hours the course holds, apart: a few numbers the layout and the course pages state (a sample
 * course says what it holds wherever hours are stated) without loading the course (docs/decisions/089).
 * The build writes them to app/course/compiled/hours.js.
 */
export function courseHoursOf(course) {
  return {
    isSample: course.sample.isSample,
    declaredHours: course.requirement.hours,
    enforcedSeconds: course.enforcedSeconds,
    modules: Object.fromEntries(
      course.modules.map((module) => [
        module.id,
        {
          declaredHours: module.hours,
          enforcedSeconds: module.enforcedSeconds,
          ...(module.ethicsHours > 0 ? { declaredEthicsHours: module.ethicsHours, ethicsEnforcedSeconds: module.ethicsSeconds } : {}),
        },
      ]),
    ),
  };
}

/** "2 h 24 min": how the build states enforced time. */
export function hoursOf(seconds) {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Every token with its children after it, depth first (one array, no copies per level). */
function flatten(tokens, into = []) {
  for (const token of tokens) {
    into.push(token);
    if (token.children) flatten(token.children, into);
  }
  return into;
}

function localized(value) {
  return languages.every((language) => nonEmpty(value?.[language]));
}

function nonEmpty(value) {
  return typeof value === "string" && value.trim() !== "";
}

function list(value) {
  return Array.isArray(value) ? value : [];
}
