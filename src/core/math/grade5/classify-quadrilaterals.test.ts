import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { classifyQuadrilaterals, HIERARCHY_STATEMENTS } from './classify-quadrilaterals';

// Independent path: the names are defined here by attribute tests, and a drawn figure's attributes are
// measured from its grid vertices (parallel sides by cross products, right angles by dot products).
interface Attr {
  pairs: number;
  right: boolean;
  equal: boolean;
}
const IS: Record<string, (a: Attr) => boolean> = {
  square: (a) => a.right && a.equal,
  rectangle: (a) => a.right,
  rhombus: (a) => a.equal,
  parallelogram: (a) => a.pairs === 2,
  trapezoid: (a) => a.pairs === 1,
  quadrilateral: () => true,
  pentagon: () => false,
  triangle: () => false,
  hexagon: () => false,
};
const SINGULAR: Record<string, string> = {
  squares: 'square',
  rectangles: 'rectangle',
  rhombuses: 'rhombus',
  parallelograms: 'parallelogram',
  trapezoids: 'trapezoid',
  quadrilaterals: 'quadrilateral',
};
/** Every attribute mix a quadrilateral can have: 4 right angles or 4 equal sides force 2 parallel pairs. */
const POSSIBLE: Attr[] = [0, 1, 2].flatMap((pairs) =>
  [false, true].flatMap((right) =>
    [false, true].flatMap((equal) => ((right || equal) && pairs !== 2 ? [] : [{ pairs, right, equal }])),
  ),
);
const CLUES: Record<string, (a: Attr) => boolean> = {
  'It has 4 right angles.': (a) => a.right,
  'It has 4 sides of the same length.': (a) => a.equal,
  'It has 2 pairs of parallel sides.': (a) => a.pairs === 2,
  'It has exactly 1 pair of parallel sides.': (a) => a.pairs === 1,
  'It has 2 pairs of parallel sides and no right angles.': (a) => a.pairs === 2 && !a.right,
  'It has 4 sides of the same length and no right angles.': (a) => a.equal && !a.right,
  'It has 4 right angles, but its sides are not all the same length.': (a) => a.right && !a.equal,
};

function measured(item: Item): Attr {
  if (item.visual?.kind !== 'polygon') throw new Error('no figure');
  const v = item.visual.vertices;
  const sides = v.map((p, i) => ({ x: v[(i + 1) % 4]!.x - p.x, y: v[(i + 1) % 4]!.y - p.y }));
  const cross = (i: number, j: number) => sides[i]!.x * sides[j]!.y - sides[i]!.y * sides[j]!.x;
  const dot = (i: number, j: number) => sides[i]!.x * sides[j]!.x + sides[i]!.y * sides[j]!.y;
  const lengths = sides.map((s) => s.x * s.x + s.y * s.y);
  return {
    pairs: (cross(0, 2) === 0 ? 1 : 0) + (cross(1, 3) === 0 ? 1 : 0),
    right: [0, 1, 2, 3].every((i) => dot(i, (i + 1) % 4) === 0),
    equal: lengths.every((length) => length === lengths[0]),
  };
}

function isTrue(item: Item, text: string): boolean {
  if (item.parameters.task === 'name-figure') return IS[text]!(measured(item));
  if (item.parameters.task === 'must-be') {
    const clue = Object.keys(CLUES).find((sentence) => item.stem.includes(sentence))!;
    return POSSIBLE.filter(CLUES[clue]!).every(IS[text]!);
  }
  const [, quantifier, a, b] = /^(All|Some|No) (\w+) are (\w+)\.$/.exec(text)!;
  const [inA, inB] = [IS[SINGULAR[a!]!]!, IS[SINGULAR[b!]!]!];
  const both = POSSIBLE.filter((x) => inA(x) && inB(x));
  if (quantifier === 'All') return POSSIBLE.filter(inA).every(inB);
  return quantifier === 'Some' ? both.length > 0 : both.length === 0;
}

checkGenerator(classifyQuadrilaterals, {
  independentAnswer: (item) => {
    const choices = 'choices' in item.interaction ? item.interaction.choices : [];
    const right = choices.filter((choice) => isTrue(item, choice.text));
    return right.length === 1 ? right[0]!.text : `${right.length} true choices`;
  },
});

describe('5.5A classify quadrilaterals', () => {
  it('marks exactly the true names or statements in multiselect items', () => {
    for (let seed = 0; seed < 600; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = classifyQuadrilaterals.generate({ seed, difficulty, itemType: 'multiselect' });
        if (item.interaction.type !== 'multiselect' || item.key.type !== 'multiselect') throw new Error();
        const truly = item.interaction.choices.filter((c) => isTrue(item, c.text)).map((c) => c.label);
        expect(item.key.correct).toEqual(truly);
        expect(item.stem).toContain(`Select ${['', '', 'TWO', 'THREE', 'FOUR', 'FIVE'][truly.length]}`);
      }
    }
  });

  it('only states facts that hold under either trapezoid definition', () => {
    for (const { text } of HIERARCHY_STATEMENTS) {
      if (!text.includes('trapezoid')) continue;
      expect(text).toMatch(/^All trapezoids are|trapezoids\.$/);
      if (text.endsWith('trapezoids.')) expect(text).toMatch(/^All quadrilaterals/);
    }
  });

  it('draws each easy figure so its grid vertices show the attributes the stem states', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = classifyQuadrilaterals.generate({ seed, difficulty: 'easy', itemType: 'multiple-choice' });
      const kind = String(item.parameters.kind);
      expect(IS[kind]!(measured(item))).toBe(true);
      for (const other of ['square', 'rectangle', 'rhombus', 'parallelogram', 'trapezoid']) {
        if (IS[other]!(measured(item)))
          expect(POSSIBLE.filter(IS[kind]!).every(IS[other]!) || other === kind).toBe(true);
      }
    }
  });
});
