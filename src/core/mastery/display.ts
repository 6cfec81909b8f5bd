/**
 * The spec's display rules (section 9): score colour bands, category accuracy dots, "needs practice"
 * and the weakest categories to recommend. Thresholds are inclusive lower bounds ("90 and above").
 */

/** Spec: "accuracy below 70 percent is marked as needing practice". */
export const NEEDS_PRACTICE_BELOW = 70;

/** Spec: "Up to 3 weakest categories are recommended." */
export const WEAKEST_CATEGORIES_SHOWN = 3;

export type ScoreBand = 'green' | 'blue' | 'yellow' | 'red';

export function scoreBand(percent: number): ScoreBand {
  if (percent >= 90) return 'green';
  if (percent >= 80) return 'blue';
  if (percent >= 70) return 'yellow';
  return 'red';
}

export type AccuracyDot = 'green' | 'yellow' | 'red';

export function accuracyDot(percent: number): AccuracyDot {
  if (percent >= 80) return 'green';
  if (percent >= 60) return 'yellow';
  return 'red';
}

export function needsPractice(percent: number): boolean {
  return percent < NEEDS_PRACTICE_BELOW;
}

/**
 * Whole-number percent, as the screens show it, so a colour never disagrees with the number beside it
 * (69.5 % is shown as 70 and is yellow). 0 when nothing was attempted; bad counts are held to 0–100.
 */
export function accuracyPercent(correct: number, attempts: number): number {
  if (!(attempts > 0) || !Number.isFinite(attempts) || !Number.isFinite(correct)) return 0;
  return Math.min(100, Math.max(0, Math.round((correct / attempts) * 100)));
}

export interface CategoryAccuracy {
  category: string;
  correct: number;
  attempts: number;
}

/**
 * The categories to recommend: only those the student has tried, lowest accuracy first, so any that
 * need practice come before any that do not. Equal accuracy: more attempts first (firmer evidence),
 * then the order given. When none needs practice the lowest are still returned; callers that only want
 * weak ones filter with `needsPractice`.
 */
export function weakestCategories(
  list: readonly CategoryAccuracy[],
  max: number = WEAKEST_CATEGORIES_SHOWN,
): CategoryAccuracy[] {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`max must be a whole number >= 0, not ${max}`);
  const tried = list.filter((entry) => entry.attempts > 0);
  const ranked = tried
    .map((entry, index) => ({ entry, index, percent: accuracyPercent(entry.correct, entry.attempts) }))
    .sort(
      (a, b) =>
        Number(needsPractice(b.percent)) - Number(needsPractice(a.percent)) ||
        // Exact ratios, compared without division, so 2/3 and 67/100 do not tie at "67".
        a.entry.correct * b.entry.attempts - b.entry.correct * a.entry.attempts ||
        b.entry.attempts - a.entry.attempts ||
        a.index - b.index,
    );
  return ranked.slice(0, max).map(({ entry }) => entry);
}
