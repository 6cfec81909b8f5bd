import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { measurementWordProblems } from './measurement-word-problems';

// Independent path: fraction.js on the recorded quantities. Times become minutes after midnight by
// counting hours of 60; money is read in dollars; metric amounts are converted with the named factor.
function expected({ parameters: p }: Item): Fraction {
  switch (p.quantity) {
    case 'money':
      return p.operation === 'add'
        ? new Fraction(Number(p.first)).add(Number(p.second))
        : new Fraction(Number(p.first)).sub(Number(p.second));
    case 'time':
      return new Fraction(Number(p.endHour))
        .sub(Number(p.startHour))
        .mul(60)
        .add(Number(p.endMinute))
        .sub(Number(p.startMinute));
    default:
      return new Fraction(Number(p.whole))
        .mul(Number(p.factor))
        .sub(new Fraction(Number(p.count)).mul(Number(p.each)));
  }
}

checkGenerator(measurementWordProblems, {
  independentAnswer: (item) =>
    item.interaction.type === 'multiple-choice' && item.parameters.quantity === 'money'
      ? `$${expected(item).valueOf().toFixed(2)}`
      : expected(item),
});

describe('4.8C measurement problems', () => {
  it('writes money with a dollar sign and two decimal places in every choice', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = measurementWordProblems.generate({
        seed,
        difficulty: 'easy',
        itemType: 'multiple-choice',
      });
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((c) => c.text) : [];
      for (const text of texts) expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    }
  });

  it('offers "an hour is 100 minutes" as a wrong answer for time intervals', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = measurementWordProblems.generate({
        seed,
        difficulty: 'medium',
        itemType: 'numeric-entry',
      });
      const p = item.parameters as Record<string, number>;
      const asHundreds = p.endHour! * 100 + p.endMinute! - (p.startHour! * 100 + p.startMinute!);
      const known =
        item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
      expect(known).toContain(asHundreds);
    }
  });

  it('shows the start time on the clock', () => {
    const item = measurementWordProblems.generate({ seed: 7, difficulty: 'medium' });
    const p = item.parameters as Record<string, number>;
    expect(item.visual).toMatchObject({ kind: 'analog-clock', hour: p.startHour, minute: p.startMinute });
  });

  it('always leaves something after the two-step metric problems', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      const item = measurementWordProblems.generate({ seed, difficulty: 'hard', itemType: 'numeric-entry' });
      expect(item.key.type === 'numeric-entry' && item.key.value.numerator).toBeGreaterThan(0);
    }
  });
});
