import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mistake } from './measurement-words';
import { protractorScale } from './protractor-scale';

/**
 * 4.7D: draw an angle of a given measure with a protractor. The student says where the second ray must
 * cross the scale. Easy: the first ray is on 0. Medium: the first ray is on another number, so count
 * on (or back) by the measure; only one direction fits on the scale. Hard: the first ray is on 0 of the
 * outer scale and the student names the inner-scale number at the mark. Wrong choices: using the
 * other scale, forgetting to count from the first ray, counting the wrong way.
 */
const NAMES = [
  ['A', 'B', 'C'],
  ['P', 'Q', 'R'],
  ['D', 'E', 'F'],
  ['X', 'Y', 'Z'],
] as const;

function drawAngleSize(random: Random, low: number, high: number): number {
  const size = random.int(low, high);
  return size === 90 ? 95 : size;
}

function fromZero(random: Random, story: StoryContext): NumericProblem {
  const [a, v, c] = random.pick(NAMES);
  const size = drawAngleSize(random, 3, 34) * 5;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} wants to draw a ${size}° angle, angle ${a}${v}${c}. Ray ${v}${a} passes through 0 on the inner scale of a protractor. Through which number on the inner scale must ray ${v}${c} pass?`,
    visual: protractorScale(
      [{ degrees: 0, label: `${v}${a}` }],
      `The inner scale of a protractor drawn flat, from 0 to 180 degrees. Ray ${v}${a} crosses it at 0.`,
    ),
    answer: rational(size),
    format: 'whole-number',
    mistakes: [
      mistake(
        180 - size,
        `${180 - size} is on the other scale at the same mark. Ray ${v}${a} is on 0 of the inner scale, so use the inner scale.`,
      ),
      mistake(size + 10, 'This is one mark of 10 too far. Count from 0 again.'),
      mistake(size - 10, 'This is one mark of 10 too few. Count from 0 again.'),
    ],
    hints: [
      'Start from the ray that is on 0.',
      `Count along the inner scale from 0 until you reach ${size}.`,
      `Is a ${size}° angle smaller or larger than a right angle? Check your mark.`,
    ],
    explanation: [
      `Ray ${v}${a} is on 0 of the inner scale.`,
      `A ${size}° angle opens from 0 to ${size} on that scale.`,
      `So ray ${v}${c} passes through ${size}.`,
    ],
    parameters: { start: 0, size, direction: 'up' },
  };
}

function fromOtherNumber(random: Random, story: StoryContext): NumericProblem {
  const [a, v, c] = random.pick(NAMES);
  const size = drawAngleSize(random, 25, 120);
  // Only one direction fits on the scale: counting on passes 180, or counting back passes 0.
  const up = random.chance(1, 2);
  const start = up
    ? random.int(5, Math.min(size - 5, 175 - size))
    : random.int(Math.max(size + 5, 180 - size + 5), 175);
  const end = up ? start + size : start - size;
  const mistakes: Mistake[] = [
    mistake(
      size,
      `${size} is the size of the angle. Ray ${v}${a} is at ${start}, not 0, so count from ${start}.`,
    ),
    mistake(180 - end, 'This number is on the other scale. Use the same scale as ray ' + v + a + '.'),
    mistake(end + 10, 'This is 10 too far. Count again from ' + start + '.'),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} wants to draw a ${size}° angle, angle ${a}${v}${c}. Ray ${v}${a} passes through ${start} on the inner scale. Through which number on the inner scale must ray ${v}${c} pass?`,
    visual: protractorScale(
      [{ degrees: start, label: `${v}${a}` }],
      `The inner scale of a protractor drawn flat, from 0 to 180 degrees. Ray ${v}${a} crosses it at ${start}.`,
    ),
    answer: rational(end),
    format: 'whole-number',
    mistakes,
    hints: [
      `Ray ${v}${a} is not on 0. The angle starts at ${start}.`,
      `The other ray must be ${size} degrees away from ${start}.`,
      up
        ? `There is no room to count back ${size} from ${start}, so count on.`
        : `There is no room to count on ${size} from ${start}, so count back.`,
    ],
    explanation: [
      `The angle starts at ${start} on the inner scale.`,
      up
        ? `Count on ${size}: ${start} + ${size} = ${end}.`
        : `Count back ${size}: ${start} − ${size} = ${end}.`,
      `So ray ${v}${c} passes through ${end}. Check: the space between ${Math.min(start, end)} and ${Math.max(start, end)} is ${size}.`,
    ],
    parameters: { start, size, direction: up ? 'up' : 'down' },
  };
}

function outerScale(random: Random, story: StoryContext): NumericProblem {
  const [a, v, c] = random.pick(NAMES);
  const size = drawAngleSize(random, 15, 165);
  const inner = 180 - size;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.otherName} wants to draw a ${size}° angle, angle ${a}${v}${c}. Ray ${v}${a} passes through 0 on the outer scale. Ray ${v}${c} must pass through a mark. What number does the inner scale show at that mark?`,
    answer: rational(inner),
    format: 'whole-number',
    mistakes: [
      mistake(
        size,
        `${size} is the number on the outer scale at that mark. The question asks for the inner scale.`,
      ),
      mistake(180, '180 is the end of the scale. Find the mark for the angle first.'),
      mistake(inner + 10, 'This is 10 too far. The two scales at one mark always add to 180.'),
    ],
    hints: [
      'Ray ' + v + a + ' is on 0 of the outer scale, so the angle is counted on the outer scale.',
      `Ray ${v}${c} passes the mark where the outer scale shows ${size}.`,
      'At every mark, the outer number and the inner number add up to 180.',
    ],
    explanation: [
      `On the outer scale, ray ${v}${c} passes through ${size}.`,
      'At each mark, the two scales add to 180.',
      `180 − ${size} = ${inner}, so the inner scale shows ${inner}.`,
    ],
    parameters: { start: 180, size, direction: 'down' },
  };
}

export const drawAngles = defineGenerator({
  id: '4.7D.draw-angles',
  version: 1,
  teksCode: '4.7D',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 180 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return fromZero(random, story);
    if (difficulty === 'medium') return fromOtherNumber(random, story);
    return outerScale(random, story);
  },
});
