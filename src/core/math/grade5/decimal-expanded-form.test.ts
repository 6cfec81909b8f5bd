import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { decimalExpandedForm } from './decimal-expanded-form';

/** Independent path: add up the terms the stem shows with fraction.js ("(3 × 1/10)" or "0.3"). */
function sumOfTerms(stem: string): Fraction {
  const expanded = stem.slice(stem.indexOf(': ') + 2, stem.lastIndexOf('. What'));
  const right = expanded.includes('=') ? expanded.slice(expanded.indexOf('=') + 1) : expanded;
  return right
    .split(' + ')
    .filter((term) => term.trim() !== '?')
    .map((term) => {
      const product = /\((\d+) × ([\d/]+)\)/.exec(term);
      return product ? new Fraction(product[1]!).mul(new Fraction(product[2]!)) : new Fraction(term.trim());
    })
    .reduce((sum, term) => sum.add(term), new Fraction(0));
}

checkGenerator(decimalExpandedForm, {
  independentAnswer: (item) => {
    const total = sumOfTerms(item.stem);
    if (item.parameters.ask === 'standard') return total;
    // The missing term is the number written before "in expanded form" minus the terms shown.
    const whole = /writes ([\d.]+) in expanded form/.exec(item.stem)![1]!;
    return new Fraction(whole).sub(total);
  },
});

describe('5.2A decimal expanded form', () => {
  it('always has a zero place in easy and medium numbers', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const difficulty of ['easy', 'medium'] as const) {
        const value = Number(decimalExpandedForm.generate({ seed, difficulty }).parameters.value);
        const [tenths, hundredths] = [Math.floor(value / 100) % 10, Math.floor(value / 10) % 10];
        expect(tenths === 0 || hundredths === 0).toBe(true);
      }
    }
  });

  it('writes medium items with fractions of ten and offers leaving out the zero', () => {
    const item = decimalExpandedForm.generate({ seed: 3, difficulty: 'medium', itemType: 'numeric-entry' });
    expect(item.stem).toMatch(/× 1\/10{1,3}\)/);
    if (item.key.type !== 'numeric-entry') throw new Error('type');
    expect(item.key.knownMistakes[0]!.note).toMatch(/zero place was left out/);
  });
});
