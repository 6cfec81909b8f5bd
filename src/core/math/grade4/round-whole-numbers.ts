import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { digitsOf, mistake, n, PLACE_NAMES, placeUnit } from './number-text';

/**
 * 4.2D: round whole numbers to a given place, up to the hundred thousands. Easy: a number on a number
 * line between two thousands (or hundreds); medium: a 7-digit number to the ten thousands or hundred
 * thousands; hard: the rounding place holds a 9, so rounding up carries into the next place. Wrong
 * answers: rounding the wrong way, rounding to the wrong place, keeping the digits to the right, and
 * not carrying past a 9.
 */
const roundTo = (value: number, place: number) => Math.round(value / 10 ** place) * 10 ** place;
const down = (value: number, place: number) => Math.floor(value / 10 ** place) * 10 ** place;

function roundingMistakes(value: number, place: number): Mistake[] {
  const unit = 10 ** place;
  const answer = roundTo(value, place);
  const roundedUp = answer > value;
  return [
    mistake(
      roundedUp ? down(value, place) : down(value, place) + unit,
      roundedUp
        ? `The digit to the right of the ${PLACE_NAMES[place]} place is 5 or more, so round up.`
        : `The digit to the right of the ${PLACE_NAMES[place]} place is less than 5, so round down.`,
    ),
    mistake(
      roundTo(value, place - 1),
      `This is rounded to the nearest ${placeUnit(place - 1)}. Round to the ${PLACE_NAMES[place]} place.`,
    ),
    mistake(
      roundTo(value, place + 1),
      `This is rounded to the nearest ${placeUnit(place + 1)}. Round to the ${PLACE_NAMES[place]} place.`,
    ),
    mistake(
      roundedUp ? value + unit : value,
      'The digits to the right of the rounding place must become zeros.',
    ),
  ];
}

function explain(value: number, place: number): string[] {
  const answer = roundTo(value, place);
  const next = digitsOf(value)[place - 1]!;
  return [
    `The ${PLACE_NAMES[place]} digit is ${digitsOf(value)[place]}. The digit to its right is ${next}.`,
    next >= 5 ? `${next} is 5 or more, so round up.` : `${next} is less than 5, so round down.`,
    `${n(value)} rounded to the nearest ${placeUnit(place)} is ${n(answer)}.`,
  ];
}

const hints = (place: number) => [
  `Find the ${PLACE_NAMES[place]} place.`,
  'Look at the digit just to its right.',
  'If that digit is 5 or more, round up. If it is less than 5, round down. Then write zeros to the right.',
];

function onNumberLine(random: Random, story: StoryContext): NumericProblem {
  const place = random.int(2, 3);
  const unit = 10 ** place;
  const low = random.int(10, 999) * unit;
  const tick = random.pick([1, 2, 3, 4, 6, 7, 8, 9]);
  const value = low + (tick * unit) / 10;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} marks ${n(value)} on a number line. What is ${n(value)} rounded to the nearest ${placeUnit(place)}?`,
    visual: {
      kind: 'number-line',
      divisions: 10,
      tickLabels: [
        { tick: 0, text: n(low) },
        { tick: 5, text: n(low + unit / 2) },
        { tick: 10, text: n(low + unit) },
      ],
      points: [{ tick, label: n(value) }],
      jumps: [],
      imageDescription: `A number line from ${n(low)} to ${n(low + unit)} with 10 equal parts. The halfway mark is ${n(low + unit / 2)}. A point at ${n(value)} is ${tick} parts from ${n(low)}.`,
    },
    answer: rational(roundTo(value, place)),
    format: 'whole-number',
    mistakes: roundingMistakes(value, place),
    hints: [
      `${n(value)} is between ${n(low)} and ${n(low + unit)}.`,
      `Is it closer to ${n(low)} or ${n(low + unit)}?`,
      `Compare it with the halfway mark, ${n(low + unit / 2)}.`,
    ],
    explanation: [
      `${n(value)} is between ${n(low)} and ${n(low + unit)}.`,
      tick > 5
        ? `It is past the halfway mark, ${n(low + unit / 2)}, so it is closer to ${n(low + unit)}.`
        : `It is before the halfway mark, ${n(low + unit / 2)}, so it is closer to ${n(low)}.`,
      `${n(value)} rounded to the nearest ${placeUnit(place)} is ${n(roundTo(value, place))}.`,
    ],
    parameters: { value, place },
  };
}

function bigNumber(random: Random, story: StoryContext, carry: boolean): NumericProblem {
  const place = carry ? random.int(3, 5) : random.int(4, 5);
  const digits = digitsOf(random.int(1_000_000, 9_999_999));
  if (carry) {
    digits[place] = 9;
    digits[place - 1] = random.int(5, 9);
    if (place + 1 < 7 && random.chance(1, 2)) digits[place + 1] = 9;
  } else if (digits[place - 1] === 5 && digits.slice(0, place - 1).every((d) => d === 0)) {
    digits[0] = 1;
  }
  const value = digits.reduce((sum, d, i) => sum + d * 10 ** i, 0);
  const mistakes = roundingMistakes(value, place);
  if (carry) {
    mistakes.unshift(
      mistake(down(value, place + 1), `The 9 became 0, but 1 was not added to the place on its left.`),
    );
  }
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} reads that ${n(value)} people came to a big event. What is ${n(value)} rounded to the nearest ${placeUnit(place)}?`,
    answer: rational(roundTo(value, place)),
    format: 'whole-number',
    mistakes,
    hints: carry
      ? [...hints(place).slice(0, 2), `Adding 1 to a 9 makes 10. Write 0 and add 1 to the place on the left.`]
      : hints(place),
    explanation: explain(value, place),
    parameters: { value, place },
  };
}

export const roundWholeNumbers = defineGenerator({
  id: '4.2D.round-whole-numbers',
  version: 1,
  teksCode: '4.2D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return onNumberLine(random, story);
    return bigNumber(random, story, difficulty === 'hard');
  },
});
