/** Names shared by the rewards rules, the API contract and the screens (issue 8). */

export const CHALLENGE_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type ChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];

/** Colours a challenge card may take (palette names the client maps to classes). */
export const CHALLENGE_COLORS = ['green', 'blue', 'purple', 'orange', 'pink', 'teal'] as const;
export type ChallengeColor = (typeof CHALLENGE_COLORS)[number];

/** The spec's six badges (section 3), in its order. */
export const ACHIEVEMENT_IDS = [
  'star-collector',
  'math-rocket',
  'reading-master',
  'writing-wizard',
  'seven-day-streak',
  'practice-pro',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** Ledger reasons for StarPower the rewards rules pay (practice and exams have their own). */
export const DAILY_CHALLENGE_REASON = 'daily-challenge';
export const ACHIEVEMENT_REASON = 'achievement';
