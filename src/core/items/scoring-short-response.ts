import type { ShortResponseInteraction, ShortResponseKey, ShortResponseRubric } from './item-types';
import { invalid, scored, type ScoreResult } from './score-result';
import { containsPhrase, sentencesOf, stemsOf } from './short-response-text';

/**
 * The built-in short-response scorer. STAAR scores a reading SCR on whether the answer is right and
 * supported by text evidence; this looks for the rubric's evidence words (any word of a group counts,
 * in any common form: "plant", "plants", "planted") and checks the answer is one to three sentences.
 * Points: full credit for `minEvidence` pieces of evidence, a share of the points for fewer, and one
 * point off when the sentences are missing or too many. An AI scorer can replace it (short-response-scorer.ts).
 */

export const SHORT_RESPONSE_MAX_SENTENCES = 3;
/** Fewer words than this is a fragment, not a sentence. */
const MIN_WORDS_PER_SENTENCE = 3;

export interface ShortResponseEvaluation {
  points: number;
  maxPoints: number;
  /** Per evidence group, the rubric word or phrase found in the answer, or null. */
  evidenceFound: (string | null)[];
  sentenceCount: number;
  feedback: string[];
}

export type ShortResponseOutcome =
  { ok: true; evaluation: ShortResponseEvaluation } | { ok: false; message: string };

const quote = (text: string) => `“${text}”`;
const listWith = (joiner: string, items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1] ?? ''}`;

/** The first keyword of a group the answer contains, or null. */
function findEvidence(answerStems: readonly string[], group: readonly string[]): string | null {
  return group.find((keyword) => containsPhrase(answerStems, stemsOf(keyword))) ?? null;
}

function sentenceProblem(sentences: readonly string[], evidenceStems: ReadonlySet<string>): string | null {
  if (sentences.length > SHORT_RESPONSE_MAX_SENTENCES) {
    return 'Use no more than three sentences. Pick your strongest evidence.';
  }
  const isFragment = (sentence: string) => {
    const words = stemsOf(sentence);
    // A list of evidence words ("fall spring roots") says nothing about them.
    const ownWords = words.filter((word) => !evidenceStems.has(word));
    return words.length < MIN_WORDS_PER_SENTENCE || ownWords.length < 2;
  };
  return sentences.some(isFragment) ? 'Write your answer in complete sentences, not just a few words.' : null;
}

function evidencePoints(rubric: ShortResponseRubric, found: number): number {
  if (found >= rubric.minEvidence) return rubric.points;
  return Math.floor((rubric.points * found) / rubric.minEvidence);
}

function evidenceFeedback(rubric: ShortResponseRubric, evidenceFound: readonly (string | null)[]): string[] {
  const found = evidenceFound.filter((word): word is string => word !== null);
  const missing = rubric.evidence
    .filter((_, index) => evidenceFound[index] === null)
    .map((group) => quote(group[0] ?? ''));
  if (found.length === 0) {
    return [
      'Your answer does not use evidence from the text yet.',
      `Look back at the text for details such as ${listWith('or', missing)}.`,
    ];
  }
  const notes = [`You used text evidence: ${listWith('and', found.map(quote))}.`];
  if (found.length < rubric.minEvidence) {
    notes.push(`For full credit, add more evidence, such as details about ${listWith('or', missing)}.`);
  }
  return notes;
}

/** Reads and scores an answer; an empty, wordless or too-long answer gets a message instead. */
export function evaluateShortResponse(
  interaction: Pick<ShortResponseInteraction, 'maxLength'>,
  rubric: ShortResponseRubric,
  text: string,
): ShortResponseOutcome {
  const answer = typeof text === 'string' ? text.trim() : '';
  if (answer === '') return { ok: false, message: 'Type your answer in one to three sentences.' };
  if (answer.length > interaction.maxLength) {
    return {
      ok: false,
      message: `Your answer is too long. Keep it to ${interaction.maxLength} characters or fewer.`,
    };
  }
  if (!/\p{L}/u.test(answer)) {
    return { ok: false, message: 'Your answer needs words. Type one to three sentences.' };
  }
  const answerStems = stemsOf(answer);
  const evidenceFound = rubric.evidence.map((group) => findEvidence(answerStems, group));
  // Short words ("a", "of") inside evidence phrases still count as the child's own words.
  const evidenceStems = new Set(
    rubric.evidence.flat().flatMap((keyword) => stemsOf(keyword).filter((stem) => stem.length > 2)),
  );
  const sentences = sentencesOf(answer);
  const problem = sentenceProblem(sentences, evidenceStems);
  const earned = evidencePoints(rubric, evidenceFound.filter((word) => word !== null).length);
  const points = problem === null ? earned : Math.max(0, earned - 1);
  const feedback = [...evidenceFeedback(rubric, evidenceFound), ...(problem === null ? [] : [problem])];
  return {
    ok: true,
    evaluation: {
      points,
      maxPoints: rubric.points,
      evidenceFound,
      sentenceCount: sentences.length,
      feedback,
    },
  };
}

/** A short response as a score: parts are points, right when every point is earned. */
export function shortResponseScore(evaluation: ShortResponseEvaluation): ScoreResult {
  const { points, maxPoints, feedback } = evaluation;
  return scored(points === maxPoints, feedback, points, maxPoints);
}

export function scoreShortResponse(
  interaction: ShortResponseInteraction,
  key: ShortResponseKey,
  text: string,
): ScoreResult {
  const outcome = evaluateShortResponse(interaction, key.rubric, text);
  return outcome.ok ? shortResponseScore(outcome.evaluation) : invalid(outcome.message);
}
