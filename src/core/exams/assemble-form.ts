import { distinctItemKey } from '../items/item-key';
import { assembleMathItems } from './assemble-math';
import { assembleReadingItems } from './assemble-reading';
import type { ExamBlueprint } from './blueprint-types';
import {
  ExamAssemblyError,
  examFormId,
  formFingerprint,
  overallDifficulty,
  type ExamForm,
  type ExamFormItem,
  type ExamReadingBank,
} from './exam-form';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function describe(
  blueprint: ExamBlueprint,
  items: readonly ExamFormItem[],
  passageIds: readonly string[],
  drafts: number,
): string {
  const parts = [plural(items.length, 'question')];
  if (blueprint.subject === 'reading') {
    parts.push(`${plural(passageIds.length - drafts, 'passage')} and ${plural(drafts, 'draft')} to edit`);
  }
  parts.push(`${blueprint.timeLimitMinutes} minutes`);
  return `${blueprint.description} ${parts.join(', ')}.`;
}

/**
 * Fixed form `formNumber` (1 … formCount) of a blueprint: the same questions in the same order every
 * time, for the same blueprint version, generators and reading bank. Math items are generated from
 * seeds derived from (blueprint id, version, form, position); reading forms take whole passages from
 * `bank` (the server's reading bank). Throws `ExamAssemblyError` when the form cannot be made.
 */
export function assembleForm(blueprint: ExamBlueprint, formNumber: number, bank?: ExamReadingBank): ExamForm {
  if (!Number.isInteger(formNumber) || formNumber < 1 || formNumber > blueprint.formCount) {
    throw new ExamAssemblyError(`${blueprint.id} has forms 1 to ${blueprint.formCount}, not ${formNumber}`);
  }
  let items: ExamFormItem[];
  let passageIds: string[] = [];
  let drafts = 0;
  if (blueprint.subject === 'math') {
    items = assembleMathItems(blueprint, formNumber);
  } else {
    if (!bank) throw new ExamAssemblyError(`${blueprint.id}: a reading form needs the reading bank`);
    ({ items, passageIds } = assembleReadingItems(blueprint, formNumber, bank));
    const draftIds = new Set(bank.passagesFor(blueprint.grade, 'editing-draft').map((passage) => passage.id));
    drafts = passageIds.filter((id) => draftIds.has(id)).length;
  }
  const keys = new Set(items.map((entry) => distinctItemKey(entry.item)));
  if (keys.size !== items.length || items.length !== blueprint.itemCount) {
    throw new ExamAssemblyError(
      `${blueprint.id} form ${formNumber}: ${keys.size} different questions of ${items.length}, ` +
        `${blueprint.itemCount} wanted`,
    );
  }
  return {
    examId: examFormId(blueprint, formNumber),
    blueprintId: blueprint.id,
    blueprintVersion: blueprint.version,
    formNumber,
    grade: blueprint.grade,
    subject: blueprint.subject,
    title: `${blueprint.label}: Form ${formNumber}`,
    description: describe(blueprint, items, passageIds, drafts),
    timeLimitMinutes: blueprint.timeLimitMinutes,
    difficulty: overallDifficulty(items.map((entry) => entry.item.difficulty)),
    items,
    passageIds,
    performanceCuts: blueprint.performanceCuts,
    fingerprint: formFingerprint(items),
  };
}
