import type { QuestionBankResponse } from '../../../contracts/classrooms';

type BankItem = QuestionBankResponse['items'][number];

/** What makes two bank questions the same to a reader: the words, the choices and the picture. */
function sameQuestionKey(entry: BankItem): string {
  const { stem, interaction, visual, passageId } = entry.item;
  return JSON.stringify([stem, interaction, visual ?? null, passageId ?? null]);
}

/**
 * The questions of every page loaded so far, each once: a skill with few questions (a reading skill
 * may have one written question) can hand back one already shown, which a worksheet must not repeat.
 * `exhausted` says the last page added nothing new, so "More questions" has no more to give.
 */
export function bankQuestions(pages: readonly QuestionBankResponse[]): {
  items: BankItem[];
  exhausted: boolean;
} {
  const seen = new Set<string>();
  const items: BankItem[] = [];
  let addedByLast = 0;
  for (const page of pages) {
    addedByLast = 0;
    for (const entry of page.items) {
      const key = sameQuestionKey(entry);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(entry);
      addedByLast += 1;
    }
  }
  return { items, exhausted: pages.length > 1 && addedByLast === 0 };
}
