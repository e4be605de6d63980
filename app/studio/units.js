// The course's source as units the studio versions one by one (docs/decisions/094), and back.
// Pure JavaScript without the file system, shared by the Node commands (import, export) and the
// Worker (publish): `splitSources` cuts the files of content/course/ into units, `joinUnits` puts
// them back, byte for byte. A unit keeps the words of its files, so an export writes unchanged
// files for every unit nobody edited.
//
// The units:
// - `lesson`   one lesson: `<module>/<NN-slug>.en.md` and its `.es.md` twin, whole.
// - `question` one question: its block in `questions/<module>.en.yaml` and in the `.es.yaml` twin
//              (from its `- id:` line to the next one, with the comments that follow it).
// - `glossary` one term: its block in `glossary.yaml` (both languages are in the block).
// - `outline`  `outline.yaml`, whole.
// - `file`     everything else, whole (`course.yaml`, `terminology.yaml`), and the frame of each
//              list file (a bank, the glossary): its header and the order of its blocks, one
//              `#@unit <id>` line each.
import { parse as parseYaml } from "yaml";

const lessonPath = /^(m\d+-[a-z0-9-]+)\/(\d{2}-[a-z0-9-]+)\.(en|es)\.md$/;
const bankPath = /^questions\/([a-z0-9-]+)\.(en|es)\.yaml$/;
const blockStart = /^- id: *(\S+) *$/;
const frameLine = /^#@unit (\S+)$/;

/** `kind:itemId`, the key a release's version map uses. */
export function unitKey(kind, itemId) {
  return `${kind}:${itemId}`;
}

/**
 * Cuts the content's files (paths relative to content/course/) into units. Throws on a file it
 * cannot place (a lesson without its twin is the compiler's to report: the unit then has one text).
 */
export function splitSources(files) {
  const units = [];
  const lessons = new Map();
  const banks = new Map();
  for (const [path, text] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const lesson = lessonPath.exec(path);
    const bank = bankPath.exec(path);
    if (lesson) {
      const [, moduleDir, base, language] = lesson;
      const itemId = `${moduleDir.split("-")[0]}-${base}`;
      const unit = lessons.get(itemId) ?? { kind: "lesson", itemId, moduleId: moduleDir, enText: "", esText: null };
      if (language === "en") unit.enText = text;
      else unit.esText = text;
      lessons.set(itemId, unit);
    } else if (bank) {
      const [, moduleId, language] = bank;
      const entry = banks.get(moduleId) ?? { en: "", es: "" };
      entry[language] = text;
      banks.set(moduleId, entry);
    } else if (path === "glossary.yaml") {
      const { frame, blocks } = cutBlocks(text);
      units.push({ kind: "file", itemId: path, moduleId: null, enText: frame, esText: null });
      for (const [itemId, block] of blocks) units.push({ kind: "glossary", itemId, moduleId: null, enText: block, esText: null });
    } else if (path === "outline.yaml") {
      units.push({ kind: "outline", itemId: "outline", moduleId: null, enText: text, esText: null });
    } else if (!path.includes("/")) {
      units.push({ kind: "file", itemId: path, moduleId: null, enText: text, esText: null });
    } else {
      throw new Error(`${path}: not a file of the course (a lesson, a bank, or a file at the top)`);
    }
  }
  units.push(...lessons.values());
  for (const [moduleId, { en, es }] of banks) {
    const english = cutBlocks(en);
    const spanish = cutBlocks(es);
    units.push({ kind: "file", itemId: `questions/${moduleId}.yaml`, moduleId, enText: english.frame, esText: spanish.frame });
    const spanishBlocks = new Map(spanish.blocks);
    for (const [itemId, block] of english.blocks) {
      units.push({ kind: "question", itemId, moduleId, enText: block, esText: spanishBlocks.get(itemId) ?? null });
      spanishBlocks.delete(itemId);
    }
    // A question only the Spanish bank has keeps its text; the compiler reports the missing twin.
    for (const [itemId, block] of spanishBlocks) units.push({ kind: "question", itemId, moduleId, enText: "", esText: block });
  }
  return units;
}

/** Puts units back into files: the inverse of `splitSources`. Blocks no frame lists go at the end of their file, by id. */
export function joinUnits(units) {
  const files = {};
  const blocksOf = new Map();
  const frames = [];
  for (const unit of units) {
    if (unit.kind === "lesson") {
      const [prefix] = unit.itemId.split("-");
      const base = unit.itemId.slice(prefix.length + 1);
      if (unit.enText) files[`${unit.moduleId}/${base}.en.md`] = unit.enText;
      if (unit.esText) files[`${unit.moduleId}/${base}.es.md`] = unit.esText;
    } else if (unit.kind === "question" || unit.kind === "glossary") {
      const file = unit.kind === "glossary" ? "glossary.yaml" : `questions/${unit.moduleId}.yaml`;
      const blocks = blocksOf.get(file) ?? [];
      blocks.push(unit);
      blocksOf.set(file, blocks);
    } else if (unit.kind === "outline") {
      files["outline.yaml"] = unit.enText;
    } else if (unit.itemId === "glossary.yaml" || unit.itemId.startsWith("questions/")) {
      frames.push(unit);
    } else {
      files[unit.itemId] = unit.enText;
    }
  }
  for (const frame of frames) {
    const blocks = blocksOf.get(frame.itemId) ?? [];
    if (frame.itemId === "glossary.yaml") {
      files["glossary.yaml"] = fillFrame(frame.enText, new Map(blocks.map((unit) => [unit.itemId, unit.enText])));
    } else {
      const base = frame.itemId.slice(0, -".yaml".length);
      files[`${base}.en.yaml`] = fillFrame(frame.enText, new Map(blocks.map((unit) => [unit.itemId, unit.enText])));
      files[`${base}.es.yaml`] = fillFrame(frame.esText ?? "", new Map(blocks.map((unit) => [unit.itemId, unit.esText ?? ""])));
    }
  }
  return files;
}

/** A list file's header and order (its frame), and each `- id:` block with what follows it up to the next. */
function cutBlocks(text) {
  const lines = text.split("\n");
  const frame = [];
  const blocks = [];
  let current;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const start = blockStart.exec(line);
    if (start) {
      current = { id: start[1], lines: [] };
      blocks.push(current);
      frame.push(`#@unit ${start[1]}`);
    }
    if (current) current.lines.push(line);
    else frame.push(line);
  }
  // The file's last line break belongs to its last block; the frame records whether there was one.
  return { frame: frame.join("\n"), blocks: blocks.map((block) => [block.id, block.lines.join("\n")]) };
}

function fillFrame(frame, blocks) {
  const remaining = new Map(blocks);
  const lines = [];
  for (const line of frame.split("\n")) {
    const placed = frameLine.exec(line);
    if (!placed) {
      lines.push(line);
      continue;
    }
    const block = remaining.get(placed[1]);
    remaining.delete(placed[1]);
    if (block !== undefined && block !== "") lines.push(block);
  }
  const extra = [...remaining].filter(([, block]) => block !== "").sort(([a], [b]) => (a < b ? -1 : 1));
  let text = lines.join("\n");
  for (const [, block] of extra) text = `${text.replace(/\n*$/, "\n\n")}${block.endsWith("\n") ? block : `${block}\n`}`;
  return text;
}

/** A short, stable fingerprint of a unit's words (not a secret: it tells versions apart). */
export function hashUnit(enText, esText) {
  return `${cyrb53(`${enText}\u0000${esText ?? ""}`, 1)}${cyrb53(`${esText ?? ""}\u0000${enText}`, 2)}`;
}

/** The fingerprint of a whole course: its units' keys and fingerprints, in key order. */
export function hashCourse(entries) {
  const lines = entries.map(({ key, hash }) => `${key} ${hash}`).sort();
  return hashUnit(lines.join("\n"), null);
}

function cyrb53(text, seed) {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

const questionKeys = ["id", "topic", "outline", "lesson", "question", "choices", "answer", "explanation", "source"];

/**
 * A question's block read into its fields, and the comments and blank lines after it (kept when
 * the block is written again). Throws a plain message when the block is not one question.
 */
export function parseQuestionBlock(block) {
  const lines = block.split("\n");
  let end = lines.length;
  while (end > 1 && (lines[end - 1].trim() === "" || lines[end - 1].startsWith("#"))) end--;
  const itemText = lines.slice(0, end).join("\n");
  const parsed = parseYaml(itemText);
  if (!Array.isArray(parsed) || parsed.length !== 1 || typeof parsed[0] !== "object" || parsed[0] === null) {
    throw new Error("The block is not one question.");
  }
  const item = parsed[0];
  const fields = {
    id: String(item.id ?? ""),
    topic: String(item.topic ?? ""),
    outline: String(item.outline ?? ""),
    lesson: item.lesson === undefined || item.lesson === null ? null : String(item.lesson),
    question: String(item.question ?? ""),
    choices: Array.isArray(item.choices) ? item.choices.map(String) : [],
    answer: typeof item.answer === "number" ? item.answer : -1,
    explanation: String(item.explanation ?? ""),
    source: String(item.source ?? ""),
  };
  const unknown = Object.keys(item).filter((key) => !questionKeys.includes(key));
  return { fields, trailing: block.slice(itemText.length), unknown };
}

/** Writes a question's fields as a block in the banks' style (double-quoted strings), then what followed it ("\n" for a new one). */
export function questionBlock(fields, trailing) {
  const quoted = (value) => JSON.stringify(value);
  const lines = [`- id: ${fields.id}`, `  topic: ${fields.topic}`, `  outline: ${fields.outline}`];
  if (fields.lesson) lines.push(`  lesson: ${fields.lesson}`);
  lines.push(`  question: ${quoted(fields.question)}`, "  choices:");
  for (const choice of fields.choices) lines.push(`    - ${quoted(choice)}`);
  lines.push(`  answer: ${fields.answer}`, `  explanation: ${quoted(fields.explanation)}`, `  source: ${quoted(fields.source)}`);
  return `${lines.join("\n")}${trailing}`;
}
