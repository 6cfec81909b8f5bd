import type { ShortResponseInteraction, ShortResponseRubric } from './item-types';
import type { ScoreResult } from './score-result';
import { evaluateShortResponse, shortResponseScore } from './scoring-short-response';

/**
 * The seam for scoring short responses. The built-in scorer (evidence words and sentence checks) is
 * the default and the fallback; an AI provider, when one is configured, implements the same
 * interface on the server (its I/O stays there). Whatever it returns is checked against the rubric
 * before it is believed, and any failure falls back to the built-in score.
 */
export interface ShortResponseScoringRequest {
  stem: string;
  interaction: ShortResponseInteraction;
  rubric: ShortResponseRubric;
  /** What the student typed. */
  response: string;
  /** The passage as plain text, for a scorer that reads it; the built-in scorer does not need it. */
  passageText?: string;
}

export interface ShortResponseScorer {
  /** Recorded with the score: "built-in", or the provider's name. */
  readonly name: string;
  score(request: ShortResponseScoringRequest): Promise<ScoreResult>;
}

export const BUILT_IN_SCORER_NAME = 'built-in';

function scoreBuiltIn(request: ShortResponseScoringRequest): ScoreResult {
  const outcome = evaluateShortResponse(request.interaction, request.rubric, request.response);
  return outcome.ok
    ? shortResponseScore(outcome.evaluation)
    : { status: 'invalid', message: outcome.message };
}

export const builtInShortResponseScorer: ShortResponseScorer = {
  name: BUILT_IN_SCORER_NAME,
  score: (request) => Promise.resolve(scoreBuiltIn(request)),
};

/** A score another scorer may return: points are whole, within the rubric, and "correct" means all of them. */
export function isPlausibleShortResponseScore(result: ScoreResult, rubric: ShortResponseRubric): boolean {
  if (result.status !== 'scored') return false;
  const { partsCorrect, partsTotal, correct, feedback } = result;
  return (
    partsTotal === rubric.points &&
    Number.isInteger(partsCorrect) &&
    partsCorrect >= 0 &&
    partsCorrect <= partsTotal &&
    correct === (partsCorrect === partsTotal) &&
    Array.isArray(feedback) &&
    feedback.every((note) => typeof note === 'string')
  );
}

export interface ShortResponseScoring {
  result: ScoreResult;
  /** Which scorer's result this is. */
  scoredBy: string;
}

/**
 * Scores with `scorer`, falling back to the built-in scorer. An answer the built-in scorer cannot read
 * (empty, too long, no words) gets its message at once and is never sent anywhere.
 */
export async function scoreShortResponseWith(
  scorer: ShortResponseScorer,
  request: ShortResponseScoringRequest,
): Promise<ShortResponseScoring> {
  const builtIn = scoreBuiltIn(request);
  const fallback = { result: builtIn, scoredBy: BUILT_IN_SCORER_NAME };
  if (builtIn.status === 'invalid' || scorer.name === BUILT_IN_SCORER_NAME) return fallback;
  try {
    const result = await scorer.score(request);
    return isPlausibleShortResponseScore(result, request.rubric)
      ? { result, scoredBy: scorer.name }
      : fallback;
  } catch {
    return fallback;
  }
}
