import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import { valueOf } from './expression-steps';

/**
 * 5.4E: describe the meaning of parentheses and brackets in a numeric expression. Easy: which step
 * comes first in 3 × (4 + 5); medium: which expression says "add 6 and 2, then multiply by 5";
 * hard: which step comes second in 2 × [18 − (3 + 4)], parentheses inside brackets. Wrong choices
 * come from ignoring the grouping symbols, working left to right, or naming the wrong step.
 */
interface Step {
  text: string;
  note?: string;
}

const add = (x: number, y: number) => `Add ${x} and ${y}.`;
const multiply = (x: number, y: number) => `Multiply ${x} and ${y}.`;
const subtract = (x: number, from: number) => `Subtract ${x} from ${from}.`;

/** Numbers from the ranges, all different, so no two choices read the same. */
function distinct(random: Random, ranges: [number, number][]): [number, number, number] {
  for (let tries = 0; tries < 40; tries += 1) {
    const [x, y, z] = ranges.map(([low, high]) => random.int(low, high)) as [number, number, number];
    if (x !== y && x !== z && y !== z) return [x, y, z];
  }
  const [first] = ranges[0]!;
  return [first, first + 1, first + 2];
}

const FORMS = [
  ['add', '+', 'multiply the sum by', '×'],
  ['subtract', '−', 'multiply the difference by', '×'],
  ['add', '+', 'divide the sum by', '÷'],
] as const;

function expressions(form: number, a: number, b: number, c: number): string[] {
  const [, sign, , outer] = FORMS[form]!;
  return [
    `(${b} ${sign} ${c}) ${outer} ${a}`,
    `${b} ${sign} ${c} ${outer} ${a}`,
    `${a} ${outer} ${b} ${sign} ${c}`,
    `(${a} ${outer} ${b}) ${sign} ${c}`,
  ];
}

/** True when a wrong expression has the same value as the right one (then the numbers are redrawn). */
function sameValue(form: number, a: number, b: number, c: number): boolean {
  const [right, ...wrong] = expressions(form, a, b, c).map((e) => valueOf(e));
  return wrong.some((value) => value === right);
}

function firstStep(random: Random, story: StoryContext): ChoiceProblem {
  const form = random.int(0, 2);
  const [a, b, c] = distinct(random, [
    [2, 9],
    [2, 12],
    [2, 9],
  ]);
  const ignore = 'This ignores the parentheses. Do what is inside the parentheses first.';
  const outside = 'That number is outside the parentheses, so this is not the first step.';
  const options = [
    {
      expression: `${a} × (${b} + ${c})`,
      correct: add(b, c),
      wrong: [
        { text: multiply(a, b), note: ignore },
        { text: add(a, b), note: outside },
        { text: multiply(a, c), note: outside },
      ],
    },
    {
      expression: `(${a} + ${b}) × ${c}`,
      correct: add(a, b),
      wrong: [
        { text: multiply(b, c), note: ignore },
        { text: multiply(a, c), note: outside },
        { text: add(b, c), note: outside },
      ],
    },
    {
      expression: `${a + b + c + 10} − (${b + c} − ${c})`,
      correct: subtract(c, b + c),
      wrong: [
        { text: subtract(b + c, a + b + c + 10), note: ignore },
        { text: subtract(c, a + b + c + 10), note: outside },
        { text: add(b + c, c), note: 'The sign inside the parentheses is a minus, so subtract.' },
      ],
    },
  ][form]!;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes the expression ${options.expression}. What should ${story.name} do first?`,
    choices: [
      { text: options.correct, correct: true },
      ...options.wrong.map((w) => ({ text: w.text, correct: false, note: w.note! })),
    ],
    hints: [
      'Parentheses group numbers together.',
      'What is inside the parentheses is worked out first.',
      'Find the numbers inside the parentheses and the sign between them.',
    ],
    explanation: [
      'Parentheses show which part of an expression to work out first.',
      `In ${options.expression}, the parentheses hold one step.`,
      `So the first step is: ${options.correct.charAt(0).toLowerCase()}${options.correct.slice(1)}`,
    ],
    parameters: { form, a, b, c, ask: 'first' },
  };
}

function wordsToExpression(random: Random, story: StoryContext): ChoiceProblem {
  const form = random.int(0, 2);
  // Different numbers, a whole-number value, and no wrong expression that happens to equal it.
  let [a, b, c] = [4, 9, 3];
  for (let tries = 0; tries < 40; tries += 1) {
    const [x, y] = [random.int(2, 9), random.int(3, 12)];
    const z = random.int(1, y - 1);
    if (x === y || x === z || y === z || (form === 2 && (y + z) % x !== 0)) continue;
    if (sameValue(form, x, y, z)) continue;
    [a, b, c] = [x, y, z];
    break;
  }
  const [verb, sign, thenVerb, outer] = FORMS[form]!;
  const words = verb === 'add' ? `add ${b} and ${c}` : `subtract ${c} from ${b}`;
  const correct = `(${b} ${sign} ${c}) ${outer} ${a}`;
  const candidates: Step[] = [
    {
      text: `${b} ${sign} ${c} ${outer} ${a}`,
      note: `Without parentheses, ${c} ${outer} ${a} is done first. The words say to ${verb} first.`,
    },
    {
      text: `${a} ${outer} ${b} ${sign} ${c}`,
      note: `Here ${a} ${outer} ${b} is done first. The words say to ${verb} first.`,
    },
    {
      text: `(${a} ${outer} ${b}) ${sign} ${c}`,
      note: `The parentheses group the wrong numbers. ${b} and ${c} must be grouped.`,
    },
  ];
  const wrong = candidates;
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to ${words}, then ${thenVerb} ${a}. Which expression shows this?`,
    choices: [
      { text: correct, correct: true },
      ...wrong.map((w) => ({ text: w.text, correct: false, note: w.note! })),
    ],
    hints: [
      `Which step comes first in the words? ${verb === 'add' ? 'Adding' : 'Subtracting'}.`,
      'Multiplying and dividing come before adding and subtracting unless parentheses say otherwise.',
      `Put parentheses around the step that must come first: ${b} ${sign} ${c}.`,
    ],
    explanation: [
      `The words say to ${words} first.`,
      `Parentheses make that happen first: (${b} ${sign} ${c}).`,
      `Then ${thenVerb} ${a}: ${correct}.`,
    ],
    parameters: { form, a, b, c, ask: 'expression' },
  };
}

function secondStep(random: Random, story: StoryContext): ChoiceProblem {
  const form = random.int(0, 1);
  if (form === 0) {
    const [a, c, d] = distinct(random, [
      [2, 9],
      [2, 9],
      [2, 9],
    ]);
    const b = c + d + random.int(2, 20);
    const [s1, s2] = [c + d, b - c - d];
    const expression = `${a} × [${b} − (${c} + ${d})]`;
    return secondStepProblem(
      story,
      expression,
      subtract(s1, b),
      [
        { text: add(c, d), note: `That is the first step: parentheses inside the brackets come first.` },
        { text: multiply(a, b), note: 'This ignores the grouping symbols. Work from the inside out.' },
        { text: multiply(a, s2), note: 'That is the last step, after the brackets are done.' },
      ],
      { form, a, b, c, d },
      [
        `First, the parentheses: ${c} + ${d} = ${s1}.`,
        `Second, the brackets: ${b} − ${s1} = ${s2}.`,
        `Last, multiply: ${a} × ${s2} = ${a * s2}.`,
      ],
    );
  }
  const [a, b, c] = distinct(random, [
    [2, 9],
    [2, 9],
    [2, 6],
  ]);
  const d = random.int(1, (a + b) * c - 1);
  const [s1, s2] = [a + b, (a + b) * c];
  const expression = `[(${a} + ${b}) × ${c}] − ${d}`;
  return secondStepProblem(
    story,
    expression,
    multiply(s1, c),
    [
      { text: add(a, b), note: 'That is the first step: parentheses inside the brackets come first.' },
      { text: multiply(b, c), note: 'This ignores the parentheses. Add first, then multiply the sum.' },
      { text: subtract(d, s2), note: 'That is the last step, after the brackets are done.' },
    ],
    { form, a, b, c, d },
    [
      `First, the parentheses: ${a} + ${b} = ${s1}.`,
      `Second, the brackets: ${s1} × ${c} = ${s2}.`,
      `Last, subtract: ${s2} − ${d} = ${s2 - d}.`,
    ],
  );
}

function secondStepProblem(
  story: StoryContext,
  expression: string,
  correct: string,
  wrong: Step[],
  numbers: Record<string, number>,
  explanation: string[],
): ChoiceProblem {
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes the expression ${expression}. Which step should ${story.name} do second?`,
    choices: [
      { text: correct, correct: true },
      ...wrong.map((w) => ({ text: w.text, correct: false, note: w.note! })),
    ],
    hints: [
      'Work from the inside out: parentheses first, then brackets.',
      'The parentheses are inside the brackets. What is the first step?',
      'The second step uses the answer to the first step, still inside the brackets.',
    ],
    explanation: [
      'Parentheses inside brackets are worked out first, then the rest of the brackets.',
      ...explanation,
    ],
    parameters: { ...numbers, ask: 'second' },
  };
}

export const groupingSymbols = defineGenerator({
  id: '5.4E.grouping-symbols',
  version: 1,
  teksCode: '5.4E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return firstStep(random, story);
    if (difficulty === 'medium') return wordsToExpression(random, story);
    return secondStep(random, story);
  },
});
