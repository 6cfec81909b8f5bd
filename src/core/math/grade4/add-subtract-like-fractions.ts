import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { f } from './number-text';

/**
 * 4.3E: add and subtract fractions with the same denominator. Easy: add two fractions shown on
 * fraction bars; medium: a subtraction story; hard: add or subtract mixed numbers that need
 * regrouping. Wrong answers: adding the denominators too, the wrong operation, one part off, and
 * forgetting to regroup a whole.
 */
const DENOMINATORS = [2, 3, 4, 5, 6, 8, 10, 12] as const;

/** A count of parts over d written as a mixed number, kept unsimplified: 10 over 4 → "2 2/4". */
export function mixedText(parts: number, d: number): string {
  const whole = Math.floor(parts / d);
  const rest = parts - whole * d;
  if (rest === 0) return String(whole);
  return whole === 0 ? f(rest, d) : `${whole} ${f(rest, d)}`;
}

const over = (parts: number, d: number, note: string, mixed = false): Mistake[] =>
  parts > 0 && (DENOMINATORS as readonly number[]).includes(d)
    ? [{ value: rational(parts, d), note, text: mixed ? mixedText(parts, d) : f(parts, d) }]
    : [];

function addOnBars(random: Random, story: StoryContext): NumericProblem {
  const d = random.pick(DENOMINATORS.filter((x) => x >= 3));
  const a = random.int(1, d - 1);
  const c = random.int(1, d - a);
  const sum = a + c;
  const { name, otherName, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} eats ${f(a, d)} of a ${whole.one}. ${otherName} eats ${f(c, d)} of the same ${whole.one}. What fraction of the ${whole.one} do they eat in all?`,
    visual: {
      kind: 'fraction-bars',
      bars: [
        { parts: d, shaded: a, label: `${name}: ${f(a, d)}` },
        { parts: d, shaded: c, label: `${otherName}: ${f(c, d)}` },
      ],
      imageDescription: `Two same-size bars, each cut into ${d} equal parts. The first has ${a} parts shaded. The second has ${c} parts shaded.`,
    },
    answer: rational(sum, d),
    answerText: f(sum, d),
    format: 'fraction',
    mistakes: [
      ...over(
        sum,
        2 * d,
        'The denominators were added too. The pieces stay the same size, so keep the denominator.',
      ),
      ...over(Math.abs(a - c), d, 'This is the difference. "In all" means add.'),
      ...over(sum + 1, d, 'This is one part too many. Count the shaded parts again.'),
      ...over(sum - 1, d, 'This is one part too few. Count the shaded parts again.'),
      { value: rational(sum), note: 'The numerators were added, but the denominator was left off.' },
    ],
    hints: [
      `Each part is ${f(1, d)} of the ${whole.one}.`,
      'Count all the shaded parts on both bars.',
      'Add the numerators. The denominator stays the same.',
    ],
    explanation: [
      `Both fractions count parts of size ${f(1, d)}.`,
      `Add the parts: ${a} + ${c} = ${sum}.`,
      `So ${f(a, d)} + ${f(c, d)} = ${f(sum, d)}.`,
    ],
    parameters: { first: f(a, d), second: f(c, d), operation: 'add' },
  };
}

function subtractStory(random: Random, story: StoryContext): NumericProblem {
  const d = random.pick(DENOMINATORS.filter((x) => x >= 4));
  const a = random.int(3, d);
  const c = random.int(1, a - 2);
  const left = a - c;
  const { name, whole } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${f(a, d)} of a ${whole.one}. ${name} gives ${f(c, d)} of the ${whole.one} to ${story.otherName}. What fraction of the ${whole.one} is left?`,
    answer: rational(left, d),
    answerText: f(left, d),
    format: 'fraction',
    mistakes: [
      ...over(a + c, d, 'The fractions were added. Giving some away means subtract.'),
      ...over(left + 1, d, 'This is one part too many. Subtract the numerators again.'),
      ...over(left - 1, d, 'This is one part too few. Subtract the numerators again.'),
      ...over(c, d, `${f(c, d)} is the part given away, not the part left.`),
      ...over(a, d, `${f(a, d)} is what ${name} had at first.`),
      { value: rational(left), note: 'The numerators were subtracted, but the denominator was left off.' },
    ],
    hints: [
      'Giving away means subtract.',
      `Both fractions count parts of size ${f(1, d)}.`,
      'Subtract the numerators. The denominator stays the same.',
    ],
    explanation: [
      `Subtract: ${f(a, d)} − ${f(c, d)}.`,
      `Take away the parts: ${a} − ${c} = ${left}.`,
      `So ${f(left, d)} of the ${whole.one} is left.`,
    ],
    parameters: { first: f(a, d), second: f(c, d), operation: 'subtract' },
  };
}

function mixedNumbers(random: Random, story: StoryContext): NumericProblem {
  const d = random.pick(DENOMINATORS.filter((x) => x >= 3));
  const add = random.chance(1, 2);
  const { thing } = story;
  // Fraction parts chosen so adding needs regrouping into a whole and subtracting needs a whole broken up.
  const p = random.int(1, add ? d - 1 : d - 2);
  const q = add ? random.int(Math.max(1, d - p), d - 1) : random.int(p + 1, d - 1);
  const wa = random.int(add ? 1 : 2, 6);
  const wb = random.int(1, add ? 5 : wa - 1);
  const first = wa * d + p;
  const second = wb * d + q;
  const result = add ? first + second : first - second;
  const [aText, bText] = [mixedText(first, d), mixedText(second, d)];
  const unit = 'pounds';
  const mistakes: Mistake[] = add
    ? [
        ...over(
          (wa + wb) * d + ((p + q) % d),
          d,
          'The fraction parts made more than 1 whole, but that whole was not regrouped.',
          true,
        ),
        ...over(Math.abs(first - second), d, 'This is the difference. "In all" means add.', true),
        ...over(result + 1, d, `This is ${f(1, d)} too much. Add the fraction parts again.`, true),
        ...over(result - d, d, 'One whole is missing. Add the whole numbers again.', true),
        ...over(result - 1, d, `This is ${f(1, d)} too little. Add the fraction parts again.`, true),
        ...over((wa + wb) * d, d, 'Only the whole numbers were added. Add the fraction parts too.', true),
      ]
    : [
        ...over(
          (wa - wb) * d + (q - p),
          d,
          'The smaller fraction was taken from the bigger one. Break up a whole first.',
          true,
        ),
        ...over(
          (wa - wb) * d + (d + p - q),
          d,
          'A whole was broken up, but the whole number was not made 1 less.',
          true,
        ),
        ...over(first + second, d, 'The numbers were added. "How much more" means subtract.', true),
        ...over(result + 1, d, `This is ${f(1, d)} too much. Subtract the fraction parts again.`, true),
        ...over(result - 1, d, `This is ${f(1, d)} too little. Subtract the fraction parts again.`, true),
        ...over(
          (wa - wb) * d,
          d,
          'Only the whole numbers were subtracted. Subtract the fraction parts too.',
          true,
        ),
      ];
  return {
    kind: 'numeric',
    stem: add
      ? `${opening(story)}One bag of ${thing.many} weighs ${aText} ${unit}. Another bag weighs ${bText} ${unit}. How many pounds do the two bags weigh in all?`
      : `${opening(story)}A bag of ${thing.many} weighs ${aText} ${unit}. A box weighs ${bText} ${unit}. How many more pounds does the bag weigh than the box?`,
    answer: rational(result, d),
    answerText: mixedText(result, d),
    format: 'fraction',
    style: 'mixed',
    mistakes,
    hints: add
      ? [
          'Add the whole numbers. Then add the fraction parts.',
          `The fraction parts add to ${f(p + q, d)}, which is more than 1 whole.`,
          `${f(d, d)} makes 1 whole. Regroup it into the whole numbers.`,
        ]
      : [
          'Subtract the fraction parts. Then subtract the whole numbers.',
          `${f(p, d)} is less than ${f(q, d)}, so break up 1 whole first.`,
          `1 whole is ${f(d, d)}. So ${aText} is the same as ${wa - 1} ${f(d + p, d)}.`,
        ],
    explanation: add
      ? [
          `Wholes: ${wa} + ${wb} = ${wa + wb}. Parts: ${f(p, d)} + ${f(q, d)} = ${f(p + q, d)}.`,
          `${f(p + q, d)} = ${mixedText(p + q, d)}, so regroup 1 whole.`,
          `${wa + wb} + ${mixedText(p + q, d)} = ${mixedText(result, d)} pounds.`,
        ]
      : [
          `Break up 1 whole: ${aText} = ${wa - 1} ${f(d + p, d)}.`,
          `Parts: ${f(d + p, d)} − ${f(q, d)} = ${f(d + p - q, d)}. Wholes: ${wa - 1} − ${wb} = ${wa - 1 - wb}.`,
          `So the bag weighs ${mixedText(result, d)} pounds more.`,
        ],
    parameters: { first: aText, second: bText, operation: add ? 'add' : 'subtract' },
  };
}

export const addSubtractLikeFractions = defineGenerator({
  id: '4.3E.add-subtract-like-fractions',
  version: 1,
  teksCode: '4.3E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 24 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return addOnBars(random, story);
    if (difficulty === 'medium') return subtractStory(random, story);
    return mixedNumbers(random, story);
  },
});
