import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, Mistake, NumericProblem, Problem } from '../generator-types';
import { opening } from '../story-text';
import { describeStep, evaluate, valueOf } from './expression-steps';

/**
 * 5.4B: represent and solve multi-step problems with an equation that uses a letter for the unknown.
 * Easy: the story gives its equation, find the letter's value (two steps); medium: a two-step story
 * without the equation; hard: a three-step story, asked as "which equation finds the letter?" in
 * multiple choice and "what is its value?" in numeric entry. Wrong equations and values come from
 * named slips: adding instead of multiplying, the wrong grouping, adding what was given away.
 */
interface Wrong {
  expression: string;
  note: string;
}

interface Story {
  kind: string;
  setup: string;
  /** What the letter stands for: "the number of stickers Rosa has left". */
  meaning: string;
  expression: string;
  wrong: Wrong[];
  /** The value after the first step, a common place to stop. */
  firstStep: number;
  /** Why the equation fits the story, in one or two short sentences. */
  why: string;
  numbers: Record<string, number>;
}

const LETTERS = ['n', 'p', 't', 'm', 'k'] as const;

function givesAway(random: Random, { name, otherName, thing, group }: StoryContext): Story {
  const [a, b] = [random.int(3, 12), random.int(6, 25)];
  const c = random.int(2, Math.min(a * b - 2, 60));
  return {
    kind: 'gives-away',
    setup: `${name} buys ${a} ${group.many} of ${thing.many}. Each ${group.one} has ${b} ${thing.many}. ${name} gives ${c} ${thing.many} to ${otherName}.`,
    meaning: `the number of ${thing.many} ${name} has left`,
    expression: `${a} × ${b} − ${c}`,
    wrong: [
      {
        expression: `${a} × ${b} + ${c}`,
        note: `The ${c} given away were added. Giving away means subtract.`,
      },
      {
        expression: `${a} + ${b} − ${c}`,
        note: `${a} and ${b} were added. ${a} groups of ${b} means multiply.`,
      },
      {
        expression: `${a} × (${b} − ${c})`,
        note: `This takes ${c} from every ${group.one}. The ${c} come off the total only once.`,
      },
      {
        expression: `${a} − ${b} × ${c}`,
        note: `The numbers are in the wrong places. Start with ${a} groups of ${b}.`,
      },
    ],
    firstStep: a * b,
    why: `${a} ${group.many} of ${b} is ${a} × ${b}. Giving ${c} away means subtract ${c}.`,
    numbers: { a, b, c, d: 0 },
  };
}

function sharesRest(random: Random, { name, otherName, thing, group }: StoryContext): Story {
  const [a, each, c] = [random.int(3, 9), random.int(4, 20), random.int(3, 40)];
  const d = a * each + c;
  return {
    kind: 'shares-rest',
    setup: `${name} has ${d} ${thing.many}. ${name} gives ${c} of them to ${otherName}. ${name} puts the rest into ${a} ${group.many}, with the same number in each.`,
    meaning: `the number of ${thing.many} in each ${group.one}`,
    expression: `(${d} − ${c}) ÷ ${a}`,
    wrong: [
      {
        expression: `${d} − ${c} ÷ ${a}`,
        note: `This divides only the ${c}. Subtract first: put ${d} − ${c} in parentheses.`,
      },
      {
        expression: `(${d} + ${c}) ÷ ${a}`,
        note: `The ${c} given away were added. Giving away means subtract.`,
      },
      {
        expression: `(${d} − ${c}) × ${a}`,
        note: 'This multiplies. Putting the rest into equal groups means divide.',
      },
      {
        expression: `${d} ÷ ${a} − ${c}`,
        note: `This shares all ${d} first. ${name} gives ${c} away before sharing.`,
      },
    ],
    firstStep: d - c,
    why: `Giving ${c} away leaves ${d} − ${c}. Sharing the rest into ${a} equal groups means divide by ${a}.`,
    numbers: { a, b: each, c, d },
  };
}

function leftOver(random: Random, { name, thing, group }: StoryContext): Story {
  const [a, b] = [random.int(3, 12), random.int(6, 25)];
  const extra = random.int(2, b - 1);
  return {
    kind: 'left-over',
    setup: `${name} fills ${a} ${group.many} with ${b} ${thing.many} each. ${name} has ${extra} ${thing.many} left over.`,
    meaning: `the total number of ${thing.many}`,
    expression: `${a} × ${b} + ${extra}`,
    wrong: [
      {
        expression: `${a} × ${b} − ${extra}`,
        note: `The ${extra} left over are part of the total, so add them.`,
      },
      { expression: `${a} + ${b} + ${extra}`, note: `${a} groups of ${b} means multiply, not add.` },
      {
        expression: `${a} × (${b} + ${extra})`,
        note: `This adds ${extra} to every ${group.one}. The ${extra} left over are added only once.`,
      },
      {
        expression: `(${a} + ${extra}) × ${b}`,
        note: `This makes ${extra} more full ${group.many}. Only ${extra} ${thing.many} are left over.`,
      },
    ],
    firstStep: a * b,
    why: `${a} ${group.many} of ${b} is ${a} × ${b}. The ${extra} left over are added.`,
    numbers: { a, b, c: extra, d: 0 },
  };
}

function howManyMore(random: Random, { name, otherName, thing, group }: StoryContext): Story {
  const b = random.int(6, 25);
  const a = random.int(5, 12);
  const c = random.int(2, a - 2);
  return {
    kind: 'how-many-more',
    setup: `${name} has ${a} ${group.many} with ${b} ${thing.many} in each. ${otherName} has ${c} ${group.many} with ${b} ${thing.many} in each.`,
    meaning: `how many more ${thing.many} ${name} has than ${otherName}`,
    expression: `${a} × ${b} − ${c} × ${b}`,
    wrong: [
      {
        expression: `${a} × ${b} + ${c} × ${b}`,
        note: 'This adds the two amounts. "How many more" means subtract.',
      },
      {
        expression: `${a} × ${b} − ${c}`,
        note: `Only ${name}'s ${group.many} were multiplied by ${b}. ${otherName}'s must be too.`,
      },
      {
        expression: `(${a} + ${c}) × ${b}`,
        note: 'This finds the total of both. "How many more" means subtract.',
      },
      {
        expression: `${a} − ${c} + ${b}`,
        note: `Each ${group.one} has ${b}, so multiply by ${b} instead of adding it.`,
      },
    ],
    firstStep: a * b,
    why: `${name} has ${a} × ${b} and ${otherName} has ${c} × ${b}. "How many more" means subtract.`,
    numbers: { a, b, c, d: 0 },
  };
}

function sharesAll(random: Random, { name, thing, group }: StoryContext): Story {
  const [a, b, d] = [random.int(2, 8), random.int(6, 15), random.int(3, 8)];
  const needed = (d - ((a * b) % d)) % d || d;
  const c = needed + d * random.int(needed === 1 ? 1 : 0, 2); // at least 2 singles
  return {
    kind: 'shares-all',
    setup: `${name} buys ${a} ${group.many} of ${thing.many} with ${b} in each. ${name} also buys ${c} single ${thing.many}. ${name} shares them all equally among ${d} friends.`,
    meaning: `the number of ${thing.many} each friend gets`,
    expression: `(${a} × ${b} + ${c}) ÷ ${d}`,
    wrong: [
      {
        expression: `${a} × ${b} + ${c} ÷ ${d}`,
        note: `This shares only the ${c} single ${thing.many}. Put ${a} × ${b} + ${c} in parentheses so all are shared.`,
      },
      { expression: `(${a} × ${b} + ${c}) × ${d}`, note: 'This multiplies. Sharing equally means divide.' },
      {
        expression: `${a} × (${b} + ${c}) ÷ ${d}`,
        note: `This adds ${c} to every ${group.one}. The ${c} singles are added only once.`,
      },
      {
        expression: `(${a} + ${b} + ${c}) ÷ ${d}`,
        note: `${a} ${group.many} of ${b} means multiply, not add.`,
      },
    ],
    firstStep: a * b,
    why: `All the ${thing.many} are ${a} × ${b} + ${c}. Sharing them among ${d} means divide that total by ${d}.`,
    numbers: { a, b, c, d },
  };
}

function valueProblem(story: StoryContext, letter: string, s: Story, showEquation: boolean): NumericProblem {
  const { value, steps } = evaluate(s.expression);
  const equation = `${letter} = ${s.expression}`;
  const mistakes: Mistake[] = s.wrong.flatMap((w) => {
    const wrong = valueOf(w.expression);
    return Number.isInteger(wrong) && wrong > 0 ? [{ value: rational(wrong), note: w.note }] : [];
  });
  mistakes.push({ value: rational(s.firstStep), note: `${s.firstStep} is the first step only. Keep going.` });
  const ask = showEquation
    ? `${story.name} uses the equation ${equation} to find ${s.meaning}. What is the value of ${letter}?`
    : `Let ${letter} be ${s.meaning}. What is the value of ${letter}?`;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${s.setup} ${ask}`,
    answer: rational(value),
    format: 'whole-number',
    mistakes,
    hints: [
      showEquation
        ? `Work out ${s.expression}, one step at a time.`
        : 'What do you need to find first? Write each step.',
      showEquation
        ? s.expression.includes('(')
          ? 'Do the part in parentheses first. Then multiply or divide.'
          : 'Multiply or divide first. Then add or subtract.'
        : `Write an equation with ${letter} for the unknown. Then solve it.`,
      `Start with ${steps[0]!.left} ${steps[0]!.operator} ${steps[0]!.right}.`,
    ],
    explanation: [
      ...(showEquation ? [] : [`An equation for the story is ${equation}.`]),
      ...steps.map(describeStep),
      `So ${letter} = ${value}.`,
    ].slice(-5),
    parameters: { story: s.kind, ...s.numbers, ask: 'value' },
  };
}

function equationChoice(story: StoryContext, letter: string, s: Story): ChoiceProblem {
  const value = valueOf(s.expression);
  // A wrong equation must give a different value, so only one choice fits the story.
  const wrong = s.wrong.filter((w) => valueOf(w.expression) !== value);
  return {
    kind: 'choices',
    stem: `${opening(story)}${s.setup} Which equation can be used to find ${letter}, ${s.meaning}?`,
    choices: [
      { text: `${letter} = ${s.expression}`, correct: true },
      ...wrong.map((w) => ({ text: `${letter} = ${w.expression}`, correct: false, note: w.note })),
    ],
    hints: [
      'Read the story one sentence at a time. What happens first?',
      'Decide which steps are equal groups (multiply or divide) and which join or take away (add or subtract).',
      'Use parentheses when a step that adds or subtracts must be done before you multiply or divide.',
    ],
    explanation: [
      s.why,
      `The equation is ${letter} = ${s.expression}.`,
      `It gives ${letter} = ${value}, ${s.meaning}.`,
    ],
    parameters: { story: s.kind, ...s.numbers, ask: 'equation' },
  };
}

function build(random: Random, story: StoryContext, difficulty: string, itemType: string): Problem {
  const letter = random.pick(LETTERS);
  if (difficulty === 'easy') {
    return valueProblem(
      story,
      letter,
      random.chance(1, 2) ? givesAway(random, story) : leftOver(random, story),
      true,
    );
  }
  if (difficulty === 'medium') {
    const make = random.pick([givesAway, sharesRest, leftOver]);
    return valueProblem(story, letter, make(random, story), false);
  }
  const s = random.chance(1, 2) ? howManyMore(random, story) : sharesAll(random, story);
  return itemType === 'multiple-choice'
    ? equationChoice(story, letter, s)
    : valueProblem(story, letter, s, false);
}

export const equationsWithLetters = defineGenerator({
  id: '5.4B.equations-with-letters',
  version: 1,
  teksCode: '5.4B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000, denominators: [] },
  build({ random, story, difficulty, itemType }) {
    return build(random, story, difficulty, itemType);
  },
});
