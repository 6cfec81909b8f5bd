import type { Subject } from '../teks/teks-types';
import type { ChallengeTopic } from './challenge-topics';
import type { ChallengeColor, ChallengeDifficulty } from './reward-types';

/**
 * What a daily challenge asks. Every kind is checked by the server from one day's graded work
 * (`ChallengeActivity`), never from anything the client claims.
 */
export type ChallengeRule =
  /** Answer `count` questions (or get `count` right), optionally of one subject or topic. */
  | { kind: 'answer'; count: number; correctOnly: boolean; subject?: Subject; topic?: ChallengeTopic }
  /** `count` right answers with no miss between them (a miss starts the run again). */
  | { kind: 'correct-in-a-row'; count: number; subject?: Subject }
  /** Answer questions on `count` different TEKS codes. */
  | { kind: 'different-skills'; count: number; subject?: Subject }
  /** Finish a practice set scoring at least `minScore` percent. */
  | { kind: 'practice-set'; minScore: number; subject?: Subject }
  /** Finish a mock exam with at least `minAccuracy` percent correct (0: any finished exam). */
  | { kind: 'mock-exam'; minAccuracy: number; subject?: Subject };

export interface ChallengeDefinition {
  /** Stable: it is part of the ledger reference, so renaming one would let it pay out twice. */
  id: string;
  title: string;
  description: string;
  /** Rough time it takes, as the spec's card shows it: "10 min". */
  time: string;
  difficulty: ChallengeDifficulty;
  starPower: 25 | 50 | 75;
  color: ChallengeColor;
  /** Where to go to work on it: '/practice', '/practice-session' or '/mock-exams'. */
  href: string;
  rule: ChallengeRule;
}

/** One school day of one student's graded work, from every source. */
export interface ChallengeActivity {
  /** Graded answers, oldest first (the order matters for "in a row"). */
  answers: readonly { subject: Subject; teksCode: string; correct: boolean }[];
  /** Practice sets finished that day, score 0–100. */
  practiceSets: readonly { subject: Subject; score: number }[];
  /** Mock exams graded that day, accuracy 0–100. */
  exams: readonly { subject: Subject; accuracy: number }[];
}

export interface ChallengeProgress {
  /** Never more than `target`. */
  current: number;
  target: number;
  completed: boolean;
}
