import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { fractionMistake, fractionText as f, wholeMistake as mistake } from './number-algebra-parts';

/**
 * 3.3A: fractions greater than 0 and up to 1 (denominators 2, 3, 4, 6, 8) shown with objects, strips
 * and pictures. Easy: name the shaded part of a fraction circle; medium: a fraction of a set of
 * objects; hard: how many more parts of a strip to shade to show a fraction. Wrong choices: counting
 * the unshaded parts, shaded over unshaded, numerator and denominator switched, the whole strip.
 */
const DENOMINATORS = [2, 3, 4, 6, 8] as const;
const partCount = (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`;

/** Words for what is counted (the shaded parts), what is left, and what the whole is made of. */
interface Counted {
  counted: string;
  rest: string;
  parts: string;
}

function fractionSlips(p: number, q: number, { counted, rest, parts }: Counted): Mistake[] {
  const written = (m: Mistake) =>
    m.value.numerator <= 8 && DENOMINATORS.some((d) => m.text?.endsWith(`/${d}`));
  return [
    ...fractionMistake(q - p, q, `This counts the ${rest}. Count the ${counted}.`),
    ...fractionMistake(p, q - p, `The denominator is all ${q} ${parts}, not just the ${rest}.`),
    ...(DENOMINATORS.some((d) => d === p)
      ? fractionMistake(q, p, `The numbers are switched. The denominator is all ${q} ${parts}.`)
      : []),
    ...fractionMistake(p + 1, q, `This is one too many. Count the ${counted} again.`),
    ...fractionMistake(p - 1, q, `This is one too few. Count the ${counted} again.`),
    ...fractionMistake(q, q, `${q}/${q} is the whole. Only the ${counted} count.`),
    ...(p > 2 ? fractionMistake(1, q, `This is only one of the ${counted}. Count all of them.`) : []),
  ].filter(written);
}

function drawFraction(random: Random, allowWhole: boolean): [number, number] {
  const q = random.pick(DENOMINATORS.filter((d) => d > 2));
  const p = random.int(1, allowWhole && random.chance(1, 8) ? q : q - 1);
  return [p, q];
}

function shadedCircle(random: Random, story: StoryContext): NumericProblem {
  const [p, q] = drawFraction(random, true);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} cuts ${withArticle(story.whole.one)} into ${q} equal parts and shades some. What fraction of the ${story.whole.one} is shaded?`,
    visual: {
      kind: 'fraction-circles',
      circles: [{ parts: q, shaded: p }],
      imageDescription: `A circle cut into ${q} equal parts. ${p} ${p === 1 ? 'part is' : 'parts are'} shaded.`,
    },
    answer: rational(p, q),
    answerText: f(p, q),
    format: 'fraction',
    mistakes: fractionSlips(p, q, {
      counted: 'shaded parts',
      rest: 'parts that are not shaded',
      parts: 'equal parts',
    }),
    hints: [
      'The denominator is the number of equal parts in the whole.',
      `The circle has ${q} equal parts. How many are shaded?`,
      'The numerator is the number of shaded parts.',
    ],
    explanation: [
      `The whole has ${q} equal parts, so the denominator is ${q}.`,
      `${p} ${p === 1 ? 'part is' : 'parts are'} shaded, so the numerator is ${p}.`,
      `${f(p, q)} of the ${story.whole.one} is shaded.`,
    ],
    parameters: { model: 'circle', numerator: p, denominator: q, target: 0 },
  };
}

function partOfSet(random: Random, story: StoryContext): NumericProblem {
  const [p, q] = drawFraction(random, false);
  const { name, otherName, thing } = story;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} has ${q} ${thing.many}. ${name} gives ${p} of them to ${otherName}. What fraction of the ${thing.many} does ${otherName} get?`,
    answer: rational(p, q),
    answerText: f(p, q),
    format: 'fraction',
    mistakes: fractionSlips(p, q, {
      counted: `${thing.many} ${otherName} gets`,
      rest: `${thing.many} ${name} keeps`,
      parts: thing.many,
    }),
    hints: [
      `The whole set is all ${q} ${thing.many}.`,
      `The denominator is ${q}. How many ${thing.many} does ${otherName} get?`,
      `Write the number ${otherName} gets over the number in the whole set.`,
    ],
    explanation: [
      `The set has ${q} ${thing.many}, so the denominator is ${q}.`,
      `${otherName} gets ${p}, so the numerator is ${p}.`,
      `${otherName} gets ${f(p, q)} of the ${thing.many}.`,
    ],
    parameters: { model: 'set', numerator: p, denominator: q, target: 0 },
  };
}

function shadeMore(random: Random, story: StoryContext): NumericProblem {
  const q = random.pick([4, 6, 8]);
  const p = random.int(1, q - 3);
  const r = random.int(p + 2, q);
  const answer = r - p;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} shades ${p} of the ${q} equal parts of a strip. ${story.name} wants the strip to show ${f(r, q)}. How many more parts should ${story.name} shade?`,
    visual: {
      kind: 'fraction-bars',
      bars: [{ parts: q, shaded: p }],
      imageDescription: `A strip cut into ${q} equal parts. ${p} ${p === 1 ? 'part is' : 'parts are'} shaded.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        r,
        `${f(r, q)} means ${r} parts shaded in all. ${partCount(p)} ${p === 1 ? 'is' : 'are'} already shaded.`,
      ),
      mistake(q - p, `That would shade the whole strip. ${f(r, q)} needs ${r} parts shaded.`),
      ...(r < q
        ? [
            mistake(
              q - r,
              `${partCount(q - r)} ${q - r === 1 ? 'stays' : 'stay'} unshaded at the end. The question asks how many more to shade.`,
            ),
          ]
        : []),
      mistake(q, `${q} is all the parts of the strip. Find how many more to shade to show ${f(r, q)}.`),
      mistake(answer + 1, 'That is one part too many. Count again.'),
      mistake(p, `${partCount(p)} ${p === 1 ? 'is' : 'are'} shaded now. Find how many more to shade.`),
      mistake(answer - 1, 'That is one part too few. Count again.'),
    ],
    hints: [
      `${f(r, q)} means ${r} of the ${q} equal parts are shaded.`,
      `${p} ${p === 1 ? 'part is' : 'parts are'} shaded now.`,
      `How many more do you need to get from ${p} to ${r}?`,
    ],
    explanation: [
      `To show ${f(r, q)}, ${r} parts must be shaded.`,
      `${partCount(p)} ${p === 1 ? 'is' : 'are'} shaded already, so ${r} − ${p} = ${answer}.`,
      `${story.name} should shade ${answer} more ${answer === 1 ? 'part' : 'parts'}.`,
    ],
    parameters: { model: 'shade-more', numerator: p, denominator: q, target: r },
  };
}

export const fractionsWithModels = defineGenerator({
  id: '3.3A.fractions-with-models',
  version: 1,
  teksCode: '3.3A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 8 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return shadedCircle(random, story);
    if (difficulty === 'medium') return partOfSet(random, story);
    return shadeMore(random, story);
  },
});
