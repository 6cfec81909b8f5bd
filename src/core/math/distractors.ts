import { isWhole, rational, rationalEquals, type Rational } from '../items/rational';
import type { NumberBounds } from './grade-bounds';
import type { Mistake } from './generator-types';
import type { Random } from '../random/random';

/** Can a child of this grade be shown this value? Non-negative, within bounds, allowed denominator. */
export function isShowable(value: Rational, bounds: NumberBounds): boolean {
  if (value.numerator < 0) return false;
  if (Math.floor(value.numerator / value.denominator) > bounds.maxWhole) return false;
  return isWhole(value) || bounds.denominators.includes(value.denominator) || decimalFits(value, bounds);
}

function decimalFits(value: Rational, bounds: NumberBounds): boolean {
  return bounds.maxDecimalPlaces > 0 && 10 ** bounds.maxDecimalPlaces % value.denominator === 0;
}

/** Keeps the first mistake for each value, drops the answer itself and anything not showable. */
export function usableMistakes(
  answer: Rational,
  mistakes: readonly Mistake[],
  bounds: NumberBounds,
): Mistake[] {
  const kept: Mistake[] = [];
  for (const mistake of mistakes) {
    if (rationalEquals(mistake.value, answer) || !isShowable(mistake.value, bounds)) continue;
    if (kept.some((k) => rationalEquals(k.value, mistake.value))) continue;
    kept.push(mistake);
  }
  return kept;
}

/** Honest near misses for whole-number answers, used only when named misconceptions run short. */
function nearMisses(answer: Rational): Mistake[] {
  if (!isWhole(answer)) return [];
  const value = answer.numerator / answer.denominator;
  const near = (delta: number, note: string): Mistake => ({ value: rational(value + delta), note });
  return [
    near(10, 'This is 10 more than the answer. Check the tens place.'),
    near(-10, 'This is 10 less than the answer. Check the tens place.'),
    near(1, 'This is 1 more than the answer. Check the ones place.'),
    near(-1, 'This is 1 less than the answer. Check the ones place.'),
    near(100, 'This is 100 more than the answer. Check the hundreds place.'),
    near(2, 'This is 2 more than the answer. Count again carefully.'),
  ];
}

/**
 * Picks `count` wrong choices with distinct values: named misconceptions first (a random few when
 * there are more than needed, for variety), then near misses. Throws if even those run out, which a
 * generator's tests catch at once.
 */
export function chooseDistractors(
  answer: Rational,
  mistakes: readonly Mistake[],
  bounds: NumberBounds,
  random: Random,
  count = 3,
): Mistake[] {
  const named = usableMistakes(answer, mistakes, bounds);
  const chosen = named.length > count ? random.sample(named, count) : named;
  if (chosen.length < count) {
    const extra = usableMistakes(answer, [...chosen, ...nearMisses(answer)], bounds).slice(chosen.length);
    chosen.push(...extra.slice(0, count - chosen.length));
  }
  if (chosen.length < count) {
    throw new Error(
      `Only ${chosen.length} distinct wrong answers for ${answer.numerator}/${answer.denominator}`,
    );
  }
  return chosen;
}
