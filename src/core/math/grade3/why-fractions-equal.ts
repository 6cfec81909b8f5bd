import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionText as f, type WordChoice } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.3G: equivalent fractions name the same point on a number line, or cover the same part of the
 * same-size whole. Easy: decide with two same-size fraction bars whether two fractions are equivalent,
 * and why; medium: two children name one point on a number line two ways; hard: the same fractions of
 * different-size wholes are not the same amount. Wrong choices: "different numbers make different
 * fractions", "more parts means more", "a point has only one name", "equivalent always means equal
 * amounts".
 */
type Pair = [p: number, q: number, r: number, s: number];

/** Fractions below 1 with the finer denominator s a multiple of q, so both land on ticks of s parts. */
const PAIRS: readonly Pair[] = [2, 3, 4].flatMap((q) =>
  [4, 6, 8]
    .filter((s) => s > q && s % q === 0)
    .flatMap((s) =>
      times(q - 1, (i) => i + 1).flatMap((p) => times(s - 1, (j) => j + 1).map((r): Pair => [p, q, r, s])),
    ),
);
const isEqual = ([p, q, r, s]: Pair) => p * s === r * q;
const EQUAL = PAIRS.filter(isEqual);
const UNEQUAL = PAIRS.filter((pair) => !isEqual(pair));

/** Half the items show equal fractions, half unequal ones, so "yes" is not always the answer. */
const drawPair = (random: Random): Pair => random.pick(random.chance(1, 2) ? EQUAL : UNEQUAL);

/** The right answer's words, shared with the test, which decides equivalence itself with fraction.js. */
export const VERDICTS = {
  barsEqual: 'Yes. They cover the same part of same-size bars.',
  barsUnequal: 'No. They do not cover the same part of same-size bars.',
  lineBoth: (first: string, second: string) => `Both. ${first} and ${second} name the same point.`,
  lineFirst: (first: string) => `Only ${first}. The other fraction is at a different point.`,
  wholes: 'No. The wholes are not the same size.',
} as const;

function bars(random: Random, story: StoryContext): ChoiceProblem {
  const pair = drawPair(random);
  const [p, q, r, s] = pair;
  const equal = isEqual(pair);
  const { name, otherName } = story;
  const choices: WordChoice[] = equal
    ? [
        { text: VERDICTS.barsEqual, correct: true },
        {
          text: `No. ${f(r, s)} has more parts, so it is more.`,
          correct: false,
          note: 'The parts are smaller, so more of them can cover the same amount.',
        },
        {
          text: 'No. The numbers are different, so the fractions are different.',
          correct: false,
          note: 'Different numbers can name the same amount. Look at how much of each bar is shaded.',
        },
        {
          text: 'Yes. Both fractions have the same numerator.',
          correct: false,
          note: `The numerators are ${p} and ${r}, not the same. They are equivalent because the shaded parts cover the same amount.`,
        },
      ]
    : [
        { text: VERDICTS.barsUnequal, correct: true },
        {
          text: 'Yes. The two bars are the same size.',
          correct: false,
          note: 'Same-size bars are needed, but the shaded parts must also cover the same amount.',
        },
        {
          text: 'Yes. Both fractions are less than 1.',
          correct: false,
          note: 'Many different fractions are less than 1. Compare the shaded parts.',
        },
        {
          text: `Yes. ${f(r, s)} has more parts, so it makes up for the smaller parts.`,
          correct: false,
          note: 'Compare how much of each bar is shaded. Here the shaded parts do not match.',
        },
      ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} shades ${f(p, q)} of a bar. ${otherName} shades ${f(r, s)} of a same-size bar. Are ${f(p, q)} and ${f(r, s)} equivalent? Why?`,
    visual: {
      kind: 'fraction-bars',
      bars: [
        { parts: q, shaded: p, label: `${name}: ${f(p, q)}` },
        { parts: s, shaded: r, label: `${otherName}: ${f(r, s)}` },
      ],
      imageDescription: `Two bars of the same size. ${name}'s bar has ${q} equal parts with ${p} shaded. ${otherName}'s bar has ${s} equal parts with ${r} shaded.`,
    },
    choices,
    hints: [
      'Equivalent fractions cover the same part of same-size wholes.',
      'Look at where the shading ends on each bar.',
      'If the shading ends at the same place, the fractions are equivalent.',
    ],
    explanation: [
      `The bars are the same size. ${f(p, q)} is ${p} of ${q} parts and ${f(r, s)} is ${r} of ${s} parts.`,
      equal
        ? 'The shading ends at the same place, so they cover the same part.'
        : 'The shading ends at different places, so they do not cover the same part.',
      `So ${f(p, q)} and ${f(r, s)} ${equal ? 'are' : 'are not'} equivalent.`,
    ],
    parameters: { model: 'bars', first: f(p, q), second: f(r, s) },
  };
}

function numberLine(random: Random, story: StoryContext): ChoiceProblem {
  const pair = drawPair(random);
  const [p, q, r, s] = pair;
  const equal = isEqual(pair);
  const { name, otherName } = story;
  const point = random.pick(['P', 'Q', 'R', 'M']);
  const choices: WordChoice[] = [
    equal
      ? { text: VERDICTS.lineBoth(name, otherName), correct: true }
      : {
          text: VERDICTS.lineBoth(name, otherName),
          correct: false,
          note: `${f(p, q)} is ${p} of ${q} equal parts from 0. That is not where point ${point} is.`,
        },
    equal
      ? {
          text: VERDICTS.lineFirst(name),
          correct: false,
          note: `${f(p, q)} and ${f(r, s)} are equivalent, so both name point ${point}.`,
        }
      : { text: VERDICTS.lineFirst(name), correct: true },
    {
      text: `Only ${otherName}. ${f(p, q)} uses smaller numbers.`,
      correct: false,
      note: `Point ${point} is ${r} of ${s} equal parts from 0, so ${f(r, s)} names it.`,
    },
    {
      text: 'Neither. A point has only one name.',
      correct: false,
      note: 'A point can have many fraction names. Equivalent fractions name the same point.',
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}Look at point ${point}. ${name} says it is at ${f(r, s)}. ${otherName} says it is at ${f(p, q)}. Who is right?`,
    visual: {
      kind: 'number-line',
      divisions: s,
      tickLabels: [
        { tick: 0, text: '0' },
        { tick: s, text: '1' },
      ],
      points: [{ tick: r, label: point }],
      jumps: [],
      imageDescription: `A number line from 0 to 1 cut into ${s} equal parts. Point ${point} is ${r} parts from 0.`,
    },
    choices,
    keepOrder: true,
    hints: [
      `Count the equal parts from 0 to point ${point}.`,
      `Now think of the line cut into ${q} equal parts. Where is ${f(p, q)}?`,
      'Equivalent fractions are at the same point on a number line.',
    ],
    explanation: [
      `Point ${point} is ${r} of ${s} equal parts from 0, so it is at ${f(r, s)}.`,
      equal
        ? `${f(p, q)} is at the same point, so ${f(p, q)} = ${f(r, s)}.`
        : `${f(p, q)} is at a different point, so ${f(p, q)} is not equal to ${f(r, s)}.`,
      equal ? `Both ${name} and ${otherName} are right.` : `Only ${name} is right.`,
    ],
    parameters: { model: 'line', first: f(r, s), second: f(p, q) },
  };
}

function differentWholes(random: Random, story: StoryContext): ChoiceProblem {
  const [p, q, r, s] = random.pick(EQUAL);
  const { name, otherName, whole } = story;
  const bigFirst = random.chance(1, 2);
  const [smallName, bigName] = bigFirst ? [otherName, name] : [name, otherName];
  const choices: WordChoice[] = [
    { text: VERDICTS.wholes, correct: true },
    {
      text: `Yes. ${f(p, q)} and ${f(r, s)} are equivalent.`,
      correct: false,
      note: 'Equivalent fractions are the same amount only when the wholes are the same size.',
    },
    {
      text: `No. ${f(p, q)} is more than ${f(r, s)}.`,
      correct: false,
      note: `${f(p, q)} and ${f(r, s)} are equivalent. The difference is the size of the wholes.`,
    },
    {
      text: `Yes. They each get the same fraction of ${withArticle(whole.one)}.`,
      correct: false,
      note: `The same fraction of a bigger ${whole.one} is more.`,
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} gets ${f(p, q)} of ${withArticle(bigFirst ? `big ${whole.one}` : `small ${whole.one}`)}. ${otherName} gets ${f(r, s)} of ${withArticle(bigFirst ? `small ${whole.one}` : `big ${whole.one}`)}. Do they get the same amount?`,
    choices,
    hints: [
      'When are two equivalent fractions the same amount?',
      `Is ${f(p, q)} equal to ${f(r, s)}? Are the two ${whole.many} the same size?`,
      `Compare part of a big ${whole.one} with the same part of a small ${whole.one}.`,
    ],
    explanation: [
      `${f(p, q)} and ${f(r, s)} are equivalent fractions.`,
      `But the ${whole.many} are not the same size.`,
      `${bigName} gets more, because the same part of a bigger whole is more than ${smallName} gets.`,
    ],
    parameters: { model: 'wholes', first: f(p, q), second: f(r, s) },
  };
}

export const whyFractionsEqual = defineGenerator({
  id: '3.3G.why-fractions-equal',
  version: 1,
  teksCode: '3.3G',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return bars(random, story);
    if (difficulty === 'medium') return numberLine(random, story);
    return differentWholes(random, story);
  },
});
