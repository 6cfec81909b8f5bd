import { isMatch } from 'date-fns';
import { createRandom } from '../random/random';
import { deriveSeed } from '../random/seed';
import type { Subject } from '../teks/teks-types';
import { DAILY_CHALLENGES } from './challenge-catalogue';
import { isTopicCode } from './challenge-topics';
import type {
  ChallengeActivity,
  ChallengeDefinition,
  ChallengeProgress,
  ChallengeRule,
} from './challenge-types';
import type { ChallengeDifficulty } from './reward-types';
import { dayOfYear, yearOf, type CalendarDay } from './school-calendar';

/**
 * Daily challenges (issue 8, spec section 9): three a day, one Easy, one Medium and one Hard, chosen by a
 * seeded shuffle on the day, so every student sees the same three and they change at local midnight.
 * Each pays out once per day; the ledger reference is `challengeReference(day, id)`.
 */
export { DAILY_CHALLENGES };
export {
  CHALLENGE_TOPICS,
  isTopicCode,
  topicCodes,
  topicSubject,
  type ChallengeTopic,
} from './challenge-topics';
export type {
  ChallengeActivity,
  ChallengeDefinition,
  ChallengeProgress,
  ChallengeRule,
} from './challenge-types';

const SEED_PURPOSE = 'daily-challenges';

function firstOf(
  shuffled: readonly ChallengeDefinition[],
  difficulty: ChallengeDifficulty,
): ChallengeDefinition {
  const found = shuffled.find((challenge) => challenge.difficulty === difficulty);
  if (!found) throw new Error(`No ${difficulty} daily challenge is defined`);
  return found;
}

/** Today's three, [Easy, Medium, Hard]: the first of each difficulty after shuffling all 30. */
export function challengesForDay(
  day: CalendarDay,
): readonly [ChallengeDefinition, ChallengeDefinition, ChallengeDefinition] {
  // A malformed day would hash to some seed and quietly show "a" set: a caller bug, so say so.
  if (!isMatch(day, 'yyyy-MM-dd')) throw new RangeError(`A calendar day is YYYY-MM-DD, not "${day}"`);
  const random = createRandom(deriveSeed(SEED_PURPOSE, yearOf(day), dayOfYear(day)));
  const shuffled = random.shuffle(DAILY_CHALLENGES);
  return [firstOf(shuffled, 'Easy'), firstOf(shuffled, 'Medium'), firstOf(shuffled, 'Hard')];
}

/** The ledger reference of one challenge on one day: the ledger writes each reference once. */
export function challengeReference(day: CalendarDay, challengeId: string): string {
  return `${day}:${challengeId}`;
}

function ofSubject<T extends { subject: Subject }>(items: readonly T[], subject: Subject | undefined): T[] {
  return subject === undefined ? [...items] : items.filter((item) => item.subject === subject);
}

/** The longest run of right answers with no miss between them (answers oldest first). */
function longestCorrectRun(answers: readonly { correct: boolean }[]): number {
  let best = 0;
  let run = 0;
  for (const answer of answers) {
    run = answer.correct ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Raw progress towards a rule and its target, before clamping. */
function measure(rule: ChallengeRule, activity: ChallengeActivity): { value: number; target: number } {
  switch (rule.kind) {
    case 'answer': {
      const { topic } = rule;
      const counted = ofSubject(activity.answers, rule.subject).filter(
        (answer) =>
          (!rule.correctOnly || answer.correct) &&
          (topic === undefined || isTopicCode(topic, answer.subject, answer.teksCode)),
      );
      return { value: counted.length, target: rule.count };
    }
    case 'correct-in-a-row':
      // Answers of another subject are skipped, not counted as misses: "5 math in a row" may be
      // interleaved with reading.
      return { value: longestCorrectRun(ofSubject(activity.answers, rule.subject)), target: rule.count };
    case 'different-skills': {
      const skills = new Set(
        ofSubject(activity.answers, rule.subject).map((a) => `${a.subject}:${a.teksCode}`),
      );
      return { value: skills.size, target: rule.count };
    }
    case 'practice-set': {
      const done = ofSubject(activity.practiceSets, rule.subject).some((set) => set.score >= rule.minScore);
      return { value: done ? 1 : 0, target: 1 };
    }
    case 'mock-exam': {
      const done = ofSubject(activity.exams, rule.subject).some((exam) => exam.accuracy >= rule.minAccuracy);
      return { value: done ? 1 : 0, target: 1 };
    }
  }
}

/**
 * How far a student is with a challenge today. "In a row" counts the best run of the day, so a miss
 * after reaching the target does not take the challenge back.
 */
export function challengeProgress(
  challenge: ChallengeDefinition,
  activity: ChallengeActivity,
): ChallengeProgress {
  const { value, target } = measure(challenge.rule, activity);
  const current = Math.min(value, target);
  return { current, target, completed: current >= target };
}
