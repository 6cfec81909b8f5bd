import { rational, type Rational } from './rational';

/**
 * Reads what a child types into a numeric-entry box: whole numbers ("1250", "1,250"), decimals
 * ("0.5", ".5", "$4.50"), fractions ("3/4") and mixed numbers ("1 1/2"). Anything else gets a message
 * that says how to fix it, never a score.
 */
export type NumericForm = 'whole' | 'decimal' | 'fraction' | 'mixed';

export type ParsedNumber =
  | { ok: true; value: Rational; form: NumericForm; typedDenominator?: number }
  | { ok: false; message: string };

const WHOLE = /^(\d+|\d{1,3}(?:,\d{3})+)$/;
const DECIMAL = /^(\d+|\d{1,3}(?:,\d{3})+)?\.(\d*)$/;
const FRACTION = /^(\d+) ?\/ ?(\d+)$/;
const MIXED = /^(\d+) (\d+) ?\/ ?(\d+)$/;
const MAX_DIGITS = 12;

export const NUMERIC_ENTRY_MESSAGES = {
  empty: 'Type your answer in the box.',
  tooLong: 'That answer is too long. Type one number.',
  negative: 'Answers here are never less than zero. Type the number without a minus sign.',
  unit: 'Type just the number. The unit is already written for you.',
  commas: 'Commas go between groups of three digits, like 1,250.',
  zeroDenominator: 'The bottom number of a fraction cannot be 0.',
  mixedPart: 'In a mixed number like 1 1/2, the fraction part must be less than 1.',
  tooManyDigits: 'That number has too many digits.',
  unreadable: "That doesn't look like a number. Try something like 12, 0.5, 3/4 or 1 1/2.",
} as const;

const fail = (message: string): ParsedNumber => ({ ok: false, message });
const digitCount = (text: string) => text.replace(/\D/g, '').length;

export function parseNumericEntry(input: string): ParsedNumber {
  const text = input
    .trim()
    .replace(/[\u2044\u2215]/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^\$ ?/, '');
  if (text === '') return fail(NUMERIC_ENTRY_MESSAGES.empty);
  if (text.length > 24) return fail(NUMERIC_ENTRY_MESSAGES.tooLong);
  if (/^[-\u2212]/.test(text)) return fail(NUMERIC_ENTRY_MESSAGES.negative);
  if (/[a-z]/i.test(text)) return fail(NUMERIC_ENTRY_MESSAGES.unit);
  if (digitCount(text) > MAX_DIGITS) return fail(NUMERIC_ENTRY_MESSAGES.tooManyDigits);

  if (WHOLE.test(text)) return { ok: true, value: rational(Number(text.replaceAll(',', ''))), form: 'whole' };

  const decimal = DECIMAL.exec(text);
  if (decimal && (decimal[1] !== undefined || decimal[2] !== '')) {
    const whole = (decimal[1] ?? '0').replaceAll(',', '');
    const places = decimal[2]!;
    const scale = 10 ** places.length;
    return {
      ok: true,
      value: rational(Number(whole) * scale + Number(places || '0'), scale),
      form: 'decimal',
    };
  }

  const fraction = FRACTION.exec(text);
  if (fraction) {
    const denominator = Number(fraction[2]);
    if (denominator === 0) return fail(NUMERIC_ENTRY_MESSAGES.zeroDenominator);
    return {
      ok: true,
      value: rational(Number(fraction[1]), denominator),
      form: 'fraction',
      typedDenominator: denominator,
    };
  }

  const mixed = MIXED.exec(text);
  if (mixed) {
    const [whole, numerator, denominator] = [Number(mixed[1]), Number(mixed[2]), Number(mixed[3])];
    if (denominator === 0) return fail(NUMERIC_ENTRY_MESSAGES.zeroDenominator);
    if (numerator >= denominator) return fail(NUMERIC_ENTRY_MESSAGES.mixedPart);
    return {
      ok: true,
      value: rational(whole * denominator + numerator, denominator),
      form: 'mixed',
      typedDenominator: denominator,
    };
  }

  if (/^[\d,]+(\.\d*)?$/.test(text)) return fail(NUMERIC_ENTRY_MESSAGES.commas);
  return fail(NUMERIC_ENTRY_MESSAGES.unreadable);
}
