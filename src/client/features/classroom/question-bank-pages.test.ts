import { describe, expect, it } from 'vitest';
import type { QuestionBankResponse } from '../../../contracts/classrooms';
import { bankQuestions } from './question-bank-pages';

const entry = (id: string, stem: string): QuestionBankResponse['items'][number] => ({
  item: {
    id,
    subject: 'math',
    grade: 3,
    teksCode: '3.4K',
    difficulty: 'easy',
    stem,
    interaction: { type: 'numeric-entry', format: 'whole-number' },
    hintCount: 2,
  },
  difficulty: 'easy',
  correctAnswer: '12',
  correctAnswerText: '12',
  explanation: ['3 × 4 = 12.'],
});
const page = (...items: QuestionBankResponse['items']): QuestionBankResponse => ({
  teksCode: '3.4K',
  skillName: 'Multiply and divide within 100',
  items,
});

describe('the question bank pages', () => {
  it('lists every question once, in the order they came', () => {
    const { items, exhausted } = bankQuestions([
      page(entry('bank-0-1', 'What is 3 × 4?'), entry('bank-0-2', 'What is 5 × 2?')),
      page(entry('bank-1-1', 'What is 3 × 4?'), entry('bank-1-2', 'What is 6 × 6?')),
    ]);
    expect(items.map((item) => item.item.id)).toEqual(['bank-0-1', 'bank-0-2', 'bank-1-2']);
    expect(exhausted).toBe(false);
  });

  it('is exhausted when "More questions" brought nothing new', () => {
    const only = entry('bank-0-1', 'What happens next in the story?');
    expect(bankQuestions([page(only)]).exhausted).toBe(false);
    expect(
      bankQuestions([page(only), page({ ...only, item: { ...only.item, id: 'bank-1-1' } })]).exhausted,
    ).toBe(true);
    expect(bankQuestions([page(only), page()]).exhausted).toBe(true);
  });

  it('has nothing before the first page', () => {
    expect(bankQuestions([])).toEqual({ items: [], exhausted: false });
  });
});
