import type { ItemType } from '../../items/item-types';
import type { PolygonVisual, TableVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { capitalise, opening, withArticle } from '../story-text';
import {
  ATTRIBUTES,
  describes,
  FAMILIES,
  isSubset,
  MEMBERS,
  NEEDS,
  overlaps,
  PLURAL,
  type Family,
  type Kind,
} from './quadrilateral-families';

/**
 * 5.5A: classify two-dimensional figures in a hierarchy of sets and subsets. Easy: name a figure drawn
 * on grid paper from its attributes (a square is also a rectangle, a rhombus, a parallelogram). Medium:
 * true statements about the sets ("All squares are rectangles"), with an attribute table as the
 * graphic organizer. Hard: from a clue, which names must describe a figure, not just could. Wrong
 * choices: the subset read backwards (every rectangle is a square), a name that could fit but need not,
 * and a trapezoid for a figure with two pairs of parallel sides.
 */
type Choice = ChoiceProblem['choices'][number];

const COUNT_WORDS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];
const selectAll = (count: number) => `Select ${COUNT_WORDS[count]} correct answers.`;

/** "It has 4 right angles. Its sides are not all the same length." — what the figure shows. */
const ATTRIBUTE_TEXT: Record<Kind, string> = {
  square: 'It has 4 right angles and 4 sides of the same length.',
  rectangle: 'It has 4 right angles, but its sides are not all the same length.',
  rhombus: 'It has 4 sides of the same length and no right angles.',
  parallelogram: 'It has 2 pairs of parallel sides. It has no right angles, and its sides are not all equal.',
  trapezoid: 'It has exactly 1 pair of parallel sides.',
  other: 'It has no parallel sides.',
};

/** Why a name does not fit a figure of this kind, from the attribute it lacks. */
function whyNot(name: Family, kind: Kind): string {
  const has = ATTRIBUTES[kind];
  const lacks: Record<Family, string> = {
    square: has.fourRightAngles
      ? 'Its sides are not all the same length.'
      : 'It does not have 4 right angles.',
    rectangle: 'It does not have 4 right angles.',
    rhombus: 'Its sides are not all the same length.',
    parallelogram:
      has.parallelPairs === 1 ? 'It has only 1 pair of parallel sides.' : 'It has no parallel sides.',
    trapezoid: has.parallelPairs === 2 ? 'It has 2 pairs of parallel sides.' : 'It has no parallel sides.',
    quadrilateral: 'It has 4 sides.',
  };
  return `${NEEDS[name]} ${lacks[name]}`;
}

const OTHER_POLYGONS: readonly Choice[] = [
  { text: 'pentagon', correct: false, note: 'A pentagon has 5 sides. This figure has 4 sides.' },
  { text: 'triangle', correct: false, note: 'A triangle has 3 sides. This figure has 4 sides.' },
  { text: 'hexagon', correct: false, note: 'A hexagon has 6 sides. This figure has 4 sides.' },
];

/** Vertices on a unit grid for a figure of each kind, sized by the random stream. */
function vertices(random: Random, kind: Kind): { x: number; y: number }[] {
  const at = (...points: [number, number][]) => points.map(([x, y]) => ({ x, y }));
  switch (kind) {
    case 'square': {
      const s = random.int(3, 7);
      return at([0, 0], [s, 0], [s, s], [0, s]);
    }
    case 'rectangle': {
      const l = random.int(4, 9);
      const w = random.int(2, l - 1);
      return random.chance(1, 2) ? at([0, 0], [l, 0], [l, w], [0, w]) : at([0, 0], [w, 0], [w, l], [0, l]);
    }
    case 'rhombus': {
      if (random.chance(1, 2)) {
        // A 3-4-5 slant keeps every side exactly 5 units long.
        return random.chance(1, 2) ? at([0, 0], [5, 0], [8, 4], [3, 4]) : at([3, 0], [8, 0], [5, 4], [0, 4]);
      }
      const a = random.int(2, 5);
      let b = random.int(2, 4);
      if (b === a) b = a === 2 ? 3 : a - 1;
      return at([0, b], [a, 0], [2 * a, b], [a, 2 * b]);
    }
    case 'parallelogram': {
      const base = random.int(4, 8);
      const shift = random.int(1, 3);
      const height = random.int(2, 4);
      // Slanted sides never match the base (3-4-5 would make a rhombus).
      const slant = shift * shift + height * height === base * base ? shift + 1 : shift;
      return at([0, 0], [base, 0], [base + slant, height], [slant, height]);
    }
    case 'trapezoid': {
      const base = random.int(6, 9);
      const height = random.int(2, 4);
      const left = random.int(0, 2);
      const right = random.int(left === 0 ? 1 : 0, 2);
      return at([0, 0], [base, 0], [base - right, height], [left, height]);
    }
    default:
      return at([0, 1], [6, 0], [5, 4], [1, 3]);
  }
}

function figureVisual(random: Random, kind: Kind): PolygonVisual {
  return {
    kind: 'polygon',
    vertices: vertices(random, kind),
    sideLabels: [null, null, null, null],
    showUnitSquares: true,
    imageDescription: `A figure with 4 straight sides drawn on grid paper. ${ATTRIBUTE_TEXT[kind]}`,
  };
}

/** The names that describe the figure, most exact first, then the ones that do not. */
function nameFigure(random: Random, story: StoryContext, itemType: ItemType): ChoiceProblem {
  const kind = random.pick(['square', 'rectangle', 'rhombus', 'parallelogram', 'trapezoid'] as const);
  const visual = figureVisual(random, kind);
  const fits = FAMILIES.filter((family) => describes(family, kind));
  const misses = FAMILIES.filter((family) => !describes(family, kind));
  const multiselect = itemType === 'multiselect';
  // Multiple choice shows one right name: any that fits except the plain "quadrilateral".
  const shown = multiselect ? fits : [random.pick(fits.filter((family) => family !== 'quadrilateral'))];
  const wrong: Choice[] = [
    ...misses.map((family) => ({ text: family, correct: false, note: whyNot(family, kind) })),
    ...OTHER_POLYGONS,
  ];
  const wrongCount = multiselect ? Math.min(6 - shown.length, 4) : 3;
  const choices: Choice[] = [
    ...shown.map((family) => ({ text: family, correct: true })),
    ...random.sample(wrong.slice(0, Math.max(wrongCount, misses.length)), wrongCount),
  ];
  const most = fits[0]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws a figure on grid paper. ${ATTRIBUTE_TEXT[kind]} ${
      multiselect
        ? `Which names describe the figure? ${selectAll(shown.length)}`
        : 'Which name describes the figure?'
    }`,
    visual,
    choices,
    hints: [
      'Check each name. Does the figure have everything that name needs?',
      `Count the pairs of parallel sides. Look for right angles and equal sides.`,
      `A figure can have more than one name. A square is also a rectangle.`,
    ],
    explanation: [
      `${ATTRIBUTE_TEXT[kind].replace('It', 'The figure')}`,
      `So its most exact name is ${most}.`,
      fits.length > 2
        ? `Every ${most} is also ${fits
            .slice(1)
            .map((family) => withArticle(family))
            .join(', ')
            .replace(/, ([^,]*)$/, ' and $1')}.`
        : `Every ${most} is also a quadrilateral.`,
      multiselect
        ? `The names that describe it: ${fits.join(', ')}.`
        : `${capitalise(withArticle(shown[0]!))} is a name that fits.`,
    ],
    parameters: { task: 'name-figure', kind },
  };
}

interface Statement {
  text: string;
  correct: boolean;
  note?: string;
  /** Why a true statement holds, for the explanation. */
  why?: string;
}

/** Statements that keep their truth under either trapezoid definition. */
function statements(): Statement[] {
  const parallelogramFamily: readonly Family[] = ['square', 'rectangle', 'rhombus', 'parallelogram'];
  const list: Statement[] = [];
  for (const a of FAMILIES) {
    for (const b of FAMILIES) {
      if (a === b) continue;
      const touchesTrapezoid =
        (a === 'trapezoid' && parallelogramFamily.includes(b)) ||
        (b === 'trapezoid' && parallelogramFamily.includes(a));
      const all = isSubset(a, b);
      const allText = `All ${PLURAL[a]} are ${PLURAL[b]}.`;
      if (!touchesTrapezoid || a === 'trapezoid') {
        const note = overlaps(a, b)
          ? `Some ${PLURAL[a]} are not ${PLURAL[b]}. ${NEEDS[b]}`
          : `${NEEDS[a]} But ${withArticle(b)} has 2 pairs of parallel sides.`;
        const why = `Every ${a} has what ${withArticle(b)} needs. ${NEEDS[b]}`;
        list.push(all ? { text: allText, correct: true, why } : { text: allText, correct: false, note });
      }
      if (touchesTrapezoid || a === 'quadrilateral' || b === 'quadrilateral') continue;
      if (!all && overlaps(a, b)) {
        const text = `Some ${PLURAL[a]} are ${PLURAL[b]}.`;
        list.push({ text, correct: true, why: `A square is both ${withArticle(a)} and ${withArticle(b)}.` });
      }
      if (overlaps(a, b)) {
        const shared = MEMBERS[a].find((kind) => MEMBERS[b].includes(kind))!;
        list.push({
          text: `No ${PLURAL[a]} are ${PLURAL[b]}.`,
          correct: false,
          note: `A ${shared} is in both groups, so some ${PLURAL[a]} are ${PLURAL[b]}.`,
        });
      }
    }
  }
  return list;
}
const STATEMENTS = statements();

const tick = (yes: boolean) => (yes ? 'yes' : 'no');
const ATTRIBUTE_TABLE: TableVisual = {
  kind: 'table',
  title: 'Attributes of quadrilaterals',
  headers: ['Figure', '2 pairs of parallel sides', '4 right angles', '4 equal sides'],
  rows: (['square', 'rectangle', 'rhombus', 'parallelogram'] as const).map((kind) => [
    kind,
    tick(ATTRIBUTES[kind].parallelPairs === 2),
    tick(ATTRIBUTES[kind].fourRightAngles),
    tick(ATTRIBUTES[kind].fourEqualSides),
  ]),
  imageDescription:
    'A table of attributes. Square: 2 pairs of parallel sides yes, 4 right angles yes, 4 equal sides yes. Rectangle: yes, yes, no. Rhombus: yes, no, yes. Parallelogram: yes, no, no.',
};

function trueStatements(random: Random, story: StoryContext, itemType: ItemType): ChoiceProblem {
  const multiselect = itemType === 'multiselect';
  const right = random.sample(
    STATEMENTS.filter((s) => s.correct),
    multiselect ? 2 : 1,
  );
  const wrong = random.sample(
    STATEMENTS.filter((s) => !s.correct),
    3,
  );
  const first = right[0]!;
  return {
    kind: 'choices',
    stem: `${story.name} and ${story.otherName} sort figures into groups. They use the table to help. ${
      multiselect ? `Which statements are true? ${selectAll(2)}` : 'Which statement is true?'
    }`,
    visual: ATTRIBUTE_TABLE,
    choices: [
      ...right.map((s) => ({ text: s.text, correct: true })),
      ...wrong.map((s) => ({ text: s.text, correct: false, note: s.note! })),
    ],
    hints: [
      '"All A are B" is true only when every A has what a B needs.',
      'Use the table. A square has every attribute a rectangle needs.',
      'A rectangle does not need 4 equal sides, so not every rectangle is a square.',
    ],
    explanation: [
      'A group is inside another when its figures have everything the bigger group needs.',
      'Squares are inside rectangles and rhombuses. All four are inside parallelograms.',
      first.why!,
      `So "${first.text}" is true.`,
    ],
    parameters: { task: 'true-statements', pick: right.map((s) => STATEMENTS.indexOf(s)).join('-') },
  };
}

interface Clue {
  text: string;
  kinds: readonly Kind[];
}

const CLUES: readonly Clue[] = [
  { text: 'It has 4 right angles.', kinds: ['square', 'rectangle'] },
  { text: 'It has 4 sides of the same length.', kinds: ['square', 'rhombus'] },
  { text: 'It has 2 pairs of parallel sides.', kinds: ['square', 'rectangle', 'rhombus', 'parallelogram'] },
  { text: 'It has exactly 1 pair of parallel sides.', kinds: ['trapezoid'] },
  { text: 'It has 2 pairs of parallel sides and no right angles.', kinds: ['rhombus', 'parallelogram'] },
  { text: 'It has 4 sides of the same length and no right angles.', kinds: ['rhombus'] },
  { text: 'It has 4 right angles, but its sides are not all the same length.', kinds: ['rectangle'] },
];

function mustBe(random: Random, story: StoryContext, itemType: ItemType): ChoiceProblem {
  const clueIndex = random.int(0, CLUES.length - 1);
  const clue = CLUES[clueIndex]!;
  const multiselect = itemType === 'multiselect';
  const must = FAMILIES.filter((family) => clue.kinds.every((kind) => describes(family, kind)));
  const could = FAMILIES.filter((f) => !must.includes(f) && clue.kinds.some((kind) => describes(f, kind)));
  const cannot = FAMILIES.filter((f) => !must.includes(f) && !could.includes(f));
  const shownRight = multiselect ? must : [random.pick(must.filter((family) => family !== 'quadrilateral'))];
  const wrong: Choice[] = [
    ...could.map((family) => ({
      text: family,
      correct: false,
      note: `It could be ${withArticle(family)}, but it does not have to be. ${NEEDS[family]}`,
    })),
    ...cannot.map((family) => ({
      text: family,
      correct: false,
      note: `It cannot be ${withArticle(family)}. ${NEEDS[family]}`,
    })),
  ];
  const mostExact = must[0]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} thinks of a figure with 4 sides. ${clue.text} ${
      multiselect ? `Which names must describe it? ${selectAll(must.length)}` : 'Which name must describe it?'
    }`,
    choices: [...shownRight.map((family) => ({ text: family, correct: true })), ...wrong],
    hints: [
      '"Must" means the name fits every figure with this clue, not just some.',
      'Think of all the figures that fit the clue. Does the name fit each one?',
      `The figures that fit the clue are ${clue.kinds.map((kind) => PLURAL[kind as Family]).join(' and ')}.`,
    ],
    explanation: [
      `Figures that fit the clue: ${clue.kinds.map((kind) => PLURAL[kind as Family]).join(' and ')}.`,
      `Every one of them is ${withArticle(mostExact)}, so it must be ${withArticle(mostExact)}.`,
      could.length > 0
        ? `It could be ${could.map((f) => withArticle(f)).join(' or ')}, but it does not have to be.`
        : `No other name fits every figure with this clue.`,
      `The names that must fit: ${must.join(', ')}.`,
    ],
    parameters: { task: 'must-be', clue: clueIndex },
  };
}

export const classifyQuadrilaterals = defineGenerator({
  id: '5.5A.classify-quadrilaterals',
  version: 1,
  teksCode: '5.5A',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 20 },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'easy') return nameFigure(random, story, itemType);
    if (difficulty === 'medium') return trueStatements(random, story, itemType);
    return mustBe(random, story, itemType);
  },
});

/** For tests: the statements the medium items draw from. */
export const HIERARCHY_STATEMENTS = STATEMENTS;
