// The course's one Spanish terminology (docs/decisions/092): content/course/terminology.yaml names, for each
// concept, the one Spanish term the course uses and the forms it does not. The build refuses a Spanish
// text (a lesson, a question bank, a glossary entry, the course's and the outline's Spanish titles) that
// uses an avoided form, naming the file, the line and the term to use instead.
import { parse as parseYaml } from "yaml";
import { readYaml } from "./read-yaml.js";

/**
 * @returns {Array<{ concept: string, es: string, avoid: RegExp[] }>} the list, or [] after reporting
 *   what is wrong with it.
 */
export function readTerminology(files, report) {
  const file = "terminology.yaml";
  const yaml = readYaml(files, file, report);
  if (yaml === undefined) return [];
  const terms = Array.isArray(yaml?.terms) ? yaml.terms : [];
  if (terms.length === 0) report("terminology-entry", file, "lists no terms");
  return terms.flatMap((term, index) => {
    const where = `terms[${index}]${term?.concept ? ` (${term.concept})` : ""}`;
    if (!nonEmpty(term?.concept) || !nonEmpty(term?.en) || !nonEmpty(term?.es)) {
      report("terminology-entry", file, `${where}: needs a concept, the English term and the one Spanish term`);
      return [];
    }
    const avoid = Array.isArray(term.avoid) ? term.avoid : [];
    return [
      {
        concept: term.concept,
        es: term.es,
        avoid: avoid.flatMap((source) => {
          try {
            // A form is avoided as a whole word (or words): letters may not run on before or after it.
            return [new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}])`, "giu")];
          } catch (error) {
            report("terminology-entry", file, `${where}: avoid "${source}" is not a valid pattern (${error.message})`);
            return [];
          }
        }),
      },
    ];
  });
}

/**
 * Every use of an avoided form in the course's Spanish: the Spanish lesson files and question banks
 * line by line, and the Spanish strings of course.yaml, glossary.yaml and outline.yaml.
 * @param {Record<string, string>} files the course's files, by path under content/course
 * @returns {Array<{ rule: "terminology", file: string, line: number, message: string }>} one per use
 */
export function terminologyBreaches(files, terms) {
  const breaches = [];
  // One pass of every avoided form together first: most lines hold none, and are read once.
  const anyAvoided = new RegExp(terms.flatMap((term) => term.avoid.map((pattern) => pattern.source)).join("|") || "(?!)", "iu");
  const check = (file, line, text) => {
    if (!anyAvoided.test(text)) return;
    for (const term of terms) {
      for (const pattern of term.avoid) {
        pattern.lastIndex = 0;
        for (const match of text.matchAll(pattern)) {
          breaches.push({
            rule: "terminology",
            file,
            line,
            message: `"${match[0]}" — the course says "${term.es}" (${term.concept}; content/course/terminology.yaml)`,
          });
        }
      }
    }
  };
  // The files of a module's folder (m1-…/name) and of questions/, one level down, in Spanish.
  const spanishFiles = Object.keys(files).filter((file) => /^(?:m\d+-[^/]*|questions)\/[^/]+\.es\.(md|yaml)$/.test(file));
  for (const file of spanishFiles.sort()) {
    files[file].split("\n").forEach((text, index) => check(file, index + 1, text));
  }
  for (const file of ["course.yaml", "glossary.yaml", "outline.yaml"]) {
    if (typeof files[file] !== "string") continue;
    const lines = files[file].split("\n");
    let yaml;
    try {
      yaml = parseYaml(files[file]);
    } catch {
      continue; // reported where the file is read
    }
    for (const text of spanishStrings(yaml)) {
      // The line the string starts on, for the message (the first line holding its first words).
      const start = text.split("\n")[0].slice(0, 40);
      const line = lines.findIndex((each) => each.includes(start)) + 1;
      check(file, line || 1, text);
    }
  }
  return breaches;
}

/** Every string under an `es` key, however deep. */
function spanishStrings(value, inSpanish = false) {
  if (typeof value === "string") return inSpanish ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((each) => spanishStrings(each, inSpanish));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, each]) => spanishStrings(each, inSpanish || key === "es"));
  }
  return [];
}

function nonEmpty(value) {
  return typeof value === "string" && value.trim() !== "";
}
