import { rational } from '../../items/rational';
import type { Mistake } from '../generator-types';
import { formatWhole } from '../number-format';

/**
 * Money for the grade 5 financial-literacy generators, kept in whole cents so no amount is ever a
 * rounded float. An item shows either whole dollars ("$450") or dollars and cents ("$450.00") for every
 * amount, never a mix.
 */
export function dollars(cents: number, showCents: boolean): string {
  const whole = Math.floor(cents / 100);
  const rest = cents - whole * 100;
  return showCents || rest !== 0
    ? `$${formatWhole(whole)}.${String(rest).padStart(2, '0')}`
    : `$${formatWhole(whole)}`;
}

/** A wrong amount written as money, or nothing when a slip would give $0 or less. */
export function moneyMistake(cents: number, note: string, showCents: boolean): Mistake[] {
  return Number.isInteger(cents) && cents > 0
    ? [{ value: rational(cents, 100), text: dollars(cents, showCents), note }]
    : [];
}

/** The answer fields of a numeric problem whose answer is an amount of money. */
export function moneyAnswer(cents: number, showCents: boolean) {
  return {
    answer: rational(cents, 100),
    answerText: dollars(cents, showCents),
    format: showCents ? ('decimal' as const) : ('whole-number' as const),
  };
}
