import type { Difficulty, Item } from '../items/item-types';
import { deriveSeed, hashString } from '../random/seed';
import type { PassageKind, ReadingGenre } from '../reading/passage-types';
import type { Grade, ReportingCategory, Subject } from '../teks/teks-types';
import type { ExamBlueprint, PerformanceCuts } from './blueprint-types';
import { EXAM_BLUEPRINTS } from './blueprints';

/** One question of a form, in order, with what it reports on. */
export interface ExamFormItem {
  /** Question number as the student sees it, from 1. */
  number: number;
  item: Item;
  reportingCategory: ReportingCategory;
  standardType: 'readiness' | 'supporting';
}

/** A fixed mock exam: the same questions, in the same order, every time it is built. */
export interface ExamForm {
  /** "g4-math-form-1": the blueprint id and the form number. */
  examId: string;
  blueprintId: string;
  blueprintVersion: number;
  formNumber: number;
  grade: Grade;
  subject: Subject;
  title: string;
  description: string;
  timeLimitMinutes: number;
  /** The form's overall level, from its items' difficulties. */
  difficulty: Difficulty;
  items: ExamFormItem[];
  /** Reading: the passages in the order their questions appear; empty for math. */
  passageIds: string[];
  performanceCuts: PerformanceCuts;
  /**
   * Changes whenever the questions do (a new blueprint version, a generator version, new reading
   * content). An attempt keeps its own item ids; this tells the server a cached form is out of date.
   */
  fingerprint: string;
}

/** What assembly needs to know about a passage; the server's `Passage` has all of it. */
export interface ExamPassage {
  id: string;
  kind: PassageKind;
  grade: Grade;
  title: string;
  genre: ReadingGenre;
}

/**
 * The written reading content, as assembly reads it. The server's `ReadingBank`
 * (src/server/content/reading-bank.ts) has both methods, so it is passed in as it is: core does no I/O.
 */
export interface ExamReadingBank {
  passagesFor(grade: Grade, kind?: PassageKind): readonly ExamPassage[];
  itemsForPassage(passageId: string): readonly Item[];
}

/** The blueprint or the bank cannot make the form asked for: a content or data problem, never a child's. */
export class ExamAssemblyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExamAssemblyError';
  }
}

/** The seed every choice of a form derives from: the blueprint id, its version and the form number. */
export function formSeed(blueprint: Pick<ExamBlueprint, 'id' | 'version'>, formNumber: number): number {
  return deriveSeed('exam-form', blueprint.id, blueprint.version, formNumber);
}

/** A short hash of the form's item ids, in order. */
export function formFingerprint(items: readonly { item: Pick<Item, 'id'> }[]): string {
  const ids = items.map((entry) => entry.item.id).join('\n');
  return `${hashString(ids).toString(16).padStart(8, '0')}${hashString(ids, 0x9e3779b9).toString(16).padStart(8, '0')}`;
}

export function examFormId(blueprint: Pick<ExamBlueprint, 'id'>, formNumber: number): string {
  return `${blueprint.id}-form-${formNumber}`;
}

/** Every form id of a blueprint: "g4-math-form-1", "g4-math-form-2". */
export function examFormIds(blueprint: Pick<ExamBlueprint, 'id' | 'formCount'>): string[] {
  return Array.from({ length: blueprint.formCount }, (_, index) => examFormId(blueprint, index + 1));
}

/** The blueprint and form number an exam id names, or undefined for anything else. */
export function parseExamFormId(
  examId: string,
  blueprints: readonly ExamBlueprint[] = EXAM_BLUEPRINTS,
): { blueprint: ExamBlueprint; formNumber: number } | undefined {
  const match = /^([a-z0-9-]+)-form-([1-9]\d{0,2})$/.exec(examId);
  if (!match) return undefined;
  const blueprint = blueprints.find((candidate) => candidate.id === match[1]);
  const formNumber = Number(match[2]);
  if (!blueprint || formNumber > blueprint.formCount) return undefined;
  return { blueprint, formNumber };
}

const DIFFICULTY_WEIGHT: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

/** The overall level of a set of items: the mean of easy 1, medium 2, hard 3, read in thirds. */
export function overallDifficulty(difficulties: readonly Difficulty[]): Difficulty {
  if (difficulties.length === 0) return 'medium';
  const mean =
    difficulties.reduce((sum, difficulty) => sum + DIFFICULTY_WEIGHT[difficulty], 0) / difficulties.length;
  if (mean < 5 / 3) return 'easy';
  if (mean > 7 / 3) return 'hard';
  return 'medium';
}
