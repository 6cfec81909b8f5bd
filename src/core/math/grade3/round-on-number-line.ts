import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.2C: place a number between two multiples of 10, 100, 1,000 or 10,000 on a number line and round
 * it. Easy: a number on a line between two tens, rounded to the nearest ten; medium: a number between
 * two hundreds (or thousands), rounded on the line; hard: round a 4- or 5-digit number to a named place
 * with no line. Wrong choices: always rounding down, rounding to the wrong place, changing the digit
 * but not the places after it, and forgetting that halfway rounds up.
 */
const PLACES = [
  { size: 10, name: 'ten' },
  { size: 100, name: 'hundred' },
  { size: 1000, name: 'thousand' },
  { size: 10_000, name: 'ten thousand' },
] as const;
type Place = (typeof PLACES)[number];

const roundTo = (value: number, size: number) => Math.floor(value / size + 0.5) * size;

function roundingMistakes(value: number, place: Place): Mistake[] {
  const { size, name } = place;
  const lower = Math.floor(value / size) * size;
  const upper = lower + size;
  const rounded = roundTo(value, size);
  const halfway = value - lower === size / 2;
  const other = rounded === upper ? lower : upper;
  const wrongPlace = PLACES.find((p) => p.size === size * 10);
  const smallerPlace = PLACES.find((p) => p.size === size / 10);
  return [
    mistake(
      other,
      halfway
        ? `${n(value)} is exactly halfway. A number halfway between rounds up.`
        : `${n(value)} is closer to ${n(rounded)} than to ${n(other)}. Look at the digit to the right of the ${name}s place.`,
    ),
    mistake(value, `${n(value)} is the number itself. Rounding finds the nearest ${name}.`),
    ...(wrongPlace
      ? [
          mistake(
            roundTo(value, wrongPlace.size),
            `This is rounded to the nearest ${wrongPlace.name}, not the nearest ${name}.`,
          ),
        ]
      : []),
    ...(smallerPlace && size > 10
      ? [
          mistake(
            roundTo(value, smallerPlace.size),
            `This is rounded to the nearest ${smallerPlace.name}, not the nearest ${name}.`,
          ),
        ]
      : []),
    mistake(
      rounded === upper ? upper + (value % size) : lower + size * 2,
      rounded === upper
        ? `The ${name}s digit went up, but the digits after it must become zeros.`
        : `${n(lower + size * 2)} is not next to ${n(value)}. Find the two ${name}s it is between.`,
    ),
  ];
}

function onLine(random: Random, story: StoryContext, place: Place, digits: number): NumericProblem {
  const { size, name } = place;
  const step = size / 10;
  const lower = random.int(Math.max(1, 10 ** (digits - 1) / size), 10 ** digits / size - 1) * size;
  const offset = random.chance(1, 6) ? 5 : random.pick([1, 2, 3, 4, 6, 7, 8, 9]);
  const value = lower + offset * step;
  const rounded = roundTo(value, size);
  const point = random.pick(['P', 'Q', 'R', 'M']);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} marks point ${point} at ${n(value)} on the number line. What is ${n(value)} rounded to the nearest ${name}?`,
    visual: {
      kind: 'number-line',
      divisions: 10,
      tickLabels: [
        { tick: 0, text: n(lower) },
        { tick: 5, text: n(lower + 5 * step) },
        { tick: 10, text: n(lower + size) },
      ],
      points: [{ tick: offset, label: point }],
      jumps: [],
      imageDescription: `A number line from ${n(lower)} to ${n(lower + size)} with a tick every ${n(step)}. The middle tick is ${n(lower + 5 * step)}. Point ${point} is at ${n(value)}.`,
    },
    answer: rational(rounded),
    format: 'whole-number',
    mistakes: roundingMistakes(value, place),
    hints: [
      `${n(value)} is between ${n(lower)} and ${n(lower + size)}.`,
      `The middle of the line is ${n(lower + 5 * step)}. Is point ${point} before or after the middle?`,
      'A number exactly at the middle rounds up.',
    ],
    explanation: [
      `${n(value)} is between ${n(lower)} and ${n(lower + size)}. The halfway point is ${n(lower + 5 * step)}.`,
      offset === 5
        ? `${n(value)} is exactly halfway, so it rounds up.`
        : `${n(value)} is ${offset < 5 ? 'before' : 'after'} the halfway point, so it is closer to ${n(rounded)}.`,
      `${n(value)} rounded to the nearest ${name} is ${n(rounded)}.`,
    ],
    parameters: { value, placeSize: size },
  };
}

function noLine(random: Random, story: StoryContext): NumericProblem {
  const digits = random.int(4, 5);
  const value = random.int(10 ** (digits - 1) + 1, 10 ** digits - 1);
  const place = random.pick(PLACES.filter((p) => p.size < 10 ** (digits - 1)));
  // Skip values already on a multiple of the place: rounding would not change them.
  const shown = value % place.size === 0 ? value + place.size / 10 + 1 : value;
  const { size, name } = place;
  const rounded = roundTo(shown, size);
  const lower = Math.floor(shown / size) * size;
  const decider = Math.floor((shown % size) / (size / 10));
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} counts ${n(shown)} ${story.thing.many}. What is ${n(shown)} rounded to the nearest ${name}?`,
    answer: rational(rounded),
    format: 'whole-number',
    mistakes: roundingMistakes(shown, place),
    hints: [
      `Find the two ${name}s that ${n(shown)} is between.`,
      `${n(shown)} is between ${n(lower)} and ${n(lower + size)}.`,
      `Look at the digit to the right of the ${name}s place. 5 or more rounds up.`,
    ],
    explanation: [
      `${n(shown)} is between ${n(lower)} and ${n(lower + size)}.`,
      `The digit to the right of the ${name}s place is ${decider}, so round ${decider >= 5 ? 'up' : 'down'}.`,
      `${n(shown)} rounded to the nearest ${name} is ${n(rounded)}.`,
    ],
    parameters: { value: shown, placeSize: size },
  };
}

export const roundOnNumberLine = defineGenerator({
  id: '3.2C.round-on-number-line',
  version: 1,
  teksCode: '3.2C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return onLine(random, story, PLACES[0], random.int(2, 3));
    if (difficulty === 'medium')
      return random.chance(1, 2) ? onLine(random, story, PLACES[1], 3) : onLine(random, story, PLACES[2], 4);
    return noLine(random, story);
  },
});
