import { rational, type Rational } from '../../items/rational';
import type { Mistake } from '../generator-types';
import { formatWhole } from '../number-format';

/**
 * Grade 5 fraction helpers: exact values, the forms a child writes ("5/12", "2 7/12") and the
 * denominators grade 5 items may show. Unlike-denominator pairs are chosen so their common
 * denominator is one of those.
 */
export const GRADE_5_DENOMINATORS = [2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 20, 24, 25, 100, 1000] as const;

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

export const isShowableDenominator = (d: number): boolean =>
  d === 1 || (GRADE_5_DENOMINATORS as readonly number[]).includes(d);

/** "3/4"; whole when the denominator is 1. */
export const fractionText = (numerator: number, denominator: number): string =>
  denominator === 1 ? formatWhole(numerator) : `${numerator}/${denominator}`;

/** A value as a child writes it, not simplified: 17/12 → "1 5/12", 12/12 → "1", 3/12 → "3/12". */
export function mixedText(numerator: number, denominator: number): string {
  const whole = Math.floor(numerator / denominator);
  const rest = numerator - whole * denominator;
  if (rest === 0) return formatWhole(whole);
  return whole === 0 ? `${rest}/${denominator}` : `${formatWhole(whole)} ${rest}/${denominator}`;
}

/** The value in lowest terms, written as a mixed number: 34/24 → "1 5/12". */
export function simplestText(value: Rational): string {
  return mixedText(value.numerator, value.denominator);
}

/** A wrong fraction written in lowest terms; dropped when it is not a positive, showable fraction. */
export function fractionMistake(numerator: number, denominator: number, note: string): Mistake[] {
  if (numerator <= 0 || denominator <= 0 || !Number.isInteger(numerator)) return [];
  const value = rational(numerator, denominator);
  if (!isShowableDenominator(value.denominator)) return [];
  return [{ value, note, text: simplestText(value) }];
}

/** Pairs of different denominators whose least common denominator grade 5 may show (e.g. 3 and 4 → 12). */
export function unlikePairs(from: readonly number[], maxCommon = 24): [number, number][] {
  return from.flatMap((a) =>
    from
      .filter((b) => b !== a && lcm(a, b) <= maxCommon && isShowableDenominator(lcm(a, b)))
      .map((b): [number, number] => [a, b]),
  );
}
