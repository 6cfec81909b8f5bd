import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { opening } from '../story-text';

/**
 * 5.4C: generate a numerical pattern from a rule y = ax or y = x + a, and graph it. Easy: fill the
 * missing y in an input-output table made from a given rule; medium: read the rule from a graph of
 * points and continue the pattern; hard: a story with a rule, worked backwards from y to x. Wrong
 * choices: using the other kind of rule (adding instead of multiplying), the next point instead of the
 * asked one, working forwards instead of backwards.
 */
type Kind = 'times' | 'plus';
interface Rule {
  kind: Kind;
  a: number;
}

const ruleText = ({ kind, a }: Rule) => (kind === 'times' ? `y = ${a}x` : `y = x + ${a}`);
const apply = ({ kind, a }: Rule, x: number) => (kind === 'times' ? a * x : x + a);
const mistake = (value: number, note: string): Mistake[] =>
  Number.isInteger(value) && value >= 0 ? [{ value: rational(value), note }] : [];

function otherRuleNote({ kind, a }: Rule): string {
  return kind === 'times'
    ? `This adds ${a}. The rule y = ${a}x means multiply x by ${a}.`
    : `This multiplies by ${a}. The rule y = x + ${a} means add ${a} to x.`;
}

function drawRule(random: Random, maxTimes: number, maxPlus: number): Rule {
  return random.chance(1, 2)
    ? { kind: 'times', a: random.int(2, maxTimes) }
    : { kind: 'plus', a: random.int(2, maxPlus) };
}

function missingInTable(random: Random, story: StoryContext): NumericProblem {
  const rule = drawRule(random, 12, 25);
  const start = random.int(1, 6);
  const step = random.int(1, 3);
  const xs = [0, 1, 2, 3, 4].map((i) => start + i * step);
  const missing = random.int(1, 4);
  const x = xs[missing]!;
  const answer = apply(rule, x);
  const other: Rule = { kind: rule.kind === 'times' ? 'plus' : 'times', a: rule.a };
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} uses the rule ${ruleText(rule)} to make a table. What number is missing from the table?`,
    visual: {
      kind: 'table',
      title: `Rule: ${ruleText(rule)}`,
      headers: ['x', 'y'],
      rows: xs.map((value, i) => [String(value), i === missing ? '?' : String(apply(rule, value))]),
      imageDescription: `A table with columns x and y. The x values are ${xs.join(', ')}. The y value for x = ${x} is missing. The other y values follow the rule ${ruleText(rule)}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...mistake(apply(other, x), otherRuleNote(rule)),
      ...mistake(
        apply(rule, xs[missing - 1]!) + rule.a,
        `This adds ${rule.a} to the y value above. The rule works on x: use x = ${x}.`,
      ),
      ...mistake(x, `${x} is the x value. Use the rule to find y.`),
      ...mistake(apply(rule, x + 1), `This is the y value for x = ${x + 1}. The missing row has x = ${x}.`),
      ...mistake(apply(rule, x - 1), `This is the y value for x = ${x - 1}. The missing row has x = ${x}.`),
    ],
    hints: [
      'Find the x value in the row with the missing number.',
      `The rule ${ruleText(rule)} tells you what to do to x to get y.`,
      rule.kind === 'times' ? `Multiply that x value by ${rule.a}.` : `Add ${rule.a} to that x value.`,
    ],
    explanation: [
      `The missing row has x = ${x}.`,
      rule.kind === 'times' ? `y = ${rule.a} × ${x} = ${answer}.` : `y = ${x} + ${rule.a} = ${answer}.`,
      `The missing number is ${answer}.`,
    ],
    parameters: { rule: rule.kind, a: rule.a, x, ask: 'y' },
  };
}

function continueGraph(random: Random, story: StoryContext): NumericProblem {
  const rule = drawRule(random, 4, 8);
  const shown = [1, 2, 3];
  const points = shown.map((x) => ({ x, y: apply(rule, x) }));
  const askX = random.int(5, 12);
  const answer = apply(rule, askX);
  // (1, a) also fits y = x + (a − 1), and (1, 1 + a) fits y = (1 + a)x: only a rule through every point counts.
  const firstPointOther = rule.kind === 'times' ? askX + (rule.a - 1) : askX * (1 + rule.a);
  const stepUp = rule.kind === 'times' ? rule.a : 1;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${story.name} graphs a pattern. The points follow a rule. If the pattern goes on, what is y when x = ${askX}?`,
    visual: {
      kind: 'coordinate-grid',
      xMax: 12,
      yMax: 12,
      step: 1,
      xAxisLabel: 'x',
      yAxisLabel: 'y',
      points: points.map((p) => ({ x: p.x, y: p.y, label: `(${p.x}, ${p.y})` })),
      imageDescription: `A coordinate grid with the points ${points.map((p) => `(${p.x}, ${p.y})`).join(', ')}.`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...mistake(
        firstPointOther,
        `That rule works for the first point only. Check it with every point on the graph.`,
      ),
      ...mistake(
        points[2]!.y + stepUp,
        `This is the next point, at x = 4. The question asks about x = ${askX}.`,
      ),
      ...mistake(askX, `${askX} is the x value. Use the rule to find y.`),
      ...mistake(
        rule.kind === 'times' ? askX + rule.a : askX * rule.a,
        rule.kind === 'times'
          ? `y goes up by ${rule.a} each time because y = ${rule.a}x. It is not x + ${rule.a}.`
          : `y is ${rule.a} more than x, not ${rule.a} times x.`,
      ),
      ...mistake(answer + stepUp, `This is the y value for x = ${askX + 1}.`),
    ],
    hints: [
      'Look at each point. How do you get y from x?',
      'Check your rule with every point, not just the first one.',
      `Use the rule with x = ${askX}.`,
    ],
    explanation: [
      `The points are ${points.map((p) => `(${p.x}, ${p.y})`).join(', ')}.`,
      rule.kind === 'times'
        ? `Each y is ${rule.a} times its x, so the rule is y = ${rule.a}x.`
        : `Each y is ${rule.a} more than its x, so the rule is y = x + ${rule.a}.`,
      rule.kind === 'times'
        ? `When x = ${askX}, y = ${rule.a} × ${askX} = ${answer}.`
        : `When x = ${askX}, y = ${askX} + ${rule.a} = ${answer}.`,
    ],
    parameters: { rule: rule.kind, a: rule.a, x: askX, ask: 'y' },
  };
}

function backwards(random: Random, story: StoryContext): NumericProblem {
  const { name, thing, group } = story;
  const rule = drawRule(random, 12, 30);
  const x = random.int(3, 15);
  const y = apply(rule, x);
  const setup =
    rule.kind === 'times'
      ? `Each ${group.one} holds ${rule.a} ${thing.many}. ${name} uses the rule y = ${rule.a}x, where x is the number of ${group.many} and y is the number of ${thing.many}.`
      : `${name} already has ${rule.a} ${thing.many} and adds more. ${name} uses the rule y = x + ${rule.a}, where x is the number added and y is the total.`;
  const asked =
    rule.kind === 'times'
      ? `How many ${group.many} hold ${y} ${thing.many}?`
      : `How many ${thing.many} must ${name} add to have ${y}?`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${setup} ${asked}`,
    answer: rational(x),
    format: 'whole-number',
    mistakes: [
      ...mistake(apply(rule, y), `This puts ${y} in for x. Here ${y} is y, so work backwards to find x.`),
      ...mistake(
        rule.kind === 'times' ? y - rule.a : y / rule.a,
        rule.kind === 'times'
          ? `This subtracts ${rule.a}. The rule multiplies by ${rule.a}, so divide by ${rule.a} to work backwards.`
          : `This divides by ${rule.a}. The rule adds ${rule.a}, so subtract ${rule.a} to work backwards.`,
      ),
      ...mistake(x + 1, `Check: put ${x + 1} into the rule. It does not give ${y}.`),
      ...mistake(x - 1, `Check: put ${x - 1} into the rule. It does not give ${y}.`),
    ],
    hints: [
      `You know y = ${y}. You need x.`,
      rule.kind === 'times'
        ? `Which number times ${rule.a} makes ${y}?`
        : `Which number plus ${rule.a} makes ${y}?`,
      rule.kind === 'times'
        ? `Work backwards: divide ${y} by ${rule.a}.`
        : `Work backwards: subtract ${rule.a} from ${y}.`,
    ],
    explanation: [
      `Put y = ${y} in the rule: ${rule.kind === 'times' ? `${y} = ${rule.a}x` : `${y} = x + ${rule.a}`}.`,
      rule.kind === 'times'
        ? `Undo the multiplying: ${y} ÷ ${rule.a} = ${x}.`
        : `Undo the adding: ${y} − ${rule.a} = ${x}.`,
      `Check: ${rule.kind === 'times' ? `${rule.a} × ${x}` : `${x} + ${rule.a}`} = ${y}. So x = ${x}.`,
    ],
    parameters: { rule: rule.kind, a: rule.a, y, ask: 'x' },
  };
}

export const patternsAndGraphs = defineGenerator({
  id: '5.4C.patterns-and-graphs',
  version: 1,
  teksCode: '5.4C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000, denominators: [] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return missingInTable(random, story);
    if (difficulty === 'medium') return continueGraph(random, story);
    return backwards(random, story);
  },
});
