// The course's map of the state examination's content outline (docs/decisions/091): content/course/outline.yaml
// lists the outline's areas and points; each lesson names the points it teaches (`outline:` in its
// frontmatter) and each question the one point it tests (`outline:` after its topic). From those the
// build derives the map, point by point: the lessons that teach it and the questions that test it.
// A point without a lesson, or (but for the course's own points, about the exam itself) without a
// question, is a gap the course still has to fill: a course offered for credit may have none.

import { readYaml } from "./read-yaml.js";

const kebabId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const outlineParts = /** @type {const} */ (["life", "health", "florida-law", "course"]);

/**
 * Reads and checks outline.yaml: areas with a part, the outline's numbering, a title in both languages,
 * a weight where the outline gives one, and points with unique ids.
 * @param {Record<string, string>} files the course's files, by path under content/course
 * @param {(rule: string, file: string, message: string) => void} report
 * @returns {{ areas: Array<object>, pointIds: Set<string> }}
 */
export function readOutline(files, report) {
  const file = "outline.yaml";
  const yaml = readYaml(files, file, report);
  if (yaml === undefined) return { areas: [], pointIds: new Set() };
  const areas = Array.isArray(yaml?.areas) ? yaml.areas : [];
  if (areas.length === 0) report("outline-entry", file, "lists no areas");
  if (!Array.isArray(yaml?.sources) || yaml.sources.length === 0) report("outline-entry", file, "cites no source for the outline");
  const seen = new Set();
  const pointIds = new Set();
  const checked = areas.map((area, index) => {
    const where = `areas[${index}]${area?.id ? ` (${area.id})` : ""}`;
    if (!kebabId.test(area?.id ?? "")) report("outline-entry", file, `${where}: id must be kebab-case`);
    if (seen.has(area?.id)) report("outline-entry", file, `${where}: id appears twice`);
    seen.add(area?.id);
    if (!outlineParts.includes(area?.part)) report("outline-entry", file, `${where}: part must be one of ${outlineParts.join(", ")}`);
    if (!bilingual(area?.title)) report("outline-entry", file, `${where}: title needs en and es`);
    if (area?.weight !== undefined && !(Number.isFinite(area.weight) && area.weight >= 0 && area.weight <= 100)) {
      report("outline-entry", file, `${where}: weight is a percentage (0–100), or left out where the outline gives none`);
    }
    const points = Array.isArray(area?.points) ? area.points : [];
    if (points.length === 0) report("outline-entry", file, `${where}: has no points`);
    for (const point of points) {
      if (!kebabId.test(point?.id ?? "")) report("outline-entry", file, `${where}: a point id must be kebab-case`);
      else if (seen.has(point.id)) report("outline-entry", file, `${where}: id ${point.id} appears twice`);
      seen.add(point?.id);
      pointIds.add(point?.id);
      if (!bilingual(point?.title)) report("outline-entry", file, `${where}/${point?.id}: title needs en and es`);
    }
    return {
      id: area?.id,
      part: area?.part,
      outline: area?.outline ?? null,
      weight: area?.weight ?? null,
      title: area?.title,
      points: points.map((point) => ({ id: point?.id, outline: point?.outline ?? null, title: point?.title })),
    };
  });
  return { areas: checked, pointIds };
}

/**
 * The map: for every point, the lessons that teach it and the questions that test it; and the
 * points with no lesson or no question.
 */
export function outlineMap(outline, lessons, questions) {
  const byPoint = new Map();
  for (const area of outline.areas) for (const point of area.points) byPoint.set(point.id, { lessons: [], questions: [] });
  for (const lesson of lessons) for (const id of lesson.outline) byPoint.get(id)?.lessons.push(lesson.id);
  for (const question of questions) if (question.outline) byPoint.get(question.outline)?.questions.push(question.id);
  const areas = outline.areas.map((area) => ({
    ...area,
    points: area.points.map((point) => ({ ...point, ...byPoint.get(point.id) })),
  }));
  const points = areas.flatMap((area) => area.points.map((point) => ({ ...point, area: area.id, part: area.part })));
  // The course's own points (what it teaches about the exam itself) need a lesson; the outline's need a question too.
  const isGap = (point) => point.lessons.length === 0 || (point.part !== "course" && point.questions.length === 0);
  return {
    areas,
    gaps: points.filter(isGap),
    pointCount: points.length,
  };
}

/** The build's lines: each area, its weight, how many of its points are covered, lessons and questions. */
export function outlineSummary(map) {
  const lines = map.areas.map((area) => {
    const covered = area.points.filter((point) => !map.gaps.some((gap) => gap.id === point.id)).length;
    const lessons = new Set(area.points.flatMap((point) => point.lessons)).size;
    const questions = area.points.reduce((sum, point) => sum + point.questions.length, 0);
    const weight = area.weight === null ? "" : `, ${area.weight} % of its exam`;
    const where = area.outline ?? area.part;
    return `  ${area.id} ${where.startsWith("(") ? where.replace(/\)$/, `${weight})`) : `(${where}${weight})`}: ${covered}/${area.points.length} points taught and tested; ${lessons} lessons, ${questions} questions`;
  });
  const gaps = map.gaps.map(
    (point) => `    gap: ${point.id} (${point.outline ?? point.area}): ${point.lessons.length} lessons, ${point.questions.length} questions`,
  );
  return [...lines, ...gaps];
}

function bilingual(value) {
  return ["en", "es"].every((language) => typeof value?.[language] === "string" && value[language].trim() !== "");
}
