import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ItemType } from '../../items/item-types';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, decimalMistake, f, fractionMistake } from './number-text';
import { times } from '../times';

/**
 * 4.2G: connect decimals and fractions in tenths and hundredths. Easy: name the shaded part of a bar
 * cut into tenths as a decimal; medium: a fraction over 10 or 100 as a decimal, or a decimal as a
 * fraction over 100; hard: a mixed number as a decimal, where a 0 may hold the tenths place. Wrong
 * answers mix up tenths and hundredths, count the unshaded parts, or drop the placeholder 0.
 */

/** Decimal answers written as hundredths, with the tenths-for-hundredths slips children make. */
function decimalMistakes(hundredths: number, denominator: 10 | 100): Mistake[] {
  const whole = Math.floor(hundredths / 100);
  const part = hundredths % 100;
  const tenthsDigit = Math.floor(part / 10);
  const hundredthsDigit = part % 10;
  const common: Mistake[] = [
    ...decimalMistake(
      whole * 100 + part * 100,
      'The parts were written as a whole number. They are parts of 1, so they go after the decimal point.',
    ),
  ];
  if (denominator === 10) {
    return [
      ...decimalMistake(
        whole > 0 ? tenthsDigit * 10 : -1,
        'The full bars were left out. Each full bar is 1 whole.',
      ),
      ...decimalMistake(
        (whole * 10 + tenthsDigit) * 100,
        'This counts the shaded parts. Each part is only one tenth of a whole.',
      ),
      ...decimalMistake(
        whole * 100 + tenthsDigit,
        `${tenthsDigit} tenths is written with ${tenthsDigit} in the first place after the point, not the second.`,
      ),
      ...decimalMistake(whole * 100 + (10 - tenthsDigit) * 10, 'This counts the parts that are not shaded.'),
      ...decimalMistake(
        whole === 0 ? tenthsDigit * 100 + 10 : -1,
        'The numerator and denominator were written on each side of the point.',
      ),
      ...common,
    ];
  }
  return [
    ...(tenthsDigit === 0
      ? decimalMistake(
          whole * 100 + hundredthsDigit * 10,
          `${hundredthsDigit} hundredths needs a 0 in the tenths place: 0.0${hundredthsDigit}.`,
        )
      : decimalMistake(
          whole * 100 + hundredthsDigit * 10 + tenthsDigit,
          'The tenths and hundredths digits were swapped.',
        )),
    ...decimalMistake(
      whole * 100 + (100 - part),
      'This is how much is left to make 1, not the amount itself.',
    ),
    ...common,
    ...decimalMistake(
      whole * 100 + part * 10 < 10_000 ? whole * 100 + part * 10 : -1,
      'The hundredths were read as tenths.',
    ),
  ];
}

function shadedBar(random: Random, story: StoryContext): NumericProblem {
  const shaded = random.int(1, 9);
  const bars = random.int(0, 4);
  const hundredths = bars * 100 + shaded * 10;
  const whole = story.whole;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} and ${story.otherName} shade some bars. Each bar is 1 whole ${whole.one}, cut into 10 equal parts. What decimal names the shaded amount?`,
    visual: {
      kind: 'fraction-bars',
      bars: [...times(bars, () => ({ parts: 10, shaded: 10 })), { parts: 10, shaded }],
      imageDescription: `${bars + 1} bars, each cut into 10 equal parts. ${bars > 0 ? `${bars} ${bars === 1 ? 'bar is' : 'bars are'} fully shaded. ` : ''}The last bar has ${shaded} of its 10 parts shaded.`,
    },
    answer: rational(hundredths, 100),
    format: 'decimal',
    style: 'decimal',
    mistakes: decimalMistakes(hundredths, 10),
    hints: [
      'Each part is one tenth, 1/10 or 0.1.',
      bars > 0
        ? `The full bars make ${bars} whole. Count the shaded parts of the last bar.`
        : 'Count the shaded parts.',
      'Tenths go in the first place after the decimal point.',
    ],
    explanation: [
      ...(bars > 0 ? [`The full bars show ${bars}.`] : []),
      `The last bar shows ${shaded} ${shaded === 1 ? 'tenth' : 'tenths'}, ${f(shaded, 10)}.`,
      `${bars > 0 ? `${bars} and ${f(shaded, 10)}` : f(shaded, 10)} = ${decimal(hundredths)}.`,
    ],
    parameters: { numerator: hundredths, denominator: 100, direction: 'to-decimal' },
  };
}

function fractionToDecimal(random: Random, story: StoryContext, hard: boolean): NumericProblem {
  const denominator = random.chance(1, 3) ? 10 : 100;
  const whole = hard ? random.int(1, 20) : 0;
  const part =
    denominator === 10
      ? random.int(1, 9)
      : hard && random.chance(1, 2)
        ? random.int(1, 9)
        : random.int(11, 99);
  const hundredths = whole * 100 + (denominator === 10 ? part * 10 : part);
  const written = hard ? `${whole} ${f(part, denominator)}` : f(part, denominator);
  return {
    kind: 'numeric',
    stem: hard
      ? `${opening(story)}${story.name} writes the mixed number ${written}. What is ${written} written as a decimal?`
      : `${opening(story)}${story.name} has ${written} of a ${story.whole.one}. What is ${written} written as a decimal?`,
    answer: rational(hundredths, 100),
    format: 'decimal',
    style: 'decimal',
    mistakes: decimalMistakes(hundredths, denominator),
    hints: [
      denominator === 10 ? 'A denominator of 10 means tenths.' : 'A denominator of 100 means hundredths.',
      denominator === 10
        ? 'Tenths use one place after the decimal point.'
        : 'Hundredths use two places after the decimal point.',
      hard
        ? `The whole number ${whole} goes before the point.`
        : 'There are no wholes, so write 0 before the point.',
    ],
    explanation: [
      `${f(part, denominator)} is ${part} ${denominator === 10 ? 'tenth' : 'hundredth'}${part === 1 ? '' : 's'}.`,
      denominator === 100 && part < 10
        ? `Hundredths take two places, so write 0${part} after the point.`
        : `Write ${denominator === 10 ? part : String(part).padStart(2, '0')} after the point.`,
      `So ${written} = ${decimal(hundredths)}.`,
    ],
    parameters: { numerator: hundredths, denominator: 100, direction: 'to-decimal' },
  };
}

function decimalToFraction(random: Random, story: StoryContext): NumericProblem {
  const part = random.int(1, 99);
  const tenthsOnly = part % 10 === 0;
  const tenths = Math.floor(part / 10);
  const hundredthsDigit = part % 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} colors ${decimal(part)} of a grid. What fraction with a denominator of 100 names ${decimal(part)}?`,
    answer: rational(part, 100),
    answerText: f(part, 100),
    format: 'fraction',
    accept: { kind: 'denominator', denominator: 100 },
    mistakes: [
      ...(tenthsOnly
        ? fractionMistake(
            tenths,
            100,
            `${decimal(part)} is ${tenths} tenths, which is ${part} hundredths, not ${tenths}.`,
          )
        : fractionMistake(
            hundredthsDigit * 10 + tenths,
            100,
            'The tenths and hundredths digits were swapped.',
          )),
      ...fractionMistake(100 - part, 100, 'This is how much is left to make 1.'),
      ...fractionMistake(
        part * 10,
        100,
        'The decimal was read one place off. Two places after the point means hundredths.',
      ),
      ...(hundredthsDigit === 0
        ? []
        : fractionMistake(part, 10, `${decimal(part)} has two places, so it is hundredths, not tenths.`)),
      ...fractionMistake(part + 1, 100, 'This is one hundredth too many.'),
    ],
    hints: [
      'The second place after the decimal point is hundredths.',
      `Read ${decimal(part)} aloud using the word "hundredths".`,
      'That number of hundredths is the numerator. The denominator is 100.',
    ],
    explanation: [
      `${decimal(part)} has ${tenths} tenths and ${hundredthsDigit} hundredths.`,
      `That is ${part} hundredths in all.`,
      `So ${decimal(part)} = ${f(part, 100)}.`,
    ],
    parameters: { numerator: part, denominator: 100, direction: 'to-fraction' },
  };
}

export const decimalsAndFractions = defineGenerator({
  id: '4.2G.decimals-and-fractions',
  version: 1,
  teksCode: '4.2G',
  itemTypes: ['multiple-choice', 'numeric-entry'] satisfies ItemType[],
  bounds: { maxWhole: 2000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return shadedBar(random, story);
    if (difficulty === 'medium')
      return random.chance(1, 2) ? fractionToDecimal(random, story, false) : decimalToFraction(random, story);
    return fractionToDecimal(random, story, true);
  },
});
