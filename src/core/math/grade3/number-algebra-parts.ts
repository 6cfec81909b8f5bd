import { rational, type Rational } from '../../items/rational';
import type { Mistake } from '../generator-types';

/**
 * Small parts the grade 3 number-and-algebra generators share: named wrong answers, fractions kept in
 * the form a child writes them, and word choices whose leading numbers stay distinct.
 */
export const wholeMistake = (value: number, note: string): Mistake => ({ value: rational(value), note });

export const fractionText = (numerator: number, denominator: number) => `${numerator}/${denominator}`;

/** A wrong fraction kept as written ("2/8", not "1/4"); none when the numerator is not positive. */
export function fractionMistake(numerator: number, denominator: number, note: string): Mistake[] {
  if (numerator <= 0 || denominator <= 0) return [];
  return [{ value: rational(numerator, denominator), note, text: fractionText(numerator, denominator) }];
}

export interface WordChoice {
  text: string;
  correct: boolean;
  note?: string;
}

const LEADING_NUMBER = /^(\d[\d,]*)(?: (\d+)\/(\d+)|\/(\d+))?/;

/** The number a choice starts with ("3/8 > 1/8" → 3/8), as the shared checks read it; undefined for words. */
export function leadingValue(text: string): Rational | undefined {
  const match = LEADING_NUMBER.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]!.replaceAll(',', ''));
  if (match[4] !== undefined) return rational(whole, Number(match[4]));
  if (match[2] !== undefined) return rational(whole * Number(match[3]) + Number(match[2]), Number(match[3]));
  return rational(whole);
}

/**
 * Keeps the correct choices and the wrong ones in order, dropping any wrong choice that repeats a
 * text or starts with the same number as a choice already kept: a child (and the shared checks) would
 * read two choices starting "245 …" as naming the same amount.
 */
export function withDistinctLeads(choices: readonly WordChoice[]): WordChoice[] {
  const kept: WordChoice[] = choices.filter((choice) => choice.correct);
  const seen = kept.map((choice) => leadingValue(choice.text));
  for (const choice of choices) {
    if (choice.correct || kept.some((k) => k.text === choice.text)) continue;
    const value = leadingValue(choice.text);
    const clash = seen.some(
      (s) =>
        s !== undefined &&
        value !== undefined &&
        s.numerator * value.denominator === value.numerator * s.denominator,
    );
    if (clash) continue;
    kept.push(choice);
    seen.push(value);
  }
  return kept;
}
