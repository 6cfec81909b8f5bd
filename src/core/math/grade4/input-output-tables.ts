import { rational } from '../../items/rational';
import type { TableVisual } from '../../items/visual-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';
import { mistake, n } from './number-text';

/**
 * 4.5B: use an input-output table to find the rule that links each value to its position, then use
 * the rule. Easy: value = position + k, find a later value; medium: value = position × k, find a value
 * far along; hard: value = position × k, find the position of a given value. Wrong answers: only the
 * next value, adding instead of multiplying, a position off by one, doing the opposite operation.
 */
type Rule = 'add' | 'multiply';

function table(positions: number[], rule: Rule, k: number, itemWord: string): TableVisual {
  const at = (p: number) => (rule === 'add' ? p + k : p * k);
  return {
    kind: 'table',
    title: `Pattern of ${itemWord}`,
    headers: ['Position, p', 'Value'],
    rows: positions.map((p) => [String(p), n(at(p))]),
    imageDescription: `A table with positions ${positions.join(', ')} and values ${positions.map((p) => n(at(p))).join(', ')}.`,
  };
}

function shownPositions(random: Random): number[] {
  const start = random.int(1, 3);
  return [start, start + 1, start + 2, start + 3];
}

function addRule(random: Random, story: StoryContext): NumericProblem {
  const k = random.int(3, 40);
  const positions = shownPositions(random);
  const last = positions.at(-1)!;
  const asked = random.int(last + 3, 20);
  const answer = asked + k;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} makes a number pattern. The table shows the value at each position. What is the value at position ${asked}?`,
    visual: table(positions, 'add', k, 'values'),
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      mistake(
        last + 1 + k,
        `That is the value at position ${last + 1}, the next one. Use the rule for position ${asked}.`,
      ),
      mistake(
        asked * k,
        `The rule is not "multiply by ${k}". Check: ${positions[0]} × ${k} is not ${positions[0]! + k}.`,
      ),
      mistake(asked + k + 1, 'The value is one too many. Use the rule exactly.'),
      mistake(asked, 'This is the position, not the value.'),
      mistake(answer + k, `${k} was added twice.`),
    ],
    hints: [
      'Compare each value with its position.',
      `Look at position ${positions[0]} and its value ${positions[0]! + k}. What do you add?`,
      `The rule is p + ${k}. Use it for position ${asked}.`,
    ],
    explanation: [
      `Each value is ${k} more than its position: ${positions[0]} + ${k} = ${positions[0]! + k}.`,
      `The rule is value = p + ${k}.`,
      `At position ${asked}: ${asked} + ${k} = ${answer}.`,
    ],
    parameters: { rule: 'add', k, asked, find: 'value' },
  };
}

function multiplyRule(random: Random, story: StoryContext, findPosition: boolean): NumericProblem {
  const k = random.int(3, 25);
  const positions = shownPositions(random);
  const last = positions.at(-1)!;
  const first = positions[0]!;
  const { name, thing } = story;
  const asked = random.int(last + 4, 40);
  const value = asked * k;
  const intro = `${opening(story)}${name} puts ${thing.many} in rows. The table shows how many ${thing.many} there are for each number of rows.`;
  const visual = table(positions, 'multiply', k, thing.many);
  visual.headers = ['Rows, p', `Number of ${thing.many}`];
  visual.imageDescription = `A table. ${positions.map((p) => `${p} rows: ${n(p * k)}`).join('; ')}.`;
  const hints = [
    'Compare each value with its position.',
    `${first} rows have ${n(first * k)} ${thing.many}. What do you multiply ${first} by?`,
    `The rule is p × ${k}.`,
  ];
  if (findPosition) {
    const mistakes: Mistake[] = [
      mistake(value * k, `The value was multiplied by ${k}. To go back from the value to p, divide.`),
      mistake(value - k, `${k} was subtracted. The rule multiplies, so divide by ${k}.`),
      mistake(asked + 1, `Check: ${asked + 1} × ${k} is not ${n(value)}.`),
      mistake(asked - 1, `Check: ${asked - 1} × ${k} is not ${n(value)}.`),
    ];
    return {
      kind: 'numeric',
      stem: `${intro} The same rule continues. How many rows have ${n(value)} ${thing.many}?`,
      visual,
      answer: rational(asked),
      format: 'whole-number',
      mistakes,
      hints: [...hints.slice(0, 2), `The rule is p × ${k}. Which p gives ${n(value)}?`],
      explanation: [
        `Each value is the number of rows times ${k}: ${first} × ${k} = ${n(first * k)}.`,
        `Find p so that p × ${k} = ${n(value)}.`,
        `${n(value)} ÷ ${k} = ${asked}, so ${asked} rows.`,
      ],
      parameters: { rule: 'multiply', k, asked: value, find: 'position' },
    };
  }
  return {
    kind: 'numeric',
    stem: `${intro} The same rule continues. How many ${thing.many} are in ${asked} rows?`,
    visual,
    answer: rational(value),
    format: 'whole-number',
    mistakes: [
      mistake(asked + k, `The rule is not "add ${k}". Check: ${first} + ${k} is not ${n(first * k)}.`),
      mistake(
        (last + 1) * k,
        `That is the next value, for ${last + 1} rows. Use the rule for ${asked} rows.`,
      ),
      mistake((asked - 1) * k, 'That is one row too few.'),
      mistake((asked + 1) * k, 'That is one row too many.'),
    ],
    hints,
    explanation: [
      `Each value is the number of rows times ${k}: ${first} × ${k} = ${n(first * k)}.`,
      `The rule is value = p × ${k}.`,
      `For ${asked} rows: ${asked} × ${k} = ${n(value)}.`,
    ],
    parameters: { rule: 'multiply', k, asked, find: 'value' },
  };
}

export const inputOutputTables = defineGenerator({
  id: '4.5B.input-output-tables',
  version: 1,
  teksCode: '4.5B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 25_000 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return addRule(random, story);
    return multiplyRule(random, story, difficulty === 'hard');
  },
});
