import { describe, expect, it } from 'vitest';
import type { Interaction, PublicItem } from '../../../core/items/item-types';
import { rightAnswerLine } from './answer-feedback';
import {
  choiceMark,
  correctLetters,
  isResponseComplete,
  numericEntryHint,
  numericEntryProblem,
} from './response-rules';

function itemWith(interaction: Interaction): PublicItem {
  return {
    id: 'q1',
    subject: 'math',
    grade: 3,
    teksCode: '3.4A',
    difficulty: 'easy',
    stem: 'How many?',
    interaction,
    hintCount: 2,
  };
}

const choices = (['A', 'B', 'C', 'D', 'E'] as const).map((label) => ({ label, text: `choice ${label}` }));

describe('isResponseComplete', () => {
  it('needs a picked choice for multiple choice', () => {
    const item = itemWith({ type: 'multiple-choice', choices: choices.slice(0, 4) });
    expect(isResponseComplete(item, undefined)).toBe(false);
    expect(isResponseComplete(item, { type: 'multiple-choice', choice: 'B' })).toBe(true);
    expect(isResponseComplete(item, { type: 'numeric-entry', text: '4' })).toBe(false);
  });

  it('needs exactly the asked number of boxes for multiselect', () => {
    const item = itemWith({ type: 'multiselect', choices, selectCount: 2 });
    expect(isResponseComplete(item, { type: 'multiselect', choices: ['A'] })).toBe(false);
    expect(isResponseComplete(item, { type: 'multiselect', choices: ['A', 'E'] })).toBe(true);
    expect(isResponseComplete(item, { type: 'multiselect', choices: ['A', 'C', 'E'] })).toBe(false);
  });

  it('needs a readable number for numeric entry', () => {
    const item = itemWith({ type: 'numeric-entry', format: 'fraction' });
    expect(isResponseComplete(item, { type: 'numeric-entry', text: '' })).toBe(false);
    expect(isResponseComplete(item, { type: 'numeric-entry', text: '3/' })).toBe(false);
    expect(isResponseComplete(item, { type: 'numeric-entry', text: ' 3/4 ' })).toBe(true);
    expect(isResponseComplete(item, { type: 'numeric-entry', text: '1,250' })).toBe(true);
  });

  it('needs every blank filled for inline choice', () => {
    const item = itemWith({
      type: 'inline-choice',
      segments: [
        { kind: 'blank', blankId: 'x' },
        { kind: 'text', text: ' and ' },
        { kind: 'blank', blankId: 'y' },
      ],
      blanks: [
        { id: 'x', options: ['one', 'two'] },
        { id: 'y', options: ['three', 'four'] },
      ],
    });
    expect(isResponseComplete(item, { type: 'inline-choice', selections: { x: 1 } })).toBe(false);
    expect(isResponseComplete(item, { type: 'inline-choice', selections: { x: 1, y: 0 } })).toBe(true);
    expect(isResponseComplete(item, { type: 'inline-choice', selections: { x: 1, y: 2 } })).toBe(false);
  });

  it('needs some words for a short response', () => {
    const item = itemWith({ type: 'short-response', maxLength: 500, points: 2 });
    expect(isResponseComplete(item, { type: 'short-response', text: '   ' })).toBe(false);
    expect(isResponseComplete(item, { type: 'short-response', text: 'The fox was brave.' })).toBe(true);
  });
});

describe('marking choices after grading', () => {
  it('reads the letters of "B", "A, C" and "A and C"', () => {
    expect([...correctLetters('B')]).toEqual(['B']);
    expect([...correctLetters('A, C')]).toEqual(['A', 'C']);
    expect([...correctLetters('A and C')]).toEqual(['A', 'C']);
  });

  it('turns the right choice green and only a wrong pick red', () => {
    const result = { correct: false, correctAnswer: 'B' };
    expect(choiceMark('B', false, result)).toBe('correct');
    expect(choiceMark('C', true, result)).toBe('wrong');
    expect(choiceMark('D', false, result)).toBe('neutral');
    expect(choiceMark('C', true, undefined)).toBe('neutral');
  });
});

describe('number box help', () => {
  it('gives an example of the kind of number to type', () => {
    expect(numericEntryHint('fraction')).toContain('3/4');
    expect(numericEntryHint('whole-number')).toMatch(/whole number/);
  });

  it('explains what cannot be read, and says nothing about an empty box', () => {
    expect(numericEntryProblem('')).toBeUndefined();
    expect(numericEntryProblem('12')).toBeUndefined();
    expect(numericEntryProblem('12 cm')).toMatch(/just the number/);
  });
});

describe('the right answer line', () => {
  it('names the right answer, or offers a sample answer for a short response', () => {
    expect(rightAnswerLine({ correctAnswer: 'B', correctAnswerText: 'B. 24 apples' })).toBe(
      'The right answer is B. 24 apples.',
    );
    expect(rightAnswerLine({ correctAnswer: '', correctAnswerText: 'The fox was brave because…' })).toBe(
      'Here is a strong answer: The fox was brave because…',
    );
    expect(rightAnswerLine({ correctAnswer: '', correctAnswerText: '' })).toBe('');
    expect(rightAnswerLine({ correctAnswer: 'A', correctAnswerText: 'A. The dog ran.' })).toBe(
      'The right answer is A. The dog ran.',
    );
  });
});
