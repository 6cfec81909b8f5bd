import { times } from '../times';
import { gcd } from './fraction-text';

const NUMERATORS = new Map<number, readonly number[]>();

/** 1 … d − 1 that make a fraction over d in lowest terms (never 3/12), listed once per denominator. */
export function numeratorsInLowestTerms(d: number): readonly number[] {
  let numerators = NUMERATORS.get(d);
  if (!numerators) {
    numerators = times(d - 1, (i) => i + 1).filter((x) => gcd(x, d) === 1);
    NUMERATORS.set(d, numerators);
  }
  return numerators;
}
