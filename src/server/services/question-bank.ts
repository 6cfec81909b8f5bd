import { createHash } from 'node:crypto';
import { toPublicItem } from '../../core/items/public-item';
import { DIFFICULTIES, type Item } from '../../core/items/item-types';
import type { Grade } from '../../core/accounts/account';
import type { Subject } from '../../core/teks/teks-types';
import type { QuestionBankResponse } from '../../contracts/classrooms';
import { badRequest } from '../errors';
import { formatCorrectAnswer } from './answer-format';
import { itemKeyOf } from './served-questions';
import { itemFor, testedCodesWithQuestions } from './item-source';
import { resolveTeksCode } from './question-generation';

/**
 * The teachers' question bank (issue 11): questions of one TEKS code with their answers and worked
 * steps, to preview and to print as a worksheet. The same page of the same code always shows the same
 * questions (seeds from the code and page), so a printed worksheet can be printed again.
 */

function seedFor(code: string, page: number, index: number): number {
  return createHash('sha256').update(`question-bank:${code}:${page}:${index}`).digest().readUInt32BE(0);
}

export function questionBank(
  grade: Grade,
  subject: Subject,
  typedCode: string,
  count: number,
  page: number,
): QuestionBankResponse {
  const entry = resolveTeksCode(grade, subject, typedCode, 'teks');
  if (!testedCodesWithQuestions(grade, subject).includes(entry.code)) {
    throw badRequest(`teks: ${entry.code} has no questions yet.`);
  }
  const items: Item[] = [];
  const usedItemIds = new Set<string>();
  const keys = new Set<string>();
  // A few extra draws, since two seeds can make the same question.
  for (let index = 0; items.length < count && index < count * 4; index += 1) {
    const item = itemFor({
      subject,
      grade,
      teksCode: entry.code,
      difficulty: DIFFICULTIES[index % DIFFICULTIES.length]!,
      seed: seedFor(entry.code, page, index),
      usedItemIds,
    });
    if (!item) break;
    usedItemIds.add(item.id);
    if (keys.has(itemKeyOf(item))) continue;
    keys.add(itemKeyOf(item));
    items.push(item);
  }
  return {
    teksCode: entry.code,
    skillName: entry.skillName,
    items: items.map((item, index) => ({
      item: toPublicItem(item, `bank-${page}-${index + 1}`),
      difficulty: item.difficulty,
      ...formatCorrectAnswer(item),
      explanation: [...item.explanation],
    })),
  };
}
