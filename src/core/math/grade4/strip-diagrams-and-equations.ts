import { rational, type Rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem, Problem } from '../generator-types';
import type { StripDiagramVisual } from '../../items/visual-types';
import { opening } from '../story-text';
import { n } from './number-text';
import { times } from '../times';

/**
 * 4.5A: represent multi-step problems with strip diagrams and equations that use a letter for the
 * unknown. Easy: a strip diagram with one missing part (subtract twice); medium: equal groups plus
 * some more (multiply, then add); hard: take some away, then share the rest (subtract, then divide).
 * Multiple choice asks which equation fits; numeric entry asks for the value of the letter. Wrong
 * equations: adding every number, the right operations in the wrong order, one sign flipped.
 */
interface Equation {
  text: string;
  value: Rational;
  note?: string;
}

interface Setup {
  stem: string;
  letter: string;
  visual?: StripDiagramVisual;
  right: Equation;
  wrong: Equation[];
  hints: string[];
  explanation: string[];
  parameters: Record<string, number | string>;
}

const eq = (letter: string, right: string, value: Rational, note?: string): Equation => ({
  text: `${letter} = ${right}`,
  value,
  ...(note ? { note } : {}),
});

function missingPart(random: Random, story: StoryContext): Setup {
  const { name, thing } = story;
  const a = random.int(120, 480);
  const b = random.int(60, 400);
  const c = random.int(40, 300);
  const total = a + b + c;
  const letter = random.pick(['p', 'm', 'k']);
  return {
    stem: `${opening(story)}${name} needs ${n(total)} ${thing.many}. ${name} gets ${n(a)} on Monday and ${n(b)} on Tuesday. The strip diagram shows this. ${letter} is the number ${name} still needs.`,
    letter,
    visual: {
      kind: 'strip-diagram',
      segments: [
        { size: a, label: n(a) },
        { size: b, label: n(b) },
        { size: c, label: letter },
      ],
      totalLabel: n(total),
      imageDescription: `A strip diagram with a total of ${n(total)}. It has three parts: ${n(a)}, ${n(b)} and ${letter}.`,
    },
    right: eq(letter, `${n(total)} − ${n(a)} − ${n(b)}`, rational(c)),
    wrong: [
      eq(
        letter,
        `${n(total)} + ${n(a)} + ${n(b)}`,
        rational(total + a + b),
        `The total is already the whole strip. Take the known parts away from it.`,
      ),
      eq(
        letter,
        `${n(a)} + ${n(b)}`,
        rational(a + b),
        `${n(a)} + ${n(b)} is what ${name} got on both days, not what is still needed.`,
      ),
      eq(
        letter,
        `${n(total)} − ${n(a)} + ${n(b)}`,
        rational(total - a + b),
        `Both known parts must be taken away. This adds ${n(b)} back.`,
      ),
      eq(
        letter,
        `${n(total)} + ${n(a)} − ${n(b)}`,
        rational(total + a - b),
        `Both known parts must be taken away. This adds ${n(a)}.`,
      ),
    ],
    hints: [
      'The whole strip is the total. The parts fit inside it.',
      `Two parts are known: ${n(a)} and ${n(b)}.`,
      'Take the known parts away from the total to find the missing part.',
    ],
    explanation: [
      `The parts add to the total: ${n(a)} + ${n(b)} + ${letter} = ${n(total)}.`,
      `So ${letter} = ${n(total)} − ${n(a)} − ${n(b)}.`,
      `${n(total)} − ${n(a)} = ${n(total - a)}, and ${n(total - a)} − ${n(b)} = ${n(c)}.`,
    ],
    parameters: { a, b, c, total, shape: 'missing-part' },
  };
}

function groupsPlusMore(random: Random, story: StoryContext): Setup {
  const { name, thing, group } = story;
  const groups = random.int(3, 6);
  const each = random.int(12, 95);
  let extra = random.int(5, 60);
  if (extra === each) extra += 1;
  const total = groups * each + extra;
  const letter = random.pick(['t', 'n', 'w']);
  return {
    stem: `${opening(story)}${name} has ${groups} ${group.many} with ${each} ${thing.many} in each. ${name} also has ${extra} loose ${thing.many}. ${letter} is the total number of ${thing.many}.`,
    letter,
    visual: {
      kind: 'strip-diagram',
      segments: [
        ...times(groups, () => ({ size: each, label: String(each) })),
        { size: extra, label: String(extra) },
      ],
      totalLabel: letter,
      imageDescription: `A strip diagram with ${groups} equal parts of ${each} and one more part of ${extra}. The total is ${letter}.`,
    },
    right: eq(letter, `(${groups} × ${each}) + ${extra}`, rational(total)),
    wrong: [
      eq(
        letter,
        `${groups} + ${each} + ${extra}`,
        rational(groups + each + extra),
        `${groups} equal groups of ${each} means multiply, not add.`,
      ),
      eq(
        letter,
        `${groups} × (${each} + ${extra})`,
        rational(groups * (each + extra)),
        `The ${extra} loose ${thing.many} are not in every ${group.one}. Add them only once.`,
      ),
      eq(
        letter,
        `(${groups} × ${each}) − ${extra}`,
        rational(groups * each - extra),
        `The loose ${thing.many} are more ${thing.many}, so add them.`,
      ),
      eq(
        letter,
        `(${groups} × ${extra}) + ${each}`,
        rational(groups * extra + each),
        `Each ${group.one} has ${each}, so multiply ${groups} by ${each}.`,
      ),
    ],
    hints: [
      'First find how many are in the equal groups.',
      `There are ${groups} groups of ${each}. That is a multiplication.`,
      `Then add the ${extra} loose ${thing.many}.`,
    ],
    explanation: [
      `The groups hold ${groups} × ${each} = ${n(groups * each)}.`,
      `Add the loose ones: ${letter} = (${groups} × ${each}) + ${extra}.`,
      `${n(groups * each)} + ${extra} = ${n(total)}, so ${letter} = ${n(total)}.`,
    ],
    parameters: { a: groups, b: each, c: extra, total, shape: 'groups-plus-more' },
  };
}

function takeAwayThenShare(random: Random, story: StoryContext): Setup {
  const { name, otherName, thing } = story;
  const teams = random.int(3, 9);
  const share = random.int(11, 99);
  const kept = random.int(teams + 1, 120);
  const total = teams * share + kept;
  const letter = random.pick(['s', 'e', 'r']);
  const wrongValue = (numerator: number, denominator = 1) => rational(numerator, denominator);
  return {
    stem: `${opening(story)}${name} has ${n(total)} ${thing.many}. ${name} gives ${kept} to ${otherName}. Then ${name} shares the rest equally among ${teams} teams. ${letter} is the number each team gets.`,
    letter,
    right: eq(letter, `(${n(total)} − ${kept}) ÷ ${teams}`, rational(share)),
    wrong: [
      eq(
        letter,
        `${n(total)} − (${kept} ÷ ${teams})`,
        wrongValue(total * teams - kept, teams),
        `Take away the ${kept} first. Then share what is left.`,
      ),
      eq(
        letter,
        `(${n(total)} + ${kept}) ÷ ${teams}`,
        wrongValue(total + kept, teams),
        `${name} gives ${kept} away, so subtract it.`,
      ),
      eq(
        letter,
        `(${n(total)} − ${kept}) × ${teams}`,
        wrongValue((total - kept) * teams),
        'Sharing equally means divide, not multiply.',
      ),
      eq(
        letter,
        `(${n(total)} − ${teams}) ÷ ${kept}`,
        wrongValue(total - teams, kept),
        `The rest is shared among ${teams} teams, so divide by ${teams}.`,
      ),
    ],
    hints: [
      'What happens first, and what happens next?',
      `First subtract the ${kept} given away.`,
      `Then divide what is left by ${teams}. Use parentheses to show what comes first.`,
    ],
    explanation: [
      `First: ${n(total)} − ${kept} = ${n(total - kept)} are left.`,
      `Then share: ${letter} = (${n(total)} − ${kept}) ÷ ${teams}.`,
      `${n(total - kept)} ÷ ${teams} = ${n(share)}, so ${letter} = ${n(share)}.`,
    ],
    parameters: { a: total, b: kept, c: teams, total, shape: 'take-away-then-share' },
  };
}

function asProblem(setup: Setup, itemType: string): Problem {
  const { stem, letter, visual, right, hints, explanation, parameters } = setup;
  const wrong = setup.wrong.filter(
    (w) => w.value.numerator * right.value.denominator !== right.value.numerator * w.value.denominator,
  );
  const shared = { hints, explanation, parameters, ...(visual ? { visual } : {}) };
  if (itemType === 'multiple-choice') {
    const problem: ChoiceProblem = {
      kind: 'choices',
      stem: `${stem} Which equation can be used to find ${letter}?`,
      choices: [
        { text: right.text, correct: true },
        ...wrong.map((w) => ({ text: w.text, correct: false, note: w.note! })),
      ],
      ...shared,
    };
    return problem;
  }
  const problem: NumericProblem = {
    kind: 'numeric',
    stem: `${stem} What is the value of ${letter}?`,
    answer: right.value,
    format: 'whole-number',
    mistakes: wrong
      .filter((w) => w.value.denominator === 1 && w.value.numerator > 0)
      .map((w) => ({ value: w.value, note: `That is ${w.text}. ${w.note!}` })),
    ...shared,
  };
  return problem;
}

export const stripDiagramsAndEquations = defineGenerator({
  id: '4.5A.strip-diagrams-and-equations',
  version: 1,
  teksCode: '4.5A',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 10_000 },
  build({ random, story, difficulty, itemType }) {
    const setup =
      difficulty === 'easy'
        ? missingPart(random, story)
        : difficulty === 'medium'
          ? groupsPlusMore(random, story)
          : takeAwayThenShare(random, story);
    return asProblem(setup, itemType);
  },
});
