import type { ItemType } from '../items/item-types';
import { BKT_DEFAULTS, bktParametersFor, updateKnowledge } from './bkt';

/** What we know of one student on one TEKS skill; the server stores one per student and code. */
export interface SkillState {
  teksCode: string;
  pKnown: number;
  attempts: number;
  correct: number;
  /** epoch ms of the last graded answer, null before any */
  lastAnsweredAt: number | null;
  /** last up to 5 results, oldest first */
  recent: boolean[];
}

/** How many results `recent` keeps: enough for a "last 5" streak display, small enough to store inline. */
export const RECENT_RESULTS = 5;

export function initialSkillState(teksCode: string): SkillState {
  return { teksCode, pKnown: BKT_DEFAULTS.pInit, attempts: 0, correct: 0, lastAnsweredAt: null, recent: [] };
}

/**
 * The state after one graded answer. The item type sets the guess rate (a typed number is stronger
 * evidence than a picked choice). Returns a new state; the one passed in is left as it was.
 */
export function recordAnswer(
  state: SkillState,
  answer: { correct: boolean; at: number; itemType: ItemType },
): SkillState {
  if (!Number.isFinite(answer.at))
    throw new RangeError(`An answer's time must be epoch ms, not ${answer.at}`);
  return {
    teksCode: state.teksCode,
    pKnown: updateKnowledge(state.pKnown, answer.correct, bktParametersFor(answer.itemType)),
    attempts: state.attempts + 1,
    correct: state.correct + (answer.correct ? 1 : 0),
    lastAnsweredAt: answer.at,
    recent: [...state.recent, answer.correct].slice(-RECENT_RESULTS),
  };
}
