import type { ItemType } from '../items/item-types';

/**
 * Bayesian knowledge tracing (Corbett & Anderson, 1995). Each TEKS skill is either known or not; we keep
 * the probability that it is known and update it after every graded answer: first Bayes' rule on the
 * evidence (a right answer may be a guess, a wrong one a slip), then the chance of having learned the
 * skill from this practice opportunity. No forgetting term: spaced review (adaptive.ts) covers that.
 */
export interface BktParameters {
  /** P(L0): the chance the skill is already known before any evidence. */
  pInit: number;
  /** P(T): the chance of learning the skill from one practice opportunity (right or wrong). */
  pTransit: number;
  /** P(S): the chance a student who knows the skill still answers wrong (misreads, typos). */
  pSlip: number;
  /** P(G): the chance a student who does not know the skill still answers right. */
  pGuess: number;
}

/**
 * Defaults, for a four-choice multiple-choice question:
 * - pInit 0.3: students meet grade-level TEKS in class before practising, so some already know a skill,
 *   but most students using test prep do not yet; 0.3 is the usual starting prior in the BKT literature.
 * - pTransit 0.1: the low end of the usual 0.1–0.15, so a skill is credited for learning slowly and
 *   mastery has to come from right answers rather than from time spent.
 * - pSlip 0.1: grade 3–5 students misread or mis-tap now and then even when they know the skill.
 * - pGuess 0.25: one choice in four by blind guessing.
 * With these, three right answers in a row take a fresh skill from 0.3 to mastery (0.30 → 0.65 → 0.88 →
 * 0.97); a typed numeric answer, which is hard to guess, needs two.
 */
export const BKT_DEFAULTS: BktParameters = Object.freeze({
  pInit: 0.3,
  pTransit: 0.1,
  pSlip: 0.1,
  pGuess: 0.25,
});

/** Issue 6: a skill is "mastered" once P(known) reaches 0.95, the usual BKT mastery criterion. */
export const MASTERY_THRESHOLD = 0.95;

/** pKnown never reaches 0 or 1: certainty would make later evidence powerless to change it. */
export const P_KNOWN_MIN = 0.001;
export const P_KNOWN_MAX = 0.999;

/**
 * The guess rate depends on how the question is answered; the slip rate mostly does not.
 * - multiselect 0.15: picking exactly the right two of 4–6 choices blindly is 1 in 6 to 1 in 15; a
 *   student who half knows the skill can rule some out, so we round up.
 * - inline-choice 0.25: our drop-downs are mostly one blank of 3–4 options (1 in 3 to 1 in 4, e.g. the
 *   <, >, = comparisons) and some two-blank sentences (1 in 9 or less); together about the same as
 *   multiple choice.
 * - numeric-entry 0.05: a typed number is rarely right by chance.
 * - short-response 0.05, slip 0.15: writing is rarely right by chance, and the rubric scorer looks for
 *   evidence words, so a student who knows the answer can still phrase it in a way it misses.
 */
const TYPE_PARAMETERS: Record<ItemType, BktParameters> = {
  'multiple-choice': BKT_DEFAULTS,
  multiselect: Object.freeze({ ...BKT_DEFAULTS, pGuess: 0.15 }),
  'inline-choice': Object.freeze({ ...BKT_DEFAULTS, pGuess: 0.25 }),
  'numeric-entry': Object.freeze({ ...BKT_DEFAULTS, pGuess: 0.05 }),
  'short-response': Object.freeze({ ...BKT_DEFAULTS, pGuess: 0.05, pSlip: 0.15 }),
};

export function bktParametersFor(itemType: ItemType): BktParameters {
  const parameters = TYPE_PARAMETERS[itemType];
  if (!parameters) throw new RangeError(`No BKT parameters for item type "${String(itemType)}"`);
  return parameters;
}

function isProbability(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/**
 * Parameters are usable when each is a probability and slip + guess < 1: otherwise a right answer would
 * be no more likely from a student who knows the skill than from one who does not, and evidence would
 * push the estimate the wrong way.
 */
export function assertBktParameters(params: BktParameters): void {
  for (const [name, value] of Object.entries(params)) {
    if (!isProbability(value)) throw new RangeError(`BKT ${name} must be from 0 to 1, not ${value}`);
  }
  if (params.pSlip + params.pGuess >= 1) {
    throw new RangeError(`BKT pSlip + pGuess must be below 1, not ${params.pSlip + params.pGuess}`);
  }
}

function clampKnown(value: number): number {
  return Math.min(P_KNOWN_MAX, Math.max(P_KNOWN_MIN, value));
}

/** P(known) after one graded answer: posterior given the evidence, then the learning transition. */
export function updateKnowledge(
  pKnown: number,
  correct: boolean,
  params: BktParameters = BKT_DEFAULTS,
): number {
  if (!isProbability(pKnown)) throw new RangeError(`pKnown must be from 0 to 1, not ${pKnown}`);
  assertBktParameters(params);
  const { pTransit, pSlip, pGuess } = params;
  const known = pKnown;
  const unknown = 1 - pKnown;
  const posterior = correct
    ? (known * (1 - pSlip)) / (known * (1 - pSlip) + unknown * pGuess)
    : (known * pSlip) / (known * pSlip + unknown * (1 - pGuess));
  // The denominator is 0 only at pKnown 0 with pGuess 0 (or pKnown 1 with pSlip 0): no evidence moves it.
  const settled = Number.isNaN(posterior) ? pKnown : posterior;
  return clampKnown(settled + (1 - settled) * pTransit);
}

export function isMastered(pKnown: number): boolean {
  return pKnown >= MASTERY_THRESHOLD;
}

/** Parameters where a right answer is barely better evidence than a guess could need thousands. */
const MAX_RUN = 1000;

/** How many right answers in a row take a skill from `pKnown` to mastery (for docs, tests and hints). */
export function correctAnswersToMastery(pKnown: number, params: BktParameters = BKT_DEFAULTS): number {
  let estimate = pKnown;
  for (let count = 0; count <= MAX_RUN; count += 1) {
    if (isMastered(estimate)) return count;
    estimate = updateKnowledge(estimate, true, params);
  }
  throw new RangeError(`These BKT parameters need more than ${MAX_RUN} right answers to reach mastery`);
}
