import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.5D: the unknown whole number in a multiplication or division equation with three numbers. Easy: a
 * missing factor (or product) in a times fact; medium: any unknown in a division equation; hard: a
 * product written two ways, 4 × 6 = 3 × ?. Wrong choices: subtracting or adding to undo, the product
 * given back, multiplying when a division was needed.
 */
type Slot = 'first' | 'second' | 'result';

function equationProblem(
  story: StoryContext,
  equation: string,
  answer: number,
  mistakes: NumericProblem['mistakes'],
  hints: string[],
  explanation: string[],
  parameters: Record<string, number | string>,
): NumericProblem {
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} writes an equation for ${story.otherName} to solve: ${equation}${equation.endsWith('?') ? '' : '.'} What is the missing number?`,
    answer: rational(answer),
    format: 'whole-number',
    mistakes,
    hints,
    explanation,
    parameters,
  };
}

function multiplication(random: Random, story: StoryContext): NumericProblem {
  const [a, b] = [random.int(2, 10), random.int(2, 10)];
  const product = a * b;
  const slot: Slot = random.pick(['first', 'second', 'second', 'result'] as const);
  if (slot === 'result') {
    return equationProblem(
      story,
      `${a} × ${b} = ?`,
      product,
      [
        mistake(a + b, `The numbers were added. × means multiply.`),
        mistake(a * (b - 1), `That is ${a} × ${b - 1}. Count one more group.`),
        mistake(a * (b + 1), `That is ${a} × ${b + 1}. That is one group too many.`),
      ],
      [
        'The missing number is the product.',
        `Think of ${a} groups of ${b}.`,
        `Skip count by ${b}, ${a} times.`,
      ],
      [`${a} × ${b} = ${product}.`, `The missing number is ${product}.`],
      { equation: 'multiply', known1: a, known2: b, slot },
    );
  }
  const known = slot === 'first' ? b : a;
  const missing = slot === 'first' ? a : b;
  const equation = slot === 'first' ? `? × ${b} = ${product}` : `${a} × ? = ${product}`;
  return equationProblem(
    story,
    equation,
    missing,
    [
      mistake(product - known, `Subtracting does not undo multiplying. Divide: ${product} ÷ ${known}.`),
      mistake(product, `${product} is the product. The missing number is a factor.`),
      mistake(product + known, 'Adding does not undo multiplying. Divide to find a missing factor.'),
      mistake(missing + 1, `Check: ${known} × ${missing + 1} = ${known * (missing + 1)}, not ${product}.`),
      mistake(missing - 1, `Check: ${known} × ${missing - 1} = ${known * (missing - 1)}, not ${product}.`),
    ],
    [
      'The missing number is a factor.',
      `Think: ${known} times what number is ${product}?`,
      `Divide: ${product} ÷ ${known}.`,
    ],
    [
      `${product} ÷ ${known} = ${missing}.`,
      `Check: ${equation.replace('?', String(missing))}.`,
      `The missing number is ${missing}.`,
    ],
    {
      equation: 'multiply',
      known1: slot === 'first' ? product : a,
      known2: slot === 'first' ? b : product,
      slot,
    },
  );
}

function division(random: Random, story: StoryContext): NumericProblem {
  const [divisor, quotient] = [random.int(2, 10), random.int(2, 10)];
  const dividend = divisor * quotient;
  const slot: Slot = random.pick(['first', 'second', 'result'] as const);
  const equation =
    slot === 'first'
      ? `? ÷ ${divisor} = ${quotient}`
      : slot === 'second'
        ? `${dividend} ÷ ? = ${quotient}`
        : `${dividend} ÷ ${divisor} = ?`;
  const answer = slot === 'first' ? dividend : slot === 'second' ? divisor : quotient;
  const mistakes =
    slot === 'first'
      ? [
          ...(quotient !== divisor
            ? [mistake(Math.abs(quotient - divisor), 'Subtracting does not undo dividing. Multiply instead.')]
            : []),
          mistake(divisor + quotient, 'Adding does not undo dividing. Multiply instead.'),
          mistake(dividend + divisor, `Check: ${dividend + divisor} ÷ ${divisor} is not ${quotient}.`),
          mistake(dividend - divisor, `Check: ${dividend - divisor} ÷ ${divisor} is not ${quotient}.`),
        ]
      : [
          mistake(dividend - (slot === 'second' ? quotient : divisor), 'Subtracting does not undo dividing.'),
          mistake(dividend, `${dividend} is the number being divided. The missing number is smaller.`),
          mistake(
            answer + 1,
            `Check: ${dividend} ÷ ${answer + 1} is not ${slot === 'second' ? quotient : divisor}.`,
          ),
          mistake(answer - 1, `Check the fact: ${divisor} × ${quotient} = ${dividend}.`),
        ];
  return equationProblem(
    story,
    equation,
    answer,
    mistakes,
    [
      'Multiplication and division are a fact family.',
      slot === 'first'
        ? `The missing number is the number being divided. Think: ${divisor} × ${quotient} = ?`
        : `Think: ${slot === 'second' ? `? × ${quotient}` : `${divisor} × ?`} = ${dividend}.`,
      'Use a multiplication fact you know.',
    ],
    [
      `The fact family: ${divisor} × ${quotient} = ${dividend} and ${dividend} ÷ ${divisor} = ${quotient}.`,
      `So ${equation.replace('?', String(answer))}.`,
      `The missing number is ${answer}.`,
    ],
    { equation: 'divide', known1: dividend, known2: slot === 'second' ? quotient : divisor, slot },
  );
}

function sameProduct(random: Random, story: StoryContext): NumericProblem {
  // a × b = c × d with c a different factor of the same product.
  for (let tries = 0; tries < 40; tries += 1) {
    const [a, b] = [random.int(2, 10), random.int(2, 10)];
    const product = a * b;
    const factors = [2, 3, 4, 5, 6, 7, 8, 9, 10].filter(
      (c) => product % c === 0 && product / c <= 10 && c !== a && c !== b,
    );
    if (factors.length === 0) continue;
    const c = random.pick(factors);
    const d = product / c;
    return {
      ...equationProblem(
        story,
        `${a} × ${b} = ${c} × ?`,
        d,
        [
          mistake(
            product,
            `${product} is ${a} × ${b}. The missing number times ${c} must also make ${product}.`,
          ),
          ...(a + b > c
            ? [
                mistake(
                  a + b - c,
                  `Both sides are products, not sums. Find the number that times ${c} makes ${product}.`,
                ),
              ]
            : []),
          ...(b !== d ? [mistake(b, `${c} × ${b} is ${c * b}, not ${product}.`)] : []),
          ...(a !== d ? [mistake(a, `${c} × ${a} is ${c * a}, not ${product}.`)] : []),
          mistake(product - c, `Subtracting does not undo multiplying. Divide ${product} by ${c}.`),
        ],
        [
          'The equal sign means both sides have the same value.',
          `Find the left side: ${a} × ${b}.`,
          `Then think: ${c} times what number makes that product?`,
        ],
        [
          `${a} × ${b} = ${product}.`,
          `${c} × ? must also be ${product}. ${product} ÷ ${c} = ${d}.`,
          `The missing number is ${d}: ${a} × ${b} = ${c} × ${d}.`,
        ],
        { equation: 'same-product', known1: a * b, known2: c, slot: 'second' },
      ),
    };
  }
  return sameProduct(random, story);
}

export const missingFactor = defineGenerator({
  id: '3.5D.missing-factor',
  version: 1,
  teksCode: '3.5D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 110 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return multiplication(random, story);
    if (difficulty === 'medium') return division(random, story);
    return sameProduct(random, story);
  },
});
