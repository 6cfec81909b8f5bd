import { challengesForDay, type ChallengeDefinition } from '../../core/rewards/daily-challenges';
import { CHALLENGE_TOPICS, isTopicCode } from '../../core/rewards/challenge-topics';
import { testedTeksForGrade } from '../../core/teks/catalogue';

/**
 * Test days for the daily challenges, found from the real catalogue and shuffle rather than hard-coded,
 * so the tests keep working when a challenge is reworded or the catalogue grows.
 */

const DAY_MS = 24 * 60 * 60_000;

export interface PlainAnswerDay {
  /** Noon-ish that day in Chicago: 17:00 UTC is 11:00 or 12:00 there, never another day. */
  now: Date;
  day: string;
  challenge: ChallengeDefinition;
  /** How many answers, right or wrong, of any subject, complete it. */
  count: number;
}

/** The first 2026 day whose challenges include "answer N questions" (any subject, any topic, N ≤ max). */
export function plainAnswerDay(max = Infinity): PlainAnswerDay {
  for (let i = 0; i < 365; i += 1) {
    const day = new Date(Date.UTC(2026, 0, 1) + i * DAY_MS).toISOString().slice(0, 10);
    for (const challenge of challengesForDay(day)) {
      const { rule } = challenge;
      if (rule.kind === 'answer' && !rule.correctOnly && !rule.subject && !rule.topic && rule.count <= max) {
        return { now: new Date(`${day}T17:00:00Z`), day, challenge, count: rule.count };
      }
    }
  }
  throw new Error('no 2026 day has a plain "answer N questions" challenge');
}

/** A grade 4 math code in no challenge topic: wrong answers to it complete nothing but "answer N". */
export const PLAIN_MATH_CODE = testedTeksForGrade(4, 'math').find(({ code }) =>
  CHALLENGE_TOPICS.every((topic) => !isTopicCode(topic, 'math', code)),
)!.code;
