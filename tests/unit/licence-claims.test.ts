import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { floridaLicenseGuide } from "~/content/blog/posts/01-florida-2-15-license-guide";
import { courseEngineContent } from "~/content/course-engine";
import { licenseJourneyContent } from "~/content/license-journey";
import { en } from "~/locales/en";
import { es } from "~/locales/es";

/**
 * Florida requires 60 hours of approved pre-licensing study for the 2-15 license. "10 hours" may
 * appear as a weekly study pace ("about 10 hours a week") or as one module's length, never as the
 * course, the training or the requirement.
 */

/** A mention of ten hours, in figures or words, in either language. */
const tenHours = /\b(?:10|ten|diez)[- ](?:hours?|hrs?|horas?)\b/gi;

/** What may follow "10 hours" when it is a pace: "10 hours a week", "10 hours of study per week", "10 horas por semana". */
const weeklyPace =
  /^(?:\s+(?:of|de)\s+(?:study|studying|lessons|estudio|clases))?\s+(?:(?:a|per|each|every)\s+week\b|weekly\b|(?:por|a\s+la|cada)\s+semana\b|semanales\b)/i;

/** Words that make a sentence about the course, the licence or what the state requires. */
const courseContext =
  /\b(?:course|class(?:es)?|lessons?|training|train|study|program(?:me)?|workload|licen[cs](?:e|ing)|pre-?licens\w*|requir\w*|state|online|ours|takes?|finish\w*|exams?|modules?|in total|curso|clases?|capacitaci[oó]n|estudi\w*|programa|carga de trabajo|licencia|requisitos?|exig\w*|estado|en l[ií]nea|nuestro|toma|dura|termin\w*|ex[aá]men(?:es)?|m[oó]dulos?|en total)\b/i;

/** Phrasings that are wrong wherever they appear. */
const alwaysWrong = [
  /\b(?:10|ten)[- ]hours?\s+(?:insurance\s+|online\s+|pre-?licens\w*\s+)*(?:course|class|program(?:me)?|requirement|training)/i,
  /\b(?:curso|clases|programa|capacitaci[oó]n|requisito)\b[^.;]{0,30}\bde\s+(?:10|diez)\s+horas\b/i,
];

/** The sentences of a text (a list of keywords counts as one). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?;])\s+|\n+/);
}

/** Why a text presents 10 hours as the course or the requirement, or null when it does not. */
function tenHourClaim(text: string): string | null {
  for (const pattern of alwaysWrong) {
    if (pattern.test(text)) return `matches ${pattern}`;
  }
  for (const sentence of sentences(text)) {
    for (const match of sentence.matchAll(tenHours)) {
      const after = sentence.slice((match.index ?? 0) + match[0].length);
      if (weeklyPace.test(after)) continue;
      if (courseContext.test(sentence)) return `"${match[0]}" in a sentence about the course or licence`;
    }
  }
  return null;
}

/**
 * Every text in a value, recursively, with where it is. An object's short strings (a fact's value
 * and label, a module's title and length) are also read together, as a reader sees them.
 */
function texts(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((child, index) => texts(child, `${path}[${index}]`));
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    const own = entries.flatMap(([key, child]) => texts(child, `${path}.${key}`));
    const short = entries.map(([, child]) => child).filter((child): child is string => typeof child === "string" && child.length < 80);
    return short.length > 1 ? [...own, { path: `${path} (together)`, text: short.join(" ") }] : own;
  }
  return [];
}

const contentRoot = fileURLToPath(new URL("../../app/content/", import.meta.url));
const contentFiles = readdirSync(contentRoot, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file))
  .sort();
const contentModules = await Promise.all(
  contentFiles.map(async (file) => ({ file, exports: (await import(pathToFileURL(`${contentRoot}${file}`).href)) as Record<string, unknown> })),
);

const everyText = [
  ...contentModules.flatMap(({ file, exports }) => texts(exports, `app/content/${file}`)),
  ...texts(en, "app/locales/en.ts"),
  ...texts(es, "app/locales/es.ts"),
];

describe("the 10-hour check itself", () => {
  it("flags the ways the site used to put it", () => {
    for (const text of [
      "Our online course prepares you for the Florida 2-15 license in about 10 hours, with mentors who guide you.",
      "Study online at your own pace. Most students finish the course in about 10 hours.",
      "Apply, train online for about 10 hours, and get certified.",
      "Study the 2-15 pre-licensing course online, at your own pace. The workload is about 10 hours.",
      "how to get 2-15 license Florida, 10 hour insurance course",
      "A 10-hour pre-licensing course.",
      "Ten hours of guided lessons, practice exams and a mentor when you need one.",
      "10 hours of guided lessons and practice",
      "The state requires an approved pre-licensing course before the exam. Ours takes about 10 hours online.",
      "The state requires an approved pre-licensing course before the exam. Ours takes about 10 hours online and is available in English and Spanish, so you can study in the language you think in.",
      "El estado exige un curso aprobado antes del examen. El nuestro toma unas 10 horas en línea y está disponible en español y en inglés.",
      "Nuestro curso en línea lo prepara para la licencia 2-15 de Florida en unas 10 horas.",
      "La mayoría de los estudiantes termina el curso en unas 10 horas.",
      "cómo obtener la licencia 2-15 con un curso en línea de 10 horas",
      "curso de seguros de 10 horas",
      "Diez horas de clases guiadas, exámenes de práctica y un mentor.",
      "Unas 10 horas en línea y luego el examen estatal.",
      "Unas 10 horas en total, en seis módulos que siguen el temario del examen estatal.",
      "El requisito es de 10 horas.",
    ]) {
      expect(tenHourClaim(text), text).not.toBeNull();
    }
  });

  it("lets a weekly pace and a module's length through", () => {
    for (const text of [
      "Study online at your own pace: at about 10 hours a week, the 60-hour course takes about six weeks.",
      "The plan assumes about 10 hours of study a week.",
      "At a steady 10 hours a week, the 60 hours take about six weeks.",
      "The 60-hour course online (about six weeks at 10 hours a week).",
      "Estudie en línea a su propio ritmo: a unas 10 horas por semana, el curso de 60 horas toma unas seis semanas.",
      "El plan supone unas 10 horas de estudio por semana.",
      "Florida law and ethics 10 hours",
      "Leyes de Florida y ética 10 horas",
      "Florida requires a 60-hour pre-licensing course, 3 hours of it on ethics.",
    ]) {
      expect(tenHourClaim(text), text).toBeNull();
    }
  });
});

describe("licence claims in the copy", () => {
  it("read every content module and both dictionaries", () => {
    expect(contentFiles).toEqual(expect.arrayContaining(["license-journey.ts", "course-engine.ts", "about.ts", "applications.ts", "legal.ts"]));
    expect(contentFiles.filter((file) => file.startsWith("blog/posts/0"))).toHaveLength(8);
    expect(everyText.length).toBeGreaterThan(1000);
  });

  it("never present 10 hours as the course or the licence requirement", () => {
    const claims = everyText.flatMap(({ path, text }) => {
      const reason = tenHourClaim(text);
      return reason ? [`${path}: ${reason}: ${text}`] : [];
    });
    expect(claims).toEqual([]);
  });

  for (const language of ["en", "es"] as const) {
    it(`state the 60-hour requirement where the journey and the course are described (${language})`, () => {
      const sixtyHours = /\b60[- ](?:hours?|horas)\b/i;
      for (const [name, content] of [
        ["license journey", licenseJourneyContent[language]],
        ["course page", courseEngineContent[language]],
        ["blog post 1", floridaLicenseGuide.text[language]],
      ] as const) {
        const text = texts(content, name)
          .map((entry) => entry.text)
          .join(" ");
        expect(text, `${name} (${language})`).toMatch(sixtyHours);
        expect(text, `${name} (${language})`).toMatch(/626\.7851/);
      }
    });
  }
});
