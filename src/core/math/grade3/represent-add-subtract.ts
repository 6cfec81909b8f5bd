import type { Random } from '../../random/random';
import type { Visual } from '../../items/visual-types';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, InlineProblem } from '../generator-types';
import { formatWhole as n } from '../number-format';
import { opening } from '../story-text';
import { withDistinctLeads, type WordChoice } from './number-algebra-parts';

/**
 * 3.5A: represent one- and two-step addition and subtraction problems within 1,000 with strip
 * diagrams, number lines and equations. Easy: a "some more" story with a strip diagram; medium: a
 * "how many more" comparison with an open number line; hard: two steps, written as one equation.
 * Multiple choice asks for the equation; inline choice asks for the operation signs. Wrong choices:
 * adding every number given, putting the unknown on the wrong side, mixing up the two steps.
 */
const MINUS = '−';

interface Setting {
  stem: string;
  visual?: Visual;
  correct: string[];
  wrong: { text: string; note: string }[];
  /** The inline sentence: text and sign blanks, with the right sign for each. */
  inline: (string | { sign: '+' | '−' })[];
  hints: string[];
  explanation: string[];
  parameters: Record<string, number | string>;
}

function someMore(random: Random, story: StoryContext): Setting {
  const { name, thing } = story;
  const a = random.int(105, 620);
  const b = random.int(48, 990 - a);
  const c = a + b;
  return {
    stem: `${opening(story)}${name} has ${n(a)} ${thing.many}. ${name} gets some more. Now ${name} has ${n(c)} ${thing.many}. Which equation can be used to find n, the number of ${thing.many} ${name} gets?`,
    visual: {
      kind: 'strip-diagram',
      segments: [
        { size: a, label: n(a) },
        { size: b, label: 'n' },
      ],
      totalLabel: n(c),
      imageDescription: `A strip diagram. The whole strip is ${n(c)}. One part is ${n(a)} and the other part is n.`,
    },
    correct: [`${n(a)} + n = ${n(c)}`, `${n(c)} ${MINUS} ${n(a)} = n`],
    wrong: [
      {
        text: `${n(c)} + ${n(a)} = n`,
        note: `${n(c)} is the total already. The ${n(a)} is part of it, so do not add it again.`,
      },
      {
        text: `n ${MINUS} ${n(a)} = ${n(c)}`,
        note: `This says n is ${n(a)} more than ${n(c)}. But n is a part of ${n(c)}.`,
      },
      {
        text: `n = ${n(a)} + ${n(c)}`,
        note: `${n(c)} is the total already. Adding ${n(a)} to it makes too many.`,
      },
      { text: `n + ${n(c)} = ${n(a)}`, note: `This says ${n(a)} is the total. The total is ${n(c)}.` },
    ],
    inline: [`n = ${n(c)} `, { sign: MINUS }, ` ${n(a)}`],
    hints: [
      'What is the whole? What are the parts?',
      `The whole is ${n(c)}. One part is ${n(a)}. The other part is n.`,
      'Part + part = whole. You can also find a missing part by subtracting.',
    ],
    explanation: [
      `${n(a)} and n are the parts. ${n(c)} is the whole.`,
      `So ${n(a)} + n = ${n(c)}, which is the same as ${n(c)} ${MINUS} ${n(a)} = n.`,
      `n = ${n(b)}.`,
    ],
    parameters: { structure: 'part-whole', a, b: 0, c },
  };
}

function howManyMore(random: Random, story: StoryContext): Setting {
  const { name, otherName, thing } = story;
  const a = random.int(120, 600);
  const c = random.int(a + 35, 999);
  const d = c - a;
  return {
    stem: `${opening(story)}${name} has ${n(a)} ${thing.many}. ${otherName} has ${n(c)} ${thing.many}. Which equation can be used to find n, how many more ${thing.many} ${otherName} has?`,
    visual: {
      kind: 'number-line',
      divisions: 1,
      tickLabels: [
        { tick: 0, text: n(a) },
        { tick: 1, text: n(c) },
      ],
      points: [],
      jumps: [{ fromTick: 0, toTick: 1, label: 'n' }],
      imageDescription: `An open number line. A jump labelled n goes from ${n(a)} up to ${n(c)}.`,
    },
    correct: [`${n(a)} + n = ${n(c)}`, `${n(c)} ${MINUS} ${n(a)} = n`],
    wrong: [
      {
        text: `${n(c)} + ${n(a)} = n`,
        note: 'Adding the two amounts gives how many in all, not how many more.',
      },
      {
        text: `n ${MINUS} ${n(a)} = ${n(c)}`,
        note: `This says n is ${n(a)} more than ${n(c)}. The jump goes from ${n(a)} to ${n(c)}.`,
      },
      {
        text: `n = ${n(a)} + ${n(c)}`,
        note: 'Adding the two amounts gives how many in all, not how many more.',
      },
      {
        text: `n + ${n(c)} = ${n(a)}`,
        note: `This starts at ${n(c)} and ends at ${n(a)}, the wrong way round.`,
      },
    ],
    inline: [`${n(a)} `, { sign: '+' }, ` n = ${n(c)}`],
    hints: [
      'How many more is the distance from the smaller number up to the greater one.',
      `On the number line, jump from ${n(a)} up to ${n(c)}. The jump is n.`,
      `Start at ${n(a)} and add n to get ${n(c)}. Or subtract ${n(a)} from ${n(c)}.`,
    ],
    explanation: [
      `The jump from ${n(a)} to ${n(c)} is n.`,
      `So ${n(a)} + n = ${n(c)}, which is the same as ${n(c)} ${MINUS} ${n(a)} = n.`,
      `n = ${n(d)}.`,
    ],
    parameters: { structure: 'compare', a, b: 0, c },
  };
}

function twoSteps(random: Random, story: StoryContext): Setting {
  const { name, otherName, thing } = story;
  const a = random.int(150, 560);
  let b = random.int(105, 980 - a);
  let c = random.int(60, a + b - 40);
  // Keep the wrong equations wrong: a different order of the same numbers must not land on n.
  if (c === a || c === b) c = c > 60 ? c - 1 : c + 1;
  if (b === c) b += 1;
  const answer = a + b - c;
  const [A, B, C] = [n(a), n(b), n(c)];
  return {
    stem: `${opening(story)}${name} has ${A} ${thing.many}. ${name} gets ${B} more. Then ${name} gives ${C} to ${otherName}. Which equation can be used to find n, the number of ${thing.many} ${name} has now?`,
    correct: [`n = ${A} + ${B} ${MINUS} ${C}`],
    wrong: [
      { text: `n = ${A} + ${B} + ${C}`, note: `${name} gives ${C} away, so subtract ${C}.` },
      { text: `n = ${A} + ${B}`, note: `This is only the first step. ${name} then gives ${C} away.` },
      ...(a > b
        ? [
            {
              text: `n = ${A} ${MINUS} ${B} + ${C}`,
              note: `The signs are swapped. ${name} gets ${B} (add) and gives away ${C} (subtract).`,
            },
          ]
        : []),
      ...(a > c
        ? [{ text: `n = ${A} ${MINUS} ${C}`, note: `${name} also gets ${B} more. Add that too.` }]
        : []),
      ...(b + c > a
        ? [{ text: `n = ${B} + ${C} ${MINUS} ${A}`, note: `${name} starts with ${A}, so start with ${A}.` }]
        : []),
    ],
    inline: [`n = ${A} `, { sign: '+' }, ` ${B} `, { sign: MINUS }, ` ${C}`],
    hints: [
      'This problem has two steps. What happens first? What happens next?',
      `Getting more means add. Giving away means subtract.`,
      `Start with ${A}. Add what ${name} gets. Subtract what ${name} gives away.`,
    ],
    explanation: [
      `${name} starts with ${A}.`,
      `${name} gets ${B} more, so add: ${A} + ${B}.`,
      `${name} gives away ${C}, so subtract: n = ${A} + ${B} ${MINUS} ${C}.`,
      `n = ${n(answer)}.`,
    ],
    parameters: { structure: 'two-step', a, b, c },
  };
}

function asChoices(setting: Setting, random: Random): ChoiceProblem {
  const correct = random.pick(setting.correct);
  const choices: WordChoice[] = withDistinctLeads([
    { text: correct, correct: true },
    ...setting.wrong.map((w) => ({ text: w.text, note: w.note, correct: false })),
  ]);
  return {
    kind: 'choices',
    stem: setting.stem,
    ...(setting.visual ? { visual: setting.visual } : {}),
    choices,
    hints: setting.hints,
    explanation: setting.explanation,
    parameters: setting.parameters,
  };
}

function asSigns(setting: Setting): InlineProblem {
  const blanks = setting.inline.flatMap((part, index) =>
    typeof part === 'string'
      ? []
      : [
          {
            id: `sign${index}`,
            options: [
              {
                text: '+',
                note: 'Check the story. This amount is taken away or is a missing part, so subtract.',
              },
              { text: MINUS, note: 'Check the story. This amount is added on, so add.' },
            ],
            correctIndex: part.sign === '+' ? 0 : 1,
          },
        ],
  );
  return {
    kind: 'inline',
    stem: setting.stem.replace(
      /Which equation can be used to find n, (.*)\?$/,
      'Choose the signs to make an equation for n, $1.',
    ),
    ...(setting.visual ? { visual: setting.visual } : {}),
    segments: setting.inline.map((part, index) =>
      typeof part === 'string' ? part : { blank: `sign${index}` },
    ),
    blanks,
    hints: setting.hints,
    explanation: setting.explanation,
    parameters: setting.parameters,
  };
}

export const representAddSubtract = defineGenerator({
  id: '3.5A.represent-add-subtract',
  version: 1,
  teksCode: '3.5A',
  itemTypes: ['multiple-choice', 'inline-choice'],
  bounds: { maxWhole: 1000 },
  build({ random, story, difficulty, itemType }) {
    const setting =
      difficulty === 'easy'
        ? someMore(random, story)
        : difficulty === 'medium'
          ? howManyMore(random, story)
          : twoSteps(random, story);
    return itemType === 'inline-choice' ? asSigns(setting) : asChoices(setting, random);
  },
});
