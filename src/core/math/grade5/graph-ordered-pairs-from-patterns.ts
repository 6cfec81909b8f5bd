import type { ItemType } from '../../items/item-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { capitalise, opening } from '../story-text';

/**
 * 5.8C: graph ordered pairs in the first quadrant from input-output tables, real-world patterns and
 * graphs. The rules are the grade 5 ones (5.4C): y = ax or y = x + a. Easy: which pairs come from a
 * table. Medium: a story table; which pair would also be on its graph. Hard: only the graph is given;
 * find the rule, then the next pair. Wrong choices: x and y switched, the other kind of rule (adding
 * when the pattern multiplies), a row read off by one, one step added for a bigger jump.
 */
type Rule = { type: 'add' | 'multiply'; by: number };
type Pair = [number, number];

const apply = ({ type, by }: Rule, x: number) => (type === 'add' ? x + by : x * by);
const ruleText = ({ type, by }: Rule) => (type === 'add' ? `add ${by} to x` : `multiply x by ${by}`);
const pairText = (pair: Pair) => `(${pair[0]}, ${pair[1]})`;

interface WrongPair {
  pair: Pair;
  note: string;
}

/** Wrong pairs from named slips, dropping any that happen to fit the rule or repeat another. */
function wrongPairs(
  rule: Rule,
  rows: readonly Pair[],
  asked: readonly number[],
  jumpFrom?: Pair,
): WrongPair[] {
  const candidates: WrongPair[] = [];
  for (const x of asked) {
    const y = apply(rule, x);
    candidates.push({
      pair: [y, x],
      note: 'The x and y were switched. The first number is x, the second is y.',
    });
    const other: Rule =
      rule.type === 'add' ? { type: 'multiply', by: Math.max(2, rule.by) } : { type: 'add', by: rule.by };
    candidates.push({
      pair: [x, apply(other, x)],
      note:
        rule.type === 'add'
          ? `This multiplies x by ${other.by}. The pattern adds ${rule.by} to each x.`
          : `This adds ${rule.by} to x. The pattern multiplies each x by ${rule.by}.`,
    });
  }
  rows.forEach(([x], index) => {
    const next = rows[index + 1];
    if (next)
      candidates.push({
        pair: [x, next[1]],
        note: 'This y goes with the next x. Keep each x with its own y.',
      });
  });
  if (jumpFrom) {
    const step = rows[1]![1] - rows[0]![1];
    const x = asked[0]!;
    candidates.push({
      pair: [x, jumpFrom[1] + step],
      note: `x jumped by more than 1, but y grew by only one step. Use the rule for x = ${x}.`,
    });
  }
  const seen = new Set<string>();
  return candidates.filter(({ pair }) => {
    const key = pairText(pair);
    if (apply(rule, pair[0]) === pair[1] || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const COUNT_WORDS = ['', 'ONE', 'TWO', 'THREE'];

/** One right pair for multiple choice, two for multiselect, and three wrong ones. */
function pickPairs(random: Random, right: readonly Pair[], wrong: readonly WrongPair[], itemType: ItemType) {
  const picked = random.sample(right, itemType === 'multiselect' ? 2 : 1);
  const choices: ChoiceProblem['choices'] = [
    ...picked.map((pair) => ({ text: pairText(pair), correct: true })),
    ...random.sample(wrong, 3).map(({ pair, note }) => ({ text: pairText(pair), correct: false, note })),
  ];
  return { picked, choices };
}

const askWhich = (itemType: ItemType, one: string, many: string) =>
  itemType === 'multiselect' ? `${many} Select ${COUNT_WORDS[2]} correct answers.` : one;

function drawRule(random: Random, maxAdd: number, maxTimes: number): Rule {
  return random.chance(1, 2)
    ? { type: 'add', by: random.int(1, maxAdd) }
    : { type: 'multiply', by: random.int(2, maxTimes) };
}

function fromTable(random: Random, story: StoryContext, itemType: ItemType): ChoiceProblem {
  const rule = drawRule(random, 9, 6);
  const start = random.int(1, 4);
  const step = random.int(1, 2);
  const xs = [0, 1, 2, 3].map((i) => start + i * step);
  const rows: Pair[] = xs.map((x) => [x, apply(rule, x)]);
  const { picked, choices } = pickPairs(random, rows, wrongPairs(rule, rows, xs), itemType);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} makes an input-output table. ${story.name} will graph each row as an ordered pair (x, y). ${askWhich(
      itemType,
      'Which ordered pair will be on the graph?',
      'Which ordered pairs will be on the graph?',
    )}`,
    visual: {
      kind: 'table',
      title: 'Input-output table',
      headers: ['Input, x', 'Output, y'],
      rows: rows.map(([x, y]) => [String(x), String(y)]),
      imageDescription: `A table with ${rows.length} rows. ${rows.map(([x, y]) => `Input ${x}, output ${y}.`).join(' ')}`,
    },
    choices,
    hints: [
      'Each row of the table makes one ordered pair.',
      'The input is x, the first number. The output is y, the second number.',
      `For example, the first row makes ${pairText(rows[0]!)}.`,
    ],
    explanation: [
      'Each row gives one point: (input, output).',
      `The rows give ${rows.map(pairText).join(', ')}.`,
      `So ${picked.map(pairText).join(' and ')} will be on the graph.`,
    ],
    parameters: { task: 'table', rule: rule.type, by: rule.by, start, step },
  };
}

function storyTable(random: Random, story: StoryContext, itemType: ItemType): ChoiceProblem {
  const rule = drawRule(random, 9, 8);
  const { name, otherName, thing, group } = story;
  const rows: Pair[] = [1, 2, 3, 4].map((x) => [x, apply(rule, x)]);
  const jump = random.int(2, 5);
  const asked = [4 + jump, 4 + jump + random.int(1, 3)];
  const right: Pair[] = asked.map((x) => [x, apply(rule, x)]);
  const [xHead, yHead] =
    rule.type === 'multiply'
      ? [capitalise(group.many), capitalise(thing.many)]
      : [`${otherName}'s ${thing.many}`, `${name}'s ${thing.many}`];
  const setup =
    rule.type === 'multiply'
      ? `Each ${group.one} holds ${rule.by} ${thing.many}. ${name} makes a table of ${group.many} and ${thing.many}.`
      : `${name} always has ${rule.by} more ${thing.many} than ${otherName}. ${name} makes a table of their ${thing.many}.`;
  const wrong = wrongPairs(rule, rows, asked.slice(0, 1), rows[3]);
  const { picked, choices } = pickPairs(random, right, wrong, itemType);
  return {
    kind: 'choices',
    stem: `${opening(story)}${setup} ${name} graphs each row as (x, y). The pattern goes on. ${askWhich(
      itemType,
      'Which ordered pair would also be on the graph?',
      'Which ordered pairs would also be on the graph?',
    )}`,
    visual: {
      kind: 'table',
      headers: [`${xHead}, x`, `${yHead}, y`],
      rows: rows.map(([x, y]) => [String(x), String(y)]),
      imageDescription: `A table with ${rows.length} rows. ${rows.map(([x, y]) => `x ${x}, y ${y}.`).join(' ')}`,
    },
    choices,
    hints: [
      'Find the rule that turns each x into its y.',
      rule.type === 'multiply'
        ? `Look at the first row: ${pairText(rows[0]!)}. Does y grow by the same amount as x, or by more?`
        : `Look at the first row: ${pairText(rows[0]!)}. How much bigger is y than x?`,
      'Use the rule on the x in each choice. Does it give that y?',
    ],
    explanation: [
      `The rule is: ${ruleText(rule)}. Check: ${rows
        .map(([x, y]) => (rule.type === 'add' ? `${x} + ${rule.by} = ${y}` : `${x} × ${rule.by} = ${y}`))
        .slice(0, 2)
        .join(', ')}.`,
      ...picked.map(
        ([x, y]) =>
          `For x = ${x}: ${rule.type === 'add' ? `${x} + ${rule.by}` : `${x} × ${rule.by}`} = ${y}, so ${pairText([x, y])} is on the graph.`,
      ),
    ],
    parameters: { task: 'story', rule: rule.type, by: rule.by, jump, second: asked[1]! },
  };
}

function fromGraph(random: Random, story: StoryContext, itemType: ItemType): ChoiceProblem {
  const rule = drawRule(random, 8, 4);
  const first = rule.type === 'add' ? random.int(0, 2) : 1;
  const shown: Pair[] = [0, 1, 2, 3].map((i) => [first + i, apply(rule, first + i)]);
  const last = shown[3]!;
  const asked = [last[0] + random.int(2, 4), last[0] + random.int(5, 6)];
  const right: Pair[] = asked.map((x) => [x, apply(rule, x)]);
  const yMax = Math.max(10, Math.ceil(last[1] / 2) * 2 + 2);
  const wrong = wrongPairs(rule, shown, asked.slice(0, 1), last);
  const { picked, choices } = pickPairs(random, right, wrong, itemType);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} graphs a pattern. The graph shows the first 4 points. The pattern goes on in the same way. ${askWhich(
      itemType,
      'Which point is also part of the pattern?',
      'Which points are also part of the pattern?',
    )}`,
    visual: {
      kind: 'coordinate-grid',
      xMax: 10,
      yMax,
      step: 1,
      xAxisLabel: 'x',
      yAxisLabel: 'y',
      points: shown.map(([x, y]) => ({ x, y })),
      imageDescription: `A coordinate grid with 4 points: ${shown.map(pairText).join(', ')}.`,
    },
    choices,
    hints: [
      'Write each point as an ordered pair (x, y).',
      `The points are ${shown.map(pairText).join(', ')}. What rule turns each x into its y?`,
      'Test each choice with the rule.',
    ],
    explanation: [
      `The points are ${shown.map(pairText).join(', ')}.`,
      `Each time, ${rule.type === 'add' ? `y is x + ${rule.by}` : `y is x × ${rule.by}`}.`,
      ...picked.map(([x, y]) => `For x = ${x}, y = ${y}, so ${pairText([x, y])} is part of the pattern.`),
    ],
    parameters: { task: 'graph', rule: rule.type, by: rule.by, first, second: asked[1]! },
  };
}

export const graphOrderedPairsFromPatterns = defineGenerator({
  id: '5.8C.graph-ordered-pairs-from-patterns',
  version: 1,
  teksCode: '5.8C',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'easy') return fromTable(random, story, itemType);
    if (difficulty === 'medium') return storyTable(random, story, itemType);
    return fromGraph(random, story, itemType);
  },
});
