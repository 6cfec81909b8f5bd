import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, InlineProblem, Problem } from '../generator-types';
import type { Visual } from '../../items/visual-types';
import { opening } from '../story-text';

/**
 * 5.4D: recognise the difference between additive and multiplicative numerical patterns in a table
 * or a graph. Easy: a table with x = 1, 2, 3…; medium: the same on a graph; hard: a table where x
 * jumps by 2 or 3, so the change down the y column is not the rule. Multiple choice asks which
 * statement describes the pattern; inline choice asks "additive or multiplicative" and the rule.
 * Wrong statements come from the first row only, from the change down the y column, or from the
 * other kind of rule with the same number.
 */
type Kind = 'plus' | 'times';
interface Rule {
  kind: Kind;
  k: number;
}

const apply = ({ kind, k }: Rule, x: number) => (kind === 'plus' ? x + k : k * x);
const phrase = ({ kind, k }: Rule) => (kind === 'plus' ? `${k} more than` : `${k} times`);
const statement = (rule: Rule) => `Each y-value is ${phrase(rule)} its x-value.`;
const fits = (rule: Rule, xs: number[], ys: number[]) => xs.every((x, i) => apply(rule, x) === ys[i]);

interface Pattern {
  rule: Rule;
  xs: number[];
  ys: number[];
}

function drawPattern(
  random: Random,
  step: number,
  maxTimes: number,
  maxPlus: number,
  start: number,
): Pattern {
  const rule: Rule = random.chance(1, 2)
    ? { kind: 'times', k: random.int(2, maxTimes) }
    : { kind: 'plus', k: random.int(2, maxPlus) };
  const xs = [0, 1, 2, 3].map((i) => start + i * step);
  return { rule, xs, ys: xs.map((x) => apply(rule, x)) };
}

/** Wrong rules a child reads off the numbers, with why each fails. None fits every row. */
function wrongRules({ rule, xs, ys }: Pattern): { rule: Rule; note: string }[] {
  const candidates: { rule: Rule; note: string }[] = [
    {
      rule: { kind: rule.kind === 'plus' ? 'times' : 'plus', k: rule.k },
      note:
        rule.kind === 'plus'
          ? `Check a row: ${xs[1]} × ${rule.k} is not ${ys[1]}. The y-values are ${rule.k} more, not ${rule.k} times.`
          : `Check a row: ${xs[1]} + ${rule.k} is not ${ys[1]}. The y-values are ${rule.k} times, not ${rule.k} more.`,
    },
    {
      rule: { kind: 'plus', k: ys[1]! - ys[0]! },
      note: `The y-values go up by ${ys[1]! - ys[0]!} down the table, but that is not how each y is made from its x. Check a row: ${xs[1]} + ${ys[1]! - ys[0]!} is not ${ys[1]}.`,
    },
    {
      rule: { kind: 'plus', k: ys[0]! - xs[0]! },
      note: `This works for the first row only. Check another row: ${xs[2]} + ${ys[0]! - xs[0]!} is not ${ys[2]}.`,
    },
    ...(ys[0]! % xs[0]! === 0
      ? [
          {
            rule: { kind: 'times' as const, k: ys[0]! / xs[0]! },
            note: `This works for the first row only. Check another row: ${xs[2]} × ${ys[0]! / xs[0]!} is not ${ys[2]}.`,
          },
        ]
      : []),
    {
      rule: { kind: rule.kind, k: rule.k + 1 },
      note: `Check a row: it does not give ${ys[1]} from ${xs[1]}.`,
    },
    {
      rule: { kind: rule.kind, k: rule.k + 2 },
      note: `Check a row: it does not give ${ys[1]} from ${xs[1]}.`,
    },
  ];
  const seen = new Set<string>([statement(rule)]);
  return candidates.filter((c) => {
    const text = statement(c.rule);
    if (c.rule.k < 1 || seen.has(text) || fits(c.rule, xs, ys)) return false;
    seen.add(text);
    return true;
  });
}

function visualFor(pattern: Pattern, graph: boolean): Visual {
  const { xs, ys } = pattern;
  const pairs = xs.map((x, i) => `(${x}, ${ys[i]})`).join(', ');
  if (graph) {
    return {
      kind: 'coordinate-grid',
      xMax: 10,
      yMax: Math.max(10, Math.max(...ys) + (Math.max(...ys) % 2)),
      step: 1,
      xAxisLabel: 'x',
      yAxisLabel: 'y',
      points: xs.map((x, i) => ({ x, y: ys[i]!, label: `(${x}, ${ys[i]})` })),
      imageDescription: `A graph with the points ${pairs}.`,
    };
  }
  return {
    kind: 'table',
    headers: ['x', 'y'],
    rows: xs.map((x, i) => [String(x), String(ys[i])]),
    imageDescription: `A table with x-values ${xs.join(', ')} and y-values ${ys.join(', ')}.`,
  };
}

const hints = (pattern: Pattern) => [
  'Compare each x-value with the y-value next to it, not just the y-values with each other.',
  `Look at one row: how do you get ${pattern.ys[1]} from ${pattern.xs[1]}? Add or multiply?`,
  'A rule must work for every row.',
];

const explanation = ({ rule, xs, ys }: Pattern) => [
  `Row by row: ${xs
    .slice(0, 3)
    .map((x, i) => `${x} ${rule.kind === 'plus' ? '+' : '×'} ${rule.k} = ${ys[i]}`)
    .join(', ')}.`,
  `${statement(rule)}`,
  `The pattern is ${rule.kind === 'plus' ? 'additive' : 'multiplicative'}.`,
];

function whichStatement(story: StoryContext, pattern: Pattern, graph: boolean): ChoiceProblem {
  // The telling slips come first; a nearby number only fills in when they run short.
  const wrong = wrongRules(pattern).slice(0, 3);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} shows a pattern in a ${graph ? 'graph' : 'table'}. Which statement describes how each y-value is made from its x-value?`,
    visual: visualFor(pattern, graph),
    choices: [
      { text: statement(pattern.rule), correct: true },
      ...wrong.map((w) => ({ text: statement(w.rule), correct: false, note: w.note })),
    ],
    hints: hints(pattern),
    explanation: explanation(pattern),
    parameters: { kind: pattern.rule.kind, k: pattern.rule.k, xs: pattern.xs.join(' '), ask: 'statement' },
  };
}

function sortPattern(story: StoryContext, pattern: Pattern, graph: boolean, random: Random): InlineProblem {
  const { rule } = pattern;
  const wrong = wrongRules(pattern).slice(0, 2);
  const options = random.shuffle([
    { text: phrase(rule) },
    ...wrong.map((w) => ({ text: phrase(w.rule), note: w.note })),
  ]);
  return {
    kind: 'inline',
    stem: `${opening(story)}${story.name} shows a pattern in a ${graph ? 'graph' : 'table'}. Choose the words that describe it.`,
    visual: visualFor(pattern, graph),
    segments: [
      'The pattern is ',
      { blank: 'kind' },
      '. Each y-value is ',
      { blank: 'rule' },
      ' its x-value.',
    ],
    blanks: [
      {
        id: 'kind',
        options: [
          rule.kind === 'plus'
            ? { text: 'additive' }
            : {
                text: 'additive',
                note: `The same number is not added in every row. Each y is ${rule.k} times its x.`,
              },
          rule.kind === 'times'
            ? { text: 'multiplicative' }
            : {
                text: 'multiplicative',
                note: `No one number multiplies every x. Each y is ${rule.k} more than its x.`,
              },
        ],
        correctIndex: rule.kind === 'plus' ? 0 : 1,
      },
      { id: 'rule', options, correctIndex: options.findIndex((o) => !('note' in o)) },
    ],
    hints: hints(pattern),
    explanation: explanation(pattern),
    parameters: { kind: rule.kind, k: rule.k, xs: pattern.xs.join(' '), ask: 'inline' },
  };
}

function build(random: Random, story: StoryContext, difficulty: string, itemType: string): Problem {
  const pattern =
    difficulty === 'easy'
      ? drawPattern(random, 1, 9, 15, random.int(1, 3))
      : difficulty === 'medium'
        ? drawPattern(random, 1, 3, 6, 1)
        : drawPattern(random, random.int(2, 3), 9, 15, random.int(1, 4));
  const graph = difficulty === 'medium';
  return itemType === 'inline-choice'
    ? sortPattern(story, pattern, graph, random)
    : whichStatement(story, pattern, graph);
}

export const additiveMultiplicativePatterns = defineGenerator({
  id: '5.4D.additive-multiplicative-patterns',
  version: 1,
  teksCode: '5.4D',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 1000, denominators: [] },
  build({ random, story, difficulty, itemType }) {
    return build(random, story, difficulty, itemType);
  },
});
