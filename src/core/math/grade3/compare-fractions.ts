import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { FractionBarsVisual } from '../../items/visual-types';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, InlineProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionText as f, type WordChoice } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.3H: compare two fractions with the same numerator or the same denominator, and say why. Easy: same
 * denominator, with fraction bars; medium: same numerator, with fraction bars; hard: either kind with
 * no picture, choosing the reason too. Wrong choices: "a greater denominator means a greater
 * fraction", "same numerator means the same amount", and flipping the symbol.
 */
const DENOMINATORS = [2, 3, 4, 6, 8] as const;
const PIECE_NAMES: Record<number, string> = {
  2: 'halves',
  3: 'thirds',
  4: 'fourths',
  6: 'sixths',
  8: 'eighths',
};

type Kind = 'same-denominator' | 'same-numerator';

interface Pair {
  kind: Kind;
  /** The first person's fraction, then the second's. */
  first: [number, number];
  second: [number, number];
}

function drawPair(random: Random, kind: Kind): Pair {
  if (kind === 'same-denominator') {
    const b = random.pick([3, 4, 6, 8]);
    const [x, y] = random.sample(
      times(b, (i) => i + 1),
      2,
    ) as [number, number];
    return { kind, first: [x, b], second: [y, b] };
  }
  const [b, d] = random.sample([...DENOMINATORS], 2) as [number, number];
  const a = random.int(1, Math.min(b, d) - (Math.min(b, d) > 2 ? 1 : 0));
  return { kind, first: [a, b], second: [a, d] };
}

const value = ([p, q]: [number, number]) => p / q;

interface Told {
  pair: Pair;
  /** Name of the person with more, then less. */
  more: string;
  less: string;
  symbol: '>' | '<';
  why: string;
}

function tell(story: StoryContext, pair: Pair): Told {
  const firstMore = value(pair.first) > value(pair.second);
  const [big, small] = firstMore ? [pair.first, pair.second] : [pair.second, pair.first];
  const why =
    pair.kind === 'same-denominator'
      ? `Both are cut into ${PIECE_NAMES[big[1]]}, so the pieces are the same size. ${pieces(big[0])} are more than ${pieces(small[0])}.`
      : `Both have ${pieces(big[0])}. ${capitalFirst(PIECE_NAMES[big[1]]!)} are bigger pieces than ${PIECE_NAMES[small[1]]}.`;
  return {
    pair,
    more: firstMore ? story.name : story.otherName,
    less: firstMore ? story.otherName : story.name,
    symbol: firstMore ? '>' : '<',
    why,
  };
}

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;
const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function bars(story: StoryContext, { first, second }: Pair): FractionBarsVisual {
  return {
    kind: 'fraction-bars',
    bars: [
      { parts: first[1], shaded: first[0], label: `${story.name}: ${f(...first)}` },
      { parts: second[1], shaded: second[0], label: `${story.otherName}: ${f(...second)}` },
    ],
    imageDescription: `Two fraction bars of the same size. ${story.name}'s bar has ${first[1]} equal parts with ${first[0]} shaded. ${story.otherName}'s bar has ${second[1]} equal parts with ${second[0]} shaded.`,
  };
}

function setUp(story: StoryContext, pair: Pair): string {
  const { name, otherName, whole } = story;
  return `${opening(story)}${name} has ${f(...pair.first)} of ${withArticle(whole.one)}. ${otherName} has ${f(...pair.second)} of ${withArticle(whole.one)}. The two ${whole.many} are the same size.`;
}

const hintsFor = (kind: Kind) =>
  kind === 'same-denominator'
    ? [
        'Look at the denominators. Are the pieces the same size?',
        'When the pieces are the same size, compare how many pieces each person has.',
        'More pieces of the same size is the greater fraction.',
      ]
    : [
        'Look at the numerators. Do both have the same number of pieces?',
        'When the numerators match, compare the size of the pieces.',
        'A whole cut into fewer pieces has bigger pieces.',
      ];

function whoHasMore(story: StoryContext, told: Told, visual: boolean): ChoiceProblem {
  const { pair, more, less } = told;
  const [big, small] = more === story.name ? [pair.first, pair.second] : [pair.second, pair.first];
  const choices: WordChoice[] =
    pair.kind === 'same-denominator'
      ? [
          { text: `${more} has more. ${more} has more pieces of the same size.`, correct: true },
          {
            text: `${less} has more. ${less} has more pieces of the same size.`,
            correct: false,
            note: `${less} has ${pieces(small[0])} and ${more} has ${big[0]}. Count the shaded pieces again.`,
          },
          {
            text: `They have the same amount. Both are cut into ${PIECE_NAMES[big[1]]}.`,
            correct: false,
            note: 'The pieces are the same size, but the two have different numbers of pieces.',
          },
          {
            text: `${less} has more. Fewer pieces are bigger pieces.`,
            correct: false,
            note: `All the pieces are ${PIECE_NAMES[big[1]]}, the same size. Here the number of pieces decides.`,
          },
        ]
      : [
          {
            text: `${more} has more. ${capitalFirst(PIECE_NAMES[big[1]]!)} are bigger than ${PIECE_NAMES[small[1]]}.`,
            correct: true,
          },
          {
            text: `${less} has more. ${small[1]} is greater than ${big[1]}.`,
            correct: false,
            note: 'A greater denominator means the whole is cut into more pieces, so each piece is smaller.',
          },
          {
            text: `They have the same amount. Both have ${pieces(big[0])}.`,
            correct: false,
            note: 'They have the same number of pieces, but the pieces are not the same size.',
          },
          {
            text: `${less} has more. ${capitalFirst(PIECE_NAMES[small[1]]!)} are bigger than ${PIECE_NAMES[big[1]]}.`,
            correct: false,
            note: 'Cutting a whole into more pieces makes each piece smaller.',
          },
        ];
  return {
    kind: 'choices',
    stem: `${setUp(story, pair)} Who has more? Why?`,
    ...(visual ? { visual: bars(story, pair) } : {}),
    choices,
    hints: hintsFor(pair.kind),
    explanation: [told.why, `So ${f(...big)} > ${f(...small)}.`, `${more} has more.`],
    parameters: { kind: pair.kind, first: f(...pair.first), second: f(...pair.second) },
  };
}

const REASONS = [
  'the pieces are the same size, so compare the number of pieces',
  'the numbers of pieces are the same, so compare the size of the pieces',
  'a greater denominator always means a greater fraction',
] as const;

function symbolSentence(
  story: StoryContext,
  told: Told,
  visual: boolean,
  withReason: boolean,
): InlineProblem {
  const { pair, symbol } = told;
  const wrongSymbol = symbol === '>' ? '<' : '>';
  const symbolBlank = {
    id: 'symbol',
    options: [
      { text: '>', note: '' },
      { text: '<', note: '' },
      { text: '=', note: 'The fractions are not the same amount, so they are not equal.' },
    ],
    correctIndex: symbol === '>' ? 0 : 1,
  };
  symbolBlank.options[symbol === '>' ? 1 : 0]!.note =
    `${wrongSymbol} says it the other way round. The symbol opens toward the greater fraction.`;
  const reasonIndex = pair.kind === 'same-denominator' ? 0 : 1;
  const reasonBlank = {
    id: 'reason',
    options: REASONS.map((text, index) => ({
      text,
      note:
        index === 2
          ? 'A greater denominator means smaller pieces, so it does not always mean a greater fraction.'
          : index === 0
            ? 'The denominators are different here, so the pieces are not the same size.'
            : 'The numerators are different here, so the two do not have the same number of pieces.',
    })),
    correctIndex: reasonIndex,
  };
  return {
    kind: 'inline',
    stem: `${setUp(story, pair)} ${withReason ? 'Choose the symbol and the reason.' : 'Which symbol makes it true?'}`,
    ...(visual ? { visual: bars(story, pair) } : {}),
    segments: [
      `${f(...pair.first)} `,
      { blank: 'symbol' },
      ` ${f(...pair.second)}`,
      ...(withReason ? [', because ', { blank: 'reason' }, '.'] : []),
    ],
    blanks: withReason ? [symbolBlank, reasonBlank] : [symbolBlank],
    hints: hintsFor(pair.kind),
    explanation: [told.why, `So ${f(...pair.first)} ${symbol} ${f(...pair.second)}.`],
    parameters: { kind: pair.kind, first: f(...pair.first), second: f(...pair.second) },
  };
}

export const compareFractions = defineGenerator({
  id: '3.3H.compare-fractions',
  version: 1,
  teksCode: '3.3H',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty, itemType }) {
    const kind: Kind =
      difficulty === 'easy'
        ? 'same-denominator'
        : difficulty === 'medium'
          ? 'same-numerator'
          : random.pick(['same-denominator', 'same-numerator'] as const);
    const told = tell(story, drawPair(random, kind));
    const visual = difficulty !== 'hard';
    return itemType === 'inline-choice'
      ? symbolSentence(story, told, visual, difficulty === 'hard')
      : whoHasMore(story, told, visual);
  },
});
