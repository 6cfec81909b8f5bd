import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from '../items/item-types';
import { BKT_DEFAULTS, bktParametersFor, isMastered, updateKnowledge } from './bkt';
import { RECENT_RESULTS, initialSkillState, recordAnswer } from './skill-state';

const answers = fc.array(
  fc.record({
    correct: fc.boolean(),
    at: fc.integer({ min: 0, max: 4_000_000_000_000 }),
    itemType: fc.constantFrom(...ITEM_TYPES),
  }),
  { maxLength: 40 },
);

describe('initialSkillState', () => {
  it('starts at the prior with no evidence', () => {
    expect(initialSkillState('3.4A')).toEqual({
      teksCode: '3.4A',
      pKnown: BKT_DEFAULTS.pInit,
      attempts: 0,
      correct: 0,
      lastAnsweredAt: null,
      recent: [],
    });
  });
});

describe('recordAnswer', () => {
  it('counts answers, keeps the last five results oldest first and the last time', () => {
    fc.assert(
      fc.property(answers, (list) => {
        const state = list.reduce(recordAnswer, initialSkillState('4.3E'));
        expect(state.teksCode).toBe('4.3E');
        expect(state.attempts).toBe(list.length);
        expect(state.correct).toBe(list.filter((answer) => answer.correct).length);
        expect(state.recent).toEqual(list.slice(-RECENT_RESULTS).map((answer) => answer.correct));
        expect(state.lastAnsweredAt).toBe(list.length === 0 ? null : list.at(-1)!.at);
      }),
    );
  });

  it('updates pKnown with the guess rate of the item type', () => {
    const start = initialSkillState('5.3K');
    const typed = recordAnswer(start, { correct: true, at: 1, itemType: 'numeric-entry' });
    const picked = recordAnswer(start, { correct: true, at: 1, itemType: 'multiple-choice' });
    expect(typed.pKnown).toBe(updateKnowledge(start.pKnown, true, bktParametersFor('numeric-entry')));
    expect(picked.pKnown).toBe(updateKnowledge(start.pKnown, true, bktParametersFor('multiple-choice')));
    // A typed right answer is stronger evidence than a picked one.
    expect(typed.pKnown).toBeGreaterThan(picked.pKnown);
  });

  it('reaches mastery after three right multiple-choice answers', () => {
    const answer = { correct: true, at: 5, itemType: 'multiple-choice' } as const;
    const afterTwo = recordAnswer(recordAnswer(initialSkillState('3.2A'), answer), answer);
    expect(isMastered(afterTwo.pKnown)).toBe(false);
    expect(isMastered(recordAnswer(afterTwo, answer).pKnown)).toBe(true);
  });

  it('leaves the state passed in unchanged', () => {
    const state = recordAnswer(initialSkillState('3.2A'), { correct: false, at: 9, itemType: 'multiselect' });
    const copy = structuredClone(state);
    recordAnswer(state, { correct: true, at: 10, itemType: 'multiselect' });
    expect(state).toEqual(copy);
  });

  it('rejects a time that is not a number of milliseconds', () => {
    expect(() =>
      recordAnswer(initialSkillState('3.2A'), { correct: true, at: Number.NaN, itemType: 'multiselect' }),
    ).toThrow(RangeError);
  });
});
