import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { capitalise } from '../story-text';
import { countMistake } from './geometry-data-parts';
import { SURVEY_TOPICS, type SurveyTopic } from './survey-topics';
import { times } from '../times';

/**
 * 3.8B: one- and two-step problems with data in bar graphs, pictographs and frequency tables. Easy:
 * "how many more" from a bar graph. Medium: a pictograph with a key (multiply, then compare or
 * combine). Hard: two steps from a table: combine two groups, then compare with a third. Wrong
 * choices: adding when comparing, counting pictures instead of using the key, stopping after the first
 * step.
 */

const VOTES = { one: 'vote', many: 'votes' };
const votes = (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`;

function survey(random: Random, story: StoryContext): SurveyTopic {
  return SURVEY_TOPICS[story.theme][random.int(0, 1)]!;
}

/** Two different category positions, the first with more votes. */
function pair(random: Random, values: readonly number[]): [number, number] {
  const [a, b] = random.sample([0, 1, 2, 3], 2) as [number, number];
  return values[a]! >= values[b]! ? [a, b] : [b, a];
}

/** Four different values, so "how many more" never compares equal bars. */
function distinctValues(random: Random, min: number, max: number, step: number): number[] {
  const pool = times((max - min) / step + 1, (i) => min + i * step);
  return random.sample(pool, 4);
}

function howManyMore(random: Random, story: StoryContext): NumericProblem {
  const topic = survey(random, story);
  const scale = random.pick([1, 2]);
  const values = distinctValues(random, scale, 10 * scale, scale);
  const [more, fewer] = pair(random, values);
  const [a, b] = [values[more]!, values[fewer]!];
  const [nameA, nameB] = [topic.categories[more]!, topic.categories[fewer]!];
  const answer = a - b;
  return {
    kind: 'numeric',
    stem: `${story.name}'s class voted for their ${topic.question}. The bar graph shows the votes. How many more votes did ${nameA} get than ${nameB}?`,
    visual: {
      kind: 'bar-graph',
      title: topic.title,
      categoryAxisLabel: topic.heading,
      valueAxisLabel: 'Number of votes',
      scale,
      orientation: random.pick(['vertical', 'horizontal'] as const),
      bars: topic.categories.map((label, i) => ({ label, value: values[i]! })),
      imageDescription: `A bar graph titled ${topic.title}. The scale goes up by ${scale}. ${topic.categories
        .map((label, i) => `${label}: ${values[i]}`)
        .join(', ')}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    unit: VOTES,
    mistakes: [
      ...countMistake(a + b, 'The votes were added. To find how many more, subtract.'),
      ...countMistake(a, `${a} is the votes for ${nameA} only. Compare it with ${nameB}.`),
      ...countMistake(b, `${b} is the votes for ${nameB} only. Compare it with ${nameA}.`),
      ...countMistake(answer + scale, 'Read the end of each bar again. Check the scale.'),
      ...countMistake(answer - scale, 'Read the end of each bar again. Check the scale.'),
    ],
    hints: [
      `Find the bars for ${nameA} and ${nameB}. Read the number where each one ends.`,
      'To find how many more, subtract the smaller number from the bigger one.',
    ],
    explanation: [
      `${capitalise(nameA)}: ${votes(a)}. ${capitalise(nameB)}: ${votes(b)}.`,
      `${a} − ${b} = ${answer}.`,
      `${capitalise(nameA)} got ${votes(answer).replace(/votes?$/, 'more $&')} than ${nameB}.`,
    ],
    parameters: { model: 'bar-more', values: values.join(','), first: more, second: fewer, third: -1 },
  };
}

function pictographProblem(random: Random, story: StoryContext): NumericProblem {
  const topic = survey(random, story);
  const key = random.pick([2, 5, 10]);
  const pictures = distinctValues(random, 1, 9, 1);
  const values = pictures.map((p) => p * key);
  const [more, fewer] = pair(random, values);
  const [a, b] = [values[more]!, values[fewer]!];
  const [nameA, nameB] = [topic.categories[more]!, topic.categories[fewer]!];
  const combine = random.chance(1, 2);
  const answer = combine ? a + b : a - b;
  const pictureAnswer = combine ? pictures[more]! + pictures[fewer]! : pictures[more]! - pictures[fewer]!;
  return {
    kind: 'numeric',
    stem: combine
      ? `${story.name}'s class voted for their ${topic.question}. The pictograph shows the votes. How many votes did ${nameA} and ${nameB} get in all?`
      : `${story.name}'s class voted for their ${topic.question}. The pictograph shows the votes. How many more votes did ${nameA} get than ${nameB}?`,
    visual: {
      kind: 'pictograph',
      title: topic.title,
      symbol: 'star',
      valuePerSymbol: key,
      rows: topic.categories.map((label, i) => ({ label, value: values[i]! })),
      imageDescription: `A pictograph titled ${topic.title}. Each star stands for ${key} votes. ${topic.categories
        .map((label, i) => `${label}: ${pictures[i]} ${pictures[i] === 1 ? 'star' : 'stars'}`)
        .join(', ')}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    unit: VOTES,
    mistakes: [
      ...countMistake(pictureAnswer, `This counts stars. Each star stands for ${key} votes.`),
      ...countMistake(
        combine ? a - b : a + b,
        combine
          ? 'The votes were subtracted. "In all" means add.'
          : 'The votes were added. To find how many more, subtract.',
      ),
      ...countMistake(a, `${a} is the votes for ${nameA} only.`),
      ...countMistake(answer + key, `One star too many was counted. Each star is ${key} votes.`),
      ...countMistake(answer - key, `One star was missed. Each star is ${key} votes.`),
    ],
    hints: [
      `Each star stands for ${key} votes.`,
      `Count the stars for ${nameA} and for ${nameB}, then multiply each by ${key}.`,
      combine ? 'Add the two numbers of votes.' : 'Subtract the smaller number of votes from the bigger one.',
    ],
    explanation: [
      `${capitalise(nameA)}: ${pictures[more]} × ${key} = ${a} votes. ${capitalise(nameB)}: ${pictures[fewer]} × ${key} = ${b} votes.`,
      combine ? `${a} + ${b} = ${answer}.` : `${a} − ${b} = ${answer}.`,
      combine
        ? `They got ${answer} votes in all.`
        : `${capitalise(nameA)} got ${votes(answer).replace(/votes?$/, 'more $&')} than ${nameB}.`,
    ],
    parameters: {
      model: combine ? 'picto-sum' : 'picto-more',
      values: values.join(','),
      first: more,
      second: fewer,
      third: -1,
    },
  };
}

function twoStepTable(random: Random, story: StoryContext): NumericProblem {
  const topic = survey(random, story);
  let values = topic.categories.map(() => random.int(10, 90));
  const [x, y, z] = random.sample([0, 1, 2, 3], 3) as [number, number, number];
  // The two together must beat the third, so "how many more" has a positive answer.
  if (values[x]! + values[y]! <= values[z]!)
    values = values.map((v, i) => (i === z ? Math.max(5, values[x]! + values[y]! - random.int(5, 20)) : v));
  const [a, b, c] = [values[x]!, values[y]!, values[z]!];
  const together = a + b;
  const answer = together - c;
  const [nameA, nameB, nameC] = [topic.categories[x]!, topic.categories[y]!, topic.categories[z]!];
  return {
    kind: 'numeric',
    stem: `${story.name} asked kids to pick a ${topic.question}. The table shows the votes. Think of ${nameA} and ${nameB} as one group. How many more votes did that group get than ${nameC}?`,
    visual: {
      kind: 'table',
      title: topic.title,
      headers: [topic.heading, 'Number of votes'],
      rows: topic.categories.map((label, i) => [label, String(values[i])]),
      imageDescription: `A frequency table titled ${topic.title}. ${topic.categories.map((label, i) => `${label}: ${values[i]}`).join('; ')}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    unit: VOTES,
    mistakes: [
      ...countMistake(
        together,
        `${together} is the votes for ${nameA} and ${nameB} together. Now compare with ${nameC}.`,
      ),
      ...countMistake(a + b + c, 'All three numbers were added. Subtract the third one instead.'),
      ...countMistake(Math.abs(a - c), `Only ${nameA} was compared with ${nameC}. Add ${nameB} first.`),
      ...countMistake(answer + 10, 'Check the subtraction: regroup carefully.'),
      ...countMistake(answer - 10, 'Check the subtraction: regroup carefully.'),
    ],
    hints: [
      `First find the votes for ${nameA} and ${nameB} together: add them.`,
      `Then compare with the votes for ${nameC}: subtract.`,
    ],
    explanation: [
      `${capitalise(nameA)} and ${nameB}: ${a} + ${b} = ${together}.`,
      `Compare with ${nameC}: ${together} − ${c} = ${answer}.`,
      `The group got ${answer} more votes than ${nameC}.`,
    ],
    parameters: { model: 'table-two-step', values: values.join(','), first: x, second: y, third: z },
  };
}

export const solveWithGraphs = defineGenerator({
  id: '3.8B.solve-with-graphs',
  version: 1,
  teksCode: '3.8B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return howManyMore(random, story);
    if (difficulty === 'medium') return pictographProblem(random, story);
    return twoStepTable(random, story);
  },
});
