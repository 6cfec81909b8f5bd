import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { fractionMistake, fractionText as f } from './number-algebra-parts';
import { times } from '../times';

/**
 * 3.3B: name the fraction (greater than 0, at most 1; denominators 2, 3, 4, 6, 8) for a point on a
 * number line. Easy: halves, thirds or fourths with 0 and 1 labelled; medium: sixths or eighths;
 * hard: only 0 and one other fraction are labelled, so the size of one part comes from that label.
 * Wrong choices: counting tick marks instead of spaces, counting the tick at 0, counting from 1.
 */
const DENOMINATORS = [2, 3, 4, 6, 8];
const POINTS = ['P', 'Q', 'R', 'M', 'A', 'B'] as const;

function lineMistakes(p: number, q: number): Mistake[] {
  const all = [
    ...fractionMistake(
      p,
      q + 1,
      `The denominator counts the equal spaces from 0 to 1, not the ${q + 1} tick marks.`,
    ),
    ...fractionMistake(
      p + 1,
      q,
      'This counts the tick at 0. Count the spaces, or jumps, from 0 to the point.',
    ),
    ...fractionMistake(q - p, q, 'This counts back from 1. Fractions on a number line are counted from 0.'),
    ...fractionMistake(
      p,
      q - 1,
      `There are ${q} equal spaces from 0 to 1. Count the last space, which ends at 1.`,
    ),
    ...(p > 1
      ? fractionMistake(1, q, 'This is the first tick after 0. Count all the spaces from 0 to the point.')
      : []),
    ...fractionMistake(p - 1, q, 'This is one space too few. Count the spaces from 0 again.'),
    ...fractionMistake(p - 2, q, 'This is two spaces too few. Count the spaces from 0 again.'),
    ...fractionMistake(p + 2, q, 'This is two spaces too many. Count the spaces from 0 again.'),
  ];
  return all.filter(
    (m) => m.value.numerator <= m.value.denominator && DENOMINATORS.some((d) => m.text?.endsWith(`/${d}`)),
  );
}

function pointProblem(
  random: Random,
  story: StoryContext,
  q: number,
  labelAt: number | null,
): NumericProblem {
  // With 1 labelled, a point at 1 would give itself away; with 1 unlabelled it is a fair question.
  const choices = times(q, (i) => i + 1).filter((t) => t !== labelAt && (labelAt !== null || t < q));
  const p = random.pick(choices);
  const point = random.pick(POINTS);
  const labels =
    labelAt === null
      ? [
          { tick: 0, text: '0' },
          { tick: q, text: '1' },
        ]
      : [
          { tick: 0, text: '0' },
          { tick: labelAt, text: f(labelAt, q) },
        ];
  const labelText = labelAt === null ? '0 and 1' : `0 and ${f(labelAt, q)}`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} draws a number line and marks point ${point}. What fraction names point ${point}?`,
    visual: {
      kind: 'number-line',
      divisions: q,
      tickLabels: labels,
      points: [{ tick: p, label: point }],
      jumps: [],
      imageDescription: `A number line from 0 to 1 cut into ${q} equal spaces. Only ${labelText} are labelled. Point ${point} is at the tick ${p} ${p === 1 ? 'space' : 'spaces'} from 0.`,
    },
    answer: rational(p, q),
    answerText: f(p, q),
    format: 'fraction',
    mistakes: lineMistakes(p, q),
    hints:
      labelAt === null
        ? [
            'Count the equal spaces from 0 to 1. That is the denominator.',
            `There are ${q} equal spaces. Each one is ${f(1, q)}.`,
            `Count the spaces from 0 to point ${point}. That is the numerator.`,
          ]
        : [
            `${f(labelAt, q)} is ${labelAt} equal spaces from 0. So each space is ${f(1, q)}.`,
            `Count the spaces from 0 to point ${point}.`,
            `Each space adds ${f(1, q)}.`,
          ],
    explanation: [
      labelAt === null
        ? `From 0 to 1 there are ${q} equal spaces, so each space is ${f(1, q)}.`
        : `${f(labelAt, q)} is ${labelAt} spaces from 0, so each space is ${f(1, q)}.`,
      `Point ${point} is ${p} ${p === 1 ? 'space' : 'spaces'} from 0.`,
      `Point ${point} is at ${f(p, q)}.`,
    ],
    parameters: { tick: p, divisions: q, labelTick: labelAt ?? q },
  };
}

export const fractionOnNumberLine = defineGenerator({
  id: '3.3B.fraction-on-number-line',
  version: 1,
  teksCode: '3.3B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pointProblem(random, story, random.pick([3, 4]), null);
    if (difficulty === 'medium') return pointProblem(random, story, random.pick([6, 8]), null);
    const q = random.pick([4, 6, 8]);
    return pointProblem(random, story, q, random.int(2, q - 1));
  },
});
