import { rational } from '../../items/rational';
import type { NumberLineVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { fractionMistake, fractionText as f } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.7A: halves, fourths and eighths as distances from 0 on a number line. Easy: how far a point is
 * from 0; medium: how far equal hops of 1/4 or 1/8 go; hard: a point given by its distance from 1,
 * to be named by its distance from 0. Wrong choices: counting tick marks instead of spaces, giving the
 * distance from 1 instead of from 0, adding the two distances.
 */
const DENOMINATORS = [2, 4, 8] as const;

function distanceMistakes(p: number, q: number): Mistake[] {
  const all = [
    ...fractionMistake(
      p + 1,
      q,
      'This counts the tick marks, including the one at 0. A distance counts the spaces.',
    ),
    ...fractionMistake(
      q - p,
      q,
      'This is the distance from the point to 1. The question asks the distance from 0.',
    ),
    ...fractionMistake(p, q + 1, `There are ${q} equal spaces from 0 to 1, so each space is ${f(1, q)}.`),
    ...fractionMistake(p - 1, q, 'This is one space too few. Count the spaces from 0 again.'),
    ...fractionMistake(1, q, `${f(1, q)} is one space. Count all the spaces from 0 to the point.`),
    ...fractionMistake(
      p,
      2 * q,
      `Each space is ${f(1, q)}, not ${f(1, 2 * q)}. Count the spaces from 0 to 1.`,
    ),
  ];
  const fractions = all.filter(
    (m) => m.value.numerator <= m.value.denominator && [2, 3, 4, 6, 8].some((d) => m.text?.endsWith(`/${d}`)),
  );
  return [
    ...fractions,
    ...fractionMistake(q, q, `${f(q, q)} is the whole distance from 0 to 1. The point is before 1.`),
    {
      value: rational(p),
      note: `${p} is the number of spaces. Each space is ${f(1, q)}, so the distance is a fraction.`,
    },
  ];
}

function line(
  q: number,
  point: { tick: number; label: string } | null,
  jumps: NumberLineVisual['jumps'],
  text: string,
): NumberLineVisual {
  return {
    kind: 'number-line',
    divisions: q,
    tickLabels: [
      { tick: 0, text: '0' },
      { tick: q, text: '1' },
    ],
    points: point ? [point] : [],
    jumps,
    imageDescription: `A number line from 0 to 1 cut into ${q} equal spaces. ${text}`,
  };
}

function pointDistance(random: Random, story: StoryContext): NumericProblem {
  const q = random.pick(DENOMINATORS);
  const p = random.int(1, q - 1);
  const label = random.pick(['P', 'Q', 'R', 'M']);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} rolls a toy car from 0 to point ${label} on the number line. How far from 0 does the car roll?`,
    visual: line(q, { tick: p, label }, [], `Point ${label} is ${p} ${p === 1 ? 'space' : 'spaces'} from 0.`),
    answer: rational(p, q),
    answerText: f(p, q),
    format: 'fraction',
    mistakes: distanceMistakes(p, q),
    hints: [
      'Count the equal spaces from 0 to 1. Each space is the same fraction.',
      `There are ${q} spaces, so each is ${f(1, q)}.`,
      `Count the spaces from 0 to point ${label}.`,
    ],
    explanation: [
      `From 0 to 1 there are ${q} equal spaces, each ${f(1, q)}.`,
      `Point ${label} is ${p} ${p === 1 ? 'space' : 'spaces'} from 0.`,
      `The car rolls ${f(p, q)}.`,
    ],
    parameters: { kind: 'point', spaces: p, divisions: q, fromOne: 0 },
  };
}

function hops(random: Random, story: StoryContext): NumericProblem {
  const q = random.pick([4, 8] as const);
  const p = random.int(2, q);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws a frog on a number line. The frog starts at 0. Each hop is ${f(1, q)}. How far from 0 is the frog after ${p} hops?`,
    visual: line(
      q,
      null,
      times(p, (i) => ({ fromTick: i, toTick: i + 1 })),
      `${p} equal hops start at 0.`,
    ),
    answer: rational(p, q),
    answerText: f(p, q),
    format: 'fraction',
    mistakes: [
      ...distanceMistakes(p, q),
      ...fractionMistake(p + 1, q, 'This is one hop too many. Count the hops again.'),
    ].filter((m) => m.value.numerator <= m.value.denominator),
    hints: [
      `Each hop covers ${f(1, q)}.`,
      `Count by ${f(1, q)}: ${f(1, q)}, ${f(2, q)}, ${f(3, q)} …`,
      `Stop after ${p} hops.`,
    ],
    explanation: [
      `Each hop is ${f(1, q)}.`,
      `${p} hops of ${f(1, q)} is ${f(p, q)}.`,
      `The frog is ${f(p, q)} from 0.`,
    ],
    parameters: { kind: 'hops', spaces: p, divisions: q, fromOne: 0 },
  };
}

function fromOne(random: Random, story: StoryContext): NumericProblem {
  const q = random.pick([4, 8] as const);
  const back = random.int(1, q - 1);
  const p = q - back;
  const label = random.pick(['P', 'Q', 'R', 'M']);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} marks point ${label}. Point ${label} is ${f(back, q)} away from 1 on the number line. How far is point ${label} from 0?`,
    visual: line(
      q,
      { tick: p, label },
      [],
      `Point ${label} is ${back} ${back === 1 ? 'space' : 'spaces'} to the left of 1.`,
    ),
    answer: rational(p, q),
    answerText: f(p, q),
    format: 'fraction',
    mistakes: [
      ...fractionMistake(
        back,
        q,
        `${f(back, q)} is the distance from 1. The question asks the distance from 0.`,
      ),
      ...fractionMistake(
        q + back,
        q,
        `The distances were added. Point ${label} is between 0 and 1, so it is less than 1 from 0.`,
      ).filter(() => q + back <= 8),
      ...distanceMistakes(p, q),
    ],
    hints: [
      `From 0 to 1 is ${f(q, q)}.`,
      `Point ${label} is ${f(back, q)} short of 1.`,
      `Take ${f(back, q)} away from ${f(q, q)}.`,
    ],
    explanation: [
      `The whole line from 0 to 1 is ${f(q, q)}.`,
      `${f(q, q)} − ${f(back, q)} = ${f(p, q)}.`,
      `Point ${label} is ${f(p, q)} from 0.`,
    ],
    parameters: { kind: 'from-one', spaces: p, divisions: q, fromOne: back },
  };
}

export const fractionDistances = defineGenerator({
  id: '3.7A.fraction-distances',
  version: 1,
  teksCode: '3.7A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pointDistance(random, story);
    if (difficulty === 'medium') return hops(random, story);
    return fromOne(random, story);
  },
});
