import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item, MultiselectInteraction, MultiselectKey } from './item-types';
import { rational } from './rational';
import { scoreItem } from './scoring';
import { scoreMultiselect } from './scoring-choice';
import { scoreInlineChoice } from './scoring-inline-choice';
import { scoreNumericEntry } from './scoring-numeric-entry';
import { buildMultipleChoiceItem, buildNumericEntryItem } from './testing/item-builders';

describe('multiple choice', () => {
  const item = buildMultipleChoiceItem();

  it('accepts the correct answer as a letter in any case or as a zero-based index', () => {
    for (const choice of ['C', 'c', ' C ', 2]) {
      expect(scoreItem(item, { type: 'multiple-choice', choice })).toMatchObject({
        status: 'scored',
        correct: true,
      });
    }
  });

  it("gives a wrong choice's misconception note as feedback", () => {
    const result = scoreItem(item, { type: 'multiple-choice', choice: 'B' });
    expect(result).toEqual({
      status: 'scored',
      correct: false,
      partsCorrect: 0,
      partsTotal: 1,
      feedback: ['The 1 ten from 5 + 7 = 12 was not carried to the tens.'],
    });
  });

  it.each(['E', '', 'AB', 4, -1, 1.5, '2'])('rejects %j with a message naming the choices', (choice) => {
    expect(scoreItem(item, { type: 'multiple-choice', choice })).toEqual({
      status: 'invalid',
      message: 'Choose one answer: A, B, C or D.',
    });
  });

  it('marks exactly one of the four choices correct, by letter and by index alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (index) => {
        const byIndex = scoreItem(item, { type: 'multiple-choice', choice: index });
        const byLetter = scoreItem(item, { type: 'multiple-choice', choice: 'ABCD'[index]! });
        expect(byIndex).toEqual(byLetter);
        expect(byIndex.status === 'scored' && byIndex.correct).toBe(index === 2);
      }),
    );
  });

  it('refuses an answer meant for another kind of question', () => {
    expect(scoreItem(item, { type: 'numeric-entry', text: '42' })).toMatchObject({ status: 'invalid' });
  });
});

describe('numeric entry', () => {
  const key = buildNumericEntryItem().key as Extract<Item['key'], { type: 'numeric-entry' }>;

  it.each(['3/4', '6/8', '0.75', '.75', '9/12'])('accepts the equivalent form %j', (text) => {
    expect(scoreNumericEntry(key, text)).toMatchObject({ status: 'scored', correct: true });
  });

  it('gives feedback for a known mistake and none for other wrong values', () => {
    expect(scoreNumericEntry(key, '1/4')).toMatchObject({
      correct: false,
      feedback: ['You counted the parts that are not shaded.'],
    });
    expect(scoreNumericEntry(key, '2/4')).toMatchObject({ correct: false, feedback: [] });
  });

  it('passes a malformed entry back as a message, not a score', () => {
    expect(scoreNumericEntry(key, '3/')).toMatchObject({ status: 'invalid' });
  });

  it('asks for the stated denominator when the item says so', () => {
    const eighths = {
      ...key,
      value: rational(4, 8),
      accept: { kind: 'denominator' as const, denominator: 8 },
    };
    expect(scoreNumericEntry(eighths, '4/8')).toMatchObject({ correct: true });
    expect(scoreNumericEntry(eighths, '1/2')).toMatchObject({
      correct: false,
      feedback: [expect.stringContaining('8')],
    });
    expect(scoreNumericEntry(eighths, '0.5')).toMatchObject({ correct: false });
  });

  it('accepts every way of writing a whole-number answer', () => {
    const whole = { ...key, value: rational(1250) };
    for (const text of ['1250', '1,250', '1250.0', '2500/2', '$1,250']) {
      expect(scoreNumericEntry(whole, text), text).toMatchObject({ correct: true });
    }
  });

  it('accepts a/b scaled by any k for a fraction answer (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 12 }),
        (n, d, k) => {
          const answer = { ...key, value: rational(n, d), knownMistakes: [] };
          expect(scoreNumericEntry(answer, `${n * k}/${d * k}`)).toMatchObject({ correct: true });
          expect(scoreNumericEntry(answer, `${n * k + 1}/${d * k}`)).toMatchObject({ correct: false });
        },
      ),
    );
  });
});

describe('multiselect', () => {
  const interaction: MultiselectInteraction = {
    type: 'multiselect',
    selectCount: 2,
    choices: ['2/4', '3/6', '2/3', '1/4', '4/6'].map((text, i) => ({ label: 'ABCDE'[i] as 'A', text })),
  };
  const key: MultiselectKey = {
    type: 'multiselect',
    correct: ['A', 'B'],
    misconceptions: [
      { label: 'C', note: 'Two parts are shaded, but the whole has three parts.' },
      { label: 'D', note: 'One fourth is less than one half.' },
      { label: 'E', note: 'Four sixths is more than one half.' },
    ],
  };

  it('is right only for the exact stated set, in any order or form', () => {
    expect(scoreMultiselect(interaction, key, ['B', 'a'])).toMatchObject({
      correct: true,
      partsCorrect: 5,
      partsTotal: 5,
    });
    expect(scoreMultiselect(interaction, key, [0, 1])).toMatchObject({ correct: true });
    expect(scoreMultiselect(interaction, key, ['A', 'C'])).toMatchObject({
      correct: false,
      partsCorrect: 3,
      feedback: ['Two parts are shaded, but the whole has three parts.'],
    });
  });

  it('asks for the stated number of answers, each once', () => {
    expect(scoreMultiselect(interaction, key, ['A'])).toEqual({
      status: 'invalid',
      message: 'Choose 2 answers. You chose 1.',
    });
    expect(scoreMultiselect(interaction, key, ['A', 'a'])).toMatchObject({ status: 'invalid' });
    expect(scoreMultiselect(interaction, key, ['A', 'Z'])).toMatchObject({ status: 'invalid' });
  });
});

describe('inline choice', () => {
  const interaction = {
    type: 'inline-choice' as const,
    segments: [
      { kind: 'text' as const, text: '3/4 is ' },
      { kind: 'blank' as const, blankId: 'compare' },
      { kind: 'text' as const, text: ' 3/8.' },
    ],
    blanks: [{ id: 'compare', options: ['greater than', 'less than', 'equal to'] }],
  };
  const key = {
    type: 'inline-choice' as const,
    blanks: [
      {
        blankId: 'compare',
        correctIndex: 0,
        misconceptions: [{ index: 1, note: 'Eighths are smaller parts than fourths.' }],
      },
    ],
  };

  it('scores each blank and needs every blank filled', () => {
    expect(scoreInlineChoice(interaction, key, { compare: 0 })).toMatchObject({
      correct: true,
      partsCorrect: 1,
    });
    expect(scoreInlineChoice(interaction, key, { compare: 1 })).toMatchObject({
      correct: false,
      feedback: ['Eighths are smaller parts than fourths.'],
    });
    expect(scoreInlineChoice(interaction, key, {})).toEqual({
      status: 'invalid',
      message: 'Choose an answer for every blank.',
    });
    expect(scoreInlineChoice(interaction, key, { compare: 3 })).toMatchObject({ status: 'invalid' });
    expect(scoreInlineChoice(interaction, key, { compare: 0, other: 1 })).toMatchObject({
      status: 'invalid',
    });
  });
});
