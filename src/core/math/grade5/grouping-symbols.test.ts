import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { evaluateWithFractions } from './fraction-evaluator';
import { groupingSymbols } from './grouping-symbols';

// Independent path: the step or expression each item asks for, written from its numbers; for
// "which expression" items, the one choice whose value (read by the test's evaluator) matches.
function expected(item: Item): string {
  const p = item.parameters;
  const [a, b, c, d] = [Number(p.a), Number(p.b), Number(p.c), Number(p.d)];
  if (p.ask === 'first') {
    if (p.form === 0) return `Add ${b} and ${c}.`;
    if (p.form === 1) return `Add ${a} and ${b}.`;
    return `Subtract ${c} from ${b + c}.`;
  }
  if (p.ask === 'second')
    return p.form === 0 ? `Subtract ${c + d} from ${b}.` : `Multiply ${a + b} and ${c}.`;
  const inner = p.form === 1 ? new Fraction(b).sub(c) : new Fraction(b).add(c);
  const value = p.form === 2 ? inner.div(a) : inner.mul(a);
  const texts =
    item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((ch) => ch.text) : [];
  return texts.find((t) => evaluateWithFractions(t).equals(value)) ?? 'none';
}

checkGenerator(groupingSymbols, { independentAnswer: expected });

describe('5.4E parentheses and brackets', () => {
  it('gives exactly one expression with the value the words describe', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = groupingSymbols.generate({ seed, difficulty: 'medium' });
      const p = item.parameters;
      const inner =
        p.form === 1
          ? new Fraction(Number(p.b)).sub(Number(p.c))
          : new Fraction(Number(p.b)).add(Number(p.c));
      const value = p.form === 2 ? inner.div(Number(p.a)) : inner.mul(Number(p.a));
      const texts =
        item.interaction.type === 'multiple-choice' ? item.interaction.choices.map((ch) => ch.text) : [];
      expect(texts.filter((t) => evaluateWithFractions(t).equals(value))).toHaveLength(1);
    }
  });

  it('nests parentheses inside brackets in hard items', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      expect(groupingSymbols.generate({ seed, difficulty: 'hard' }).stem).toMatch(/\[.*\(.*\).*\]/);
    }
  });
});
