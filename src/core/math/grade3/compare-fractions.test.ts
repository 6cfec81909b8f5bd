import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { compareFractions } from './compare-fractions';

/** Who holds the greater fraction, read from the stem and compared with fraction.js. */
function greaterHolder(stem: string, first: string, second: string): string {
  const holder = (fraction: string) => new RegExp(`(\\S+) has ${fraction} of`).exec(stem)?.[1] ?? '?';
  return new Fraction(first).compare(new Fraction(second)) > 0 ? holder(first) : holder(second);
}

// Independent path: fraction.js decides who has more; the right choice is the one naming that person.
checkGenerator(compareFractions, {
  independentAnswer: (item) => {
    const { first, second } = item.parameters as { first: string; second: string };
    const winner = greaterHolder(item.stem, first, second);
    const choices = 'choices' in item.interaction ? item.interaction.choices : [];
    const naming = choices.filter((c) => c.text.startsWith(`${winner} has more.`));
    return naming.length === 1 ? naming[0]!.text : 'no single choice names the winner';
  },
});

describe('3.3H compare fractions', () => {
  it('keys the symbol that fraction.js agrees with, and the reason that fits the kind of pair', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = compareFractions.generate({ seed, difficulty: 'hard', itemType: 'inline-choice' });
      if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice') throw new Error();
      const { first, second, kind } = item.parameters as { first: string; second: string; kind: string };
      const [symbolKey, reasonKey] = item.key.blanks;
      const symbol = item.interaction.blanks[0]!.options[symbolKey!.correctIndex];
      expect(symbol).toBe(new Fraction(first).compare(new Fraction(second)) > 0 ? '>' : '<');
      const reason = item.interaction.blanks[1]!.options[reasonKey!.correctIndex];
      expect(reason).toMatch(kind === 'same-denominator' ? /same size/ : /numbers of pieces are the same/);
    }
  });

  it('pairs share a numerator or a denominator, as 3.3H asks', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { first, second } = compareFractions.generate({ seed, difficulty: 'hard' }).parameters;
      const [[a, b], [c, d]] = [String(first).split('/'), String(second).split('/')];
      expect(a === c || b === d).toBe(true);
      expect(first).not.toBe(second);
    }
  });
});
