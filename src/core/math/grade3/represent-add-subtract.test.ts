import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { representAddSubtract } from './represent-add-subtract';

/** n from the story, by fraction.js: the missing part, the difference, or a + b − c. */
function storyN({ parameters: p }: Item): Fraction {
  const [a, b, c] = [new Fraction(Number(p.a)), new Fraction(Number(p.b)), new Fraction(Number(p.c))];
  return p.structure === 'two-step' ? a.add(b).sub(c) : c.sub(a);
}

/** Evaluates "245 + n = 512" style equations for a value of n. */
function holds(equation: string, n: Fraction): boolean {
  const side = (text: string) =>
    text
      .replaceAll(',', '')
      .replaceAll('−', ' - ')
      .replaceAll('+', ' + ')
      .trim()
      .split(/\s+/)
      .reduce<{ total: Fraction; sign: number }>(
        ({ total, sign }, token) => {
          if (token === '+') return { total, sign: 1 };
          if (token === '-') return { total, sign: -1 };
          const value = token === 'n' ? n : new Fraction(token);
          return { total: total.add(value.mul(sign)), sign: 1 };
        },
        { total: new Fraction(0), sign: 1 },
      ).total;
  const [left, right] = equation.split('=');
  return side(left!).equals(side(right!));
}

// Independent path: the choice whose equation holds for the story's n (found with fraction.js).
checkGenerator(representAddSubtract, {
  independentAnswer: (item) => {
    const n = storyN(item);
    const choices = 'choices' in item.interaction ? item.interaction.choices : [];
    const true_ = choices.filter((c) => holds(c.text, n));
    return true_.length === 1 ? true_[0]!.text : 'not exactly one true equation';
  },
});

describe('3.5A represent addition and subtraction', () => {
  it('keys signs that make the inline equation true for the story', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (let seed = 0; seed < 200; seed += 1) {
        const item = representAddSubtract.generate({ seed, difficulty, itemType: 'inline-choice' });
        if (item.interaction.type !== 'inline-choice' || item.key.type !== 'inline-choice') throw new Error();
        const { blanks } = item.interaction;
        const chosen = item.key.blanks.map((b, i) => blanks[i]!.options[b.correctIndex]!);
        let k = 0;
        const equation = item.interaction.segments
          .map((s) => (s.kind === 'text' ? s.text : chosen[k++]!))
          .join('');
        expect(holds(equation, storyN(item)), equation).toBe(true);
      }
    }
  });

  it('draws a strip diagram for easy items and an open number line for medium ones', () => {
    expect(representAddSubtract.generate({ seed: 2, difficulty: 'easy' }).visual?.kind).toBe('strip-diagram');
    expect(representAddSubtract.generate({ seed: 2, difficulty: 'medium' }).visual?.kind).toBe('number-line');
  });
});
