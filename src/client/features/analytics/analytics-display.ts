import { scoreBand, type ScoreBand } from '../../../core/mastery/display';
import type { Analytics } from '../../../contracts/progress';
import { formatCount } from '../../lib/number-format';
import { SCORE_BAND_STYLES, SCORE_BAND_WORDS } from '../../lib/score-band-styles';

/*
 * How the analytics figures read for a child (spec section 2, "Analytics"): short words, big numbers,
 * and a sign and a word beside every colour, so colour is never the only way to tell good from bad.
 */

/** The shared score-band styles (lib/score-band-styles.ts). */
export const BAND_STYLES = SCORE_BAND_STYLES;

/** The chart's bar colours (SVG fills need values, not classes): Tailwind's 600s, yellow 400 as above. */
export const BAND_FILLS: Record<ScoreBand, string> = {
  green: '#16a34a',
  blue: '#2563eb',
  yellow: '#facc15',
  red: '#dc2626',
};

/** A word for each band, said and shown beside the colour. */
export const BAND_WORDS = SCORE_BAND_WORDS;

export function bandOf(percent: number): ScoreBand {
  return scoreBand(percent);
}

/** Which way a weekly change went; `none` when there is nothing to compare. */
export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export interface ChangeText {
  direction: ChangeDirection;
  /** What the tile shows: "+3% this week", "−2% this week", "+2.5h this week". */
  text: string;
  /** What a screen reader says instead, in words: "up 3 percentage points this week". */
  spoken: string;
}

// A real minus sign, not a hyphen: it reads as "minus" and lines up with the plus.
const MINUS = '\u2212';

/**
 * Overall accuracy's weekly change in percentage points (spec: "+3% this week"). Null means this is
 * the student's first week of answers, so there is no "before" to compare with.
 */
export function accuracyChangeText(points: number | null): ChangeText {
  if (points === null || !Number.isFinite(points)) {
    return {
      direction: 'none',
      text: 'First week: nothing to compare yet',
      spoken: 'first week, nothing to compare yet',
    };
  }
  const whole = Math.round(points);
  if (whole === 0) return { direction: 'same', text: 'No change this week', spoken: 'no change this week' };
  const size = Math.abs(whole);
  const unit = size === 1 ? 'percentage point' : 'percentage points';
  return whole > 0
    ? { direction: 'up', text: `+${size}% this week`, spoken: `up ${size} ${unit} this week` }
    : { direction: 'down', text: `${MINUS}${size}% this week`, spoken: `down ${size} ${unit} this week` };
}

/**
 * Study time as the spec writes it: "24h", "2.5h". The server sends hours to one decimal, so under an
 * hour the honest reading is "0.3h"; turning that into minutes would claim a precision it lacks.
 */
export function studyTimeText(hours: number): string {
  const tenths = Number.isFinite(hours) && hours > 0 ? Math.round(hours * 10) / 10 : 0;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}h`;
}

/** The same in words: "2.5 hours", "1 hour", "0 hours". */
export function studyTimeWords(hours: number): string {
  const tenths = Number.isFinite(hours) && hours > 0 ? Math.round(hours * 10) / 10 : 0;
  return `${tenths} ${tenths === 1 ? 'hour' : 'hours'}`;
}

/**
 * Something gained this week, never negative: hours as the spec shows them ("+2.5h this week", and
 * "0h" since a few minutes round to zero hours), stars as a count, or a nudge when none were earned.
 */
export function gainedThisWeekText(amount: number | null, kind: 'hours' | 'stars'): ChangeText {
  const safe = amount !== null && Number.isFinite(amount) && amount > 0 ? amount : 0;
  if (kind === 'hours') {
    return {
      direction: safe > 0 ? 'up' : 'same',
      text: `${safe > 0 ? '+' : ''}${studyTimeText(safe)} this week`,
      spoken: `${studyTimeWords(safe)} this week`,
    };
  }
  if (safe === 0) return { direction: 'same', text: 'None yet this week', spoken: 'no stars yet this week' };
  const count = formatCount(Math.round(safe));
  return { direction: 'up', text: `+${count} this week`, spoken: `${count} earned this week` };
}

/** The streak tile's line: the spec's "Personal best", or "Best: N days", or how to start one. */
export function streakCaption(streak: { current: number; best: number; isPersonalBest: boolean }): string {
  if (streak.current === 0 && streak.best === 0) return 'Practice today to start one!';
  if (streak.isPersonalBest && streak.current > 0) return 'Personal best';
  return `Best: ${formatCount(streak.best)} ${streak.best === 1 ? 'day' : 'days'}`;
}

/** "1 question" / "120 questions". */
export function questionsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'question' : 'questions'}`;
}

/** One bar of the weekly chart: `accuracy` stays null on a day without answers, so no bar is drawn. */
export interface ChartDay {
  day: string;
  date: string;
  accuracy: number | null;
  answered: number;
  fill: string;
}

export function chartDays(
  week: readonly { day: string; date: string; accuracy: number | null; answered: number }[],
): ChartDay[] {
  return week.map(({ day, date, accuracy, answered }) => ({
    day,
    date,
    accuracy,
    answered,
    // An empty day has no bar, so its colour is never seen; any value will do.
    fill: accuracy === null ? BAND_FILLS.red : BAND_FILLS[scoreBand(accuracy)],
  }));
}

/** What the accessible table says for one day: "82% of 11 questions" or "No practice". */
export function dayDescription(day: { accuracy: number | null; answered: number }): string {
  if (day.accuracy === null) return 'No practice';
  return `${day.accuracy}% of ${questionsText(day.answered)}`;
}

type SkillFigure = Analytics['subjects'][number]['skills'][number];

/** A card lists at most this many skills in full; the spec's cards show four each. */
const SKILLS_LISTED_IN_FULL = 6;

/**
 * Which skills a card lists. Writing has a TEKS skill per line (over twenty), so a long list shows
 * the skills tried and counts the rest, instead of a column of "Not tried yet".
 */
export function listedSkills(skills: readonly SkillFigure[]): {
  shown: SkillFigure[];
  untriedHidden: number;
} {
  if (skills.length <= SKILLS_LISTED_IN_FULL) return { shown: [...skills], untriedHidden: 0 };
  const tried = skills.filter((skill) => skill.answered > 0);
  const shown = tried.length > 0 ? tried : skills.slice(0, SKILLS_LISTED_IN_FULL);
  return { shown, untriedHidden: skills.length - shown.length };
}
