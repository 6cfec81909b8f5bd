import { z } from 'zod';
import { ACHIEVEMENT_IDS, CHALLENGE_COLORS, CHALLENGE_DIFFICULTIES } from '../core/rewards/reward-types';
import { subjectSchema } from './teks';
import { gradeSchema } from './user';

/**
 * Progress calls (issue 8): the StarPower panel, the student dashboard and analytics. Every figure is
 * computed by the server from the student's own answer events and StarPower ledger; the spec's sample
 * figures are only its labels, tiles and colour rules.
 */

export const challengeDifficultySchema = z.enum(CHALLENGE_DIFFICULTIES);
export const challengeColorSchema = z.enum(CHALLENGE_COLORS);
export const achievementIdSchema = z.enum(ACHIEVEMENT_IDS);

/** StarPower sums over the school's calendar: today from local midnight, this week from Monday. */
export const starPowerTotalsSchema = z.strictObject({
  total: z.number().int(),
  today: z.number().int(),
  thisWeek: z.number().int(),
});

export const achievementSchema = z.strictObject({
  id: achievementIdSchema,
  /** The spec's badge name: "Star Collector", "Math Rocket", … */
  name: z.string(),
  /** What earns it, in a child's words: "Earn 1,000 StarPower". */
  description: z.string(),
  earned: z.boolean(),
  /** ISO time it was earned; null while locked. */
  earnedAt: z.iso.datetime({ offset: true }).nullable(),
  /** How far along: e.g. 640 of 1,000. `current` never exceeds `target`. */
  progress: z.strictObject({ current: z.number().int().min(0), target: z.number().int().min(1) }),
  starPower: z.number().int().min(0),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const dailyChallengeSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Rough time it takes, as the spec's card shows it: "10 min". */
  time: z.string(),
  difficulty: challengeDifficultySchema,
  /** 25 Easy, 50 Medium, 75 Hard (spec section 9). */
  starPower: z.number().int(),
  color: challengeColorSchema,
  progress: z.strictObject({ current: z.number().int().min(0), target: z.number().int().min(1) }),
  completed: z.boolean(),
  /** Where to go to work on it, e.g. "/practice" or "/mock-exams". */
  href: z.string(),
});
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

/** GET /api/star-power: the header's StarPower panel. */
export const starPowerPanelSchema = z.strictObject({
  totals: starPowerTotalsSchema,
  /** The next round milestone above the total (100, 250, 500, 1,000, 2,500, …). */
  nextGoal: z.number().int().min(1),
  /** Earned badges, newest first, at most 3. */
  recentAchievements: z.array(achievementSchema),
  /** All six badges in the spec's order, earned or locked (the profile dialog lists them). */
  achievements: z.array(achievementSchema),
});
export type StarPowerPanel = z.infer<typeof starPowerPanelSchema>;

export const continueEntrySchema = z.discriminatedUnion('kind', [
  /** An exam still running: reopen it with its saved answers and remaining time. */
  z.strictObject({
    kind: z.literal('exam'),
    title: z.string(),
    href: z.string(),
    answered: z.number().int().min(0),
    totalQuestions: z.number().int().min(1),
  }),
  /** The skill practised last: practise it again. */
  z.strictObject({
    kind: z.literal('practice'),
    title: z.string(),
    subject: subjectSchema,
    teksCode: z.string(),
    skillName: z.string(),
    href: z.string(),
  }),
  /** Nothing yet: where a new student should start. */
  z.strictObject({ kind: z.literal('start'), title: z.string(), href: z.string() }),
]);
export type ContinueEntry = z.infer<typeof continueEntrySchema>;

/** GET /api/dashboard */
export const dashboardSchema = z.strictObject({
  grade: gradeSchema,
  starPower: starPowerTotalsSchema,
  /** Today's goal: answer this many questions today. */
  dailyGoal: z.strictObject({ answeredToday: z.number().int().min(0), target: z.number().int().min(1) }),
  stats: z.strictObject({
    /** Percent correct over all graded answers; null before the first answer. */
    overallAccuracy: z.number().int().min(0).max(100).nullable(),
    answeredCount: z.number().int().min(0),
    achievementsEarned: z.number().int().min(0),
    achievementsTotal: z.number().int().min(1),
    /** The newest badge's name, or null. */
    latestAchievement: z.string().nullable(),
    /** Completed practice sets and fresh sessions with at least one answer, plus graded mock exams. */
    totalSessions: z.number().int().min(0),
  }),
  challenges: z.array(dailyChallengeSchema).length(3),
  /** The school calendar day the challenges belong to (YYYY-MM-DD). */
  challengeDay: z.iso.date(),
  /** ISO instant of the next local midnight, when the challenges change: the countdown's end. */
  challengesResetAt: z.iso.datetime({ offset: true }),
  continue: continueEntrySchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const tileSchema = z.strictObject({
  value: z.number(),
  /** This week's change in the same unit (percentage points, hours, stars); null when nothing to compare. */
  weekChange: z.number().nullable(),
});

export const skillFigureSchema = z.strictObject({
  /** The sub-skill's name: a practice card ("Geometry and Measurement") or, for Writing, a TEKS skill. */
  name: z.string(),
  /** Percent correct; null when the student has not answered any of it yet. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  answered: z.number().int().min(0),
  teksCodes: z.array(z.string()),
});

export const subjectCardSchema = z.strictObject({
  /** "Mathematics", "Reading" or "Writing". */
  name: z.string(),
  subject: subjectSchema,
  accuracy: z.number().int().min(0).max(100).nullable(),
  answered: z.number().int().min(0),
  skills: z.array(skillFigureSchema),
});

export const weekdayProgressSchema = z.strictObject({
  /** "Mon" … "Sun", Monday first. */
  day: z.string(),
  date: z.iso.date(),
  /** Percent correct that day; null when nothing was answered (the bar is empty, not zero). */
  accuracy: z.number().int().min(0).max(100).nullable(),
  answered: z.number().int().min(0),
});

export const improvementAreaSchema = z.strictObject({
  name: z.string(),
  subject: subjectSchema,
  /** The subject card it belongs to: "Mathematics", "Reading" or "Writing" (a reading-test strand). */
  card: z.string(),
  accuracy: z.number().int().min(0).max(100),
  answered: z.number().int().min(0),
  /** The weakest area is the "Focus Area"; the others "Needs Practice" (spec section 2). */
  label: z.enum(['Needs Practice', 'Focus Area']),
  /** Where to practise it. */
  href: z.string(),
});

/** GET /api/analytics */
export const analyticsSchema = z.strictObject({
  tiles: z.strictObject({
    /** Percent; weekChange in percentage points: overall accuracy now minus before this week. */
    overallAccuracy: tileSchema.extend({ value: z.number().int().min(0).max(100).nullable() }),
    /** Hours, one decimal; weekChange: hours studied this week. */
    studyTimeHours: tileSchema,
    /** StarPower in total; weekChange: earned this week. */
    starsEarned: tileSchema,
    streak: z.strictObject({
      current: z.number().int().min(0),
      best: z.number().int().min(0),
      isPersonalBest: z.boolean(),
    }),
  }),
  subjects: z.array(subjectCardSchema),
  /** This week, Monday to Sunday. */
  weeklyProgress: z.array(weekdayProgressSchema).length(7),
  /** Up to 3 weakest areas with enough answers to judge, weakest first. */
  improvementAreas: z.array(improvementAreaSchema).max(3),
  /** True before the first graded answer: the screen shows how to start instead of empty figures. */
  isEmpty: z.boolean(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** A daily challenge or badge the server has just paid for, so the screen can celebrate it. */
export const earnedRewardSchema = z.strictObject({
  kind: z.enum(['challenge', 'achievement']),
  id: z.string(),
  title: z.string(),
  starPower: z.number().int().min(0),
});
export type EarnedRewardView = z.infer<typeof earnedRewardSchema>;
