import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShortResponseInteraction, ShortResponseKey } from './item-types';
import { scoreItem } from './scoring';
import { evaluateShortResponse, scoreShortResponse } from './scoring-short-response';
import { buildMultipleChoiceItem, buildShortResponseItem } from './testing/item-builders';

const item = buildShortResponseItem();
const interaction = item.interaction as ShortResponseInteraction;
const key = item.key as ShortResponseKey;
const score = (text: string) => scoreShortResponse(interaction, key, text);

describe('scoreShortResponse', () => {
  it('gives full credit for enough evidence in one to three sentences', () => {
    expect(score('Bluebonnets are planted in the fall. They do not bloom until the spring.')).toEqual({
      status: 'scored',
      correct: true,
      partsCorrect: 2,
      partsTotal: 2,
      feedback: ['You used text evidence: “fall” and “spring”.'],
    });
  });

  it('matches evidence in any case and common form, on word boundaries', () => {
    expect(score('Zoe PLANTED them in October and waited until MARCH for flowers.')).toMatchObject({
      partsCorrect: 2,
    });
    expect(score('The seeds have hard coats and wait a year to sprout.')).toMatchObject({ partsCorrect: 1 });
    expect(score('We saw a waterfall and a springboard at the park today.')).toMatchObject({
      partsCorrect: 0,
    });
  });

  it('gives part credit and names the evidence that is missing', () => {
    const result = score('Zoe had to wait because she planted the seeds in the fall.');
    expect(result).toMatchObject({ status: 'scored', correct: false, partsCorrect: 1, partsTotal: 2 });
    expect(result.status === 'scored' && result.feedback).toEqual([
      'You used text evidence: “fall”.',
      'For full credit, add more evidence, such as details about “spring” or “hard coat”.',
    ]);
  });

  it('gives no credit without evidence, and says where to look', () => {
    const result = score('You have to be patient because flowers are pretty.');
    expect(result).toMatchObject({ correct: false, partsCorrect: 0 });
    expect(result.status === 'scored' && result.feedback[0]).toBe(
      'Your answer does not use evidence from the text yet.',
    );
  });

  it('takes a point off for more than three sentences or for a list of words', () => {
    const long = 'They plant in the fall. They wait all winter. They bloom in spring. It takes a long time.';
    const result = score(long);
    expect(result).toMatchObject({ partsCorrect: 1 });
    expect(result.status === 'scored' && result.feedback).toContain(
      'Use no more than three sentences. Pick your strongest evidence.',
    );
    expect(score('fall spring')).toMatchObject({ partsCorrect: 1 });
    expect(score('Fall, spring, October, March.')).toMatchObject({ partsCorrect: 1 });
  });

  it.each([
    ['', 'Type your answer in one to three sentences.'],
    ['   \n ', 'Type your answer in one to three sentences.'],
    ['?!? 123', 'Your answer needs words. Type one to three sentences.'],
    ['a'.repeat(501), 'Your answer is too long. Keep it to 500 characters or fewer.'],
  ])('answers an unreadable response %j with a clear message', (text, message) => {
    expect(score(text)).toEqual({ status: 'invalid', message });
  });

  it('is reached through scoreItem, which refuses other kinds of answer', () => {
    expect(
      scoreItem(item, { type: 'short-response', text: 'Planted in fall, blooms in spring, so wait.' }),
    ).toMatchObject({
      status: 'scored',
    });
    expect(scoreItem(item, { type: 'multiple-choice', choice: 'A' })).toMatchObject({ status: 'invalid' });
    expect(scoreItem(buildMultipleChoiceItem(), { type: 'short-response', text: 'Hi there.' })).toMatchObject(
      {
        status: 'invalid',
      },
    );
  });

  it('always returns whole points from 0 to the maximum, and full credit only for every point', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const result = score(text);
        if (result.status === 'invalid') return;
        expect(Number.isInteger(result.partsCorrect)).toBe(true);
        expect(result.partsCorrect).toBeGreaterThanOrEqual(0);
        expect(result.partsCorrect).toBeLessThanOrEqual(2);
        expect(result.partsTotal).toBe(2);
        expect(result.correct).toBe(result.partsCorrect === 2);
      }),
    );
  });

  it('gives the sample answer full credit', () => {
    const outcome = evaluateShortResponse(interaction, key.rubric, key.rubric.sampleAnswer);
    expect(outcome.ok && outcome.evaluation.points).toBe(2);
  });
});
