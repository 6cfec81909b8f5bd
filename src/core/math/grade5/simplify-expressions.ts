import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Difficulty } from '../../items/item-types';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { describeStep, evaluate, fill, valueOf, type Evaluation, type Step } from './expression-steps';

/**
 * 5.4F: simplify numerical expressions without exponents, with up to two levels of grouping. Easy:
 * no grouping, so multiplying comes before adding; medium: one pair of parentheses; hard: parentheses
 * inside brackets. Wrong choices come from evaluating the same expression with a named slip: working
 * left to right, ignoring the grouping symbols, or skipping the parentheses inside the brackets.
 */
interface Template {
  text: string;
  /** Inclusive ranges for a, b, c… */
  ranges: [number, number][];
}

const TEMPLATES: Record<Difficulty, readonly Template[]> = {
  easy: [
    {
      text: 'a + b × c',
      ranges: [
        [2, 30],
        [2, 9],
        [2, 9],
      ],
    },
    {
      text: 'a − b × c',
      ranges: [
        [30, 90],
        [2, 9],
        [2, 9],
      ],
    },
    {
      text: 'a + b ÷ c',
      ranges: [
        [2, 30],
        [12, 81],
        [2, 9],
      ],
    },
    {
      text: 'a × b + c × d',
      ranges: [
        [2, 9],
        [2, 9],
        [2, 9],
        [2, 9],
      ],
    },
    {
      text: 'a − b × c + d',
      ranges: [
        [40, 90],
        [2, 9],
        [2, 6],
        [2, 20],
      ],
    },
  ],
  medium: [
    {
      text: 'a × (b + c)',
      ranges: [
        [2, 9],
        [2, 12],
        [2, 12],
      ],
    },
    {
      text: 'a × (b − c) + d',
      ranges: [
        [2, 9],
        [8, 20],
        [2, 7],
        [2, 20],
      ],
    },
    {
      text: '(a + b) × c − d',
      ranges: [
        [2, 9],
        [2, 9],
        [2, 6],
        [2, 20],
      ],
    },
    {
      text: 'a + (b − c) × d',
      ranges: [
        [2, 30],
        [8, 20],
        [2, 7],
        [2, 9],
      ],
    },
    {
      text: '(a + b) ÷ c + d',
      ranges: [
        [6, 40],
        [6, 40],
        [2, 9],
        [2, 20],
      ],
    },
    {
      text: 'a − (b + c) ÷ d',
      ranges: [
        [30, 80],
        [6, 40],
        [6, 40],
        [2, 9],
      ],
    },
  ],
  hard: [
    {
      text: 'a × [b − (c + d)]',
      ranges: [
        [2, 9],
        [15, 40],
        [2, 9],
        [2, 9],
      ],
    },
    {
      text: '[a + b × (c − d)] ÷ e',
      ranges: [
        [2, 40],
        [2, 9],
        [8, 15],
        [2, 7],
        [2, 9],
      ],
    },
    {
      text: 'a − [b + c × (d − e)]',
      ranges: [
        [60, 99],
        [2, 20],
        [2, 6],
        [8, 15],
        [2, 7],
      ],
    },
    {
      text: '[(a + b) × c − d] ÷ e',
      ranges: [
        [2, 9],
        [2, 9],
        [2, 6],
        [2, 20],
        [2, 9],
      ],
    },
    {
      text: 'a + [b × (c + d) − e]',
      ranges: [
        [2, 30],
        [2, 6],
        [2, 9],
        [2, 9],
        [2, 20],
      ],
    },
  ],
};

interface Slip {
  rules: Parameters<typeof evaluate>[1];
  note: string;
  only?: Difficulty[];
}

const SLIPS: readonly Slip[] = [
  {
    rules: { order: 'normal', obey: 'none' },
    note: 'The grouping symbols were ignored. Work inside them first.',
    only: ['medium', 'hard'],
  },
  {
    rules: { order: 'left-to-right', obey: 'all' },
    note: 'The steps were done from left to right. Multiply and divide before you add and subtract.',
  },
  {
    rules: { order: 'add-first', obey: 'all' },
    note: 'Adding or subtracting was done before multiplying or dividing. Multiply and divide first.',
  },
  {
    rules: { order: 'normal', obey: 'brackets-only' },
    note: 'The parentheses inside the brackets were skipped. Work from the inside out: parentheses first.',
    only: ['hard'],
  },
  {
    rules: { order: 'left-to-right', obey: 'none' },
    note: 'Everything was done from left to right. Grouping symbols come first, then multiply and divide.',
    only: ['medium', 'hard'],
  },
];

/** An expression with a whole-number value from 1 to 500, and its evaluation. */
function drawExpression(random: Random, difficulty: Difficulty): { expression: string } & Evaluation {
  for (let tries = 0; tries < 40; tries += 1) {
    const template = random.pick(TEMPLATES[difficulty]);
    const expression = fill(
      template.text,
      template.ranges.map(([low, high]) => random.int(low, high)),
    );
    const evaluation = evaluate(expression);
    const { value } = evaluation;
    if (Number.isInteger(value) && value > 0 && value <= 500) return { expression, ...evaluation };
  }
  const expression = { easy: '20 + 4 × 3', medium: '6 × (8 − 3) + 4', hard: '3 × [20 − (4 + 5)]' }[
    difficulty
  ];
  return { expression, ...evaluate(expression) };
}

const SLIPS_FOR: Record<Difficulty, readonly Slip[]> = {
  easy: SLIPS.filter((slip) => !slip.only || slip.only.includes('easy')),
  medium: SLIPS.filter((slip) => !slip.only || slip.only.includes('medium')),
  hard: SLIPS.filter((slip) => !slip.only || slip.only.includes('hard')),
};

function slipMistakes(expression: string, difficulty: Difficulty, answer: number, last: Step): Mistake[] {
  const slips: Mistake[] = [];
  for (const slip of SLIPS_FOR[difficulty]) {
    const value = valueOf(expression, slip.rules);
    if (Number.isInteger(value) && value > 0 && value !== answer)
      slips.push({ value: rational(value), note: slip.note });
  }
  // Stopping one step early is the other common slip.
  const early =
    last.left !== answer
      ? [
          {
            value: rational(last.left),
            note: `${last.left} is not the end. There is one more step: ${last.operator} ${last.right}.`,
          },
        ]
      : [];
  return [...slips, ...early];
}

function simplify(random: Random, story: StoryContext, difficulty: Difficulty): NumericProblem {
  const { expression, value, steps } = drawExpression(random, difficulty);
  const lines = steps.map(describeStep);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes the expression ${expression} on the board. What is the value of the expression?`,
    answer: rational(value),
    format: 'whole-number',
    mistakes: slipMistakes(expression, difficulty, value, steps.at(-1)!),
    hints:
      difficulty === 'easy'
        ? [
            'Do not just work from left to right.',
            'Multiply and divide first, from left to right.',
            'Then add and subtract, from left to right.',
          ]
        : [
            difficulty === 'hard'
              ? 'Work from the inside out: parentheses first, then brackets.'
              : 'Work inside the parentheses first.',
            'Inside and outside the grouping symbols, multiply and divide before you add and subtract.',
            `Start with ${steps[0]!.left} ${steps[0]!.operator} ${steps[0]!.right}.`,
          ],
    explanation: [...lines.slice(0, 4), `The value of the expression is ${value}.`],
    parameters: { expression },
  };
}

export const simplifyExpressions = defineGenerator({
  id: '5.4F.simplify-expressions',
  version: 1,
  teksCode: '5.4F',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000, denominators: [] },
  build({ random, story, difficulty }) {
    return simplify(random, story, difficulty);
  },
});
