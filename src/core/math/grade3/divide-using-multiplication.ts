import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.4J: find a quotient from the related multiplication fact. Easy: a multiplication fact is given;
 * medium: the missing factor of a fact the child writes; hard: a wrong quotient is checked by
 * multiplying, and the right one found. Wrong choices: giving back the divisor or the dividend,
 * subtracting, keeping the wrong quotient, the check's product.
 */
function draw(random: Random): [divisor: number, quotient: number] {
  return [random.int(2, 10), random.int(2, 10)];
}

function givenFact(random: Random, story: StoryContext): NumericProblem {
  const [divisor, quotient] = draw(random);
  const dividend = divisor * quotient;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} knows that ${divisor} × ${quotient} = ${dividend}. ${story.name} uses this fact to find ${dividend} ÷ ${divisor}. What is ${dividend} ÷ ${divisor}?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(divisor, `${divisor} is the number you divide by. The other factor is the quotient.`),
      mistake(
        dividend,
        `${dividend} is the number being divided. Find how many groups of ${divisor} make it.`,
      ),
      mistake(dividend - divisor, 'The numbers were subtracted. Use the multiplication fact instead.'),
      mistake(
        quotient + 1,
        `Check: ${divisor} × ${quotient + 1} = ${divisor * (quotient + 1)}, not ${dividend}.`,
      ),
    ],
    hints: [
      'Multiplication and division are in the same fact family.',
      `${divisor} × ${quotient} = ${dividend}, so ${dividend} split into groups of ${divisor} makes how many groups?`,
      `The missing factor in ${divisor} × ? = ${dividend} is the quotient.`,
    ],
    explanation: [`${divisor} × ${quotient} = ${dividend}.`, `So ${dividend} ÷ ${divisor} = ${quotient}.`],
    parameters: { kind: 'given', dividend, divisor, wrong: 0 },
  };
}

function missingFactor(random: Random, story: StoryContext): NumericProblem {
  const [divisor, quotient] = draw(random);
  const dividend = divisor * quotient;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} wants to find ${dividend} ÷ ${divisor}. ${story.otherName} says to think of ${divisor} × ? = ${dividend}. What is the missing number?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(
        dividend - divisor,
        `The numbers were subtracted. Find the number that times ${divisor} makes ${dividend}.`,
      ),
      mistake(divisor, `${divisor} × ${divisor} = ${divisor * divisor}, not ${dividend}.`),
      mistake(
        quotient - 1,
        `Check: ${divisor} × ${quotient - 1} = ${divisor * (quotient - 1)}, not ${dividend}.`,
      ),
      mistake(
        quotient + 1,
        `Check: ${divisor} × ${quotient + 1} = ${divisor * (quotient + 1)}, not ${dividend}.`,
      ),
      mistake(dividend + divisor, 'The numbers were added. Find the missing factor.'),
    ],
    hints: [
      `Skip count by ${divisor} until you reach ${dividend}.`,
      'Count how many skips you made.',
      `That number is also ${dividend} ÷ ${divisor}.`,
    ],
    explanation: [
      `${divisor} × ${quotient} = ${dividend}, so the missing number is ${quotient}.`,
      `That means ${dividend} ÷ ${divisor} = ${quotient}.`,
    ],
    parameters: { kind: 'missing', dividend, divisor, wrong: 0 },
  };
}

function checkAnswer(random: Random, story: StoryContext): NumericProblem {
  const [divisor, quotient] = draw(random);
  const dividend = divisor * quotient;
  const wrong = random.chance(1, 2) || quotient === 10 ? quotient - 1 : quotient + 1;
  const checked = divisor * wrong;
  const { name, otherName } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} says ${dividend} ÷ ${divisor} = ${wrong}. ${otherName} checks with multiplication: ${divisor} × ${wrong} = ${checked}. What is ${dividend} ÷ ${divisor}?`,
    answer: rational(quotient),
    format: 'whole-number',
    mistakes: [
      mistake(wrong, `${divisor} × ${wrong} = ${checked}, not ${dividend}. So ${wrong} cannot be right.`),
      mistake(checked, `${checked} is the product from the check. Find the factor that makes ${dividend}.`),
      mistake(divisor, `${divisor} is the number you divide by.`),
      mistake(dividend - divisor, 'The numbers were subtracted. Use a multiplication fact to divide.'),
      mistake(
        wrong === quotient - 1 ? quotient + 1 : quotient - 1,
        `Check: ${divisor} × this number is not ${dividend}.`,
      ),
    ],
    hints: [
      `The check gives ${checked}, but it should give ${dividend}.`,
      `Is ${checked} too big or too small? Change ${wrong} by 1.`,
      `Multiply ${divisor} by your new number. You should get ${dividend}.`,
    ],
    explanation: [
      `${divisor} × ${wrong} = ${checked}, which is not ${dividend}, so ${wrong} is wrong.`,
      `${divisor} × ${quotient} = ${dividend}.`,
      `So ${dividend} ÷ ${divisor} = ${quotient}.`,
    ],
    parameters: { kind: 'check', dividend, divisor, wrong },
  };
}

export const divideUsingMultiplication = defineGenerator({
  id: '3.4J.divide-using-multiplication',
  version: 1,
  teksCode: '3.4J',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 110 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return givenFact(random, story);
    if (difficulty === 'medium') return missingFactor(random, story);
    return checkAnswer(random, story);
  },
});
