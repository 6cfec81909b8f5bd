import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionMistake, fractionText, isShowableDenominator } from './fraction-text';
import { withFallbacks } from './mistake-padding';
import { times } from '../times';

/**
 * 5.3J: represent division of a unit fraction by a whole number and of a whole number by a unit
 * fraction with models. Easy: fraction bars, how many 1/n pieces are in w wholes; medium: a bar
 * with 1/n shaded, shared into w equal parts; hard: which division a model and story show. Wrong
 * choices: dividing by n instead of 1/n, multiplying the unit fraction, swapping the dividend and
 * divisor.
 */
const SIZES = [2, 3, 4, 5, 6, 8] as const;
const PARTS: Record<number, string> = {
  2: 'halves',
  3: 'thirds',
  4: 'fourths',
  5: 'fifths',
  6: 'sixths',
  8: 'eighths',
};

const whole = (value: number, note: string): Mistake[] =>
  value > 0 ? [{ value: rational(value), note }] : [];

function wholeBars(random: Random, story: StoryContext): NumericProblem {
  const n = random.pick(SIZES);
  const count = random.int(2, 6);
  const answer = count * n;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has ${count} ${story.whole.many}. Each bar in the model is 1 ${story.whole.one}, cut into pieces of 1/${n}. What is ${count} ÷ 1/${n}?`,
    visual: {
      kind: 'fraction-bars',
      bars: times(count, () => ({ parts: n, shaded: n, label: '1 whole' })),
      imageDescription: `${count} bars, each 1 whole, each split into ${n} equal parts.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: withFallbacks(
      rational(answer),
      [
        ...fractionMistake(
          count,
          n,
          `This is ${count} ÷ ${n}. Dividing by 1/${n} asks how many ${PARTS[n]} fit in ${count}.`,
        ),
        ...whole(count + n, `The numbers were added. Count the pieces in all ${count} bars.`),
        ...whole(n, `${n} is the number of pieces in 1 bar. There are ${count} bars.`),
        ...fractionMistake(1, count * n, `The answer was flipped. There are ${answer} pieces of 1/${n}.`),
      ],
      [...whole(answer - n, `This leaves out the pieces of 1 bar. Count every bar.`)],
    ),
    hints: [
      `${count} ÷ 1/${n} asks: how many pieces of 1/${n} are in ${count} wholes?`,
      `Each bar has ${n} pieces.`,
      `Count the pieces in all ${count} bars.`,
    ],
    explanation: [
      `Each whole bar has ${n} pieces of 1/${n}.`,
      `${count} bars have ${count} × ${n} = ${answer} pieces.`,
      `So ${count} ÷ 1/${n} = ${answer}.`,
    ],
    parameters: { kind: 'whole-by-unit', count, n },
  };
}

const UNIT_PAIRS: [number, number][] = SIZES.flatMap((n) =>
  [2, 3, 4, 5].filter((w) => isShowableDenominator(n * w)).map((w): [number, number] => [n, w]),
);

function shareUnit(random: Random, story: StoryContext): NumericProblem {
  const [n, count] = random.pick(UNIT_PAIRS);
  const answer = rational(1, n * count);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} has 1/${n} of ${withArticle(story.whole.one)}. ${story.name} shares it equally into ${count} parts. The model shows the ${story.whole.one} before and after. What is 1/${n} ÷ ${count}?`,
    visual: {
      kind: 'fraction-bars',
      bars: [
        { parts: n, shaded: 1, label: `1/${n}` },
        { parts: n * count, shaded: count, label: `1/${n} split into ${count}` },
      ],
      imageDescription: `Two same-size bars. The first is split into ${n} equal parts with 1 shaded. The second is split into ${n * count} equal parts with ${count} shaded, the same amount as 1/${n}.`,
    },
    answer,
    answerText: fractionText(1, n * count),
    format: 'fraction',
    mistakes: withFallbacks(
      answer,
      [
        ...fractionMistake(count, n, `This multiplies 1/${n} by ${count}. Sharing makes each part smaller.`),
        ...fractionMistake(
          count,
          n * count,
          `${count}/${n * count} is the whole shaded amount, 1/${n}. One share is 1 of those small parts.`,
        ),
        ...whole(n * count, `The answer was flipped. One share is 1/${n * count} of the ${story.whole.one}.`),
        ...fractionMistake(1, count, `This shares the whole ${story.whole.one}. Only 1/${n} is shared.`),
      ],
      [],
    ),
    hints: [
      `Look at the shaded 1/${n} in the second bar. It is split into ${count} equal parts.`,
      `How many of those small parts make the whole bar?`,
      'One share is one small part.',
    ],
    explanation: [
      `The shaded 1/${n} is split into ${count} equal parts.`,
      `The whole bar now has ${n} × ${count} = ${n * count} small parts.`,
      `Each share is 1/${n * count}, so 1/${n} ÷ ${count} = 1/${n * count}.`,
    ],
    parameters: { kind: 'unit-by-whole', count, n },
  };
}

function whichDivision(random: Random, story: StoryContext): ChoiceProblem {
  const [n, count] = random.sample(SIZES, 2) as [number, number];
  const wholeByUnit = random.chance(1, 2);
  const { name, whole: thing } = story;
  const texts = {
    wholeByUnit: `${count} ÷ 1/${n}`,
    unitByWhole: `1/${n} ÷ ${count}`,
    swappedWhole: `${n} ÷ 1/${count}`,
    swappedUnit: `1/${count} ÷ ${n}`,
  };
  const correct = wholeByUnit ? texts.wholeByUnit : texts.unitByWhole;
  const notes: Record<string, string> = {
    [texts.wholeByUnit]: `This asks how many pieces of 1/${n} are in ${count} wholes. But ${name} starts with 1/${n} and shares it.`,
    [texts.unitByWhole]: `This shares 1/${n} into ${count} equal parts. But ${name} starts with ${count} wholes and cuts them into pieces.`,
    [texts.swappedWhole]: `This asks how many pieces of 1/${count} are in ${n} wholes. Check which number is the whole amount.`,
    [texts.swappedUnit]: `This shares 1/${count} into ${n} parts. Check which fraction is being shared.`,
  };
  const stem = wholeByUnit
    ? `${opening(story)}${name} has ${count} ${thing.many} and cuts each into pieces of 1/${n}. The model shows the pieces. Which division does the model show?`
    : `${opening(story)}${name} has 1/${n} of ${withArticle(thing.one)} and shares it equally into ${count} parts. The model shows this. Which division does the model show?`;
  return {
    kind: 'choices',
    stem,
    visual: wholeByUnit
      ? {
          kind: 'fraction-bars',
          bars: times(count, () => ({ parts: n, shaded: n, label: '1 whole' })),
          imageDescription: `${count} bars, each 1 whole, each split into ${n} equal parts.`,
        }
      : {
          kind: 'fraction-bars',
          bars: [
            { parts: n, shaded: 1, label: `1/${n}` },
            { parts: n * count, shaded: count, label: `1/${n} split into ${count}` },
          ],
          imageDescription: `Two same-size bars. The first has ${n} equal parts with 1 shaded. The second has ${n * count} equal parts with ${count} shaded.`,
        },
    choices: Object.values(texts).map((text) =>
      text === correct ? { text, correct: true } : { text, correct: false, note: notes[text]! },
    ),
    hints: [
      wholeByUnit
        ? `What is being cut up: a whole number of ${thing.many}, or a fraction?`
        : `What is being shared: a whole number of ${thing.many}, or a fraction?`,
      wholeByUnit
        ? `The pieces are each 1/${n}. Dividing by 1/${n} counts those pieces.`
        : `Sharing into ${count} parts means dividing by ${count}.`,
      'The amount you start with comes first, before the ÷ sign.',
    ],
    explanation: [
      wholeByUnit ? `${name} starts with ${count} wholes.` : `${name} starts with 1/${n}.`,
      wholeByUnit
        ? `Cutting them into pieces of 1/${n} is dividing by 1/${n}.`
        : `Sharing into ${count} equal parts is dividing by ${count}.`,
      `The model shows ${correct}.`,
    ],
    parameters: { kind: wholeByUnit ? 'which-whole-by-unit' : 'which-unit-by-whole', count, n },
  };
}

export const modelFractionDivision = defineGenerator({
  id: '5.3J.model-fraction-division',
  version: 1,
  teksCode: '5.3J',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return wholeBars(random, story);
    if (difficulty === 'medium') return shareUnit(random, story);
    return whichDivision(random, story);
  },
});
