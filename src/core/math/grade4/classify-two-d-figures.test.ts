import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { classifyTwoDFigures } from './classify-two-d-figures';
import {
  cornerAngles,
  cornerDegrees,
  countParallelPairs,
  countPerpendicularPairs,
  parseCorners,
} from './figure-facts.test-helpers';

// Independent facts about named figures, written from the definitions rather than from the generator.
const ALWAYS: Record<string, readonly string[]> = {
  '2 pairs of parallel sides': ['square', 'rectangle', 'rhombus', 'parallelogram'],
  '4 right angles': ['square', 'rectangle'],
  'at least 1 pair of perpendicular sides': ['square', 'rectangle', 'right triangle'],
  'no parallel sides': ['right triangle', 'acute triangle', 'obtuse triangle'],
};

const numberIn = (text: string) => (/no /.test(text) ? 0 : Number(/(\d)/.exec(text)?.[1]));

/** Is this choice true of the item? Statements are read from their words and checked on the corners. */
function isTrue(item: Item, text: string): boolean {
  const p = item.parameters;
  if (p.focus === 'always') return ALWAYS[String(p.property)]!.includes(text);
  const corners = parseCorners(String(p.corners));
  const angles = cornerAngles(corners);
  const count = (kind: string) => angles.filter((a) => a === kind).length;
  if (text.includes('parallel')) return countParallelPairs(corners) === numberIn(text);
  if (text.includes('perpendicular'))
    return countPerpendicularPairs(corners) > 0 === text.includes('at least');
  if (text.includes('right angle')) return count('right') === numberIn(text);
  if (text.includes('obtuse')) return count('obtuse') > 0 === text.includes('at least');
  if (text.includes('acute')) return count('acute') === numberIn(text);
  throw new Error(`Unread statement: ${text}`);
}

const choicesOf = (item: Item) => ('choices' in item.interaction ? item.interaction.choices : []);

checkGenerator(classifyTwoDFigures, {
  independentAnswer: (item) => {
    const right = choicesOf(item).filter((choice) => isTrue(item, choice.text));
    return right.length === 1 ? right[0]!.text : `${right.length} true choices`;
  },
});

describe('4.6D classify two-dimensional figures', () => {
  it('marks exactly the true statements correct in multiselect items', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (let seed = 0; seed < 300; seed += 1) {
        const item = classifyTwoDFigures.generate({ seed, difficulty, itemType: 'multiselect' });
        const expected = choicesOf(item)
          .filter((c) => isTrue(item, c.text))
          .map((c) => c.label);
        expect(item.key.type === 'multiselect' && item.key.correct).toEqual(expected);
        expect(expected).toHaveLength(2);
      }
    }
  });

  it('draws every figure family on grid paper with its corners described', () => {
    const item = classifyTwoDFigures.generate({ seed: 5, difficulty: 'easy' });
    expect(item.visual).toMatchObject({ kind: 'polygon', showUnitSquares: true });
    expect(item.visual?.imageDescription).toMatch(/corners are at the grid points \(\d+, \d+\)/);
  });

  it('draws figures whose angles are clearly acute, right or obtuse (at least 12 degrees from 90)', () => {
    for (const difficulty of ['easy', 'medium'] as const) {
      for (let seed = 0; seed < 300; seed += 1) {
        const corners = parseCorners(
          String(classifyTwoDFigures.generate({ seed, difficulty }).parameters.corners),
        );
        for (const angle of cornerDegrees(corners))
          if (Math.abs(angle - 90) > 1e-9) expect(Math.abs(angle - 90)).toBeGreaterThanOrEqual(12);
      }
    }
  });
});
