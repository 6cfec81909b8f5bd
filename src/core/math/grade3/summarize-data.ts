import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { NumericProblem } from '../generator-types';
import { countMistake } from './geometry-data-parts';
import { SURVEY_TOPICS, type SurveyTopic } from './survey-topics';

/**
 * 3.8A: summarise data with several categories in a frequency table, pictograph or bar graph with
 * scaled intervals. Easy: turn a table row into pictures for a pictograph with a key. Medium: read a
 * bar that ends halfway between the lines of a scaled bar graph. Hard: complete a frequency table
 * from the total. Wrong choices: one picture per vote, reading the nearest line, counting grid
 * spaces as ones, forgetting to subtract.
 */

const VOTE = { one: 'vote', many: 'votes' };
const PICTURE = { one: 'picture', many: 'pictures' };

function survey(random: Random, story: StoryContext): SurveyTopic {
  return SURVEY_TOPICS[story.theme][random.int(0, 1)]!;
}

function frequencyTable(topic: SurveyTopic, values: readonly (number | null)[], counted = 'votes') {
  return {
    kind: 'table' as const,
    title: topic.title,
    headers: [topic.heading, `Number of ${counted}`],
    rows: topic.categories.map((category, i) => [category, values[i] === null ? '?' : String(values[i])]),
    imageDescription: `A frequency table titled ${topic.title}. ${topic.categories
      .map((category, i) => `${category}: ${values[i] === null ? 'missing' : values[i]}`)
      .join('; ')}.`,
  };
}

/** Easy: how many pictures a pictograph row needs, given the key. */
function pictographRow(random: Random, story: StoryContext): NumericProblem {
  const topic = survey(random, story);
  const key = random.pick([2, 5, 10]);
  const pictures = topic.categories.map(() => random.int(2, 9));
  const target = random.int(0, 3);
  const values = pictures.map((count) => count * key);
  const votes = values[target]!;
  const answer = pictures[target]!;
  const category = topic.categories[target]!;
  return {
    kind: 'numeric',
    stem: `${story.name}'s class voted for their ${topic.question}. ${story.name} makes a pictograph of the votes. Each picture stands for ${key} votes. How many pictures should ${story.name} draw for ${category}?`,
    visual: frequencyTable(topic, values),
    answer: rational(answer),
    format: 'whole-number',
    unit: PICTURE,
    mistakes: [
      ...countMistake(votes, `That is one picture for each vote. Each picture stands for ${key} votes.`),
      ...countMistake(
        answer + 1,
        `${answer + 1} pictures stand for ${(answer + 1) * key} votes. Skip count by ${key} again.`,
      ),
      ...countMistake(
        answer - 1,
        `${answer - 1} pictures stand for ${(answer - 1) * key} votes. Skip count by ${key} again.`,
      ),
      ...countMistake(key, `${key} is the number of votes for one picture, not the number of pictures.`),
    ],
    hints: [
      `Find ${category} in the table. How many votes are there?`,
      `Each picture stands for ${key} votes. Skip count by ${key} until you reach ${votes}.`,
      `Count how many times you skip counted. You can also divide: ${votes} ÷ ${key}.`,
    ],
    explanation: [
      `The table shows ${votes} votes for ${category}.`,
      `Each picture stands for ${key} votes, so divide: ${votes} ÷ ${key} = ${answer}.`,
      `${story.name} should draw ${answer} pictures for ${category}.`,
    ],
    parameters: { model: 'pictograph', key, values: values.join(','), target, total: 0 },
  };
}

/** Medium: a bar that ends halfway between two lines of a scaled bar graph. */
function readScaledBar(random: Random, story: StoryContext): NumericProblem {
  const topic = survey(random, story);
  const scale = random.pick([2, 10]);
  const half = scale / 2;
  const target = random.int(0, 3);
  // Every value is a multiple of half a step; the asked-for bar ends between two lines.
  const values = topic.categories.map((_, i) =>
    i === target ? (2 * random.int(1, 8) + 1) * half : random.int(1, 9) * scale,
  );
  const value = values[target]!;
  const category = topic.categories[target]!;
  const neighbour = values[(target + 1) % 4]!;
  const orientation = random.pick(['vertical', 'horizontal'] as const);
  return {
    kind: 'numeric',
    stem: `${story.name}'s class voted for their ${topic.question}. The bar graph shows the votes. How many votes did ${category} get?`,
    visual: {
      kind: 'bar-graph',
      title: topic.title,
      categoryAxisLabel: topic.heading,
      valueAxisLabel: 'Number of votes',
      scale,
      orientation,
      bars: topic.categories.map((label, i) => ({ label, value: values[i]! })),
      imageDescription: `A bar graph titled ${topic.title}. The lines go up by ${scale}. ${topic.categories
        .map(
          (label, i) =>
            `The bar for ${label} ends ${values[i]! % scale === 0 ? `at ${values[i]}` : `halfway between ${values[i]! - half} and ${values[i]! + half}`}`,
        )
        .join('. ')}.`,
    },
    answer: rational(value),
    format: 'whole-number',
    unit: VOTE,
    mistakes: [
      ...countMistake(
        value - half,
        `The bar goes past the line for ${value - half}. It ends halfway to the next line.`,
      ),
      ...countMistake(
        value + half,
        `The bar does not reach the line for ${value + half}. It ends halfway there.`,
      ),
      ...countMistake(
        (value - half) / scale,
        `The lines go up by ${scale}, not by 1. Read the number on the scale.`,
      ),
      ...countMistake(
        neighbour,
        `${neighbour} is the bar for ${topic.categories[(target + 1) % 4]}. Find the bar for ${category}.`,
      ),
    ],
    hints: [
      `Find the bar for ${category}. Follow its end to the number scale.`,
      `The lines go up by ${scale}. The bar ends between two lines.`,
      `Halfway between two lines is ${half} more than the lower line.`,
    ],
    explanation: [
      `The bar for ${category} ends halfway between ${value - half} and ${value + half}.`,
      `Halfway between them is ${value - half} + ${half} = ${value}.`,
      `${category.charAt(0).toUpperCase()}${category.slice(1)} got ${value} votes.`,
    ],
    parameters: { model: 'bar-graph', key: scale, values: values.join(','), target, total: 0 },
  };
}

/** Hard: the total is known; one row of the frequency table is missing. */
function completeTable(random: Random, story: StoryContext): NumericProblem {
  const topic = survey(random, story);
  const values = topic.categories.map(() => random.int(4, 60));
  const target = random.int(0, 3);
  const total = values.reduce((a, b) => a + b, 0);
  const answer = values[target]!;
  const known = values.filter((_, i) => i !== target);
  const knownSum = known.reduce((a, b) => a + b, 0);
  const category = topic.categories[target]!;
  return {
    kind: 'numeric',
    stem: `${story.name} asked ${total} kids to pick a ${topic.question}. Each kid picked one. One number is missing from the table. How many kids picked ${category}?`,
    visual: frequencyTable(
      topic,
      values.map((v, i) => (i === target ? null : v)),
      'kids',
    ),
    answer: rational(answer),
    format: 'whole-number',
    unit: { one: 'kid', many: 'kids' },
    mistakes: [
      ...countMistake(
        knownSum,
        `${knownSum} is the number for the other answers. Subtract it from ${total}.`,
      ),
      ...countMistake(
        total - known[0]! - known[1]!,
        'Only two of the other numbers were subtracted. Subtract all three.',
      ),
      ...countMistake(
        answer + 10,
        'Check the subtraction: add your answer to the other numbers. You should get the total.',
      ),
      ...countMistake(
        answer - 10,
        'Check the subtraction: add your answer to the other numbers. You should get the total.',
      ),
    ],
    hints: [
      `All the numbers in the table add up to ${total}.`,
      `Add the three numbers you know: ${known.join(' + ')}.`,
      `Subtract that sum from ${total}.`,
    ],
    explanation: [
      `Add the numbers you know: ${known.join(' + ')} = ${knownSum}.`,
      `Subtract from the total: ${total} − ${knownSum} = ${answer}.`,
      `Check: ${values.join(' + ')} = ${total}. So ${answer} kids picked ${category}.`,
    ],
    parameters: { model: 'table', key: 0, values: values.join(','), target, total },
  };
}

export const summarizeData = defineGenerator({
  id: '3.8A.summarize-data',
  version: 1,
  teksCode: '3.8A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return pictographRow(random, story);
    if (difficulty === 'medium') return readScaledBar(random, story);
    return completeTable(random, story);
  },
});
