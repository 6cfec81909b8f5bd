import { rational } from '../../items/rational';
import type { NumberLineVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, decimalMistake, f, fractionMistake } from './number-text';

/**
 * 4.3G: show fractions and decimals in tenths and hundredths as distances from 0 on a number line. A
 * jump from 0 to the point shows the distance. Easy: a fraction in tenths from 0 to 1; medium: a
 * decimal in tenths from 0 to 2; hard: the same distance as hundredths (7/10 = 70/100). Wrong answers:
 * counting tick marks instead of spaces, measuring from the wrong end, mixing up tenths and hundredths.
 */
function jumpLine(divisions: number, tick: number, ends: [string, string], label: string): NumberLineVisual {
  const middle = divisions === 20 ? [{ tick: 10, text: '1' }] : [];
  return {
    kind: 'number-line',
    divisions,
    tickLabels: [{ tick: 0, text: ends[0] }, ...middle, { tick: divisions, text: ends[1] }],
    points: [{ tick, label }],
    jumps: [{ fromTick: 0, toTick: tick }],
    imageDescription: `A number line from ${ends[0]} to ${ends[1]} with ${divisions} equal spaces. A jump goes from 0 to point ${label}, ${tick} ${tick === 1 ? 'space' : 'spaces'} from 0.`,
  };
}

function stemFor(story: StoryContext, label: string, ask: string): string {
  return `${opening(story)}${story.name} jumps from 0 to point ${label} on the number line. ${ask}`;
}

function tenthsFraction(random: Random, story: StoryContext, hundredths: boolean): NumericProblem {
  const tick = random.int(1, 9);
  const label = random.pick(['A', 'B', 'C', 'K']);
  const d = hundredths ? 100 : 10;
  const num = hundredths ? tick * 10 : tick;
  const mistakes: Mistake[] = hundredths
    ? [
        ...fractionMistake(
          tick,
          100,
          `${tick} spaces are ${tick} tenths. Each tenth is 10 hundredths, so multiply by 10.`,
        ),
        ...fractionMistake(100 - num, 100, 'This is the distance from the point to 1, not from 0.'),
        ...fractionMistake(num + 10, 100, 'This counts one space too many.'),
        ...fractionMistake(num - 10, 100, 'This counts one space too few.'),
      ]
    : [
        ...fractionMistake(tick + 1, 10, 'This counts the tick marks. Count the spaces from 0.'),
        ...fractionMistake(10 - tick, 10, 'This is the distance from the point to 1, not from 0.'),
        ...fractionMistake(tick - 1, 10, 'This counts one space too few.'),
        ...fractionMistake(tick, 100, 'Each space is one tenth, not one hundredth.'),
      ];
  return {
    kind: 'numeric',
    stem: stemFor(
      story,
      label,
      hundredths
        ? `What fraction with a denominator of 100 names the distance from 0?`
        : 'What fraction names the distance from 0 to the point?',
    ),
    visual: jumpLine(10, tick, ['0', '1'], label),
    answer: rational(num, d),
    answerText: f(num, d),
    format: 'fraction',
    accept: { kind: 'denominator', denominator: d },
    mistakes,
    hints: [
      'The line from 0 to 1 has 10 equal spaces. Each space is 1/10.',
      `Count the spaces from 0 to point ${label}.`,
      hundredths ? 'Each tenth is 10 hundredths.' : 'That count is the numerator. The denominator is 10.',
    ],
    explanation: [
      `Each space is ${f(1, 10)}. Point ${label} is ${tick} ${tick === 1 ? 'space' : 'spaces'} from 0.`,
      `So the distance is ${f(tick, 10)}.`,
      ...(hundredths
        ? [`${f(tick, 10)} = ${f(num, 100)}, because ${tick} × 10 = ${num} and 10 × 10 = 100.`]
        : []),
    ],
    parameters: { tick, divisions: 10, length: 1 },
  };
}

function tenthsDecimal(random: Random, story: StoryContext): NumericProblem {
  const tick = random.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  const label = random.pick(['A', 'B', 'C', 'K']);
  const hundredths = tick * 10;
  return {
    kind: 'numeric',
    stem: stemFor(story, label, 'What decimal names the distance from 0 to the point?'),
    visual: jumpLine(20, tick, ['0', '2'], label),
    answer: rational(hundredths, 100),
    format: 'decimal',
    style: 'decimal',
    mistakes: [
      ...decimalMistake(hundredths + 10, 'This counts the tick marks. Count the spaces from 0.'),
      ...decimalMistake(hundredths - 10, 'This counts one space too few.'),
      ...decimalMistake(200 - hundredths, 'This is the distance from the point to 2, not from 0.'),
      ...decimalMistake(
        Math.floor(tick / 10) * 100 + (tick % 10),
        'Each space is one tenth, 0.1, not one hundredth.',
      ),
      ...decimalMistake(tick * 100, 'Each space is one tenth, not one whole.'),
    ],
    hints: [
      'There are 10 equal spaces between 0 and 1, so each space is 0.1.',
      `Count the spaces from 0 to point ${label}.`,
      tick > 10 ? 'Ten spaces make 1 whole.' : 'Write that many tenths as a decimal.',
    ],
    explanation: [
      'Each space is one tenth, 0.1.',
      `Point ${label} is ${tick} ${tick === 1 ? 'space' : 'spaces'} from 0, which is ${tick} ${tick === 1 ? 'tenth' : 'tenths'}.`,
      `${tick} tenths = ${decimal(hundredths)}.`,
    ],
    parameters: { tick, divisions: 20, length: 2 },
  };
}

export const distancesOnNumberLine = defineGenerator({
  id: '4.3G.distances-on-number-line',
  version: 1,
  teksCode: '4.3G',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return tenthsFraction(random, story, false);
    if (difficulty === 'medium') return tenthsDecimal(random, story);
    return tenthsFraction(random, story, true);
  },
});
