import { rationalEquals, type Rational } from '../../items/rational';
import type { Mistake } from '../generator-types';

/** How many different positive wrong values a list of mistakes offers (the answer itself not counted). */
export function distinctWrongCount(answer: Rational, mistakes: readonly Mistake[]): number {
  const seen = new Set(
    mistakes
      .filter((m) => m.value.numerator > 0 && !rationalEquals(m.value, answer))
      .map((m) => `${m.value.numerator}/${m.value.denominator}`),
  );
  return seen.size;
}

/**
 * The named mistakes, plus fallbacks only when the named ones give fewer than three wrong values. The
 * framework samples among all mistakes, so weak fallbacks are kept out unless they are needed; unlike
 * its own near misses, these keep the item's written form ("$29", "4.5").
 */
export function withFallbacks(answer: Rational, named: Mistake[], fallbacks: Mistake[]): Mistake[] {
  const padded = [...named];
  for (const fallback of fallbacks) {
    if (distinctWrongCount(answer, padded) >= 3) break;
    padded.push(fallback);
  }
  return padded;
}
