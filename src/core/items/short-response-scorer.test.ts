import { describe, expect, it } from 'vitest';
import type { ShortResponseInteraction, ShortResponseKey } from './item-types';
import type { ScoreResult } from './score-result';
import {
  builtInShortResponseScorer,
  scoreShortResponseWith,
  type ShortResponseScorer,
  type ShortResponseScoringRequest,
} from './short-response-scorer';
import { buildShortResponseItem } from './testing/item-builders';

const item = buildShortResponseItem();
const request = (response: string): ShortResponseScoringRequest => ({
  stem: item.stem,
  interaction: item.interaction as ShortResponseInteraction,
  rubric: (item.key as ShortResponseKey).rubric,
  response,
});

/** A stand-in for the AI provider: records calls and answers what it is told. */
function fakeScorer(answer: () => Promise<ScoreResult>): ShortResponseScorer & { calls: number } {
  const scorer = {
    name: 'fake-ai',
    calls: 0,
    score: () => {
      scorer.calls += 1;
      return answer();
    },
  };
  return scorer;
}

const twoPoints: ScoreResult = {
  status: 'scored',
  correct: true,
  partsCorrect: 2,
  partsTotal: 2,
  feedback: ['Good.'],
};
const answer = 'She planted the seeds in October, and they bloomed in March.';

describe('scoreShortResponseWith', () => {
  it('uses the built-in scorer by default', async () => {
    const scoring = await scoreShortResponseWith(builtInShortResponseScorer, request(answer));
    expect(scoring).toMatchObject({ scoredBy: 'built-in', result: { partsCorrect: 2 } });
  });

  it('takes a plausible score from another scorer', async () => {
    const scorer = fakeScorer(() => Promise.resolve(twoPoints));
    expect(await scoreShortResponseWith(scorer, request('Because it takes a long time to grow.'))).toEqual({
      result: twoPoints,
      scoredBy: 'fake-ai',
    });
  });

  it('falls back to the built-in score when the other scorer fails or returns nonsense', async () => {
    for (const scorer of [
      fakeScorer(() => Promise.reject(new Error('timeout'))),
      fakeScorer(() => Promise.resolve({ ...twoPoints, partsCorrect: 5 })),
      fakeScorer(() => Promise.resolve({ ...twoPoints, partsTotal: 4, partsCorrect: 4 })),
      fakeScorer(() => Promise.resolve({ ...twoPoints, partsCorrect: 1 })),
      fakeScorer(() => Promise.resolve({ status: 'invalid', message: 'no' })),
    ]) {
      const scoring = await scoreShortResponseWith(scorer, request(answer));
      expect(scoring.scoredBy).toBe('built-in');
      expect(scoring.result).toMatchObject({ partsCorrect: 2 });
    }
  });

  it('never sends an unreadable answer to another scorer', async () => {
    const scorer = fakeScorer(() => Promise.resolve(twoPoints));
    const scoring = await scoreShortResponseWith(scorer, request('   '));
    expect(scoring.result.status).toBe('invalid');
    expect(scorer.calls).toBe(0);
  });
});
