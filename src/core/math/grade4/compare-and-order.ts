import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { ChoiceProblem, InlineProblem, Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, n, PLACE_NAMES } from './number-text';
import { times } from '../times';

/**
 * Comparing and ordering numbers, shared by 4.2C (whole numbers to 1,000,000,000) and 4.2F (decimals
 * to hundredths). Values are whole numbers; for decimals they count hundredths. Notes name the place
 * where two numbers first differ, the way a child compares them digit by digit.
 */
export interface NumberKind {
  /** 1 for whole numbers, 100 for decimals counted in hundredths. */
  scale: 1 | 100;
  word: string;
}

export const show = (kind: NumberKind, value: number) => (kind.scale === 1 ? n(value) : decimal(value));

const DECIMAL_PLACE_NAMES = ['hundredths', 'tenths', 'ones', 'tens', 'hundreds'];

function placeName(kind: NumberKind, index: number): string {
  return (kind.scale === 1 ? PLACE_NAMES : DECIMAL_PLACE_NAMES)[index] ?? 'first';
}

/** 10 ** place for every place a number here can have (the same values, without Math.pow each time). */
const POWERS_OF_TEN = times(22, (place) => 10 ** place);

/** How many characters String(value) has, for the non-negative whole numbers compared here. */
function digitCount(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) return String(value).length;
  let count = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) count += 1;
  return count;
}

/** Why `low` is less than `high`, in one sentence a child can check. */
export function whyLess(
  kind: NumberKind,
  low: number,
  high: number,
  [a, b] = [show(kind, low), show(kind, high)],
): string {
  const [lowDigits, highDigits] = [digitCount(low), digitCount(high)];
  if (kind.scale === 1 && lowDigits < highDigits) return `${a} has fewer digits than ${b}, so it is less.`;
  for (let place = Math.max(lowDigits, highDigits) - 1; place >= 0; place -= 1) {
    const scale = POWERS_OF_TEN[place] ?? 10 ** place;
    const x = Math.floor(low / scale) % 10;
    const y = Math.floor(high / scale) % 10;
    if (x !== y) return `In the ${placeName(kind, place)} place, ${x} is less than ${y}, so ${a} < ${b}.`;
  }
  return `${a} = ${b}.`;
}

/** Each value written once: an item shows the same few numbers many times over. */
function writer(kind: NumberKind, values: readonly number[]): (value: number) => string {
  const known = [...values];
  const texts = known.map((value) => show(kind, value));
  return (value) => {
    const index = known.indexOf(value);
    if (index !== -1) return texts[index]!;
    const text = show(kind, value);
    known.push(value);
    texts.push(text);
    return text;
  };
}

/** Extra note for decimals: more digits after the point does not make a number greater. */
function longerNote(kind: NumberKind, low: number, high: number): string {
  const digitsAfter = (v: number) => (v % 10 !== 0 ? 2 : v % 100 !== 0 ? 1 : 0);
  return kind.scale === 100 && digitsAfter(low) > digitsAfter(high)
    ? ' More digits after the point does not make a decimal greater.'
    : '';
}

export function whichIs(
  story: StoryContext,
  kind: NumberKind,
  values: number[],
  greatest: boolean,
  random: Random,
): NumericProblem {
  const answer = greatest ? Math.max(...values) : Math.min(...values);
  const write = writer(kind, values);
  const others = values.filter((v) => v !== answer);
  const whys = others.map((v) =>
    greatest
      ? whyLess(kind, v, answer, [write(v), write(answer)])
      : whyLess(kind, answer, v, [write(answer), write(v)]),
  );
  const mistakes: Mistake[] = others.map((v, i) => ({
    value: rational(v, kind.scale),
    note: greatest
      ? `${whys[i]}${longerNote(kind, v, answer)}`
      : `${whys[i]} So ${write(v)} is not the least.${longerNote(kind, answer, v)}`,
  }));
  const list = random.shuffle(values).map(write);
  const word = greatest ? 'greatest' : 'least';
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes these ${kind.word}s: ${list.join('; ')}. Which ${kind.word} is the ${word}?`,
    answer: rational(answer, kind.scale),
    format: kind.scale === 1 ? 'whole-number' : 'decimal',
    style: 'decimal',
    mistakes,
    hints: [
      kind.scale === 1 ? 'Line up the numbers by their ones places.' : 'Line up the decimal points.',
      'Compare digits from the left, one place at a time.',
      `The first place where the digits differ tells which ${kind.word} is ${greatest ? 'greater' : 'less'}.`,
    ],
    explanation: [
      kind.scale === 1
        ? 'Line up the places and compare from the left.'
        : 'Line up the decimal points and compare from the left.',
      ...whys.slice(0, 2),
      `The ${word} is ${write(answer)}.`,
    ],
    parameters: { values: values.join(' '), ask: word, scale: kind.scale },
  };
}

export function orderList(
  story: StoryContext,
  kind: NumberKind,
  values: number[],
  greatestFirst: boolean,
): ChoiceProblem {
  const sorted = [...values].sort((a, b) => (greatestFirst ? b - a : a - b));
  const [p, q, r, s] = sorted as [number, number, number, number];
  const write = writer(kind, values);
  const text = (list: number[]) => list.map(write).join('; ');
  const why = (low: number, high: number) => whyLess(kind, low, high, [write(low), write(high)]);
  const outOfOrder = (first: number, second: number) =>
    greatestFirst
      ? `${write(first)} is put before ${write(second)}, but ${lower(why(first, second))}`
      : `${write(first)} is put before ${write(second)}, but ${lower(why(second, first))}`;
  const direction = greatestFirst ? 'greatest to least' : 'least to greatest';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} has these ${kind.word}s: ${text(values)}. Which list shows them from ${direction}?`,
    choices: [
      { text: text(sorted), correct: true },
      {
        text: text([s, r, q, p]),
        correct: false,
        note: `This list is in the opposite order, from ${greatestFirst ? 'least to greatest' : 'greatest to least'}.`,
      },
      { text: text([q, p, r, s]), correct: false, note: outOfOrder(q, p) },
      { text: text([r, p, q, s]), correct: false, note: outOfOrder(r, p) },
    ],
    hints: [
      kind.scale === 1 ? 'Line up the numbers by their ones places.' : 'Line up the decimal points.',
      `Find the ${greatestFirst ? 'greatest' : 'least'} ${kind.word} first.`,
      'Compare digits from the left, one place at a time.',
    ],
    explanation: [
      `${why(Math.min(p, q), Math.max(p, q))}`,
      `${why(Math.min(q, r), Math.max(q, r))}`,
      `${why(Math.min(r, s), Math.max(r, s))}`,
      `From ${direction}: ${text(sorted)}.`,
    ],
    parameters: { values: values.join(' '), ask: direction, scale: kind.scale },
  };
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const SYMBOL_OPTIONS = ['>', '<', '='] as const;

export function symbolBetween(story: StoryContext, kind: NumberKind, a: number, b: number): InlineProblem {
  const correct = a > b ? '>' : a < b ? '<' : '=';
  const why =
    a === b
      ? `${show(kind, a)} and ${show(kind, b)} are the same.`
      : a < b
        ? whyLess(kind, a, b)
        : whyLess(kind, b, a);
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} compares two ${kind.word}s. Choose the symbol that makes the comparison true.`,
    segments: [`${show(kind, a)} `, { blank: 'symbol' }, ` ${show(kind, b)}`],
    blanks: [
      {
        id: 'symbol',
        options: SYMBOL_OPTIONS.map((symbol) =>
          symbol === correct
            ? { text: symbol }
            : { text: symbol, note: `${show(kind, a)} ${symbol} ${show(kind, b)} is not true. ${why}` },
        ),
        correctIndex: SYMBOL_OPTIONS.indexOf(correct),
      },
    ],
    hints: [
      kind.scale === 1 ? 'Line up the numbers by their ones places.' : 'Line up the decimal points.',
      'Compare digits from the left, one place at a time.',
      '> means "is greater than" and < means "is less than".',
    ],
    explanation: [why, `So ${show(kind, a)} ${correct} ${show(kind, b)}.`],
    parameters: { values: `${a} ${b}`, ask: 'symbol', scale: kind.scale },
  };
}
