// Types of units.js (plain JavaScript so that the Node commands share it with the Worker).
import type { ContentKind } from "../../db/schema";

/** One unit of the course's source, in the words of its files (docs/decisions/094). */
export type SourceUnit = {
  kind: ContentKind;
  itemId: string;
  moduleId: string | null;
  enText: string;
  esText: string | null;
};

export type QuestionFields = {
  id: string;
  topic: string;
  outline: string;
  lesson: string | null;
  question: string;
  choices: string[];
  answer: number;
  explanation: string;
  source: string;
};

export function unitKey(kind: ContentKind, itemId: string): string;
export function splitSources(files: Record<string, string>): SourceUnit[];
export function joinUnits(units: readonly SourceUnit[]): Record<string, string>;
export function hashUnit(enText: string, esText: string | null): string;
export function hashCourse(entries: readonly { key: string; hash: string }[]): string;
export function parseQuestionBlock(block: string): { fields: QuestionFields; trailing: string; unknown: string[] };
export function questionBlock(fields: QuestionFields, trailing: string): string;
