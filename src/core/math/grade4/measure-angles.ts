import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { DEGREE, mistake } from './measurement-words';
import { protractorScale } from './protractor-scale';

/**
 * 4.7C: measure an angle with a protractor, to the nearest degree. Easy: one ray on 0, read where the
 * other ray crosses. Medium: neither ray on 0, so subtract the two readings. Hard: the angle starts at
 * 0 on the outer scale, and the student must pick the right one of the two numbers at the mark.
 * Wrong choices: reading the other scale, giving one reading instead of the difference, adding.
 */
const ANGLE_NAMES = ['ABC', 'PQR', 'XYZ', 'DEF', 'JKL', 'MNO'] as const;

const sizeWord = (degrees: number) =>
  degrees < 90 ? 'acute, less than a right angle' : 'obtuse, more than a right angle';

function angleParts(random: Random) {
  const name = random.pick(ANGLE_NAMES);
  return { name, vertex: name[1]!, first: `${name[1]}${name[0]}`, second: `${name[1]}${name[2]}` };
}

function notRight(random: Random, low: number, high: number, step = 1): number {
  let value = random.int(low / step, high / step) * step;
  for (let tries = 0; tries < 10 && Math.abs(value - 90) < 3; tries += 1)
    value = random.int(low / step, high / step) * step;
  return Math.abs(value - 90) < 3 ? value + 10 : value;
}

function fromZero(random: Random, story: StoryContext): NumericProblem {
  const { name, first, second } = angleParts(random);
  const reading = notRight(random, 10, 170, 5);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} measures angle ${name} with a protractor. Ray ${first} passes through 0 on the inner scale. Ray ${second} passes through ${reading} on the inner scale. What is the measure of angle ${name}?`,
    visual: protractorScale(
      [
        { degrees: 0, label: first },
        { degrees: reading, label: second },
      ],
      `The inner scale of a protractor drawn flat, from 0 to 180 degrees. Ray ${first} crosses the scale at 0. Ray ${second} crosses it at ${reading}.`,
    ),
    answer: rational(reading),
    format: 'whole-number',
    unit: DEGREE,
    mistakes: [
      mistake(
        180 - reading,
        `This is the number on the other scale. Use the scale that starts at 0 on ray ${first}.`,
      ),
      mistake(reading + 10, 'This is one mark of 10 too far. Count the marks again from 0.'),
      mistake(reading - 10, 'This is one mark of 10 too few. Count the marks again from 0.'),
    ],
    hints: [
      `Ray ${first} lines up with 0, so start counting there.`,
      `Is angle ${name} smaller or larger than a right angle (90 degrees)?`,
      `Read the inner scale where ray ${second} crosses it.`,
    ],
    explanation: [
      `Ray ${first} is on 0 of the inner scale, so the angle is read on the inner scale.`,
      `Ray ${second} crosses the inner scale at ${reading}.`,
      `Angle ${name} is ${sizeWord(reading)}. It measures ${reading} degrees.`,
    ],
    parameters: { start: 0, end: reading, scale: 'inner' },
  };
}

function betweenReadings(random: Random, story: StoryContext): NumericProblem {
  const { name, first, second } = angleParts(random);
  const start = random.int(10, 80);
  const end = random.int(start + 20, 175);
  const measure = end - start;
  const mistakes: Mistake[] = [
    mistake(end, `This is where ray ${second} crosses. Ray ${first} is not on 0, so subtract ${start}.`),
    mistake(start + end, 'The two readings were added. Subtract to find the space between the rays.'),
    mistake(180 - measure, 'This uses the other scale for one of the rays. Use the same scale for both.'),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} measures angle ${name} with a protractor. Ray ${first} passes through ${start} on the inner scale. Ray ${second} passes through ${end} on the same scale. What is the measure of angle ${name}?`,
    visual: protractorScale(
      [
        { degrees: start, label: first },
        { degrees: end, label: second },
      ],
      `The inner scale of a protractor drawn flat, from 0 to 180 degrees. Ray ${first} crosses the scale at ${start}. Ray ${second} crosses it at ${end}.`,
      { from: start, to: end, label: '?' },
    ),
    answer: rational(measure),
    format: 'whole-number',
    unit: DEGREE,
    mistakes,
    hints: [
      `Neither ray is on 0. The angle is the space between ${start} and ${end}.`,
      'Use the same scale for both rays.',
      `Subtract: ${end} − ${start}.`,
    ],
    explanation: [
      `Ray ${first} is at ${start} and ray ${second} is at ${end} on the inner scale.`,
      `The angle is the distance between them: ${end} − ${start} = ${measure}.`,
      `Angle ${name} measures ${measure} degrees.`,
    ],
    parameters: { start, end, scale: 'inner' },
  };
}

function whichScale(random: Random, story: StoryContext): NumericProblem {
  const { name, first, second } = angleParts(random);
  const inner = notRight(random, 15, 165);
  const outer = 180 - inner;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.otherName} puts a protractor on angle ${name}. Ray ${first} passes through 0 on the outer scale. Ray ${second} crosses a mark. At that mark the inner scale shows ${inner}. The outer scale shows ${outer}. What is the measure of angle ${name}?`,
    answer: rational(outer),
    format: 'whole-number',
    unit: DEGREE,
    mistakes: [
      mistake(
        inner,
        `This is the inner scale. Ray ${first} is on 0 of the outer scale, so read the outer scale.`,
      ),
      mistake(180, 'This is a straight angle. Read the mark where ray ' + second + ' crosses.'),
      mistake(
        Math.abs(inner - outer),
        'The two numbers were subtracted. Read just one scale: the one that starts at 0.',
      ),
    ],
    hints: [
      'A protractor has two scales. Use the one that starts at 0 on the first ray.',
      `Ray ${first} is on 0 of the outer scale.`,
      `Is angle ${name} smaller or larger than a right angle? Check your answer with that.`,
    ],
    explanation: [
      `Ray ${first} lines up with 0 on the outer scale, so read the outer scale.`,
      `Ray ${second} crosses the outer scale at ${outer}.`,
      `Angle ${name} is ${sizeWord(outer)}. It measures ${outer} degrees.`,
    ],
    parameters: { start: 0, end: outer, scale: 'outer' },
  };
}

export const measureAngles = defineGenerator({
  id: '4.7C.measure-angles',
  version: 1,
  teksCode: '4.7C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 360 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return fromZero(random, story);
    if (difficulty === 'medium') return betweenReadings(random, story);
    return whichScale(random, story);
  },
});
