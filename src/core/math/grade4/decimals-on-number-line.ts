import { rational } from '../../items/rational';
import type { NumberLineVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { decimal, decimalMistake } from './number-text';

/**
 * 4.2H: name the decimal, in tenths or hundredths, for a point on a number line. Easy: 0 to 1 in
 * tenths; medium: between two whole numbers in tenths; hard: between two tenths in hundredths. Wrong
 * answers: reading tenths as hundredths (or the reverse), counting ticks one off, counting from the
 * wrong end.
 */
type Scale = 'tenths' | 'hundredths';

function line(startHundredths: number, step: number, tick: number, label: string): NumberLineVisual {
  const end = startHundredths + step * 10;
  return {
    kind: 'number-line',
    divisions: 10,
    tickLabels: [
      { tick: 0, text: decimal(startHundredths) },
      { tick: 10, text: decimal(end) },
    ],
    points: [{ tick, label }],
    jumps: [],
    imageDescription: `A number line from ${decimal(startHundredths)} to ${decimal(end)} with 10 equal parts. Point ${label} is ${tick} ${tick === 1 ? 'part' : 'parts'} to the right of ${decimal(startHundredths)}.`,
  };
}

function pointProblem(random: Random, story: StoryContext, start: number, scale: Scale): NumericProblem {
  const step = scale === 'tenths' ? 10 : 1;
  const tick = random.int(1, 9);
  const value = start + tick * step;
  const label = random.pick(['A', 'B', 'P', 'Q', 'R']);
  const end = start + 10 * step;
  const mistakes =
    scale === 'tenths'
      ? [
          ...decimalMistake(
            start + tick,
            `Each part is one tenth, 0.1, not one hundredth. ${tick} parts is ${decimal(tick * 10)}.`,
          ),
          ...decimalMistake(
            start + (tick + 1) * 10,
            'This is one tick too far. Count the parts, not the tick marks.',
          ),
          ...decimalMistake(
            start + (tick - 1) * 10,
            'This is one tick too few. Start counting after the first mark.',
          ),
          ...decimalMistake(
            start + (10 - tick) * 10,
            `This counts the parts back from ${decimal(end)}. Count from ${decimal(start)}.`,
          ),
          ...decimalMistake(start + tick * 100, 'Each part is one tenth, not one whole.'),
        ]
      : [
          ...decimalMistake(
            start + tick * 10,
            `Each part is one hundredth, 0.01, not one tenth. The line only goes from ${decimal(start)} to ${decimal(end)}.`,
          ),
          ...decimalMistake(value + 1, 'This is one tick too far. Count the parts, not the tick marks.'),
          ...decimalMistake(value - 1, 'This is one tick too few. Start counting after the first mark.'),
          ...decimalMistake(
            start + (10 - tick),
            `This counts the parts back from ${decimal(end)}. Count from ${decimal(start)}.`,
          ),
          ...decimalMistake(
            tick * 10 + Math.floor(start / 100) * 100,
            `This leaves out the ${decimal(start % 100)} at the start of the line.`,
          ),
        ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} marks point ${label} on the number line. What decimal names point ${label}?`,
    visual: line(start, step, tick, label),
    answer: rational(value, 100),
    format: 'decimal',
    style: 'decimal',
    mistakes,
    hints: [
      `The line goes from ${decimal(start)} to ${decimal(end)} in 10 equal parts.`,
      `Each part is ${scale === 'tenths' ? 'one tenth, 0.1' : 'one hundredth, 0.01'}.`,
      `Count the parts from ${decimal(start)} to point ${label}.`,
    ],
    explanation: [
      `From ${decimal(start)} to ${decimal(end)} is ${decimal(step * 10)}, cut into 10 parts, so each part is ${decimal(step)}.`,
      `Point ${label} is ${tick} ${tick === 1 ? 'part' : 'parts'} past ${decimal(start)}.`,
      `${decimal(start)} + ${tick} × ${decimal(step)} = ${decimal(value)}.`,
    ],
    parameters: { start, step, tick },
  };
}

export const decimalsOnNumberLine = defineGenerator({
  id: '4.2H.decimals-on-number-line',
  version: 1,
  teksCode: '4.2H',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pointProblem(random, story, 0, 'tenths');
    if (difficulty === 'medium') return pointProblem(random, story, random.int(1, 29) * 100, 'tenths');
    return pointProblem(random, story, random.int(0, 9) * 100 + random.int(0, 9) * 10, 'hundredths');
  },
});
