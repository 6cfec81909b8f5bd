/**
 * Exact non-negative-or-negative rationals for answers: 3/4, 1 1/2, 0.25 and 1,250 are all stored as
 * {numerator, denominator} in lowest terms, so equal values compare equal whatever form they came in.
 */
export interface Rational {
  numerator: number;
  denominator: number;
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function rational(numerator: number, denominator = 1): Rational {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`Not a fraction: ${numerator}/${denominator}`);
  }
  const sign = denominator < 0 ? -1 : 1;
  const divisor = greatestCommonDivisor(numerator, denominator) || 1;
  return { numerator: (sign * numerator) / divisor || 0, denominator: (sign * denominator) / divisor };
}

export function isLowestTerms(value: Rational): boolean {
  return value.denominator > 0 && greatestCommonDivisor(value.numerator, value.denominator) === 1;
}

export function rationalEquals(a: Rational, b: Rational): boolean {
  // Cross-multiplying compares without reducing; fine for the sizes a grade 3–5 item uses.
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

export function compareRationals(a: Rational, b: Rational): number {
  return Math.sign(a.numerator * b.denominator - b.numerator * a.denominator);
}

export function isWhole(value: Rational): boolean {
  return value.numerator % value.denominator === 0;
}

export function rationalToNumber(value: Rational): number {
  return value.numerator / value.denominator;
}

export function addRationals(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function multiplyRationals(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.numerator, a.denominator * b.denominator);
}
