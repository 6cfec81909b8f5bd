import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { addSubtractLikeFractions } from './add-subtract-like-fractions';

// Independent path: fraction.js reads the recorded numbers ("2 3/8" is a mixed number it parses).
const read = (text: string | number | undefined) => new Fraction(String(text));

checkGenerator(addSubtractLikeFractions, {
  independentAnswer: ({ parameters: p }) =>
    p.operation === 'add' ? read(p.first).add(read(p.second)) : read(p.first).sub(read(p.second)),
});

describe('4.3E add and subtract fractions with like denominators', () => {
  it('makes every hard item regroup: adding makes a new whole, subtracting breaks one up', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = addSubtractLikeFractions.generate({ seed, difficulty: 'hard' });
      const part = (text: string) => new Fraction(text.split(' ').at(-1)!);
      const [a, b] = [part(String(p.first)), part(String(p.second))];
      if (p.operation === 'add') expect(a.add(b).compare(1)).toBeGreaterThanOrEqual(0);
      else expect(a.compare(b)).toBeLessThan(0);
    }
  });

  it('keeps the answer unsimplified, in the denominator of the problem', () => {
    const item = addSubtractLikeFractions.generate({
      seed: 5,
      difficulty: 'easy',
      itemType: 'multiple-choice',
    });
    const denominators =
      item.interaction.type === 'multiple-choice'
        ? item.interaction.choices.map((c) => c.text.split('/')[1])
        : [];
    expect(
      denominators.filter(
        (d) => d === String(item.visual?.kind === 'fraction-bars' && item.visual.bars[0]!.parts),
      ).length,
    ).toBeGreaterThanOrEqual(2);
  });
});
