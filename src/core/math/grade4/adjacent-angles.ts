import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import type { StripDiagramVisual } from '../../items/visual-types';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { DEGREE, mistake } from './measurement-words';

/**
 * 4.7E: find an unknown angle when two or three angles sit side by side without overlapping. Easy:
 * add two parts to find the whole angle. Medium: the whole (often a right angle) and one part are
 * known; subtract. Hard: three angles along a straight line (180°) with one unknown. A strip diagram
 * shows the parts and the whole. Wrong choices: adding instead of subtracting, using 180° for a right
 * angle, leaving out a part.
 */
const LETTERS = [
  ['A', 'B', 'C', 'D', 'E'],
  ['P', 'Q', 'R', 'S', 'T'],
  ['J', 'K', 'L', 'M', 'N'],
] as const;

const strip = (
  parts: { size: number; label: string }[],
  total: string,
  description: string,
): StripDiagramVisual => ({
  kind: 'strip-diagram',
  segments: parts,
  totalLabel: total,
  imageDescription: description,
});

function addParts(random: Random, story: StoryContext): NumericProblem {
  const [a, v, c, d] = random.pick(LETTERS);
  const first = random.int(15, 80);
  const second = random.int(15, 165 - first);
  const whole = first + second;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws angle ${a}${v}${c} and angle ${c}${v}${d} side by side. They share ray ${v}${c} and do not overlap. Angle ${a}${v}${c} is ${first}°. Angle ${c}${v}${d} is ${second}°. What is the measure of angle ${a}${v}${d}?`,
    visual: strip(
      [
        { size: first, label: `${first}°` },
        { size: second, label: `${second}°` },
      ],
      '?',
      `A strip diagram. Two parts, ${first}° and ${second}°, make up a whole marked with a question mark.`,
    ),
    answer: rational(whole),
    format: 'whole-number',
    unit: DEGREE,
    mistakes: [
      mistake(
        Math.abs(first - second),
        'The angles were subtracted. The whole angle is made of both parts, so add.',
      ),
      mistake(
        180 - whole,
        'This is what is left of a straight angle. The question asks for the whole of the two parts.',
      ),
      mistake(whole + 10, 'Add again carefully. This is 10 too many.'),
      mistake(whole - 10, 'Add again carefully. This is 10 too few.'),
    ],
    hints: [
      `Angle ${a}${v}${d} is made of angle ${a}${v}${c} and angle ${c}${v}${d}.`,
      'The parts of an angle add up to the whole angle.',
      `Add ${first} + ${second}.`,
    ],
    explanation: [
      `Angle ${a}${v}${d} is made of the two angles that share ray ${v}${c}.`,
      `${first}° + ${second}° = ${whole}°.`,
      `Angle ${a}${v}${d} measures ${whole}°.`,
    ],
    parameters: { asked: 'whole', whole: 0, known: `${first} ${second}` },
  };
}

function missingPart(random: Random, story: StoryContext): NumericProblem {
  const [a, v, c, d] = random.pick(LETTERS);
  const isRight = random.chance(2, 3);
  const whole = isRight ? 90 : random.int(100, 170);
  const known = random.int(12, whole - 12);
  const unknown = whole - known;
  const wholeText = isRight ? `Angle ${a}${v}${d} is a right angle.` : `Angle ${a}${v}${d} is ${whole}°.`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.otherName} splits angle ${a}${v}${d} with ray ${v}${c}. ${wholeText} Angle ${a}${v}${c} is ${known}°. What is the measure of angle ${c}${v}${d}?`,
    visual: strip(
      [
        { size: known, label: `${known}°` },
        { size: unknown, label: '?' },
      ],
      `${whole}°`,
      `A strip diagram. A whole of ${whole}° is split into ${known}° and an unknown part.`,
    ),
    answer: rational(unknown),
    format: 'whole-number',
    unit: DEGREE,
    mistakes: [
      mistake(whole + known, 'The angles were added. The whole is known, so subtract the part you know.'),
      ...(isRight ? [mistake(180 - known, 'A right angle is 90°, not 180°. 180° is a straight angle.')] : []),
      mistake(known, `${known}° is the angle you were given. Find the other part.`),
      mistake(unknown + 10, 'Subtract again carefully. This is 10 too many.'),
      mistake(unknown - 10, 'Subtract again carefully. This is 10 too few.'),
    ],
    hints: [
      `The two parts together make angle ${a}${v}${d}.`,
      isRight ? 'A right angle measures 90°.' : `Angle ${a}${v}${d} measures ${whole}°.`,
      `Subtract: ${whole} − ${known}.`,
    ],
    explanation: [
      `Angle ${a}${v}${c} + angle ${c}${v}${d} = angle ${a}${v}${d}, which is ${whole}°.`,
      `So ${known}° + ? = ${whole}°.`,
      `${whole}° − ${known}° = ${unknown}°.`,
    ],
    parameters: { asked: 'part', whole, known: `${known}` },
  };
}

function straightLine(random: Random, story: StoryContext): NumericProblem {
  const [a, v, c, d, e] = random.pick(LETTERS);
  const first = random.int(20, 80);
  const second = random.int(20, 150 - first);
  const unknown = 180 - first - second;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws three angles side by side on a straight line ${a}${e}. Angle ${a}${v}${c} is ${first}°. Angle ${c}${v}${d} is ${second}°. What is the measure of angle ${d}${v}${e}?`,
    visual: strip(
      [
        { size: first, label: `${first}°` },
        { size: second, label: `${second}°` },
        { size: unknown, label: '?' },
      ],
      '180°',
      `A strip diagram. A whole of 180° is split into ${first}°, ${second}° and an unknown part.`,
    ),
    answer: rational(unknown),
    format: 'whole-number',
    unit: DEGREE,
    mistakes: [
      mistake(180 - first, `Only ${first}° was subtracted. Take away both angles you know.`),
      mistake(180 - second, `Only ${second}° was subtracted. Take away both angles you know.`),
      mistake(first + second, 'This is the two known angles together. Subtract their sum from 180°.'),
      mistake(Math.abs(90 - first - second), 'A straight angle is 180°, not 90°.'),
      mistake(360 - first - second, 'A straight angle is 180°. 360° is a full turn.'),
    ],
    hints: [
      'The angles along a straight line make a straight angle.',
      'A straight angle measures 180°.',
      `Subtract both known angles from 180: 180 − ${first} − ${second}.`,
    ],
    explanation: [
      'The three angles together make a straight angle, 180°.',
      `${first}° + ${second}° = ${first + second}°.`,
      `180° − ${first + second}° = ${unknown}°.`,
    ],
    parameters: { asked: 'part', whole: 180, known: `${first} ${second}` },
  };
}

export const adjacentAngles = defineGenerator({
  id: '4.7E.adjacent-angles',
  version: 1,
  teksCode: '4.7E',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 360 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return addParts(random, story);
    if (difficulty === 'medium') return missingPart(random, story);
    return straightLine(random, story);
  },
});
