import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { choiceWithValue } from './evaluate-expression.test-helpers';
import { stripDiagramsAndEquations } from './strip-diagrams-and-equations';

// Independent path: the story's answer from the recorded numbers with fraction.js; for multiple
// choice, the one printed equation whose right side has that value (parsed apart from the generator).
function storyAnswer(p: Record<string, number | string>): Fraction {
  const [a, b, c] = [new Fraction(Number(p.a)), new Fraction(Number(p.b)), new Fraction(Number(p.c))];
  if (p.shape === 'missing-part') return new Fraction(Number(p.total)).sub(a).sub(b);
  if (p.shape === 'groups-plus-more') return a.mul(b).add(c);
  return a.sub(b).div(c);
}

checkGenerator(stripDiagramsAndEquations, {
  independentAnswer: (item) =>
    item.interaction.type === 'multiple-choice'
      ? choiceWithValue(item.interaction.choices, storyAnswer(item.parameters))
      : storyAnswer(item.parameters),
});

describe('4.5A strip diagrams and equations', () => {
  it('writes every equation with a letter for the unknown', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = stripDiagramsAndEquations.generate({ seed, difficulty, itemType: 'multiple-choice' });
        if (item.interaction.type !== 'multiple-choice') continue;
        for (const choice of item.interaction.choices) expect(choice.text).toMatch(/^[a-z] = /);
      }
    }
  });

  it('draws a strip diagram whose parts add up to the total for easy items', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { visual, parameters: p } = stripDiagramsAndEquations.generate({ seed, difficulty: 'easy' });
      expect(visual?.kind).toBe('strip-diagram');
      if (visual?.kind === 'strip-diagram') {
        expect(visual.segments.reduce((sum, s) => sum + s.size, 0)).toBe(p.total);
      }
    }
  });
});
