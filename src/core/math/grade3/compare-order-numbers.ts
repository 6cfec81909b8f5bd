import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, InlineProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { withDistinctLeads, type WordChoice } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.2D: compare and order whole numbers up to 100,000 with >, < and =. Easy: compare 4-digit numbers
 * that share a thousands digit; medium: 5-digit numbers, where a number with fewer digits but big
 * digits is the trap; hard: order four numbers. Wrong choices: judging by the last digits, by the
 * first digit alone (ignoring how many digits), by the same digits in another order, and "equal".
 */
type Direction = 'greater' | 'less';
const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands'];

const fromDigits = (digits: readonly number[]) => digits.reduce((sum, d) => sum * 10 + d, 0);
/** Place name of digit index i in a number of `length` digits (index 0 is the leftmost). */
const placeOf = (i: number, length: number) => PLACE_NAMES[length - 1 - i]!;

/** A number with `length` digits, no repeated digit, so rearranging it always gives new numbers. */
const i0 = (place: number) => (place === 0 ? 1 : 0);

function distinctDigits(random: Random, length: number): number[] {
  const first = random.int(2, 8);
  const rest = random.sample(
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== first),
    length - 1,
  );
  return [first, ...rest];
}

/** The same digits smallest first (or largest first), never starting with 0: 29,360 → 20,369. */
function rearranged(digits: readonly number[], smallestFirst: boolean): number[] {
  const sorted = [...digits].sort((a, b) => (smallestFirst ? a - b : b - a));
  const firstNonZero = sorted.findIndex((d) => d !== 0);
  return [sorted[firstNonZero]!, ...sorted.filter((_, i) => i !== firstNonZero)];
}

const ORDINALS = ['first', 'second', 'third', 'fourth'];

interface Comparison {
  x: number;
  answer: number;
  /** The first place, from the left, where the answer and x differ. */
  place: string;
  wrong: { value: number; note: string }[];
}

/** "Which number is greater (less) than x?": one right number, three that are not. */
function comparison(random: Random, length: number, direction: Direction): Comparison | null {
  const digits = distinctDigits(random, length);
  const x = fromDigits(digits);
  const up = direction === 'greater';
  // A place (not the ones) whose digit can go up (or down) by at least 1.
  const places = digits
    .map((d, i) => i)
    .filter(
      (i) =>
        i < length - 1 && (length === 5 || i > 0) && (up ? digits[i]! < 8 : digits[i]! > (i === 0 ? 2 : 1)),
    );
  if (places.length === 0) return null;
  const p = random.pick(places);
  const changed = up ? random.int(digits[p]! + 1, 9) : random.int(i0(p), digits[p]! - 1);
  // The rest of the answer goes the "wrong" way, so reading from the right misleads.
  const tail = times(length - p - 1, () => (up ? random.int(0, 3) : random.int(6, 9)));
  const answer = fromDigits([...digits.slice(0, p), changed, ...tail]);
  const place = placeOf(p, length);
  const trapDigit = up ? digits[p]! - 1 : digits[p]! + 1;
  const trapTail = tail.map((d) => 9 - d);
  const candidates = [
    {
      value:
        trapDigit >= i0(p) && trapDigit <= 9
          ? fromDigits([...digits.slice(0, p), trapDigit, ...trapTail])
          : -1,
      note: `Compare from the left. In the ${place} place, ${trapDigit} is ${up ? 'less' : 'greater'} than ${digits[p]}, so this number is ${up ? 'less' : 'greater'}.`,
    },
    { value: x, note: `This number is equal to ${n(x)}. It is not ${up ? 'greater' : 'less'}.` },
    {
      value: fromDigits(rearranged(digits, up)),
      note: `These are the same digits in a new order. Compare each place from the left.`,
    },
    up
      ? {
          value: fromDigits(times(length - 1, (i) => 9 - i)),
          note: 'This number has fewer digits, so it is less, even with big digits.',
        }
      : {
          value: length === 4 ? 10_000 + random.int(1, 9) * 100 : 99_000 + random.int(1, 9) * 10,
          note: 'Line up the places. This number has more in a bigger place, so it is greater.',
        },
    {
      value: up ? x - 1 : x + 1,
      note: `This is 1 ${up ? 'less' : 'more'} than ${n(x)}.`,
    },
  ];
  const wrong: { value: number; note: string }[] = [];
  for (const c of candidates) {
    const fits = up ? c.value <= x : c.value >= x;
    if (fits && c.value > 0 && c.value !== answer && !wrong.some((w) => w.value === c.value)) wrong.push(c);
  }
  return { x, answer, place, wrong: wrong.slice(0, 3) };
}

function comparisonStem(story: StoryContext, x: number, direction: Direction): string {
  return `${opening(story)}${story.name} counts ${n(x)} ${story.thing.many}. ${story.otherName} counts a number that is ${direction} than ${n(x)}. Which number could ${story.otherName} count?`;
}

function comparisonProblem(random: Random, story: StoryContext, length: number): ChoiceProblem | null {
  const direction: Direction = random.chance(1, 2) ? 'greater' : 'less';
  const found = comparison(random, length, direction);
  if (!found || found.wrong.length < 3) return null;
  const { x, answer, place, wrong } = found;
  const sign = direction === 'greater' ? '>' : '<';
  // Smallest to largest, sorted by the numbers themselves rather than by reading the text back.
  const valued: { value: number; choice: WordChoice }[] = [
    { value: answer, choice: { text: n(answer), correct: true } },
    ...wrong.map((w) => ({ value: w.value, choice: { text: n(w.value), correct: false, note: w.note } })),
  ];
  return {
    kind: 'choices',
    stem: comparisonStem(story, x, direction),
    choices: valued.sort((a, b) => a.value - b.value).map(({ choice }) => choice),
    keepOrder: true,
    hints: [
      'Line up the numbers by place value. A number with more digits is greater.',
      'Compare the digits from the left, one place at a time.',
      `The first place where the digits differ decides which number is ${direction}.`,
    ],
    explanation: [
      `${n(answer)} and ${n(x)} first differ in the ${place} place.`,
      `So ${n(answer)} ${sign} ${n(x)}.`,
      `${story.otherName} could count ${n(answer)}.`,
    ],
    parameters: { kind: 'compare', direction, x, answer },
  };
}

function symbolProblem(random: Random, story: StoryContext, length: number): InlineProblem | null {
  const direction: Direction = random.chance(1, 2) ? 'greater' : 'less';
  const found = comparison(random, length, direction);
  if (!found) return null;
  const { x, answer, place } = found;
  // The sentence reads answer ? x, so the symbol is > when the answer is the greater one.
  const options = [
    { text: '>', note: 'The symbol opens toward the greater number.' },
    { text: '<', note: 'The symbol opens toward the greater number.' },
    { text: '=', note: 'The numbers are not the same, so they are not equal.' },
  ];
  const correctIndex = direction === 'greater' ? 0 : 1;
  options[1 - correctIndex]!.note = `The ${place} digits decide. The symbol opens toward the greater number.`;
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} has ${n(answer)} ${story.thing.many}. ${story.otherName} has ${n(x)}. Choose the symbol that makes the sentence true.`,
    segments: [`${n(answer)} `, { blank: 'symbol' }, ` ${n(x)}`],
    blanks: [{ id: 'symbol', options, correctIndex }],
    hints: [
      'Line up the numbers by place value.',
      'Compare the digits from the left, one place at a time.',
      'The symbol opens toward the greater number.',
    ],
    explanation: [
      `${n(answer)} and ${n(x)} first differ in the ${place} place.`,
      `So ${n(answer)} ${direction === 'greater' ? '>' : '<'} ${n(x)}.`,
    ],
    parameters: { kind: 'symbol', direction, x, answer },
  };
}

/** Four numbers to order: two share their first digits, one has fewer digits but big ones. */
function orderNumbers(random: Random): number[] {
  const lead = random.int(1, 8);
  const a = lead * 10_000 + random.int(1, 9) * 1000 + random.int(0, 9) * 100 + random.int(0, 99);
  const swapped = Math.floor(a / 10_000) * 10_000 + (a % 100) * 100 + Math.floor((a % 10_000) / 100);
  const b = swapped !== a && swapped % 10_000 >= 100 ? swapped : a + random.int(2, 9) * 100;
  const c = (lead + 1) * 10_000 + random.int(0, 9) * 100 + random.int(0, 9);
  const d = 9000 + random.int(5, 9) * 100 + random.int(10, 99);
  return [a, b, c, d];
}

function orderProblem(random: Random, story: StoryContext, inline: boolean): ChoiceProblem | InlineProblem {
  let numbers = orderNumbers(random);
  for (let tries = 0; tries < 20 && new Set(numbers).size < 4; tries += 1) numbers = orderNumbers(random);
  if (new Set(numbers).size < 4) numbers = [34_567, 36_745, 40_512, 9_687];
  numbers = random.shuffle(numbers);
  const leastFirst = random.chance(1, 2);
  const sorted = [...numbers].sort((p, q) => (leastFirst ? p - q : q - p));
  const sign = leastFirst ? ' < ' : ' > ';
  const order = leastFirst ? 'least to greatest' : 'greatest to least';
  // The four numbers written once each; every list is made of the same four.
  const written = numbers.map(n);
  const write = (value: number) => {
    const index = numbers.indexOf(value);
    return index === -1 ? n(value) : written[index]!;
  };
  const list = (values: readonly number[]) => values.map(write).join(sign);
  const stem = `${opening(story)}${story.name} writes a number on each of four cards. ${inline ? 'Put' : 'Which list puts'} the numbers in order from ${order}${inline ? '.' : '?'}`;
  const visual = {
    kind: 'table' as const,
    title: `${story.name}'s cards`,
    headers: ['Card', 'Number'],
    rows: numbers.map((value, i) => [['A', 'B', 'C', 'D'][i]!, n(value)]),
    imageDescription: `A table of four cards. ${numbers.map((value, i) => `Card ${['A', 'B', 'C', 'D'][i]!} shows ${n(value)}.`).join(' ')}`,
  };
  const hints = [
    'Line up the numbers by place value. A number with fewer digits is less.',
    'Compare the digits from the left, one place at a time.',
    `Start with the ${leastFirst ? 'least' : 'greatest'} number, then find the next one.`,
  ];
  const explanation = [
    `${n(Math.min(...numbers))} has only 4 digits, so it is the least.`,
    'The others have 5 digits. Compare their digits from the left.',
    `From ${order}: ${list(sorted)}.`,
  ];
  const parameters = {
    kind: 'order',
    direction: leastFirst ? 'least-first' : 'greatest-first',
    numbers: numbers.join(' '),
  };
  if (inline) {
    const options = [...numbers].sort((p, q) => p - q);
    return {
      kind: 'inline',
      stem,
      visual,
      segments: sorted.flatMap((_, i) =>
        i === 0 ? [{ blank: `place${i + 1}` }] : [sign, { blank: `place${i + 1}` }],
      ),
      blanks: sorted.map((value, i) => ({
        id: `place${i + 1}`,
        options: options.map((o) => ({
          text: n(o),
          note: `${n(o)} does not go ${ORDINALS[i]!} from ${order}. Compare the numbers from the left.`,
        })),
        correctIndex: options.indexOf(value),
      })),
      hints,
      explanation,
      parameters,
    };
  }
  const firstDigitOrder = [...numbers].sort((p, q) => {
    const [fp, fq] = [String(p)[0]!, String(q)[0]!];
    return fp === fq
      ? leastFirst
        ? p - q
        : q - p
      : // Single digits: their character order is their order, no locale needed.
        fp < fq === leastFirst
        ? -1
        : 1;
  });
  const candidates: WordChoice[] = [
    { text: list(sorted), correct: true },
    {
      text: list([...sorted].reverse()),
      correct: false,
      note: `This list goes the other way. The question asks for ${order}.`,
    },
    {
      text: list(firstDigitOrder),
      correct: false,
      note: 'This looks only at the first digit. A number with fewer digits is less, even if it starts with 9.',
    },
    ...sorted.slice(1).map((start) => ({
      text: list([start, ...sorted.filter((v) => v !== start)]),
      correct: false,
      note: `${n(start)} is not the ${leastFirst ? 'least' : 'greatest'} number. Compare every number from the left.`,
    })),
  ];
  return {
    kind: 'choices',
    stem,
    choices: withDistinctLeads(candidates).slice(0, 4),
    hints,
    explanation,
    parameters,
  };
}

export const compareOrderNumbers = defineGenerator({
  id: '3.2D.compare-order-numbers',
  version: 1,
  teksCode: '3.2D',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'hard') return orderProblem(random, story, itemType === 'inline-choice');
    const length = difficulty === 'easy' ? 4 : 5;
    // A few digit draws leave too few honest wrong numbers; draw again (bounded).
    for (let tries = 0; tries < 20; tries += 1) {
      const problem =
        itemType === 'inline-choice'
          ? symbolProblem(random, story, length)
          : comparisonProblem(random, story, length);
      if (problem) return problem;
    }
    throw new Error('3.2D: no comparison with three wrong choices');
  },
});
