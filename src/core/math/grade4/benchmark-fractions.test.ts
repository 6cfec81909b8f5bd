import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { benchmarkFractions, NEAR_BENCHMARKS } from './benchmark-fractions';

/**
 * Independent path: fraction.js finds the exact sum or difference and rounds it to the nearest
 * quarter. For "is it reasonable?", the right choice starts "Yes" exactly when the claimed answer is
 * within 1/4 of that estimate, and names that estimate.
 */
const nearestQuarter = (x: Fraction) => x.mul(4).round().div(4);
const mixed = (x: Fraction) => x.toFraction(true);

function expected(item: Item): Fraction | string {
  const p = item.parameters;
  const [a, b] = [new Fraction(String(p.first)), new Fraction(String(p.second))];
  if (p.operation === 'add') return nearestQuarter(a.add(b));
  if (p.operation === 'subtract') return nearestQuarter(a.sub(b));
  const estimate = nearestQuarter(a.add(b));
  const ok = new Fraction(String(p.claimed)).sub(estimate).abs().compare(new Fraction(1, 4)) < 0;
  const choices = 'choices' in item.interaction ? item.interaction.choices : [];
  const fits = choices.filter(
    (c) => c.text.startsWith(ok ? 'Yes.' : 'No.') && c.text.endsWith(`close to ${mixed(estimate)}.`),
  );
  return fits.length === 1 ? fits[0]!.text : 'no single choice';
}

checkGenerator(benchmarkFractions, { independentAnswer: expected });

describe('4.3F benchmark fractions', () => {
  it('only uses fractions within 1/12 of a benchmark', () => {
    for (const { n, d, quarters } of NEAR_BENCHMARKS) {
      expect(new Fraction(n, d).sub(quarters, 4).abs().compare(new Fraction(1, 12))).toBeLessThanOrEqual(0);
    }
  });

  it('keeps every exact answer nearest to its estimate', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = benchmarkFractions.generate({ seed, difficulty: 'easy' });
      const exact = new Fraction(String(item.parameters.first)).add(String(item.parameters.second));
      const key = item.key.type === 'multiple-choice' ? item.key.correct : '';
      const keyed =
        item.interaction.type === 'multiple-choice'
          ? item.interaction.choices.find((c) => c.label === key)!.text
          : '';
      expect(exact.sub(new Fraction(keyed)).abs().compare(new Fraction(1, 8))).toBeLessThan(0);
    }
  });
});
