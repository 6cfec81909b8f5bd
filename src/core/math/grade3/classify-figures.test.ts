import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { classifyFigures } from './classify-figures';

// Independent facts, typed again from a geometry glossary rather than imported from figure-facts.ts.
type Facts = {
  faces: number;
  vertices: number;
  edges: number;
  curved: boolean;
  circles: number;
  triangles: number;
};
const SOLID: Record<string, Facts> = {
  cube: { faces: 6, vertices: 8, edges: 12, curved: false, circles: 0, triangles: 0 },
  'rectangular prism': { faces: 6, vertices: 8, edges: 12, curved: false, circles: 0, triangles: 0 },
  'triangular prism': { faces: 5, vertices: 6, edges: 9, curved: false, circles: 0, triangles: 2 },
  cylinder: { faces: 2, vertices: 0, edges: -1, curved: true, circles: 2, triangles: 0 },
  cone: { faces: 1, vertices: 1, edges: -1, curved: true, circles: 1, triangles: 0 },
  sphere: { faces: 0, vertices: 0, edges: -1, curved: true, circles: 0, triangles: 0 },
};
const RULE: Record<string, (f: Facts) => boolean> = {
  'has a curved surface': (f) => f.curved,
  'has only flat faces': (f) => !f.curved,
  'has no vertices': (f) => f.vertices === 0,
  'has 8 vertices': (f) => f.vertices === 8,
  'has 6 vertices': (f) => f.vertices === 6,
  'has exactly 1 vertex': (f) => f.vertices === 1,
  'has 6 flat faces': (f) => f.faces === 6,
  'has 5 flat faces': (f) => f.faces === 5,
  'has no flat faces': (f) => f.faces === 0,
  'has a flat face that is a circle': (f) => f.circles >= 1,
  'has 2 flat faces that are circles': (f) => f.circles === 2,
  'has flat faces that are triangles': (f) => f.triangles >= 1,
  'has 12 edges': (f) => f.edges === 12,
  'has 9 edges': (f) => f.edges === 9,
};
const POLYGON: Record<number, string> = {
  3: 'triangle',
  4: 'quadrilateral',
  5: 'pentagon',
  6: 'hexagon',
  8: 'octagon',
};
const ID_NAME: Record<string, string> = {
  cube: 'cube',
  'rectangular-prism': 'rectangular prism',
  'triangular-prism': 'triangular prism',
  cylinder: 'cylinder',
  cone: 'cone',
  sphere: 'sphere',
};

const choiceTexts = (item: Item) =>
  'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];

/** The choice texts that are right, worked out from the facts above. */
function rightTexts(item: Item): string[] {
  const texts = choiceTexts(item);
  const model = item.parameters.model;
  if (model === 'polygon') {
    const sides = item.visual?.kind === 'polygon' ? item.visual.vertices.length : 0;
    const name = POLYGON[sides]!;
    const truths = [
      name,
      `It has ${sides} sides.`,
      `It has ${sides} vertices.`,
      `It is an ${name}.`,
      `It is a ${name}.`,
    ];
    return texts.filter((text) => truths.includes(text));
  }
  if (model === 'attribute') {
    const phrase = /Which (?:solid|\w+ solids) (.+)\?$/.exec(item.stem)![1]!.replace(/^have/, 'has');
    return texts.filter((text) => RULE[phrase]!(SOLID[text]!));
  }
  const [one, two] = String(item.parameters.group)
    .split('|')
    .map((group) => group.split('+').map((id) => SOLID[ID_NAME[id]!]!));
  return texts.filter((text) => {
    const test = RULE[text.charAt(0).toLowerCase() + text.slice(1)]!;
    return one!.every(test) && !two!.some(test);
  });
}

checkGenerator(classifyFigures, {
  independentAnswer: (item) => {
    const right = rightTexts(item);
    return right.length === 1 ? right[0]! : `ambiguous: ${right.join(' / ')}`;
  },
});

describe('3.6A classify and sort figures', () => {
  it('marks exactly the statements, solids or rules the facts make true in multiselect items', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (let seed = 0; seed < 300; seed += 1) {
        const item = classifyFigures.generate({ seed, difficulty, itemType: 'multiselect' });
        if (item.interaction.type !== 'multiselect' || item.key.type !== 'multiselect')
          throw new Error('type');
        const right = rightTexts(item);
        const marked = item.interaction.choices.filter(
          (c) => item.key.type === 'multiselect' && item.key.correct.includes(c.label),
        );
        expect(marked.map((c) => c.text).sort()).toEqual([...right].sort());
        expect(item.stem).toContain(['', 'one', 'two', 'three'][right.length]!);
      }
    }
  });

  it('draws the polygon for easy items and a table of the two groups for hard ones', () => {
    const easy = classifyFigures.generate({ seed: 2, difficulty: 'easy' });
    expect(easy.visual?.kind).toBe('polygon');
    const hard = classifyFigures.generate({ seed: 2, difficulty: 'hard' });
    expect(hard.visual).toMatchObject({ kind: 'table', headers: ['Group 1', 'Group 2'] });
    expect(hard.visual?.imageDescription).toMatch(/^A table with two groups\. Group 1: .+\. Group 2: .+\.$/);
  });

  it('never shows a cube and a rectangular prism where only one of them may be right', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const item = classifyFigures.generate({ seed, difficulty: 'medium', itemType: 'multiple-choice' });
      expect(rightTexts(item)).toHaveLength(1);
    }
  });
});
