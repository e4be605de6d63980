/**
 * The item-writing rules every question bank keeps, each with a number the build prints and checks
 * (docs/decisions/090-item-writing-rules.md):
 * - the correct choice is the single longest choice in at most `lengthTellMaxShare` of a module's
 *   questions, in each language (a student who always picks the longest choice must not pass), and the
 *   single shortest in at most as many (nor the one who, told so, always picks the shortest);
 * - answer positions are balanced: each of A–D holds from `positionMinShare` to `positionMaxShare` of a
 *   module's questions (a student who always picks one letter must not pass);
 * - no two questions of the course ask the same thing in other words (near-duplicates, in either language);
 * - every topic an exam draws from (weight above 0) is taught by a lesson.
 * Pure functions of the compiled course: the build, the unit tests and the test-wise student use them.
 */
const itemRules = {
  // The correct choice may be the single longest, or the single shortest, in at most this share of a bank.
  lengthTellMaxShare: 0.3,
  positionMinShare: 0.15,
  positionMaxShare: 0.35,
  // Two questions are the same question when their stems share most words (0.8), when they share over
  // half and their answers a third (0.55 and 0.3), or when they give the same answer to a like stem
  // (0.35 and 0.9). Shares are of distinct words (their first five letters), common words left out.
  nearDuplicates: [
    { stem: 0.8, answer: 0 },
    { stem: 0.55, answer: 0.3 },
    { stem: 0.35, answer: 0.9 },
  ],
};

const languages = ["en", "es"];

/** The index of the single longest (or, with `Math.min`, shortest) choice in characters, or -1 when two or more tie. */
function singleChoiceBy(choices, extreme) {
  const lengths = choices.map((choice) => String(choice).trim().length);
  const length = extreme(...lengths);
  return lengths.filter((each) => each === length).length === 1 ? lengths.indexOf(length) : -1;
}

// Words too common to tell two questions apart, in both languages.
const commonWords = new Set(
  (
    "the a an of to in on for and or is are be by with what which who whom how when that this it its as at from under not no does do " +
    "el la los las un una unos unas de del al a en y o que qué cuál cuáles quién cómo cuándo es son por para con se su sus lo le les no"
  ).split(" "),
);

function wordsOf(text) {
  return new Set(
    String(text)
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0 && !commonWords.has(word))
      // The first five letters stand for the word, so that "premium" and "premiums", "paga" and "pagar" meet.
      .map((word) => word.slice(0, 5)),
  );
}

function similarity(a, b) {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

const leastStemLikeness = Math.min(...itemRules.nearDuplicates.map((least) => least.stem));

/**
 * Every pair of word sets (by index, i < j) whose likeness can reach `least`, without comparing every
 * pair: prefix filtering. With each set's words ordered rarest first, two sets alike by at least
 * `least` (shared / union) must share a word among the first |set| − ⌈least·|set|⌉ + 1 of either, so
 * only sets meeting in those prefixes are candidates. Exact for the threshold, and close to linear in
 * the bank rather than quadratic (docs/decisions/090).
 */
function candidatePairs(sets, least) {
  const frequency = new Map();
  for (const set of sets) for (const word of set) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rarestFirst = (a, b) => frequency.get(a) - frequency.get(b) || (a < b ? -1 : a > b ? 1 : 0);
  const byPrefixWord = new Map();
  const pairs = new Set();
  sets.forEach((set, index) => {
    if (set.size === 0) return;
    const prefix = [...set].sort(rarestFirst).slice(0, set.size - Math.ceil(least * set.size) + 1);
    for (const word of prefix) {
      const seen = byPrefixWord.get(word) ?? [];
      for (const other of seen) pairs.add(other * sets.length + index);
      seen.push(index);
      byPrefixWord.set(word, seen);
    }
  });
  return [...pairs].map((key) => [Math.floor(key / sets.length), key % sets.length]);
}

/**
 * How alike two questions are: the stems' shared words, and the correct choices'. Two questions are
 * the same question when both ask alike and answer alike; a shared stem with a different answer
 * ("what is the elimination period" / "what is the benefit period") is two questions.
 */
function likeness(a, b) {
  return { stem: similarity(a.stem, b.stem), answer: similarity(a.answer, b.answer) };
}

function askedWords(question, language) {
  const text = question[language];
  return { stem: wordsOf(text.question), answer: wordsOf(text.choices[question.answer]) };
}

/**
 * Every figure of the rules, per module bank, and every breach as a sentence naming the module or the
 * questions, so that an author knows what to change, with the code of the rule it breaks.
 */
export function itemRuleFigures(course) {
  const questions = Object.values(course.questions);
  const banks = course.modules
    .map((module) => {
      const bank = questions.filter((question) => question.module === module.id);
      const correctWhere = (extreme) =>
        Object.fromEntries(
          languages.map((language) => [language, bank.filter((question) => singleChoiceBy(question[language].choices, extreme) === question.answer).length]),
        );
      const longestCorrect = correctWhere(Math.max);
      const shortestCorrect = correctWhere(Math.min);
      const positions = [0, 1, 2, 3].map((position) => bank.filter((question) => question.answer === position).length);
      return { module: module.id, questions: bank.length, longestCorrect, shortestCorrect, positions };
    })
    .filter((bank) => bank.questions > 0);

  const nearDuplicates = [];
  for (const language of languages) {
    const asked = questions.map((question) => ({ id: question.id, words: askedWords(question, language) }));
    for (const [i, j] of candidatePairs(
      asked.map((each) => each.words.stem),
      leastStemLikeness,
    )) {
      const alike = likeness(asked[i].words, asked[j].words);
      if (itemRules.nearDuplicates.some((least) => alike.stem >= least.stem && alike.answer >= least.answer)) {
        nearDuplicates.push({ language, a: asked[i].id, b: asked[j].id, ...alike });
      }
    }
  }
  nearDuplicates.sort((x, y) => x.language.localeCompare(y.language) || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));

  const taught = new Set(Object.values(course.lessons).flatMap((lesson) => lesson.topics));
  const drawnModules = new Set([...course.exams.moduleExam.appliesTo, ...course.exams.practiceExam.drawnFrom, ...course.exams.comprehensiveExam.drawnFrom]);
  const untaughtTopics = course.modules
    .filter((module) => drawnModules.has(module.id))
    .flatMap((module) => module.topics.filter((topic) => topic.weight > 0 && !taught.has(topic.id)).map((topic) => `${module.id}/${topic.id}`));

  const problems = [];
  for (const bank of banks) {
    for (const language of languages) {
      for (const [which, counts] of [
        ["longest", bank.longestCorrect],
        ["shortest", bank.shortestCorrect],
      ]) {
        const share = counts[language] / bank.questions;
        if (share > itemRules.lengthTellMaxShare) {
          problems.push({
            rule: which === "longest" ? "item-longest-choice" : "item-shortest-choice",
            message: `${bank.module} (${language}): the correct choice is the single ${which} in ${counts[language]} of ${bank.questions} questions (${percent(share)}); at most ${percent(itemRules.lengthTellMaxShare)}`,
          });
        }
      }
    }
    bank.positions.forEach((count, position) => {
      const share = count / bank.questions;
      if (share < itemRules.positionMinShare || share > itemRules.positionMaxShare) {
        problems.push({
          rule: "item-answer-positions",
          message: `${bank.module}: ${"ABCD"[position]} is the answer of ${count} of ${bank.questions} questions (${percent(share)}); each position holds ${percent(itemRules.positionMinShare)} to ${percent(itemRules.positionMaxShare)}`,
        });
      }
    });
  }
  for (const pair of nearDuplicates) {
    problems.push({
      rule: "item-near-duplicate",
      message: `${pair.a} and ${pair.b} (${pair.language}) ask the same thing in other words (stems ${percent(pair.stem)} alike, correct choices ${percent(pair.answer)})`,
    });
  }
  for (const topic of untaughtTopics) {
    problems.push({ rule: "topic-untaught", message: `${topic} is drawn by exams but no lesson teaches it (name it in a lesson's topics)` });
  }
  return { banks, nearDuplicates, untaughtTopics, problems };
}

/** One line per bank and one for the course, as the build prints them. */
export function itemRuleSummary(figures) {
  const lines = figures.banks.map(
    (bank) =>
      `  ${bank.module}: ${bank.questions} questions; correct choice the single longest in ${percent(bank.longestCorrect.en / bank.questions)} (en), ` +
      `${percent(bank.longestCorrect.es / bank.questions)} (es), the single shortest in ${percent(bank.shortestCorrect.en / bank.questions)} (en), ` +
      `${percent(bank.shortestCorrect.es / bank.questions)} (es); answers A–D ${bank.positions.join("/")}`,
  );
  lines.push(`  near-duplicate pairs: ${figures.nearDuplicates.length}; topics drawn by exams but taught by no lesson: ${figures.untaughtTopics.length}`);
  return lines;
}

function percent(share) {
  return `${Math.round(share * 100)} %`;
}
