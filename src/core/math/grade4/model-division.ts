import { rational, type Rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mistake, n } from './number-text';

/**
 * 4.4E: represent the quotient of up to a four-digit number and a one-digit number with area models
 * and equations (partial quotients). Easy: read the quotient from an area model; medium: which
 * expression breaks the dividend into parts that divide evenly; hard: finish a partial-quotients
 * division of a four-digit number. Wrong answers: reading only one part of the model, dividing only
 * one part of the dividend, forgetting the last partial quotient, adding what is left without dividing.
 */

/** A quotient with non-zero hundreds/tens/ones parts, and its partial dividends. */
function drawQuotient(random: Random, places: 2 | 3): { divisor: number; parts: number[] } {
  const divisor = random.int(3, 9);
  const parts =
    places === 3
      ? [random.int(1, 2) * 100, random.int(1, 9) * 10, random.int(1, 9)]
      : [random.int(1, 9) * 10, random.int(1, 9)];
  return { divisor, parts };
}

function readModel(random: Random, story: StoryContext): NumericProblem {
  const { divisor, parts } = drawQuotient(random, random.chance(1, 2) ? 2 : 3);
  const quotient = parts.reduce((s, p) => s + p, 0);
  const dividend = quotient * divisor;
  const products = parts.map((p) => p * divisor);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} uses an area model to find ${n(dividend)} ÷ ${divisor}. What is ${n(dividend)} ÷ ${divisor}?`,
    visual: {
      kind: 'area-model',
      rowParts: [divisor],
      columnParts: parts,
      showPartialProducts: true,
      imageDescription: `An area model with a height of ${divisor}. It is split into parts ${parts.join(', ')} wide, with areas ${products.map(n).join(', ')}. The total area is ${n(dividend)}.`,
    },
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(parts[0]!, `${parts[0]} is only the first part of the width. Add all the parts.`),
      mistake(dividend - divisor, `${divisor} was subtracted. The model shows division.`),
      mistake(quotient - parts.at(-1)!, `The last part, ${parts.at(-1)}, was left out.`),
      mistake(quotient + 10, 'This is 10 too many. Add the parts of the width again.'),
    ],
    hints: [
      `The area is ${n(dividend)} and the height is ${divisor}.`,
      'The quotient is the total width of the model.',
      'Add the widths of all the parts.',
    ],
    explanation: [
      `Each part's area ÷ ${divisor} gives its width: ${products.map((p, i) => `${n(p)} ÷ ${divisor} = ${parts[i]}`).join(', ')}.`,
      `The total width is ${parts.join(' + ')} = ${quotient}.`,
      `So ${n(dividend)} ÷ ${divisor} = ${quotient}.`,
    ],
    parameters: { dividend, divisor, shape: 'model' },
  };
}

function whichExpression(random: Random, story: StoryContext): ChoiceProblem {
  const { divisor, parts } = drawQuotient(random, 3);
  const pieces = parts.map((p) => p * divisor);
  const dividend = pieces.reduce((s, p) => s + p, 0);
  const quotient = dividend / divisor;
  const [p1, p2, p3] = pieces as [number, number, number];
  const wrong: { text: string; value: Rational; note: string }[] = [
    {
      text: `(${n(p1)} ÷ ${divisor}) + ${n(p2 + p3)}`,
      value: rational(p1 / divisor + p2 + p3),
      note: `The ${n(p2 + p3)} must be divided by ${divisor} too.`,
    },
    {
      text: `(${n(p1)} × ${divisor}) + (${n(p2 + p3)} × ${divisor})`,
      value: rational(dividend * divisor),
      note: 'This multiplies. The problem divides.',
    },
    {
      text: `(${n(dividend)} − ${divisor}) ÷ ${divisor}`,
      value: rational(dividend - divisor, divisor),
      note: `Nothing is taken away first. Break ${n(dividend)} into parts and divide each part.`,
    },
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} wants to find ${n(dividend)} ÷ ${divisor} by breaking ${n(dividend)} into parts. Which expression is equal to ${n(dividend)} ÷ ${divisor}?`,
    choices: [
      { text: `(${n(p1)} ÷ ${divisor}) + (${n(p2)} ÷ ${divisor}) + (${n(p3)} ÷ ${divisor})`, correct: true },
      ...wrong
        .filter((w) => w.value.numerator !== quotient * w.value.denominator)
        .map((w) => ({ text: w.text, correct: false, note: w.note })),
    ],
    hints: [
      `Break ${n(dividend)} into parts that ${divisor} divides evenly.`,
      'Every part must be divided by the same number.',
      'Then add the partial quotients.',
    ],
    explanation: [
      `${n(dividend)} = ${n(p1)} + ${n(p2)} + ${n(p3)}.`,
      `${n(p1)} ÷ ${divisor} = ${parts[0]}, ${n(p2)} ÷ ${divisor} = ${parts[1]}, ${n(p3)} ÷ ${divisor} = ${parts[2]}.`,
      `${parts.join(' + ')} = ${quotient}, so ${n(dividend)} ÷ ${divisor} = ${quotient}.`,
    ],
    parameters: { dividend, divisor, shape: 'expression' },
  };
}

function partialQuotients(random: Random, story: StoryContext): NumericProblem {
  const divisor = random.int(3, 9);
  let quotient = random.int(Math.ceil(1000 / divisor) + 1, Math.floor(9999 / divisor));
  // Tens and ones digits that are not 0, so each partial quotient step is real.
  if (Math.floor(quotient / 10) % 10 === 0) quotient += 10 * random.int(1, 5);
  if (quotient % 10 === 0) quotient += random.int(1, 9);
  if (quotient * divisor > 9999) quotient = Math.ceil(1000 / divisor) + 11;
  const dividend = quotient * divisor;
  const hundreds = Math.floor(quotient / 100) * 100;
  const tens = Math.floor((quotient % 100) / 10) * 10;
  const ones = quotient % 10;
  const left = dividend - divisor * (hundreds + tens);
  const { name } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} finds ${n(dividend)} ÷ ${divisor} in parts. First ${name} takes away ${divisor} × ${n(hundreds)} = ${n(divisor * hundreds)}. Next ${name} takes away ${divisor} × ${tens} = ${n(divisor * tens)}. What is ${n(dividend)} ÷ ${divisor}?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(hundreds + tens, `${n(left)} is still left. Divide it by ${divisor} and add that part too.`),
      mistake(
        hundreds + tens + left,
        `${n(left)} is what is left, not a partial quotient. Divide it by ${divisor} first.`,
      ),
      mistake(
        divisor * (hundreds + tens),
        'This is the amount taken away. The quotient is the sum of the parts.',
      ),
      mistake(quotient + 1, `Check: ${divisor} × ${n(quotient + 1)} is not ${n(dividend)}.`),
      mistake(quotient - 1, `Check: ${divisor} × ${n(quotient - 1)} is not ${n(dividend)}.`),
    ],
    hints: [
      `After taking away ${n(divisor * hundreds)} and ${n(divisor * tens)}, find what is left.`,
      `${n(dividend)} − ${n(divisor * hundreds)} − ${n(divisor * tens)} = ${n(left)}. Divide ${n(left)} by ${divisor}.`,
      'Add all the partial quotients.',
    ],
    explanation: [
      `Partial quotients so far: ${n(hundreds)} and ${tens}.`,
      `What is left: ${n(left)} ÷ ${divisor} = ${ones}.`,
      `${n(hundreds)} + ${tens} + ${ones} = ${n(quotient)}.`,
    ],
    parameters: { dividend, divisor, shape: 'partial-quotients' },
  };
}

export const modelDivision = defineGenerator({
  id: '4.4E.model-division',
  version: 1,
  teksCode: '4.4E',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return readModel(random, story);
    if (difficulty === 'medium') return whichExpression(random, story);
    return partialQuotients(random, story);
  },
});
