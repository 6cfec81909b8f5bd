import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from '../items/item-types';
import {
  BKT_DEFAULTS,
  MASTERY_THRESHOLD,
  P_KNOWN_MAX,
  P_KNOWN_MIN,
  bktParametersFor,
  correctAnswersToMastery,
  isMastered,
  updateKnowledge,
  type BktParameters,
} from './bkt';

const probabilities = fc.double({ min: 0, max: 1, noNaN: true });
const itemTypes = fc.constantFrom(...ITEM_TYPES);
/** Any usable parameters: each a probability, slip + guess below 1. */
const parameters: fc.Arbitrary<BktParameters> = fc.record({
  pInit: probabilities,
  pTransit: fc.double({ min: 0, max: 0.5, noNaN: true }),
  pSlip: fc.double({ min: 0, max: 0.45, noNaN: true }),
  pGuess: fc.double({ min: 0, max: 0.45, noNaN: true }),
});

function afterRun(start: number, results: readonly boolean[], params: BktParameters = BKT_DEFAULTS): number {
  return results.reduce((estimate, correct) => updateKnowledge(estimate, correct, params), start);
}

describe('the default parameters', () => {
  it('are the documented values, and give a guess rate by item type', () => {
    expect(BKT_DEFAULTS).toEqual({ pInit: 0.3, pTransit: 0.1, pSlip: 0.1, pGuess: 0.25 });
    expect(MASTERY_THRESHOLD).toBe(0.95);
    expect(bktParametersFor('multiple-choice').pGuess).toBe(0.25);
    expect(bktParametersFor('multiselect').pGuess).toBeLessThan(0.25);
    expect(bktParametersFor('inline-choice').pGuess).toBeLessThanOrEqual(0.25);
    expect(bktParametersFor('numeric-entry').pGuess).toBe(0.05);
    expect(bktParametersFor('short-response').pGuess).toBe(0.05);
  });

  it('take a fresh skill to mastery after exactly 3 right multiple-choice answers, 2 typed ones', () => {
    const fresh = BKT_DEFAULTS.pInit;
    expect(isMastered(afterRun(fresh, [true, true]))).toBe(false);
    expect(isMastered(afterRun(fresh, [true, true, true]))).toBe(true);
    expect(correctAnswersToMastery(fresh)).toBe(3);
    expect(correctAnswersToMastery(fresh, bktParametersFor('numeric-entry'))).toBe(2);
    expect(correctAnswersToMastery(fresh, bktParametersFor('short-response'))).toBe(2);
    expect(correctAnswersToMastery(BKT_DEFAULTS.pTransit)).toBe(4);
    expect(correctAnswersToMastery(fresh, bktParametersFor('multiselect'))).toBe(2);
  });

  it('follow the BKT update by hand for one right and one wrong answer', () => {
    // Right: 0.3·0.9 / (0.3·0.9 + 0.7·0.25) = 0.6067…, then + (1 − 0.6067)·0.1 = 0.6461.
    expect(updateKnowledge(0.3, true)).toBeCloseTo(0.6461, 4);
    // Wrong: 0.3·0.1 / (0.3·0.1 + 0.7·0.75) = 0.05405…, then + (1 − 0.05405)·0.1 = 0.1486.
    expect(updateKnowledge(0.3, false)).toBeCloseTo(0.1486, 4);
  });
});

describe('updateKnowledge', () => {
  it('stays strictly between 0 and 1, within the clamp', () => {
    fc.assert(
      fc.property(probabilities, fc.boolean(), parameters, (pKnown, correct, params) => {
        const next = updateKnowledge(pKnown, correct, params);
        expect(next).toBeGreaterThan(0);
        expect(next).toBeLessThan(1);
        expect(next).toBeGreaterThanOrEqual(P_KNOWN_MIN);
        expect(next).toBeLessThanOrEqual(P_KNOWN_MAX);
      }),
    );
  });

  it('never gives less for a right answer than for a wrong one', () => {
    fc.assert(
      fc.property(probabilities, parameters, (pKnown, params) => {
        expect(updateKnowledge(pKnown, true, params)).toBeGreaterThanOrEqual(
          updateKnowledge(pKnown, false, params),
        );
      }),
    );
  });

  it('never lowers the estimate on a right answer, so a longer run of right answers is never worse', () => {
    fc.assert(
      fc.property(probabilities, parameters, fc.integer({ min: 1, max: 12 }), (pKnown, params, run) => {
        let estimate = Math.min(P_KNOWN_MAX, Math.max(P_KNOWN_MIN, pKnown));
        for (let step = 0; step < run; step += 1) {
          const next = updateKnowledge(estimate, true, params);
          expect(next).toBeGreaterThanOrEqual(estimate);
          estimate = next;
        }
      }),
    );
  });

  it('keeps the order of two students with the same evidence (monotone in the prior)', () => {
    fc.assert(
      fc.property(probabilities, probabilities, fc.boolean(), parameters, (a, b, correct, params) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(updateKnowledge(low, correct, params)).toBeLessThanOrEqual(
          updateKnowledge(high, correct, params) + 1e-12,
        );
      }),
    );
  });

  it('drops a just-mastered skill below mastery after one miss, a long-held one after three', () => {
    const justMastered = afterRun(BKT_DEFAULTS.pInit, [true, true, true]);
    expect(isMastered(updateKnowledge(justMastered, false))).toBe(false);
    const longHeld = afterRun(BKT_DEFAULTS.pInit, Array<boolean>(20).fill(true));
    expect(longHeld).toBe(P_KNOWN_MAX);
    expect(isMastered(afterRun(longHeld, [false, false]))).toBe(true);
    expect(isMastered(afterRun(longHeld, [false, false, false]))).toBe(false);
  });

  it('masters again after misses once the student answers right enough times', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 10 }),
        itemTypes,
        (history, misses, itemType) => {
          const params = bktParametersFor(itemType);
          const before = afterRun(params.pInit, history, params);
          const afterMisses = afterRun(before, Array<boolean>(misses).fill(false), params);
          expect(afterMisses).toBeLessThanOrEqual(before);
          // From the floor that misses leave, a run of four right answers is always enough.
          expect(isMastered(afterRun(afterMisses, [true, true, true, true], params))).toBe(true);
        },
      ),
    );
  });

  it('never falls below pTransit after a miss, and four right answers master a skill from there', () => {
    for (const itemType of ITEM_TYPES) {
      const params = bktParametersFor(itemType);
      expect(updateKnowledge(P_KNOWN_MIN, false, params)).toBeGreaterThanOrEqual(params.pTransit);
      expect(correctAnswersToMastery(params.pTransit, params)).toBeLessThanOrEqual(4);
    }
  });

  it('rejects an estimate or parameters that are not probabilities', () => {
    expect(() => updateKnowledge(Number.NaN, true)).toThrow(RangeError);
    expect(() => updateKnowledge(1.2, true)).toThrow(RangeError);
    expect(() => updateKnowledge(0.5, true, { ...BKT_DEFAULTS, pGuess: -0.1 })).toThrow(RangeError);
    expect(() => updateKnowledge(0.5, true, { ...BKT_DEFAULTS, pSlip: 0.5, pGuess: 0.5 })).toThrow(
      RangeError,
    );
  });

  it('leaves a certain estimate alone when the evidence cannot move it', () => {
    const noGuessing = { pInit: 0, pTransit: 0, pSlip: 0.1, pGuess: 0 };
    expect(updateKnowledge(0, true, noGuessing)).toBe(P_KNOWN_MIN);
  });
});

describe('isMastered', () => {
  it('starts at the threshold', () => {
    expect(isMastered(0.95)).toBe(true);
    expect(isMastered(0.9499)).toBe(false);
  });
});
