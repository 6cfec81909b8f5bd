import { rational } from '../../items/rational';
import type { Mistake } from '../generator-types';

/**
 * Small pieces the grade 3 geometry, measurement, data and money generators (reporting categories 3
 * and 4) share: whole-number mistakes that drop themselves when a slip gives zero or less, money written
 * as a Texas classroom writes it, and the word for "how many to select" in a multiselect stem.
 */

/** A wrong whole-number answer, or nothing when the slip gives zero, a negative or a fraction. */
export function countMistake(value: number, note: string): Mistake[] {
  return Number.isInteger(value) && value > 0 ? [{ value: rational(value), note }] : [];
}

/** "$12.50", "$7.05", "$0.85": an amount in cents written in dollars with two decimal places. */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** "$12": a whole number of dollars. */
export const wholeDollars = (amount: number): string => `$${amount}`;

/** A wrong amount of money, kept in dollars-and-cents form ("$4.35"). Value in cents; none if ≤ 0. */
export function moneyMistake(cents: number, note: string): Mistake[] {
  return Number.isInteger(cents) && cents > 0
    ? [{ value: rational(cents, 100), note, text: dollars(cents) }]
    : [];
}

/** A wrong whole-dollar amount, written "$12"; none if ≤ 0. */
export function dollarMistake(amount: number, note: string): Mistake[] {
  return Number.isInteger(amount) && amount > 0
    ? [{ value: rational(amount), note, text: wholeDollars(amount) }]
    : [];
}

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'] as const;

/** "two", "three": how many answers a multiselect stem asks for. */
export function countWord(count: number): string {
  return COUNT_WORDS[count] ?? String(count);
}

/** A word choice: its text, whether it is right, and (for a wrong one) the note a child sees. */
export interface WordChoice {
  text: string;
  correct: boolean;
  note?: string;
}

export const rightChoice = (text: string): WordChoice => ({ text, correct: true });
export const wrongChoice = (text: string, note: string): WordChoice => ({ text, correct: false, note });
