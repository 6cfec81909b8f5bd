/**
 * The outcome of scoring one answer. "invalid" means the answer could not be read (nothing chosen,
 * "abc" in a number box): the student gets a message and another go, and nothing is recorded or
 * revealed about which parts were right.
 */
export type ScoreResult =
  | {
      status: 'scored';
      correct: boolean;
      /** Parts right out of parts asked: 1/1 for single answers; per choice or blank otherwise. */
      partsCorrect: number;
      partsTotal: number;
      /** Misconception notes for what the student chose, when a wrong answer has a known cause. */
      feedback: string[];
    }
  | { status: 'invalid'; message: string };

export function scored(
  correct: boolean,
  feedback: string[] = [],
  partsCorrect = correct ? 1 : 0,
  partsTotal = 1,
): ScoreResult {
  return { status: 'scored', correct, partsCorrect, partsTotal, feedback };
}

export function invalid(message: string): ScoreResult {
  return { status: 'invalid', message };
}
