import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimalMistake, digitAt, fixed, PLACE_NAMES, short } from './decimal-text';

/**
 * 5.2C: round decimals to tenths or hundredths. Every number is kept in thousandths. Easy: a
 * hundredths number on a number line, to the nearest tenth; medium: a thousandths number to the
 * nearest tenth or hundredth; hard: a measurement that rounds up across a 9 (5.963 → 6.0). Wrong
 * choices: rounding the wrong way, rounding to the wrong place, not rounding, rounding one digit
 * at a time from the right, writing 10 in one place.
 */
type Target = 1 | 2; // decimal places kept

/** Half up, as Texas classrooms round: 3.45 → 3.5. */
function roundTo(value: number, target: Target): number {
  const unit = 10 ** (3 - target);
  return Math.floor((value + unit / 2) / unit) * unit;
}

const placeName = (target: Target) => PLACE_NAMES[-target]!;
const written = (value: number, target: Target) => fixed(value / 10 ** (3 - target), target);

function roundMistake(value: number, target: Target, note: string): Mistake {
  return decimalMistake(value / 10 ** (3 - target), target, note, true);
}

function roundingSteps(value: number, target: Target): string[] {
  const answer = roundTo(value, target);
  const decider = digitAt(value, 2 - target);
  const next = PLACE_NAMES[-target - 1]!.many;
  return [
    `To round to the nearest ${placeName(target).one}, look at the ${next} digit: ${decider}.`,
    decider >= 5 ? `${decider} is 5 or more, so round up.` : `${decider} is less than 5, so round down.`,
    `${short(value, 3)} rounds to ${written(answer, target)}.`,
  ];
}

function onNumberLine(random: Random, story: StoryContext): NumericProblem {
  const whole = random.int(1, 30);
  const tenths = random.int(1, 8);
  const hundredths = random.int(1, 9);
  const value = whole * 1000 + tenths * 100 + hundredths * 10;
  const [low, high] = [whole * 1000 + tenths * 100, whole * 1000 + (tenths + 1) * 100];
  const answer = roundTo(value, 1);
  const other = answer === low ? high : low;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} marks ${short(value, 3)} on a number line. What is ${short(value, 3)} rounded to the nearest tenth?`,
    visual: {
      kind: 'number-line',
      divisions: 10,
      tickLabels: [
        { tick: 0, text: short(low, 3) },
        { tick: 5, text: short(low + 50, 3) },
        { tick: 10, text: short(high, 3) },
      ],
      points: [{ tick: hundredths, label: short(value, 3) }],
      jumps: [],
      imageDescription: `A number line from ${short(low, 3)} to ${short(high, 3)} split into 10 equal parts. A point marks ${short(value, 3)}, ${hundredths} parts from ${short(low, 3)}.`,
    },
    answer: rational(answer, 1000),
    answerText: written(answer, 1),
    format: 'decimal',
    mistakes: [
      roundMistake(
        other,
        1,
        `${short(value, 3)} is closer to ${short(answer, 3)} than to ${short(other, 3)}. Look at the number line.`,
      ),
      decimalMistake(
        value,
        3,
        `${short(value, 3)} is the number itself. Rounding to the nearest tenth leaves only tenths.`,
      ),
      decimalMistake(
        Math.round(value / 1000) * 1000,
        3,
        'This rounds to the nearest whole number, not the nearest tenth.',
      ),
    ],
    hints: [
      `${short(value, 3)} is between ${short(low, 3)} and ${short(high, 3)}.`,
      `The middle of the line is ${short(low + 50, 3)}. Which side is the point on?`,
      'Round to the tenth the point is closer to. A point on the middle rounds up.',
    ],
    explanation: [
      `${short(value, 3)} is between ${short(low, 3)} and ${short(high, 3)}.`,
      ...roundingSteps(value, 1),
    ],
    parameters: { value, target: 1 },
  };
}

function thousandths(random: Random, story: StoryContext): NumericProblem {
  const target: Target = random.chance(1, 2) ? 1 : 2;
  const whole = random.int(1, 50);
  const [t, h, th] = [random.int(1, 8), random.int(1, 8), random.int(1, 9)];
  const value = whole * 1000 + t * 100 + h * 10 + th;
  const answer = roundTo(value, target);
  const unit = 10 ** (3 - target);
  const down = Math.floor(value / unit) * unit;
  const other = answer === down ? down + unit : down;
  const otherTarget: Target = target === 1 ? 2 : 1;
  // Rounding from the right, one digit at a time: 4.347 → 4.35 → 4.4.
  const chained = roundTo(roundTo(value, 2), 1);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} reads the number ${short(value, 3)}. What is ${short(value, 3)} rounded to the nearest ${placeName(target).one}?`,
    answer: rational(answer, 1000),
    answerText: written(answer, target),
    format: 'decimal',
    mistakes: [
      roundMistake(
        other,
        target,
        `This rounds the wrong way. Look at the digit to the right of the ${placeName(target).many} place.`,
      ),
      roundMistake(
        roundTo(value, otherTarget),
        otherTarget,
        `This rounds to the nearest ${placeName(otherTarget).one}. The question asks for the nearest ${placeName(target).one}.`,
      ),
      ...(target === 1 && chained !== answer
        ? [
            roundMistake(
              chained,
              1,
              'This rounds one digit at a time from the right. Look only at the hundredths digit.',
            ),
          ]
        : []),
      decimalMistake(value, 3, `${short(value, 3)} is the number itself. It still needs to be rounded.`),
      decimalMistake(Math.round(value / 1000) * 1000, 3, 'This rounds to the nearest whole number.'),
    ],
    hints: [
      `Find the ${placeName(target).many} digit in ${short(value, 3)}.`,
      `Look at the digit just to its right.`,
      '5 or more rounds up. Less than 5 rounds down.',
    ],
    explanation: roundingSteps(value, target),
    parameters: { value, target },
  };
}

function acrossNine(random: Random, story: StoryContext): NumericProblem {
  const target: Target = random.chance(1, 2) ? 1 : 2;
  const whole = random.int(1, 40);
  const t = target === 1 ? 9 : random.int(1, 8);
  const h = target === 1 ? random.int(5, 9) : 9;
  const th = target === 1 ? random.int(0, 9) : random.int(5, 9);
  const value = whole * 1000 + t * 100 + h * 10 + th;
  const answer = roundTo(value, target);
  const unit = 10 ** (3 - target);
  const down = Math.floor(value / unit) * unit;
  const tenWritten =
    target === 1
      ? decimalMistake(
          whole * 100 + 10,
          2,
          'The 9 tenths became 10 tenths. 10 tenths make 1 whole, so regroup it into the ones.',
        )
      : decimalMistake(
          whole * 1000 + t * 100 + 10,
          3,
          `The 9 hundredths became 10 hundredths. 10 hundredths make 1 tenth, so regroup it into the tenths.`,
        );
  const text = target === 1 ? `${whole}.10` : `${whole}.${t}10`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} walks ${short(value, 3)} kilometers. What is the distance rounded to the nearest ${placeName(target).one}?`,
    answer: rational(answer, 1000),
    answerText: written(answer, target),
    format: 'decimal',
    unit: { one: 'kilometer', many: 'kilometers' },
    mistakes: [
      { ...tenWritten, text },
      roundMistake(down, target, `This rounds down. The next digit is 5 or more, so round up.`),
      decimalMistake(value, 3, `${short(value, 3)} is the distance itself. It still needs to be rounded.`),
      ...(target === 1
        ? [
            roundMistake(
              roundTo(value, 2),
              2,
              'This rounds to the nearest hundredth. The question asks for the nearest tenth.',
            ),
          ]
        : [
            decimalMistake(
              Math.round(value / 1000) * 1000,
              3,
              'This rounds to the nearest whole number, not the nearest hundredth.',
            ),
          ]),
    ],
    hints: [
      `Find the ${placeName(target).many} digit. It is a 9.`,
      'The digit to its right is 5 or more, so round up.',
      `Rounding up a 9 makes 10 ${placeName(target).many}. Regroup them into the next place to the left.`,
    ],
    explanation: [
      ...roundingSteps(value, target).slice(0, 2),
      `${9} ${placeName(target).many} + 1 = 10 ${placeName(target).many}, which regroups into the next place.`,
      `${short(value, 3)} rounds to ${written(answer, target)} kilometers.`,
    ],
    parameters: { value, target },
  };
}

export const roundDecimals = defineGenerator({
  id: '5.2C.round-decimals',
  version: 1,
  teksCode: '5.2C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return onNumberLine(random, story);
    if (difficulty === 'medium') return thousandths(random, story);
    return acrossNine(random, story);
  },
});
