import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { compareOrderNumbers } from './compare-order-numbers';

const valueOf = (text: string) => new Fraction(text.replaceAll(',', ''));
const withCommas = (value: number) => value.toLocaleString('en-US');

// Independent path: fraction.js comparisons of the choices shown. For a comparison, the right choice is
// the one on the asked side of x; for an order, the recorded numbers sorted and written with commas.
checkGenerator(compareOrderNumbers, {
  independentAnswer: (item) => {
    const p = item.parameters;
    if (p.kind === 'order') {
      const numbers = String(p.numbers).split(' ').map(Number);
      const leastFirst = p.direction === 'least-first';
      numbers.sort((a, b) => new Fraction(a).compare(b) * (leastFirst ? 1 : -1));
      return numbers.map(withCommas).join(leastFirst ? ' < ' : ' > ');
    }
    if (item.interaction.type !== 'multiple-choice') return '';
    const x = new Fraction(Number(p.x));
    const fits = item.interaction.choices.filter((c) =>
      p.direction === 'greater' ? valueOf(c.text).compare(x) > 0 : valueOf(c.text).compare(x) < 0,
    );
    return fits.length === 1 ? fits[0]!.text : 'more than one choice fits';
  },
});

describe('3.2D compare and order numbers', () => {
  it('puts the right symbol in the comparison sentence', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = compareOrderNumbers.generate({ seed, difficulty: 'medium', itemType: 'inline-choice' });
      const { x, answer } = item.parameters as { x: number; answer: number };
      const key = item.key.type === 'inline-choice' ? item.key.blanks[0]!.correctIndex : -1;
      const blank = item.interaction.type === 'inline-choice' ? item.interaction.blanks[0]!.options : [];
      expect(blank[key]).toBe(answer > x ? '>' : '<');
    }
  });

  it('orders with one blank per place, each answered by a different number', () => {
    const item = compareOrderNumbers.generate({ seed: 3, difficulty: 'hard', itemType: 'inline-choice' });
    if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice') throw new Error();
    expect(item.interaction.blanks).toHaveLength(4);
    expect(new Set(item.key.blanks.map((b) => b.correctIndex)).size).toBe(4);
  });
});
