import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mixedText } from './add-subtract-like-fractions';
import { f } from './number-text';

/**
 * 4.3B: break a fraction into a sum of fractions with the same denominator in more than one way. Easy:
 * one way is shown, find the missing part of a second way (two parts, with a fraction bar); medium:
 * three parts; hard: a mixed number broken into fractions. Numeric entry asks for the missing numerator
 * over the given denominator. Wrong answers: adding instead of finding the missing part, copying a
 * part, one piece off.
 */
const DENOMINATORS = [4, 5, 6, 8, 10, 12] as const;

const part = (numerator: number, d: number, note: string): Mistake[] =>
  numerator > 0 ? [{ value: rational(numerator, d), text: f(numerator, d), note }] : [];

function decompose(random: Random, story: StoryContext, parts: 2 | 3, mixed: boolean): NumericProblem {
  const d = random.pick(mixed ? [3, 4, 5, 6, 8] : DENOMINATORS.filter((x) => x >= parts + 3));
  const total = mixed ? d + random.int(2, d - 1) : random.int(parts + 2, d - 1);
  const known: number[] = [];
  let left = total;
  for (let i = 0; i < parts - 1; i += 1) {
    const most = left - (parts - 1 - i);
    const x = random.int(1, Math.min(most - 1, mixed ? d - 1 : most - 1));
    known.push(x);
    left -= x;
  }
  const missing = left;
  const whole = mixed ? mixedText(total, d) : f(total, d);
  const shown = [...known.map((x) => f(x, d)), '?'].join(' + ');
  const firstWay = `${f(1, d)} + ${f(total - 1, d)}`;
  const { name, otherName } = story;
  return {
    kind: 'numeric',
    stem:
      parts === 2 && !mixed
        ? `${opening(story)}${name} writes ${whole} = ${firstWay}. ${otherName} writes ${whole} another way: ${whole} = ${shown}. What fraction is missing?`
        : `${opening(story)}${name} breaks ${whole} into ${parts} fractions: ${whole} = ${shown}. What fraction is missing?`,
    ...(parts === 2 && !mixed
      ? {
          visual: {
            kind: 'fraction-bars' as const,
            bars: [{ parts: d, shaded: total, label: whole }],
            imageDescription: `A bar cut into ${d} equal parts with ${total} parts shaded.`,
          },
        }
      : {}),
    answer: rational(missing, d),
    answerText: f(missing, d),
    format: 'fraction',
    accept: { kind: 'denominator', denominator: d },
    mistakes: [
      ...part(
        total + known.reduce((s, x) => s + x, 0),
        d,
        'The parts were added to the whole. Find the part that is missing, so take the known parts away.',
      ),
      ...part(known[0]!, d, 'This copies a part that is already there. Find the part that is missing.'),
      ...part(missing + 1, d, 'This is one piece too many. The parts must add up exactly.'),
      ...part(missing - 1, d, 'This is one piece too few. The parts must add up exactly.'),
      ...part(total, d, `This is the whole amount, ${f(total, d)}, not the missing part.`),
    ],
    hints: [
      'All the parts must add up to the whole fraction.',
      mixed
        ? `First write ${whole} as a fraction: ${f(total, d)}.`
        : `The whole is ${total} pieces of ${f(1, d)}.`,
      `The known parts use ${known.reduce((s, x) => s + x, 0)} pieces. How many more make ${total}?`,
    ],
    explanation: [
      ...(mixed ? [`${whole} = ${f(total, d)}, because 1 whole is ${f(d, d)}.`] : []),
      `The known parts add to ${f(
        known.reduce((s, x) => s + x, 0),
        d,
      )}.`,
      `${total} − ${known.reduce((s, x) => s + x, 0)} = ${missing}, so the missing part is ${f(missing, d)}.`,
      `Check: ${[...known, missing].map((x) => f(x, d)).join(' + ')} = ${f(total, d)}.`,
    ],
    parameters: { total, denominator: d, known: known.join(' ') },
  };
}

export const decomposeFractions = defineGenerator({
  id: '4.3B.decompose-fractions',
  version: 1,
  teksCode: '4.3B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 30 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return decompose(random, story, 2, false);
    if (difficulty === 'medium') return decompose(random, story, 3, false);
    return decompose(random, story, random.chance(1, 2) ? 2 : 3, true);
  },
});
