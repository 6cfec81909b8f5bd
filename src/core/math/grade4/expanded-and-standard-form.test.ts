import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { expandedAndStandardForm } from './expanded-and-standard-form';

// Independent path: add up the parts printed in the stem's expanded form with fraction.js.
function sumOfExpandedForm(stem: string): Fraction {
  const expanded = stem.slice(stem.indexOf(':') + 1, stem.indexOf('. What'));
  return expanded.split('+').reduce((sum, part) => {
    const [a, b] = part.replace(/[()\s,]/g, '').split('×');
    return sum.add(new Fraction(a!).mul(b ?? 1));
  }, new Fraction(0));
}

checkGenerator(expandedAndStandardForm, { independentAnswer: (item) => sumOfExpandedForm(item.stem) });

describe('4.2B expanded and standard form', () => {
  it('always has an empty place, so a 0 must be written', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = expandedAndStandardForm.generate({ seed, difficulty: 'medium' });
      const value = String(item.parameters.value);
      expect(value.slice(1)).toContain('0');
      expect(Number(value)).toBeLessThanOrEqual(999_999_999);
    }
  });

  it('records the same value in the parameters as the expanded form in the stem', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = expandedAndStandardForm.generate({ seed, difficulty: 'hard' });
      expect(sumOfExpandedForm(item.stem).mul(100).valueOf()).toBe(item.parameters.hundredths);
    }
  });
});
