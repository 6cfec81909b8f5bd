import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.4F: recall multiplication facts to 10 × 10 and the matching division facts. Easy: facts with 2, 5
 * and 10; medium: the harder facts from 6 × 6 to 9 × 9 (and 3s and 4s); hard: division facts, thought
 * of as "what times the divisor". Wrong choices: adding, a neighbouring fact, digits switched, the
 * dividend or divisor given back.
 */
function productMistakes(a: number, b: number): Mistake[] {
  const product = a * b;
  const switched = Number(String(product).split('').reverse().join(''));
  return [
    mistake(a + b, `The numbers were added. ${a} × ${b} means ${a} groups of ${b}.`),
    mistake(a * (b - 1), `That is ${a} × ${b - 1}. Count one more group of ${a}.`),
    mistake(a * (b + 1), `That is ${a} × ${b + 1}. That is one group of ${a} too many.`),
    ...(product >= 10 && switched !== product
      ? [mistake(switched, 'The digits are switched. Check the tens and the ones.')]
      : []),
    mistake((a - 1) * b, `That is ${a - 1} × ${b}. Count one more group of ${b}.`),
  ];
}

function factStem(story: StoryContext, fact: string, word: 'product' | 'quotient'): string {
  return `${opening(story)}${story.name} and ${story.otherName} practice facts. ${story.otherName} holds up a card that says ${fact}. What is the ${word}?`;
}

function easyFact(random: Random, story: StoryContext): NumericProblem {
  const a = random.pick([2, 5, 10]);
  const b = random.int(2, 10);
  const [x, y] = random.chance(1, 2) ? [a, b] : [b, a];
  const product = x * y;
  return {
    kind: 'numeric',
    stem: factStem(story, `${x} × ${y}`, 'product'),
    answer: rational(product),
    format: 'whole-number',
    mistakes: productMistakes(x, y),
    hints: [
      `Skip count by ${a}.`,
      `Count ${b} times: ${a}, ${2 * a}, ${3 * a} …`,
      a === 10
        ? 'Times 10: write a 0 after the other number.'
        : a === 5
          ? 'Times 5 facts end in 0 or 5.'
          : 'Times 2 is the same as doubling.',
    ],
    explanation: [
      `${x} × ${y} means ${x} groups of ${y}.`,
      `Skip count by ${a}: ${times(b, (i) => (i + 1) * a).join(', ')}.`,
      `${x} × ${y} = ${product}.`,
    ],
    parameters: { operation: 'multiply', first: x, second: y },
  };
}

function hardFact(random: Random, story: StoryContext): NumericProblem {
  const a = random.int(3, 9);
  const b = random.int(6, 9);
  const [x, y] = random.chance(1, 2) ? [a, b] : [b, a];
  const product = x * y;
  const known = 5 * y;
  return {
    kind: 'numeric',
    stem: factStem(story, `${x} × ${y}`, 'product'),
    answer: rational(product),
    format: 'whole-number',
    mistakes: productMistakes(x, y),
    hints: [
      'Use a fact you know, like a times 5 fact.',
      x > 5
        ? `5 × ${y} = ${known}. Then add ${x - 5} more groups of ${y}.`
        : `Think of ${y} × ${x} instead. The order does not change the product.`,
      `Check: ${y} × ${x} gives the same product.`,
    ],
    explanation: [
      x > 5 ? `${x} × ${y} = 5 × ${y} + ${x - 5} × ${y}.` : `${x} × ${y} = ${y} × ${x}.`,
      x > 5 ? `${known} + ${(x - 5) * y} = ${product}.` : `${x} groups of ${y} is ${product}.`,
      `${x} × ${y} = ${product}.`,
    ],
    parameters: { operation: 'multiply', first: x, second: y },
  };
}

function divisionFact(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(2, 10);
  const quotient = random.int(2, 10);
  const dividend = divisor * quotient;
  return {
    kind: 'numeric',
    stem: factStem(story, `${dividend} ÷ ${divisor}`, 'quotient'),
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(dividend - divisor, `The numbers were subtracted. ÷ means divide into equal groups.`),
      mistake(
        quotient + 1,
        `Check: ${divisor} × ${quotient + 1} = ${divisor * (quotient + 1)}, not ${dividend}.`,
      ),
      mistake(
        quotient - 1,
        `Check: ${divisor} × ${quotient - 1} = ${divisor * (quotient - 1)}, not ${dividend}.`,
      ),
      mistake(divisor, `${divisor} is the number you divide by. Find the other factor.`),
      ...(dividend * divisor <= 100
        ? [mistake(dividend * divisor, 'The numbers were multiplied. ÷ means divide.')]
        : []),
    ],
    hints: [
      'Division undoes multiplication.',
      `Think: ${divisor} × ? = ${dividend}.`,
      `Skip count by ${divisor} until you reach ${dividend}. Count the skips.`,
    ],
    explanation: [
      `Think of the fact family: ${divisor} × ? = ${dividend}.`,
      `${divisor} × ${quotient} = ${dividend}.`,
      `So ${dividend} ÷ ${divisor} = ${quotient}.`,
    ],
    parameters: { operation: 'divide', first: dividend, second: divisor },
  };
}

export const multiplicationDivisionFacts = defineGenerator({
  id: '3.4F.multiplication-division-facts',
  version: 1,
  teksCode: '3.4F',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 110 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return easyFact(random, story);
    if (difficulty === 'medium') return hardFact(random, story);
    return divisionFact(random, story);
  },
});
