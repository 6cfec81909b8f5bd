import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { ChoiceProblem, InlineProblem, Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, n, PLACE_NAMES } from './number-text';

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

/** Why `low` is less than `high`, in one sentence a child can check. */
export function whyLess(kind: NumberKind, low: number, high: number): string {
  const [a, b] = [show(kind, low), show(kind, high)];
  if (kind.scale === 1 && String(low).length < String(high).length)
    return `${a} has fewer digits than ${b}, so it is less.`;
  for (let place = Math.max(String(low).length, String(high).length) - 1; place >= 0; place -= 1) {
    const [x, y] = [Math.floor(low / 10 ** place) % 10, Math.floor(high / 10 ** place) % 10];
    if (x !== y) return `In the ${placeName(kind, place)} place, ${x} is less than ${y}, so ${a} < ${b}.`;
  }
  return `${a} = ${b}.`;
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
  const mistakes: Mistake[] = values
    .filter((v) => v !== answer)
    .map((v) => ({
      value: rational(v, kind.scale),
      note: greatest
        ? `${whyLess(kind, v, answer)}${longerNote(kind, v, answer)}`
        : `${whyLess(kind, answer, v)} So ${show(kind, v)} is not the least.${longerNote(kind, answer, v)}`,
    }));
  const list = random.shuffle(values).map((v) => show(kind, v));
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
      ...values
        .filter((v) => v !== answer)
        .slice(0, 2)
        .map((v) => (greatest ? whyLess(kind, v, answer) : whyLess(kind, answer, v))),
      `The ${word} is ${show(kind, answer)}.`,
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
  const text = (list: number[]) => list.map((v) => show(kind, v)).join('; ');
  const outOfOrder = (first: number, second: number) =>
    greatestFirst
      ? `${show(kind, first)} is put before ${show(kind, second)}, but ${lower(whyLess(kind, first, second))}`
      : `${show(kind, first)} is put before ${show(kind, second)}, but ${lower(whyLess(kind, second, first))}`;
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
      `${whyLess(kind, Math.min(p, q), Math.max(p, q))}`,
      `${whyLess(kind, Math.min(q, r), Math.max(q, r))}`,
      `${whyLess(kind, Math.min(r, s), Math.max(r, s))}`,
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
