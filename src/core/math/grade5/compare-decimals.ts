import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, InlineProblem, NumericProblem, Problem } from '../generator-types';
import { opening } from '../story-text';
import { rational } from '../../items/rational';
import { decimalMistake, digitAt, fixed, PLACE_NAMES, short } from './decimal-text';

/**
 * 5.2B: compare and order decimals to thousandths with >, < and =. Every number is kept in thousandths
 * (3.405 is 3405). Easy: tenths against hundredths, where "more digits means greater" trips children
 * up; medium: the same digits in different places, thousandths; hard: a number between two others, or
 * three decimals put in order. Multiple choice and drop-downs (inline choice).
 */
type Decimal = number; // thousandths

const text = (value: Decimal) => short(value, 3);
const PLACES = [-1, -2, -3] as const;

/** The first place from the left where two decimals differ, and their digits there. */
function firstDifference(a: Decimal, b: Decimal): { place: number; da: number; db: number } {
  if (Math.floor(a / 1000) !== Math.floor(b / 1000))
    return { place: 0, da: Math.floor(a / 1000), db: Math.floor(b / 1000) };
  for (const place of PLACES) {
    const [da, db] = [digitAt(a, 3 + place), digitAt(b, 3 + place)];
    if (da !== db) return { place, da, db };
  }
  return { place: -3, da: 0, db: 0 };
}

/** "3.405 has 0 hundredths and 3.45 has 5 hundredths." — why a is less than b, place by place. */
function whyLess(a: Decimal, b: Decimal, aText = text(a), bText = text(b)): string {
  const { place, da, db } = firstDifference(a, b);
  const name = PLACE_NAMES[place]!;
  if (place === 0) return `${aText} has a smaller whole number part than ${bText}.`;
  const same =
    place === -2 ? 'Both have the same tenths. ' : place === -3 ? 'The tenths and hundredths match. ' : '';
  return `${same}${aText} has ${da} ${da === 1 ? name.one : name.many} and ${bText} has ${db} ${db === 1 ? name.one : name.many}, so ${aText} is less.`;
}

const compareHints = (a: string, b: string): string[] => [
  'Line up the decimal points. Compare the digits from left to right.',
  `Start with the whole numbers, then the tenths of ${a} and ${b}.`,
  'The first place where the digits differ tells which decimal is greater.',
];

const SYMBOLS = ['>', '<', '='] as const;

/** One drop-down between two decimals: "3.6 [>] 3.58". */
function symbolBlank(
  story: StoryContext,
  first: Decimal,
  second: Decimal,
  texts: [string, string],
): InlineProblem {
  const [aText, bText] = texts;
  const correct = first > second ? 0 : first < second ? 1 : 2;
  const notes: Record<number, string> = {
    0: `${aText} is not greater than ${bText}. Compare the digits from the left.`,
    1: `${aText} is not less than ${bText}. Compare the digits from the left.`,
    2: 'These decimals are not equal. Find the first place where the digits differ.',
  };
  const why =
    correct === 2
      ? `A zero at the end does not change the value, so ${aText} = ${bText}.`
      : correct === 0
        ? whyLess(second, first, bText, aText)
        : whyLess(first, second, aText, bText);
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} writes ${aText} and ${story.otherName} writes ${bText}. Choose the symbol that makes the comparison true.`,
    segments: [`${aText} `, { blank: 'symbol' }, ` ${bText}`],
    blanks: [
      {
        id: 'symbol',
        options: SYMBOLS.map((symbol, index) =>
          index === correct ? { text: symbol } : { text: symbol, note: notes[index]! },
        ),
        correctIndex: correct,
      },
    ],
    hints: compareHints(aText, bText),
    explanation: [
      'Line up the decimal points and compare from the left.',
      why,
      `So ${aText} ${SYMBOLS[correct]} ${bText}.`,
    ],
    parameters: { first, second, ask: 'symbol' },
  };
}

/** Easy: a tenths decimal against a hundredths one with a smaller tenths digit (3.6 and 3.58). */
function tenthsAgainstHundredths(random: Random, story: StoryContext, itemType: string): Problem {
  const whole = random.int(0, 9);
  const tenths = random.int(2, 8);
  const hundredths = random.int(1, 9);
  const base = whole * 1000 + tenths * 100 + hundredths * 10; // 3.58
  const greater = whole * 1000 + (tenths + 1) * 100; // 3.6
  if (itemType === 'inline-choice') {
    const pair: [Decimal, Decimal] = random.chance(1, 2) ? [greater, base] : [base, greater];
    return symbolBlank(story, pair[0], pair[1], [text(pair[0]), text(pair[1])]);
  }
  const b = text(base);
  const nines = whole * 1000 + (tenths - 1) * 100 + 99; // 3.499
  const wrong = [
    decimalMistake(
      base,
      3,
      `${fixed(base, 3)} is equal to ${b}. A zero at the end does not change the value.`,
      true,
    ),
    decimalMistake(
      base - hundredths * 10,
      3,
      `${text(base - hundredths * 10)} has the same tenths as ${b} but no hundredths, so it is less.`,
    ),
    decimalMistake(
      base - hundredths * 10 + hundredths,
      3,
      `${text(base - hundredths * 10 + hundredths)} has more digits, but it has 0 hundredths. It is less than ${b}.`,
    ),
    decimalMistake(
      nines,
      3,
      `${text(nines)} has more digits, but only ${tenths - 1} tenths. It is less than ${b}.`,
    ),
  ];
  const problem: ChoiceProblem = {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes ${b} on the board. Which decimal is greater than ${b}?`,
    choices: [
      { text: text(greater), correct: true },
      ...wrong.map((m) => ({ text: m.text!, correct: false, note: m.note })),
    ],
    hints: compareHints(text(greater), b),
    explanation: [
      'Line up the decimal points and compare from the left.',
      whyLess(base, greater),
      `So ${text(greater)} > ${b}. Having more digits does not make a decimal greater.`,
    ],
    parameters: { first: greater, second: base, ask: 'greater-than' },
  };
  return problem;
}

/** The six ways to place the digits p, q and 0 in the tenths, hundredths and thousandths. */
function arrangements(whole: number, p: number, q: number): Decimal[] {
  const orders: [number, number, number][] = [
    [p, q, 0],
    [p, 0, q],
    [q, p, 0],
    [q, 0, p],
    [0, p, q],
    [0, q, p],
  ];
  return orders.map(([t, h, th]) => whole * 1000 + t * 100 + h * 10 + th);
}

function sameDigits(random: Random): { whole: number; values: Decimal[] } {
  const whole = random.int(1, 30);
  const p = random.int(1, 9);
  let q = random.int(1, 8);
  if (q >= p) q += 1;
  return { whole, values: arrangements(whole, p, q) };
}

/** Medium: the same digits in different places, to thousandths. */
function sameDigitsCompare(random: Random, story: StoryContext, itemType: string): Problem {
  const { values } = sameDigits(random);
  if (itemType === 'inline-choice') {
    const [a, b] = random.sample(values, 2) as [Decimal, Decimal];
    // One time in four the two are equal, written once with a zero at the end (3.45 and 3.450).
    if (random.chance(1, 4)) {
      const tidy = a % 10 === 0 ? a : values[0]!;
      return symbolBlank(story, tidy, tidy, [text(tidy), fixed(tidy, 3)]);
    }
    return symbolBlank(story, a, b, [text(a), text(b)]);
  }
  const shown = random.sample(values, 4);
  const ask = random.chance(1, 2) ? 'greatest' : 'least';
  const answer = ask === 'greatest' ? Math.max(...shown) : Math.min(...shown);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes four decimals on cards. Which decimal has the ${ask} value?`,
    choices: shown.map((value) =>
      value === answer
        ? { text: text(value), correct: true }
        : {
            text: text(value),
            correct: false,
            note:
              ask === 'greatest'
                ? `${text(value)} is not the greatest. ${whyLess(value, answer)}`
                : `${text(value)} is not the least. ${whyLess(answer, value)}`,
          },
    ),
    hints: [
      'Line up the decimal points. All four have the same whole number.',
      'Compare the tenths digits first. Only look at the hundredths when the tenths match.',
      `The ${ask} decimal has the ${ask === 'greatest' ? 'biggest' : 'smallest'} digit in the first place where they differ.`,
    ],
    explanation: [
      'Line up the decimal points and compare from the left.',
      `Order: ${[...shown]
        .sort((x, y) => x - y)
        .map(text)
        .join(' < ')}.`,
      `The ${ask} is ${text(answer)}.`,
    ],
    parameters: { values: shown.join(' '), ask },
  };
}

/** Hard, multiple choice: a number strictly between two decimals (2.35 and 2.4). */
function between(random: Random, story: StoryContext): NumericProblem {
  const whole = random.int(0, 20);
  const tenths = random.int(1, 8);
  const hundredths = random.int(1, 7);
  const low = whole * 1000 + tenths * 100 + hundredths * 10;
  const high = whole * 1000 + (tenths + 1) * 100;
  const answer = low + random.int(1, 9 - hundredths) * 10 + random.int(1, 9);
  const [lo, hi] = [text(low), text(high)];
  const below = whole * 1000 + tenths * 100 + hundredths;
  const above = high + hundredths * 10;
  const aboveThousandths = high + hundredths;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} thinks of a number between ${lo} and ${hi}. Which number could it be?`,
    answer: rational(answer, 1000),
    answerText: text(answer),
    format: 'decimal',
    style: 'decimal',
    mistakes: [
      decimalMistake(below, 3, `${text(below)} has 0 hundredths, so it is less than ${lo}.`),
      decimalMistake(low, 3, `${lo}0 is equal to ${lo}. It is not between the two numbers.`, true),
      decimalMistake(
        above,
        3,
        `${text(above)} has ${tenths + 1} tenths and more hundredths. It is greater than ${hi}.`,
      ),
      decimalMistake(
        aboveThousandths,
        3,
        `${text(aboveThousandths)} has ${tenths + 1} tenths and a few thousandths, so it is greater than ${hi}.`,
      ),
    ],
    hints: [
      `Write ${hi} as ${fixed(high / 10, 2)} so both numbers have the same places.`,
      `The number must be greater than ${lo} and less than ${hi}.`,
      'Check each choice against both numbers, place by place.',
    ],
    explanation: [
      `Write ${hi} as ${fixed(high / 10, 2)}, so it has hundredths like ${lo}.`,
      whyLess(low, answer),
      `${text(answer)} is less than ${hi}: it has ${tenths} tenths and ${hi} has ${tenths + 1}.`,
      `So ${text(answer)} is between ${lo} and ${hi}.`,
    ],
    parameters: { first: low, second: high, answer, ask: 'between' },
  };
}

/** Hard, drop-downs: three decimals with the same digits, put in order from least to greatest. */
function orderThree(random: Random, story: StoryContext): InlineProblem {
  const { values } = sameDigits(random);
  const shown = random.sample(values, 3);
  const sorted = [...shown].sort((x, y) => x - y);
  const texts = shown.map(text);
  const blankIds = ['least', 'middle', 'greatest'];
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} writes three decimals: ${texts.join(', ')}. Put them in order from least to greatest.`,
    segments: [{ blank: 'least' }, ' < ', { blank: 'middle' }, ' < ', { blank: 'greatest' }],
    blanks: blankIds.map((id, position) => {
      const correctIndex = shown.indexOf(sorted[position]!);
      return {
        id,
        correctIndex,
        options: shown.map((value, index) =>
          index === correctIndex
            ? { text: texts[index]! }
            : {
                text: texts[index]!,
                note:
                  value < sorted[position]!
                    ? `${texts[index]} is too small for this spot. ${whyLess(value, sorted[position]!)}`
                    : `${texts[index]} is too big for this spot. ${whyLess(sorted[position]!, value)}`,
              },
        ),
      };
    }),
    hints: [
      'Line up the decimal points. The whole numbers are the same.',
      'Compare the tenths first, then the hundredths, then the thousandths.',
      'The least decimal has the smallest digit in the first place where they differ.',
    ],
    explanation: [
      'Line up the decimal points and compare from the left.',
      whyLess(sorted[0]!, sorted[1]!),
      whyLess(sorted[1]!, sorted[2]!),
      `In order: ${sorted.map(text).join(' < ')}.`,
    ],
    parameters: { values: shown.join(' '), ask: 'order' },
  };
}

export const compareDecimals = defineGenerator({
  id: '5.2B.compare-decimals',
  version: 1,
  teksCode: '5.2B',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 30, denominators: [] },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'easy') return tenthsAgainstHundredths(random, story, itemType);
    if (difficulty === 'medium') return sameDigitsCompare(random, story, itemType);
    return itemType === 'inline-choice' ? orderThree(random, story) : between(random, story);
  },
});
