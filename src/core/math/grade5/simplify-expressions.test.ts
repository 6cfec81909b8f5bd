import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { evaluateWithFractions } from './fraction-evaluator';
import { simplifyExpressions } from './simplify-expressions';

// Independent path: a shunting-yard evaluator over fraction.js (fraction-evaluator.ts).
checkGenerator(simplifyExpressions, {
  independentAnswer: ({ parameters: p }) => evaluateWithFractions(String(p.expression)),
});

describe('5.4F simplify expressions', () => {
  it('uses no grouping for easy items, parentheses for medium and brackets around parentheses for hard', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const easy = String(simplifyExpressions.generate({ seed, difficulty: 'easy' }).parameters.expression);
      const medium = String(
        simplifyExpressions.generate({ seed, difficulty: 'medium' }).parameters.expression,
      );
      const hard = String(simplifyExpressions.generate({ seed, difficulty: 'hard' }).parameters.expression);
      expect(easy).not.toMatch(/[()[\]]/);
      expect(medium).toMatch(/\(/);
      expect(medium).not.toMatch(/\[/);
      expect(hard).toMatch(/\[.*\(.*\).*\]/);
    }
  });

  it('offers working from left to right as a known mistake whenever it gives a different whole number', () => {
    let offered = 0;
    for (let seed = 0; seed < 100; seed += 1) {
      const item = simplifyExpressions.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      if (item.key.type !== 'numeric-entry') throw new Error('type');
      if (item.key.knownMistakes.some((m) => m.note.includes('left to right'))) offered += 1;
    }
    expect(offered).toBeGreaterThan(80);
  });

  it('explains the steps in the order they are done, ending with the value', () => {
    const item = simplifyExpressions.generate({ seed: 2, difficulty: 'hard' });
    expect(item.explanation[0]).toMatch(/^In the parentheses/);
    expect(item.explanation.at(-1)).toMatch(/^The value of the expression is \d+\.$/);
  });
});
