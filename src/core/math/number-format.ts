import { isWhole, type Rational } from '../items/rational';

/** Numbers as a Texas classroom writes them: 1,250 with commas; 3/4; 1 1/2; 0.25. */
export function formatWhole(value: number): string {
  // Most numbers shown are under 1,000: no commas to place.
  if (Number.isInteger(value) && value < 1000 && value > -1000) return String(value);
  const digits = String(Math.abs(value));
  // Commas from the right, every three digits (no Intl: this runs for every choice of every item).
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? group : `${group},${grouped}`;
  }
  return value < 0 ? `-${grouped}` : grouped;
}

export type RationalStyle = 'fraction' | 'mixed' | 'decimal';

/**
 * "fraction" writes a/b as is (improper stays improper: 5/4); "mixed" writes 1 1/4; "decimal" writes
 * 0.25 and needs a denominator that divides a power of ten. Whole values are always whole numbers.
 */
export function formatRational(value: Rational, style: RationalStyle = 'fraction'): string {
  const { numerator, denominator } = value;
  if (isWhole(value)) return formatWhole(numerator / denominator);
  if (style === 'decimal') return formatDecimal(value);
  if (style === 'mixed' && numerator > denominator) {
    const whole = Math.floor(numerator / denominator);
    return `${formatWhole(whole)} ${numerator - whole * denominator}/${denominator}`;
  }
  return `${numerator}/${denominator}`;
}

function formatDecimal({ numerator, denominator }: Rational): string {
  for (let places = 1, scale = 10; places <= 6; places += 1, scale *= 10) {
    if (scale % denominator === 0) {
      const scaled = numerator * (scale / denominator);
      const whole = Math.floor(scaled / scale);
      const fraction = String(scaled - whole * scale).padStart(places, '0');
      return `${formatWhole(whole)}.${fraction}`;
    }
  }
  throw new RangeError(`${numerator}/${denominator} has no short decimal form`);
}

/** "1 moon rock", "24 moon rocks". */
export function countOf(value: number, noun: { one: string; many: string }): string {
  return `${formatWhole(value)} ${value === 1 ? noun.one : noun.many}`;
}
