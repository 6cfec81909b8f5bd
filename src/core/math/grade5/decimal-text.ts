import { rational, type Rational } from '../../items/rational';
import type { Mistake } from '../generator-types';
import { formatWhole } from '../number-format';

/**
 * Grade 5 helpers for decimals kept as whole numbers of a small unit (thousandths, hundredths, cents),
 * so the maths stays exact: 4.305 is 4305 thousandths. They write numbers the way a Texas classroom
 * does: "4.50" when the places matter, "$4.50" for money, "4.5" otherwise.
 */

/** `count` units of 10^-places, written with exactly `places` digits after the point: (450, 2) → "4.50". */
export function fixed(count: number, places: number): string {
  if (places === 0) return formatWhole(count);
  const scale = 10 ** places;
  const whole = Math.floor(count / scale);
  return `${formatWhole(whole)}.${String(count - whole * scale).padStart(places, '0')}`;
}

/** The same number with trailing zeros dropped: (450, 2) → "4.5"; (400, 2) → "4". */
export function short(count: number, places: number): string {
  let [c, p] = [count, places];
  while (p > 0 && c % 10 === 0) [c, p] = [c / 10, p - 1];
  return fixed(c, p);
}

/** Cents as money: 450 → "$4.50". */
export const money = (cents: number): string => `$${fixed(cents, 2)}`;

/** The exact value of `count` units of 10^-places. */
export const decimalValue = (count: number, places: number): Rational => rational(count, 10 ** places);

/** A wrong answer from a named misconception, with how its choice is written when the form matters. */
export function mistake(value: Rational, note: string, text?: string): Mistake {
  return text === undefined ? { value, note } : { value, note, text };
}

/** A decimal mistake of `count` units of 10^-places, written with those places ("3.0" stays "3.0"). */
export function decimalMistake(count: number, places: number, note: string, keepPlaces = false): Mistake {
  return mistake(decimalValue(count, places), note, keepPlaces ? fixed(count, places) : short(count, places));
}

/** A money mistake in cents, written "$4.50". Negative amounts are dropped (a child never sees them). */
export function moneyMistake(cents: number, note: string): Mistake[] {
  return cents > 0 && Number.isInteger(cents) ? [mistake(rational(cents, 100), note, money(cents))] : [];
}

/** The digit of `count` in a place, counted from the smallest unit: digitAt(4305, 1) = 0 (hundredths). */
export const digitAt = (count: number, place: number): number => Math.floor(count / 10 ** place) % 10;

export const PLACE_NAMES: Record<number, { one: string; many: string }> = {
  [-3]: { one: 'thousandth', many: 'thousandths' },
  [-2]: { one: 'hundredth', many: 'hundredths' },
  [-1]: { one: 'tenth', many: 'tenths' },
  0: { one: 'one', many: 'ones' },
  1: { one: 'ten', many: 'tens' },
  2: { one: 'hundred', many: 'hundreds' },
};
