import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mistake, n, placeUnit } from './number-text';

/**
 * 4.4G: round to the nearest 10, 100 or 1,000, or use compatible numbers, to estimate an answer. Easy:
 * a sum, rounding to the nearest hundred; medium: a difference, rounding to the nearest thousand; hard:
 * a product rounding to the nearest ten, or a quotient with a compatible number. Wrong answers: the
 * exact answer, rounding every number down, rounding to the wrong place, the wrong operation.
 */
const roundTo = (x: number, unit: number) => Math.round(x / unit) * unit;
const down = (x: number, unit: number) => Math.floor(x / unit) * unit;

/** Draws until a number rounds up, so rounding and cutting off the digits give different estimates. */
function drawRoundingUp(random: Random, low: number, high: number, unit: number): number {
  for (let tries = 0; tries < 30; tries += 1) {
    const x = random.int(low, high);
    if (roundTo(x, unit) > x && x % (unit / 2) !== 0) return x;
  }
  return low + unit - 1 - (low % unit);
}
function drawAny(random: Random, low: number, high: number, unit: number): number {
  for (let tries = 0; tries < 30; tries += 1) {
    const x = random.int(low, high);
    if (x % unit !== 0 && x % (unit / 2) !== 0) return x;
  }
  return low + 1;
}

function sumOrDifference(random: Random, story: StoryContext, subtract: boolean): NumericProblem {
  const unit = subtract ? 1000 : 100;
  const [low, high] = subtract ? [3000, 98_000] : [120, 980];
  let a = drawRoundingUp(random, low, high, unit);
  let b = drawAny(random, low, high, unit);
  if (subtract && roundTo(b, unit) >= roundTo(a, unit)) [a, b] = [Math.max(a, b) + unit * 2, Math.min(a, b)];
  if (subtract && a < b) [a, b] = [b, a];
  const [ra, rb] = [roundTo(a, unit), roundTo(b, unit)];
  const estimate = subtract ? ra - rb : ra + rb;
  const exact = subtract ? a - b : a + b;
  const sign = subtract ? '−' : '+';
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: subtract
      ? `${opening(story)}${name} counts ${n(a)} ${thing.many}. ${otherName} counts ${n(b)}. Round each number to the nearest thousand. About how many more does ${name} count?`
      : `${opening(story)}${name} has ${n(a)} ${thing.many}. ${otherName} has ${n(b)}. Round each number to the nearest hundred. About how many do they have in all?`,
    answer: rational(estimate),
    format: 'whole-number',
    mistakes: [
      mistake(exact, `${n(exact)} is the exact answer. The question asks for an estimate made by rounding.`),
      mistake(
        subtract ? down(a, unit) - down(b, unit) : down(a, unit) + down(b, unit),
        `The digits were cut off instead of rounding. ${n(a)} rounds to ${n(ra)}.`,
      ),
      mistake(
        subtract
          ? roundTo(a, unit / 10) - roundTo(b, unit / 10)
          : roundTo(a, unit / 10) + roundTo(b, unit / 10),
        `This rounds to the nearest ${placeUnit(subtract ? 2 : 1)}. Round to the nearest ${placeUnit(subtract ? 3 : 2)}.`,
      ),
      mistake(
        subtract ? ra + rb : Math.abs(ra - rb),
        subtract
          ? 'The rounded numbers were added. "How many more" means subtract.'
          : 'The rounded numbers were subtracted. "In all" means add.',
      ),
    ].filter((m) => m.value.numerator > 0),
    hints: [
      `Round ${n(a)} and ${n(b)} to the nearest ${placeUnit(subtract ? 3 : 2)}.`,
      `${n(a)} rounds to ${n(ra)}.`,
      `${subtract ? 'Subtract' : 'Add'} the rounded numbers.`,
    ],
    explanation: [
      `${n(a)} rounds to ${n(ra)}, and ${n(b)} rounds to ${n(rb)}.`,
      `${n(ra)} ${sign} ${n(rb)} = ${n(estimate)}.`,
      `The estimate is ${n(estimate)}.`,
    ],
    parameters: { a, b, unit, operation: subtract ? 'subtract' : 'add' },
  };
}

function productOrQuotient(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  if (random.chance(1, 2)) {
    const a = drawRoundingUp(random, 21, 94, 10);
    const b = drawAny(random, 12, 98, 10);
    const [ra, rb] = [roundTo(a, 10), roundTo(b, 10)];
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} has ${a} ${group.many}. Each ${group.one} holds ${b} ${thing.many}. Round each number to the nearest ten. About how many ${thing.many} is that?`,
      answer: rational(ra * rb),
      format: 'whole-number',
      mistakes: [
        mistake(
          a * b,
          `${n(a * b)} is the exact answer. The question asks for an estimate made by rounding.`,
        ),
        mistake(
          down(a, 10) * down(b, 10),
          `The ones were cut off instead of rounding. ${a} rounds to ${ra}.`,
        ),
        mistake(ra + rb, 'The rounded numbers were added. Equal groups means multiply.'),
        mistake((ra / 10) * (rb / 10) * 10, `A 0 is missing. ${ra} × ${rb} has two zeros at the end.`),
      ],
      hints: [
        `Round ${a} and ${b} to the nearest ten.`,
        `${a} rounds to ${ra}.`,
        `Multiply the rounded numbers. ${ra / 10} × ${rb / 10} and then write two zeros.`,
      ],
      explanation: [
        `${a} rounds to ${ra}, and ${b} rounds to ${rb}.`,
        `${ra} × ${rb} = ${n(ra * rb)}.`,
        `The estimate is ${n(ra * rb)}.`,
      ],
      parameters: { a, b, unit: 10, operation: 'multiply' },
    };
  }
  const divisor = random.int(3, 9);
  const compatible = random.int(4, 19) * divisor * 10;
  let dividend = compatible + random.pick([-1, 1]) * random.int(1, 4);
  if (dividend % divisor === 0) dividend += 1;
  const estimate = compatible / divisor;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} puts ${n(dividend)} ${thing.many} into ${divisor} ${group.many}. Each gets the same number. Use ${n(compatible)} to estimate. About how many go in each ${group.one}?`,
    answer: rational(estimate),
    format: 'whole-number',
    mistakes: [
      mistake(compatible * divisor, 'This multiplies. Sharing means divide.'),
      mistake(
        estimate / 10,
        `A 0 is missing. ${n(compatible)} ÷ ${divisor} is ${estimate}, not ${estimate / 10}.`,
      ),
      mistake(estimate * 10, `There is an extra 0. Check: ${divisor} × ${n(estimate)} = ${n(compatible)}.`),
      mistake(compatible - divisor, `${divisor} was subtracted. Sharing equally means divide.`),
    ],
    hints: [
      `${n(compatible)} is close to ${n(dividend)} and easy to divide by ${divisor}.`,
      `Think of a fact: ${divisor} × ? = ${n(compatible / 10)}.`,
      `Then ${n(compatible)} ÷ ${divisor} has one more 0.`,
    ],
    explanation: [
      `${n(dividend)} is close to ${n(compatible)}.`,
      `${n(compatible / 10)} ÷ ${divisor} = ${estimate / 10}, so ${n(compatible)} ÷ ${divisor} = ${estimate}.`,
      `About ${estimate} go in each ${group.one}.`,
    ],
    parameters: { a: compatible, b: divisor, unit: 0, operation: 'divide' },
  };
}

export const estimateWithRounding = defineGenerator({
  id: '4.4G.estimate-with-rounding',
  version: 1,
  teksCode: '4.4G',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 1_000_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return sumOrDifference(random, story, false);
    if (difficulty === 'medium') return sumOrDifference(random, story, true);
    return productOrQuotient(random, story);
  },
});
