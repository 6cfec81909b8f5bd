import { rational, type Rational } from '../../items/rational';
import type { Mistake } from '../generator-types';
import { formatRational, formatWhole } from '../number-format';

/**
 * Small writing helpers shared by the grade 4 number and algebra generators: wrong answers with
 * notes, fractions kept in the form a child writes them, decimals from a count of hundredths, and the
 * names of the places up to the hundred millions.
 */
export const n = formatWhole;

/** A wrong whole-number (or exact) answer with the note a child sees. */
export const mistake = (value: number | Rational, note: string): Mistake => ({
  value: typeof value === 'number' ? rational(value) : value,
  note,
});

/** A wrong fraction kept as written ("2/8" stays 2/8); none when it cannot be shown (0 or below). */
export function fractionMistake(numerator: number, denominator: number, note: string): Mistake[] {
  if (numerator <= 0 || denominator <= 0) return [];
  return [{ value: rational(numerator, denominator), note, text: `${numerator}/${denominator}` }];
}

export const f = (numerator: number, denominator: number) => `${numerator}/${denominator}`;

/** A count of hundredths written as a decimal, as short as it goes: 347 → "3.47", 350 → "3.5". */
export function decimal(hundredths: number): string {
  if (Number.isSafeInteger(hundredths) && hundredths >= 0) {
    // The same text formatRational writes, without reducing a fraction first (4.2C/4.2F show many).
    const whole = Math.floor(hundredths / 100);
    const rest = hundredths - whole * 100;
    if (rest === 0) return formatWhole(whole);
    return rest % 10 === 0
      ? `${formatWhole(whole)}.${rest / 10}`
      : `${formatWhole(whole)}.${String(rest).padStart(2, '0')}`;
  }
  return formatRational(rational(hundredths, 100), 'decimal');
}

/** A count of hundredths as money with two places: 350 → "$3.50". */
export function money(cents: number): string {
  return `$${formatWhole(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** A wrong decimal answer given in hundredths (drops values that are not whole hundredths). */
export function decimalMistake(hundredths: number, note: string): Mistake[] {
  if (!Number.isInteger(hundredths) || hundredths < 0) return [];
  return [{ value: rational(hundredths, 100), note }];
}

export const PLACE_NAMES = [
  'ones',
  'tens',
  'hundreds',
  'thousands',
  'ten thousands',
  'hundred thousands',
  'millions',
  'ten millions',
  'hundred millions',
] as const;

/** "thousands" → "thousand": the place's name for one unit of it. */
export const placeUnit = (place: number) => PLACE_NAMES[place]!.replace(/s$/, '');

/** Digits from the ones place up: 4,072 → [2, 7, 0, 4]. */
export function digitsOf(value: number): number[] {
  if (!Number.isSafeInteger(value) || value < 0) {
    return String(value)
      .split('')
      .reverse()
      .map((digit) => Number(digit));
  }
  // Whole numbers (all the callers have) by arithmetic: the same digits without building strings.
  const digits: number[] = [];
  let rest = value;
  do {
    digits.push(rest % 10);
    rest = Math.floor(rest / 10);
  } while (rest > 0);
  return digits;
}

export function fromDigits(digits: readonly number[]): number {
  let sum = 0;
  for (let place = 0, scale = 1; place < digits.length; place += 1, scale *= 10) {
    sum += digits[place]! * scale;
  }
  return sum;
}

export const WORD_FOR: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
  11: 'eleven',
  12: 'twelve',
};
