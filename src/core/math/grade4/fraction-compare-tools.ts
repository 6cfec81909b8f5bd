import { rational, type Rational } from '../../items/rational';
import { formatRational } from '../number-format';
import { times } from '../times';

/**
 * Comparing fractions the grade 4 way: against the benchmark 1/2, or by renaming both with a common
 * denominator a grade 4 student uses (2, 3, 4, 5, 6, 8, 10 or 12). Shared by 4.3C and 4.3D.
 */
export interface Frac {
  n: number;
  d: number;
}

export const GRADE4_DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12] as const;

export const text = ({ n, d }: Frac) => `${n}/${d}`;
export const value = ({ n, d }: Frac): Rational => rational(n, d);
/** The sign of a − b, by cross-multiplying (the same sign compareRationals gives, without reducing). */
export const compare = (a: Frac, b: Frac) => Math.sign(a.n * b.d - b.n * a.d);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

/** The common denominator a child would use, when it is one grade 4 knows. */
export function commonDenominator(a: Frac, b: Frac): number | undefined {
  const common = lcm(a.d, b.d);
  return (GRADE4_DENOMINATORS as readonly number[]).includes(common) ? common : undefined;
}

const half = (d: number) => formatRational(rational(d, 2), 'mixed');

/** -1, 0 or 1: where a fraction sits against 1/2. */
export const sideOfHalf = ({ n, d }: Frac) => Math.sign(2 * n - d);

const symbolWord = (sign: number) => (sign < 0 ? 'less than' : sign > 0 ? 'greater than' : 'equal to');

/** Whether whyCompare has sentences for a and b, without writing them. */
export function canExplainCompare(a: Frac, b: Frac): boolean {
  if (sideOfHalf(a) !== sideOfHalf(b) && sideOfHalf(a) !== 0 && sideOfHalf(b) !== 0) return true;
  return commonDenominator(a, b) !== undefined || a.n === b.n;
}

/** One or two short sentences that show why a compares to b as it does; undefined if grade 4 has no easy way. */
export function whyCompare(a: Frac, b: Frac): string[] | undefined {
  const sign = compare(a, b);
  const common = commonDenominator(a, b);
  if (sideOfHalf(a) !== sideOfHalf(b) && sideOfHalf(a) !== 0 && sideOfHalf(b) !== 0) {
    const [low, high] = sign < 0 ? [a, b] : [b, a];
    return [
      `Half of ${low.d} is ${half(low.d)}, and ${low.n} is less than that, so ${text(low)} is less than 1/2.`,
      `Half of ${high.d} is ${half(high.d)}, and ${high.n} is more than that, so ${text(high)} is greater than 1/2.`,
    ];
  }
  if (common !== undefined) {
    const [ka, kb] = [common / a.d, common / b.d];
    const renamed = (x: Frac, k: number) =>
      k === 1 ? `${text(x)} stays ${text(x)}` : `${text(x)} = ${x.n * k}/${common}`;
    return [
      `Use ${common} as the denominator: ${renamed(a, ka)} and ${renamed(b, kb)}.`,
      `${a.n * ka}/${common} is ${symbolWord(sign)} ${b.n * kb}/${common}.`,
    ];
  }
  if (a.n === b.n) {
    return [
      `Both have ${a.n} parts. Parts of ${a.d} are ${a.d < b.d ? 'bigger' : 'smaller'} than parts of ${b.d}.`,
    ];
  }
  return undefined;
}

export const SYMBOLS = ['>', '<', '='] as const;
export const symbolFor = (sign: number) => (sign > 0 ? '>' : sign < 0 ? '<' : '=');

/** Every proper fraction with a grade 4 denominator (no 100ths here). */
export const PROPER_FRACTIONS: readonly Frac[] = GRADE4_DENOMINATORS.flatMap((d) =>
  times(d - 1, (i) => ({ n: i + 1, d })),
);
