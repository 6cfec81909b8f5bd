import { rational, type Rational } from '../../items/rational';
import type { Random } from '../../random/random';
import {
  addWithoutRegrouping,
  addWritingColumnSums,
  needsRegroupingToAdd,
  needsRegroupingToSubtract,
  subtractForgettingToDecrease,
  subtractSmallerFromLarger,
} from '../column-arithmetic';
import type { StoryContext } from '../contexts/story-context';
import type { Noun } from '../contexts/theme-words';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { decimal, digitsOf, mistake, n, PLACE_NAMES } from './number-text';

/**
 * 4.4A: add and subtract whole numbers and decimals to the hundredths with the standard algorithm.
 * Easy: one step with 4- to 6-digit whole numbers; medium: decimals to hundredths, sometimes with
 * different numbers of places; hard: two steps with whole numbers. Every problem regroups. Wrong
 * answers: not regrouping, writing whole column sums, not making the next place 1 less, lining up
 * decimals on the right, the wrong operation, stopping after the first step.
 */
const DECIMAL_PLACES = ['hundredths', 'tenths', ...PLACE_NAMES];

/** The places (by name) where a column regroups, for the explanation. */
function regroupPlaces(a: number, b: number, add: boolean, names: readonly string[]): string[] {
  const [x, y] = [digitsOf(a), digitsOf(b)];
  const places: string[] = [];
  let carry = 0;
  for (let i = 0; i < x.length; i += 1) {
    const [top, bottom] = [x[i]!, y[i] ?? 0];
    if (add) {
      carry = top + bottom + carry >= 10 ? 1 : 0;
      if (carry) places.push(names[i]!);
    } else {
      const need = top - carry < bottom;
      if (need) places.push(names[i]!);
      carry = need ? 1 : 0;
    }
  }
  return places;
}

const listWords = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const placesText = (places: string[]) => `${listWords(places)} ${places.length === 1 ? 'place' : 'places'}`;

function drawPair(random: Random, add: boolean, low: number, high: number): [number, number] {
  for (let tries = 0; tries < 40; tries += 1) {
    const a = random.int(low, high);
    const b = add ? random.int(low, high) : random.int(Math.floor(low / 2), a - 1);
    if (add ? needsRegroupingToAdd(a, b) : needsRegroupingToSubtract(a, b)) return [a, b];
  }
  return add ? [low + 58, low + 67] : [high - 3, low + 8];
}

function slips(a: number, b: number, add: boolean, scale: (x: number) => number | Rational): Mistake[] {
  return add
    ? [
        mistake(
          scale(addWithoutRegrouping(a, b)),
          'A column made 10 or more, but the extra 1 was not regrouped into the next place.',
        ),
        mistake(
          scale(addWritingColumnSums(a, b) < 10 * (a + b) ? addWritingColumnSums(a, b) : a + b),
          'A whole column sum was written down instead of regrouping 10 as 1 in the next place.',
        ),
        mistake(scale(a - b), 'This is the difference. The problem puts amounts together, so add.'),
      ]
    : [
        mistake(
          scale(subtractSmallerFromLarger(a, b)),
          'In a column the smaller digit was taken from the bigger one. Regroup from the next place instead.',
        ),
        mistake(
          scale(subtractForgettingToDecrease(a, b)),
          'A place was regrouped, but the place it came from was not made 1 less.',
        ),
        mistake(
          scale(a + b),
          'This is the sum. The problem asks how much is left or how much more, so subtract.',
        ),
      ];
}

function wholeOneStep(random: Random, story: StoryContext): NumericProblem {
  const add = random.chance(1, 2);
  const size = random.int(4, 6);
  const [a, b] = drawPair(random, add, 10 ** (size - 1) + 1, 10 ** size - 1);
  const answer = add ? a + b : a - b;
  const { name, otherName, thing } = story;
  const sign = add ? '+' : '−';
  return {
    kind: 'numeric',
    stem: add
      ? `${opening(story)}${name} counts ${n(a)} ${thing.many}. ${otherName} counts ${n(b)} ${thing.many}. How many ${thing.many} do they count in all?`
      : `${opening(story)}${name} has ${n(a)} ${thing.many}. ${name} sells ${n(b)} of them. How many ${thing.many} are left?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: slips(a, b, add, (x) => x),
    hints: [
      add ? '"In all" means add.' : '"Left" means subtract.',
      `Write ${n(a)} ${sign} ${n(b)}. Line up the ones, tens, hundreds and so on.`,
      add
        ? 'Start with the ones. When a column makes 10 or more, regroup.'
        : 'Start with the ones. When the top digit is too small, regroup from the next place.',
    ],
    explanation: [
      `Line up the places: ${n(a)} ${sign} ${n(b)}.`,
      `Work from the ones. Regroup in the ${placesText(regroupPlaces(a, b, add, PLACE_NAMES))}.`,
      `${n(a)} ${sign} ${n(b)} = ${n(answer)}.`,
    ],
    parameters: { first: a, second: b, third: 0, operation: add ? 'add' : 'subtract', scale: 1 },
  };
}

interface Measured {
  thing: Noun;
  verb: string;
  after: string;
  unit: Noun;
}
const DECIMAL_UNITS: readonly Measured[] = [
  {
    thing: { one: 'rope', many: 'ropes' },
    verb: 'is',
    after: ' long',
    unit: { one: 'meter', many: 'meters' },
  },
  {
    thing: { one: 'ribbon', many: 'ribbons' },
    verb: 'is',
    after: ' long',
    unit: { one: 'meter', many: 'meters' },
  },
  {
    thing: { one: 'bag of rice', many: 'bags of rice' },
    verb: 'weighs',
    after: '',
    unit: { one: 'kilogram', many: 'kilograms' },
  },
  {
    thing: { one: 'jug of water', many: 'jugs of water' },
    verb: 'holds',
    after: '',
    unit: { one: 'liter', many: 'liters' },
  },
  {
    thing: { one: 'box of sand', many: 'boxes of sand' },
    verb: 'weighs',
    after: '',
    unit: { one: 'kilogram', many: 'kilograms' },
  },
];

/** Two decimals (as counts of hundredths) that regroup; with mixed places one has tenths only. */
function drawDecimals(random: Random, add: boolean, mixedPlaces: boolean): [number, number] {
  let pair: [number, number] = [0, 0];
  for (let tries = 0; tries < 40; tries += 1) {
    const a = add ? (mixedPlaces ? random.int(11, 999) * 10 : random.int(101, 9999)) : random.int(1001, 9999);
    const b = add
      ? random.int(101, 9999)
      : mixedPlaces
        ? random.int(11, Math.floor((a - 1) / 10)) * 10
        : random.int(101, a - 1);
    pair = [a, b];
    if (b % 10 !== 0 || !add) {
      if (add ? needsRegroupingToAdd(a, b) : needsRegroupingToSubtract(a, b)) return pair;
    }
  }
  return pair;
}

function decimals(random: Random, story: StoryContext): NumericProblem {
  const add = random.chance(1, 2);
  const { thing, verb, after, unit } = random.pick(DECIMAL_UNITS);
  const [a, b] = drawDecimals(random, add, random.chance(1, 2));
  const answer = add ? a + b : a - b;
  const { name } = story;
  const sign = add ? '+' : '−';
  const misaligned = add ? (a % 10 === 0 ? a / 10 + b : -1) : b % 10 === 0 ? a - b / 10 : -1;
  const mistakes: Mistake[] = [
    ...(misaligned > 0 && Number.isInteger(misaligned)
      ? [
          mistake(
            rational(misaligned, 100),
            'The numbers were lined up on the right. Line up the decimal points first.',
          ),
        ]
      : []),
    ...slips(a, b, add, (x) => rational(x, 100)).filter((m) => m.value.numerator >= 0),
    mistake(rational(answer + 10, 100), 'This is 0.1 too much. Check the regrouping in the tenths place.'),
    mistake(rational(answer - 10, 100), 'This is 0.1 too little. Check the regrouping in the tenths place.'),
    mistake(rational(answer + 100, 100), 'This is 1 too much. Check the regrouping in the ones place.'),
  ];
  return {
    kind: 'numeric',
    stem: add
      ? `${opening(story)}${name} has two ${thing.many}. One ${verb} ${decimal(a)} ${unit.many}${after}. The other ${verb} ${decimal(b)} ${unit.many}${after}. What is the total?`
      : `${opening(story)}${name} has ${withArticle(thing.one)} that ${verb} ${decimal(a)} ${unit.many}${after}. ${name} uses ${decimal(b)} ${unit.many}. How much is left?`,
    answer: rational(answer, 100),
    format: 'decimal',
    style: 'decimal',
    unit: unit,
    mistakes,
    hints: [
      add ? 'Find the total, so add.' : 'Find how much is left, so subtract.',
      'Line up the decimal points. Write a 0 in an empty place if it helps.',
      'Work from the hundredths to the left, regrouping as you go.',
    ],
    explanation: [
      `Line up the decimal points: ${decimal(a)} ${sign} ${decimal(b)}.`,
      `Work from the hundredths. Regroup in the ${placesText(regroupPlaces(a, b, add, DECIMAL_PLACES))}.`,
      `${decimal(a)} ${sign} ${decimal(b)} = ${decimal(answer)} ${unit.many}.`,
    ],
    parameters: { first: a, second: b, third: 0, operation: add ? 'add' : 'subtract', scale: 100 },
  };
}

function twoStep(random: Random, story: StoryContext): NumericProblem {
  const a = random.int(20_000, 500_000);
  const b = random.int(10_000, 400_000);
  const c = random.int(5_000, a + b - 1_000);
  const answer = a + b - c;
  const { name, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}A shop has ${n(a)} ${thing.many}. It gets ${n(b)} more. Then it sells ${n(c)} of them. How many ${thing.many} does the shop have now?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(a + b, `This is ${n(a)} + ${n(b)}, only the first step. The shop then sells some.`),
      mistake(a + b + c, `All three numbers were added. The ${n(c)} sold must be subtracted.`),
      mistake(Math.abs(a - b) + c, 'The steps were mixed up. Add what came in and subtract what was sold.'),
      mistake(
        subtractForgettingToDecrease(a + b, c),
        'In the second step a place was regrouped, but the place it came from was not made 1 less.',
      ),
      mistake(
        addWithoutRegrouping(a, b) - c,
        'In the first step a column made 10 or more, but it was not regrouped.',
      ),
    ],
    hints: [
      'This problem has two steps. What happens first?',
      `First add ${n(a)} + ${n(b)}.`,
      `Then subtract the ${n(c)} sold.`,
    ],
    explanation: [
      `Step 1: ${n(a)} + ${n(b)} = ${n(a + b)}.`,
      `Step 2: ${n(a + b)} − ${n(c)} = ${n(answer)}.`,
      `${name} sees that the shop has ${n(answer)} ${thing.many} now.`,
    ],
    parameters: { first: a, second: b, third: c, operation: 'add-then-subtract', scale: 1 },
  };
}

export const addSubtractWholeAndDecimal = defineGenerator({
  id: '4.4A.add-subtract-whole-and-decimal',
  version: 1,
  teksCode: '4.4A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return wholeOneStep(random, story);
    if (difficulty === 'medium') return decimals(random, story);
    return twoStep(random, story);
  },
});
