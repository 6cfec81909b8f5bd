import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { digitsOf, fromDigits, mistake, n, PLACE_NAMES } from './number-text';

/**
 * 4.4D: multiply up to a four-digit number by a one-digit number, and a two-digit number by a
 * two-digit number. Easy: 3-digit × 1-digit; medium: 4-digit × 1-digit; hard: 2-digit × 2-digit. Every
 * problem regroups. Wrong answers: not adding the regrouped digits, writing every digit product in
 * full, leaving out the placeholder 0 in the second partial product, adding instead of multiplying.
 */

/** Each digit times the multiplier, keeping only the ones digit: 347 × 6 → 844 (18, 24, 42 → 8, 4, 4 … ). */
function withoutCarrying(a: number, m: number): number {
  return fromDigits(digitsOf(a).map((d) => (d * m) % 10));
}

/** Each digit product written in full, side by side: 47 × 3 → "12" "21" → 1,221. */
function writingFullProducts(a: number, m: number): number {
  return Number(
    digitsOf(a)
      .map((d) => String(d * m))
      .reverse()
      .join(''),
  );
}

function byOneDigit(random: Random, story: StoryContext, places: 3 | 4): NumericProblem {
  let a = 0;
  let m = 0;
  for (let tries = 0; tries < 30; tries += 1) {
    a = random.int(10 ** (places - 1) + 1, 10 ** places - 1);
    m = random.int(3, 9);
    if (withoutCarrying(a, m) !== a * m) break;
  }
  const product = a * m;
  const partials = digitsOf(a)
    .map((d, place) => ({ d, place }))
    .filter(({ d }) => d > 0);
  const { name, thing } = story;
  const mistakes: Mistake[] = [
    mistake(withoutCarrying(a, m), 'The regrouped digits were not added to the next place.'),
    mistake(
      writingFullProducts(a, m),
      'Each digit product was written in full. Regroup the tens into the next place.',
    ),
    mistake(a + m, `The numbers were added. ${m} groups of ${n(a)} means multiply.`),
    mistake(product - a, `This is ${m - 1} groups of ${n(a)}, one group too few.`),
  ];
  return {
    kind: 'numeric',
    stem:
      places === 4
        ? `${opening(story)}A club collects ${n(a)} ${thing.many} each week for ${m} weeks. How many ${thing.many} does it collect in all?`
        : `${opening(story)}${name} orders ${m} boxes. Each box has ${n(a)} ${thing.many}. How many ${thing.many} are there in all?`,
    answer: rational(product),
    format: 'whole-number',
    mistakes,
    hints: [
      `Multiply ${n(a)} × ${m}.`,
      `Multiply ${m} by each digit, starting with the ones.`,
      'When a product is 10 or more, regroup the tens into the next place.',
    ],
    explanation: [
      `Break ${n(a)} into ${partials.map(({ d, place }) => n(d * 10 ** place)).join(' + ')}.`,
      `Multiply each part by ${m}: ${partials.map(({ d, place }) => n(d * 10 ** place * m)).join(' + ')}.`,
      `Add: ${n(a)} × ${m} = ${n(product)}.`,
    ],
    parameters: { a, b: m },
  };
}

function twoByTwo(random: Random, story: StoryContext): NumericProblem {
  const a = random.int(2, 9) * 10 + random.int(1, 9);
  const b = random.int(1, 9) * 10 + random.int(2, 9);
  const [bt, bo] = [Math.floor(b / 10), b % 10];
  const product = a * b;
  const { name, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} sets out ${b} rows of ${thing.many}. Each row has ${a} ${thing.many}. How many ${thing.many} are there?`,
    answer: rational(product),
    format: 'whole-number',
    mistakes: [
      mistake(
        a * bo + a * bt,
        `The placeholder 0 is missing. ${a} × ${bt} tens is ${n(a * bt * 10)}, not ${n(a * bt)}.`,
      ),
      mistake(
        (a - (a % 10)) * (b - bo) + (a % 10) * bo,
        'Only tens times tens and ones times ones were added. Every part must be multiplied.',
      ),
      mistake(a * bo, `This is ${a} × ${bo} only. Multiply by the ${bt} tens too.`),
      mistake(a * (bt * 10), `This is ${a} × ${bt * 10} only. Multiply by the ${bo} ones too.`),
    ],
    hints: [
      `Multiply ${a} × ${b}.`,
      `First find ${a} × ${bo}. Then find ${a} × ${bt * 10}.`,
      'Add the two partial products.',
    ],
    explanation: [
      `${a} × ${bo} = ${n(a * bo)}.`,
      `${a} × ${bt * 10} = ${n(a * bt * 10)}. The 0 holds the ${PLACE_NAMES[0]} place.`,
      `${n(a * bo)} + ${n(a * bt * 10)} = ${n(product)}.`,
    ],
    parameters: { a, b },
  };
}

export const multiplyMultiDigit = defineGenerator({
  id: '4.4D.multiply-multi-digit',
  version: 1,
  teksCode: '4.4D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1_000_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return byOneDigit(random, story, 3);
    if (difficulty === 'medium') return byOneDigit(random, story, 4);
    return twoByTwo(random, story);
  },
});
