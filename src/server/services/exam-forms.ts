import type { FastifyBaseLogger } from 'fastify';
import {
  EXAM_BLUEPRINTS,
  ExamAssemblyError,
  assembleForm,
  parseExamFormId,
  type ExamBlueprint,
  type ExamForm,
  type ExamFormItem,
} from '../../core/exams';
import type { Item } from '../../core/items/item-types';
import { findTeks } from '../../core/teks/catalogue';
import type { Grade } from '../../core/teks/teks-types';
import { readingBank } from '../content/reading-bank';
import { loadItem } from './item-source';

/**
 * The fixed mock-exam forms, assembled once per process (12 forms take about 350 ms) and kept by exam
 * id. A form that cannot be assembled (ExamAssemblyError: a content problem) is left out and logged,
 * never offered shorter.
 */

interface FormCache {
  forms: ExamForm[];
  byId: Map<string, ExamForm>;
  /** Every form's items by item id: an attempt on the current form never regenerates its items. */
  items: Map<string, Item>;
}

let cache: FormCache | undefined;

function build(log?: Pick<FastifyBaseLogger, 'error'>): FormCache {
  const forms: ExamForm[] = [];
  const bank = readingBank();
  for (const blueprint of EXAM_BLUEPRINTS) {
    for (let formNumber = 1; formNumber <= blueprint.formCount; formNumber += 1) {
      try {
        forms.push(assembleForm(blueprint, formNumber, bank));
      } catch (error) {
        if (!(error instanceof ExamAssemblyError)) throw error;
        const message = `Mock exam ${blueprint.id} form ${formNumber} left out: ${error.message}`;
        if (log) log.error(message);
        else console.warn(message);
      }
    }
  }
  const items = new Map<string, Item>();
  for (const form of forms) for (const entry of form.items) items.set(entry.item.id, entry.item);
  return { forms, byId: new Map(forms.map((form) => [form.examId, form])), items };
}

/** Builds the forms now (app start-up), so no request pays for it. */
export function warmExamForms(log?: Pick<FastifyBaseLogger, 'error'>): void {
  cache ??= build(log);
}

function forms(): FormCache {
  cache ??= build();
  return cache;
}

/** The forms offered for a grade, in blueprint order (math before reading, form 1 before form 2). */
export function examFormsForGrade(grade: Grade): ExamForm[] {
  return forms().forms.filter((form) => form.grade === grade);
}

/** The form an exam id names, when it is offered. */
export function examForm(examId: string): ExamForm | undefined {
  return forms().byId.get(examId);
}

/** An item by id: from the cached forms, or rebuilt from its id (a form that has changed since). */
export function examItem(itemId: string): Item | undefined {
  return forms().items.get(itemId) ?? loadItem(itemId);
}

/**
 * The form an attempt was taken on, as scoring reads it: the cached form when its fingerprint still
 * matches, otherwise rebuilt from the attempt's own item ids (the current form has changed since).
 * Undefined when an item can no longer be rebuilt.
 */
export function attemptForm(
  attempt: { examId: string; formFingerprint: string },
  itemIds: readonly string[],
): ExamForm | undefined {
  const current = examForm(attempt.examId);
  if (current && current.fingerprint === attempt.formFingerprint) return current;
  const parsed = parseExamFormId(attempt.examId);
  if (!parsed) return undefined;
  const items: ExamFormItem[] = [];
  for (const [index, itemId] of itemIds.entries()) {
    const item = examItem(itemId);
    const teks = item ? findTeks(item.teksCode, item.subject) : undefined;
    if (!item || !teks?.reportingCategory) return undefined;
    items.push({
      number: index + 1,
      item,
      reportingCategory: teks.reportingCategory,
      standardType: teks.standardType === 'readiness' ? 'readiness' : 'supporting',
    });
  }
  return rebuiltForm(parsed.blueprint, parsed.formNumber, attempt, items, current);
}

function rebuiltForm(
  blueprint: ExamBlueprint,
  formNumber: number,
  attempt: { examId: string; formFingerprint: string },
  items: ExamFormItem[],
  current: ExamForm | undefined,
): ExamForm {
  return {
    examId: attempt.examId,
    blueprintId: blueprint.id,
    blueprintVersion: blueprint.version,
    formNumber,
    grade: blueprint.grade,
    subject: blueprint.subject,
    title: current?.title ?? `${blueprint.label}: Form ${formNumber}`,
    description: current?.description ?? blueprint.description,
    timeLimitMinutes: blueprint.timeLimitMinutes,
    difficulty: current?.difficulty ?? 'medium',
    items,
    passageIds: [],
    performanceCuts: blueprint.performanceCuts,
    fingerprint: attempt.formFingerprint,
  };
}
