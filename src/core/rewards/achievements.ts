import { TEKS_CATALOGUE } from '../teks/catalogue';
import { ACHIEVEMENT_IDS, type AchievementId } from './reward-types';

/**
 * The spec's six badges (section 3), each earned by a rule the server checks from the student's own
 * record whenever new work arrives, and paid once (the ledger reference is the badge id). Targets are
 * sized for a 9-year-old practising a little most days: a few weeks each, not months.
 */

/** What the rules read, all computed by the server. */
export interface AchievementStats {
  /** The StarPower ledger balance (badge payouts included: it only grows, so that is fine). */
  totalStarPower: number;
  /** Correct math answers, all time. */
  correctMath: number;
  /** Correct reading answers, all time (any reading code, writing ones included). */
  correctReading: number;
  /** Correct answers on the writing codes (`WRITING_TEKS_CODES`). */
  correctWriting: number;
  /** The longest run of active days. */
  bestStreak: number;
  /** Finished practice sets, plus fresh sessions with at least 10 answers. */
  completedPracticeSessions: number;
}

export interface AchievementDefinition {
  id: AchievementId;
  /** The spec's badge name. */
  name: string;
  /** What earns it, in a child's words. */
  description: string;
  target: number;
  /** Paid once, when earned. */
  starPower: number;
  measure(stats: AchievementStats): number;
}

export interface AchievementProgress {
  id: AchievementId;
  name: string;
  description: string;
  starPower: number;
  /** Never more than `target`. */
  current: number;
  target: number;
  earned: boolean;
}

const BADGE_STAR_POWER = 100;

const DEFINITIONS: Record<AchievementId, Omit<AchievementDefinition, 'id'>> = {
  'star-collector': {
    name: 'Star Collector',
    description: 'Earn 1,000 StarPower',
    target: 1_000,
    starPower: BADGE_STAR_POWER,
    measure: (stats) => stats.totalStarPower,
  },
  'math-rocket': {
    name: 'Math Rocket',
    description: 'Get 100 math questions right',
    target: 100,
    starPower: BADGE_STAR_POWER,
    measure: (stats) => stats.correctMath,
  },
  'reading-master': {
    name: 'Reading Master',
    description: 'Get 100 reading questions right',
    target: 100,
    starPower: BADGE_STAR_POWER,
    measure: (stats) => stats.correctReading,
  },
  'writing-wizard': {
    name: 'Writing Wizard',
    description: 'Get 25 writing questions right',
    target: 25,
    starPower: BADGE_STAR_POWER,
    measure: (stats) => stats.correctWriting,
  },
  'seven-day-streak': {
    name: '7-Day Streak',
    description: 'Practice 7 days in a row',
    target: 7,
    starPower: BADGE_STAR_POWER,
    measure: (stats) => stats.bestStreak,
  },
  'practice-pro': {
    name: 'Practice Pro',
    description: 'Finish 10 practice sessions',
    target: 10,
    starPower: BADGE_STAR_POWER,
    measure: (stats) => stats.completedPracticeSessions,
  },
};

/** The six badges in the spec's order. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = ACHIEVEMENT_IDS.map((id) => ({
  id,
  ...DEFINITIONS[id],
}));

export function achievementProgress(stats: AchievementStats): AchievementProgress[] {
  return ACHIEVEMENTS.map(({ id, name, description, starPower, target, measure }) => {
    // A broken figure (negative, NaN) counts as no progress rather than leaking into the screen.
    const value = measure(stats);
    const current = Number.isFinite(value) ? Math.min(target, Math.max(0, Math.floor(value))) : 0;
    return { id, name, description, starPower, current, target, earned: current >= target };
  });
}

/**
 * The reading codes the Practice Center lists on its Writing card, at every grade: spelling, revising
 * and editing, and the written responses. Writing Wizard counts right answers on these.
 */
export const WRITING_TEKS_CODES: readonly string[] = TEKS_CATALOGUE.filter(
  (entry) => entry.subject === 'reading' && entry.practiceCategory === 'Writing',
).map((entry) => entry.code);
