import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { capitalise, opening, withArticle } from '../story-text';
import {
  POLYGON_DRAWINGS,
  POLYGON_NAMES,
  SOLID_RULES,
  SOLIDS,
  type Solid,
  type SolidRule,
} from './figure-facts';
import { countWord, rightChoice, wrongChoice, type WordChoice } from './geometry-data-parts';
import { times } from '../times';

/**
 * 3.6A: classify and sort 2-D and 3-D figures by their attributes, using formal words (sides,
 * vertices, flat faces, edges, curved surface). Easy: name a drawn polygon by counting its sides, or
 * pick true statements about it. Medium: find the solids that fit one attribute. Hard: read a sort
 * in a table and find the rule behind it. Wrong choices come from counting corners and sides loosely,
 * mixing up a vertex with a face, and reading the rule of the other group.
 */

const POLYGON_HINTS = [
  'A side is a straight part of the outline. A vertex is a corner where two sides meet.',
  'Put your finger on one side and count each side as you go around once.',
  'Tri- means 3, quad- means 4, penta- means 5, hexa- means 6 and octa- means 8.',
];

function polygon(random: Random, story: StoryContext, multiselect: boolean): ChoiceProblem {
  const { sides, name } = random.pick(POLYGON_NAMES);
  const drawing = random.pick(POLYGON_DRAWINGS[sides]!);
  const others = POLYGON_NAMES.filter((p) => p.sides !== sides);
  const nameNote = (other: (typeof others)[number]) =>
    `${capitalise(withArticle(other.name))} has ${other.sides} sides. Count the sides of this shape again.`;
  const visual = {
    kind: 'polygon' as const,
    vertices: drawing.vertices,
    sideLabels: drawing.vertices.map(() => null),
    showUnitSquares: false,
    imageDescription: `A drawing of ${drawing.looks}.`,
  };
  const explanation = [
    'Count the straight sides as you go around the shape once.',
    `The shape has ${sides} sides and ${sides} vertices.`,
    `A closed shape with ${sides} straight sides is ${withArticle(name)}.`,
  ];
  if (!multiselect) {
    return {
      kind: 'choices',
      stem: `${opening(story)}${story.name} draws this shape. What is the name of the shape?`,
      visual,
      choices: [rightChoice(name), ...others.map((other) => wrongChoice(other.name, nameNote(other)))],
      hints: POLYGON_HINTS,
      explanation,
      parameters: { model: 'polygon', sides, answerIndex: 0, rule: 'none', group: 'none' },
    };
  }
  const trueOnes = [`It has ${sides} sides.`, `It has ${sides} vertices.`, `It is ${withArticle(name)}.`];
  const keep = random.int(0, 2);
  const wrongName = random.pick(others);
  const choices: WordChoice[] = [
    ...trueOnes.filter((_, index) => index !== keep).map(rightChoice),
    wrongChoice(`It has ${sides + 1} sides.`, 'One side was counted twice. Mark the side you start on.'),
    wrongChoice(
      `It has ${sides - 1} vertices.`,
      'A vertex was missed. Every place where two sides meet is a vertex.',
    ),
    wrongChoice(`It is ${withArticle(wrongName.name)}.`, nameNote(wrongName)),
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} draws this shape. Which two statements about the shape are true?`,
    visual,
    choices,
    hints: POLYGON_HINTS,
    explanation,
    parameters: { model: 'polygon', sides, answerIndex: keep, rule: 'none', group: 'none' },
  };
}

const SOLID_HINTS = [
  'Think about each solid: its flat faces, its vertices and whether it has a curved surface.',
  'A vertex is a point where edges meet. A curved surface is round, so the solid can roll.',
];

/** The solids each rule takes in and leaves out, sorted once: the lists are fixed. */
const FITS = new Map(SOLID_RULES.map((rule) => [rule, SOLIDS.filter(rule.test)]));
const MISFITS = new Map(SOLID_RULES.map((rule) => [rule, SOLIDS.filter((solid) => !rule.test(solid))]));
const RULES_WITH_ONE = SOLID_RULES.filter((r) => FITS.get(r)!.length >= 1);
const RULES_WITH_TWO = SOLID_RULES.filter((r) => FITS.get(r)!.length >= 2);

/** One attribute: which solid (or solids) fit it. Multiple choice shows one that fits. */
function solidsWithAttribute(random: Random, story: StoryContext, multiselect: boolean): ChoiceProblem {
  const rules = multiselect ? RULES_WITH_TWO : RULES_WITH_ONE;
  const rule = random.pick(rules);
  const fits = random.shuffle(FITS.get(rule)!);
  const misfits = MISFITS.get(rule)!;
  const choices = [
    ...(multiselect ? fits : fits.slice(0, 1)).map((solid) => rightChoice(solid.name)),
    ...misfits.map((solid) => wrongChoice(solid.name, `${solid.facts} So it does not fit.`)),
  ];
  const first = fits[0]!;
  const stem = multiselect
    ? `${opening(story)}${story.name} sorts solid shapes. Which ${countWord(fits.length)} solids ${rule.have}?`
    : `${opening(story)}${story.name} sorts solid shapes. Which solid ${rule.has}?`;
  return {
    kind: 'choices',
    stem,
    choices,
    hints: [...SOLID_HINTS, `Check each choice: does it ${rule.has.replace(/^has/, 'have')}?`],
    explanation: multiselect
      ? [
          ...fits.map((solid) => solid.facts),
          `So the ${fits.map((s) => s.name).join(' and the ')} ${rule.have}.`,
        ]
      : [first.facts, `So the ${first.name} ${rule.has}.`, 'Each other choice is missing this attribute.'],
    parameters: { model: 'attribute', sides: 0, answerIndex: 0, rule: rule.id, group: 'none' },
  };
}

interface Sort {
  target: SolidRule;
  groupOne: Solid[];
  groupTwo: Solid[];
}

const fitsSort = (rule: SolidRule, { groupOne, groupTwo }: Sort) =>
  groupOne.every(rule.test) && !groupTwo.some(rule.test);

function drawSort(random: Random): Sort {
  const target = random.pick(RULES_WITH_TWO);
  const fits = FITS.get(target)!;
  const misfits = MISFITS.get(target)!;
  return {
    target,
    groupOne: random.sample(fits, random.int(2, fits.length)),
    groupTwo: random.sample(misfits, random.int(2, Math.min(3, misfits.length))),
  };
}

/** Why a rule does not fit the sort: a solid in Group 1 it leaves out, or one in Group 2 it takes in. */
function misfitNote(rule: SolidRule, { groupOne, groupTwo }: Sort): string {
  const left = groupOne.find((solid) => !rule.test(solid));
  if (left) return `The ${left.name} is in Group 1, but it does not fit this rule. ${left.facts}`;
  const taken = groupTwo.find(rule.test)!;
  return `The ${taken.name} is in Group 2, but it fits this rule too. ${taken.facts}`;
}

/** A sort in a table: which rule puts these solids in Group 1 and the others in Group 2? */
function sortingRule(random: Random, story: StoryContext, multiselect: boolean): ChoiceProblem {
  let sort = drawSort(random);
  let fitting = SOLID_RULES.filter((r) => fitsSort(r, sort));
  for (let tries = 0; multiselect && fitting.length < 2 && tries < 40; tries += 1) {
    sort = drawSort(random);
    fitting = SOLID_RULES.filter((r) => fitsSort(r, sort));
  }
  if (multiselect && fitting.length < 2) {
    const [cylinder, sphere, cube, prism] = (['cylinder', 'sphere', 'cube', 'triangular-prism'] as const).map(
      (id) => SOLIDS.find((solid) => solid.id === id)!,
    );
    sort = { target: SOLID_RULES[0]!, groupOne: [cylinder!, sphere!], groupTwo: [cube!, prism!] };
    fitting = SOLID_RULES.filter((r) => fitsSort(r, sort));
  }
  const { target, groupOne, groupTwo } = sort;
  const others = fitting.filter((r) => r !== target);
  const shownRight = multiselect ? [target, random.pick(others)] : [target];
  const misfits = SOLID_RULES.filter((r) => !fitsSort(r, sort));
  // The most tempting wrong rules fit some of Group 1; the rest fill in.
  const tempting = random.shuffle(misfits.filter((r) => groupOne.some(r.test)));
  const plain = random.shuffle(misfits.filter((r) => !groupOne.some(r.test)));
  const shownWrong = [...tempting, ...plain].slice(0, 3);
  const choices: WordChoice[] = [
    ...shownRight.map((r) => rightChoice(capitalise(r.has))),
    ...shownWrong.map((r) => wrongChoice(capitalise(r.has), misfitNote(r, sort))),
  ];
  const names = (group: Solid[]) => group.map((solid) => solid.name).join(', ');
  const rows = times(Math.max(groupOne.length, groupTwo.length), (i) => [
    groupOne[i]?.name ?? '',
    groupTwo[i]?.name ?? '',
  ]);
  const asked = multiselect
    ? `Which two rules could ${story.name} have used for Group 1?`
    : 'Which rule tells which solids go in Group 1?';
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} sorts some solids into two groups. ${asked}`,
    visual: {
      kind: 'table',
      title: 'Sorted solids',
      headers: ['Group 1', 'Group 2'],
      rows,
      imageDescription: `A table with two groups. Group 1: ${names(groupOne)}. Group 2: ${names(groupTwo)}.`,
    },
    choices,
    hints: [
      'A sorting rule is true for every solid in Group 1 and for no solid in Group 2.',
      'Test each rule on every solid in the table, one at a time.',
      'Think about flat faces, vertices and curved surfaces.',
    ],
    explanation: [
      `Group 1 has: ${names(groupOne)}. Group 2 has: ${names(groupTwo)}.`,
      ...shownRight.map((r) => `Every solid in Group 1 ${r.has}, and no solid in Group 2 does.`),
      `So the rule ${multiselect ? 'could be either of these' : `is: ${target.has}`}.`,
    ],
    parameters: {
      model: 'sort',
      sides: 0,
      answerIndex: 0,
      rule: target.id,
      group: `${groupOne.map((s) => s.id).join('+')}|${groupTwo.map((s) => s.id).join('+')}`,
    },
  };
}

export const classifyFigures = defineGenerator({
  id: '3.6A.classify-figures',
  version: 1,
  teksCode: '3.6A',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 12 },
  build({ random, story, difficulty, itemType }) {
    const multiselect = itemType === 'multiselect';
    if (difficulty === 'easy') return polygon(random, story, multiselect);
    if (difficulty === 'medium') return solidsWithAttribute(random, story, multiselect);
    return sortingRule(random, story, multiselect);
  },
});
