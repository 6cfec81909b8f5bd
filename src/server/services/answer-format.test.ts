import { describe, expect, it } from 'vitest';
import type { Item } from '../../core/items/item-types';
import { rational } from '../../core/items/rational';
import { buildMultipleChoiceItem } from '../../core/items/testing/item-builders';
import { formatCorrectAnswer, normalizeAnswer, splitFeedback } from './answer-format';

const mc = buildMultipleChoiceItem();

function numericItem(
  value: [number, number],
  format: 'whole-number' | 'decimal' | 'fraction' | 'fraction-or-decimal',
  extra: { unit?: string; denominator?: number } = {},
): Item {
  return {
    ...mc,
    interaction: { type: 'numeric-entry', format, ...(extra.unit ? { unit: extra.unit } : {}) },
    key: {
      type: 'numeric-entry',
      value: rational(...value),
      accept:
        extra.denominator === undefined
          ? { kind: 'equivalent' }
          : { kind: 'denominator', denominator: extra.denominator },
      knownMistakes: [],
    },
  };
}

const multiselect: Item = {
  ...mc,
  interaction: {
    type: 'multiselect',
    selectCount: 2,
    choices: [
      { label: 'A', text: 'square' },
      { label: 'B', text: 'circle' },
      { label: 'C', text: 'rhombus' },
      { label: 'D', text: 'oval' },
    ],
  },
  key: { type: 'multiselect', correct: ['A', 'C'], misconceptions: [] },
};

const inline: Item = {
  ...mc,
  interaction: {
    type: 'inline-choice',
    segments: [
      { kind: 'text', text: 'The dog ' },
      { kind: 'blank', blankId: 'b1' },
      { kind: 'text', text: ' to the park.' },
    ],
    blanks: [{ id: 'b1', options: ['run', 'runs', 'running'] }],
  },
  key: { type: 'inline-choice', blanks: [{ blankId: 'b1', correctIndex: 1, misconceptions: [] }] },
};

const shortResponse: Item = {
  ...mc,
  interaction: { type: 'short-response', maxLength: 500, points: 2 },
  key: {
    type: 'short-response',
    rubric: { points: 2, evidence: [['seed']], minEvidence: 1, sampleAnswer: 'The seed grows into a plant.' },
  },
};

describe('normalizeAnswer', () => {
  it('reads a letter or a zero-based index as a multiple-choice pick (spec section 5)', () => {
    expect(normalizeAnswer(mc, 'B')).toEqual({ type: 'multiple-choice', choice: 'B' });
    expect(normalizeAnswer(mc, 'b')).toEqual({ type: 'multiple-choice', choice: 'b' });
    expect(normalizeAnswer(mc, 1)).toEqual({ type: 'multiple-choice', choice: 1 });
  });

  it('reads a plain string or number as typed text for a number box or a short response', () => {
    const numeric = numericItem([3, 4], 'fraction');
    expect(normalizeAnswer(numeric, '3/4')).toEqual({ type: 'numeric-entry', text: '3/4' });
    expect(normalizeAnswer(numeric, 12)).toEqual({ type: 'numeric-entry', text: '12' });
    expect(normalizeAnswer(shortResponse, 'A seed.')).toEqual({ type: 'short-response', text: 'A seed.' });
  });

  it('reads "A, C" as a multiselect and an option’s words or index for a one-blank drop-down', () => {
    expect(normalizeAnswer(multiselect, 'A, c')).toEqual({ type: 'multiselect', choices: ['A', 'c'] });
    expect(normalizeAnswer(inline, 'Runs')).toEqual({ type: 'inline-choice', selections: { b1: 1 } });
    expect(normalizeAnswer(inline, 2)).toEqual({ type: 'inline-choice', selections: { b1: 2 } });
    expect(normalizeAnswer(inline, 'walks')).toEqual({ type: 'inline-choice', selections: { b1: -1 } });
  });

  it('passes the item’s own response shape through unchanged', () => {
    const response = { type: 'multiselect' as const, choices: ['A', 'C'] };
    expect(normalizeAnswer(mc, response)).toBe(response);
  });
});

describe('formatCorrectAnswer', () => {
  it('names the multiple-choice letter and its text', () => {
    expect(formatCorrectAnswer(mc)).toEqual({ correctAnswer: 'C', correctAnswerText: 'C. 42' });
  });

  it('lists multiselect letters', () => {
    expect(formatCorrectAnswer(multiselect)).toEqual({
      correctAnswer: 'A, C',
      correctAnswerText: 'A. square and C. rhombus',
    });
  });

  it('writes numbers the way the box asks for them', () => {
    expect(formatCorrectAnswer(numericItem([1250, 1], 'whole-number', { unit: 'feet' }))).toEqual({
      correctAnswer: '1,250',
      correctAnswerText: '1,250 feet',
    });
    expect(formatCorrectAnswer(numericItem([1, 4], 'decimal')).correctAnswer).toBe('0.25');
    expect(formatCorrectAnswer(numericItem([1, 3], 'decimal')).correctAnswer).toBe('1/3');
    expect(formatCorrectAnswer(numericItem([3, 4], 'fraction-or-decimal')).correctAnswer).toBe('3/4');
    expect(formatCorrectAnswer(numericItem([5, 4], 'fraction')).correctAnswer).toBe('5/4');
    // "How many eighths?": the answer is written in eighths, not in lowest terms.
    expect(formatCorrectAnswer(numericItem([1, 2], 'fraction', { denominator: 8 })).correctAnswer).toBe(
      '4/8',
    );
  });

  it('fills a drop-down sentence with the right words', () => {
    expect(formatCorrectAnswer(inline)).toEqual({
      correctAnswer: 'runs',
      correctAnswerText: 'The dog runs to the park.',
    });
  });

  it('gives a short response’s sample answer as text only', () => {
    expect(formatCorrectAnswer(shortResponse)).toEqual({
      correctAnswer: '',
      correctAnswerText: 'The seed grows into a plant.',
    });
  });
});

describe('splitFeedback', () => {
  it('takes the wrong pick’s misconception out of the feedback', () => {
    const result = {
      status: 'scored' as const,
      correct: false,
      partsCorrect: 0,
      partsTotal: 1,
      feedback: ['x', 'y'],
    };
    expect(splitFeedback(mc, result)).toEqual({ misconception: 'x', feedback: ['y'] });
    expect(splitFeedback(shortResponse, result)).toEqual({ feedback: ['x', 'y'] });
    expect(splitFeedback(mc, { ...result, correct: true, feedback: [] })).toEqual({ feedback: [] });
  });
});
