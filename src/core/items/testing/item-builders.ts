import { formatItemId } from '../item-id';
import type { Item } from '../item-types';
import { rational } from '../rational';

/** A small valid item for scoring and stripping tests; override any part. */
export function buildMultipleChoiceItem(overrides: Partial<Item> = {}): Item {
  return {
    id: '3.4A.add-subtract:1:easy:multiple-choice:space:42',
    origin: {
      generatorId: '3.4A.add-subtract',
      generatorVersion: 1,
      seed: 42,
      difficulty: 'easy',
      itemType: 'multiple-choice',
      theme: 'space',
    },
    subject: 'math',
    grade: 3,
    teksCode: '3.4A',
    difficulty: 'easy',
    stem: 'Ana has 25 moon rocks. She finds 17 more. How many moon rocks does Ana have now?',
    interaction: {
      type: 'multiple-choice',
      choices: [
        { label: 'A', text: '8' },
        { label: 'B', text: '32' },
        { label: 'C', text: '42' },
        { label: 'D', text: '312' },
      ],
    },
    key: {
      type: 'multiple-choice',
      correct: 'C',
      misconceptions: [
        { label: 'A', note: 'This is 25 − 17. The story puts more rocks together, so add.' },
        { label: 'B', note: 'The 1 ten from 5 + 7 = 12 was not carried to the tens.' },
        { label: 'D', note: 'The 12 ones were written down without regrouping them into a ten.' },
      ],
    },
    hints: ['Do you put together or take away?', 'Add the ones first: 5 + 7.'],
    explanation: [
      'Add the ones: 5 + 7 = 12. Write 2, carry 1 ten.',
      'Add the tens: 2 + 1 + 1 = 4.',
      '25 + 17 = 42.',
    ],
    parameters: { first: 25, second: 17 },
    ...overrides,
  };
}

export function buildNumericEntryItem(value = rational(3, 4)): Item {
  const origin = { ...buildMultipleChoiceItem().origin, itemType: 'numeric-entry' as const };
  return buildMultipleChoiceItem({
    id: formatItemId(origin),
    origin,
    interaction: { type: 'numeric-entry', format: 'fraction' },
    key: {
      type: 'numeric-entry',
      value,
      accept: { kind: 'equivalent' },
      knownMistakes: [{ value: rational(1, 4), note: 'You counted the parts that are not shaded.' }],
    },
  });
}

/** A written reading question (a content item) with a two-point short response. */
export function buildShortResponseItem(overrides: Partial<Item> = {}): Item {
  const origin = {
    source: 'content' as const,
    passageId: 'g3-test-passage',
    questionId: 'q9',
    difficulty: 'hard' as const,
    itemType: 'short-response' as const,
  };
  return {
    id: formatItemId(origin),
    origin,
    subject: 'reading',
    grade: 3,
    teksCode: '3.6H',
    difficulty: 'hard',
    passageId: 'g3-test-passage',
    stem: 'Why do people who plant bluebonnets need to be patient? Use evidence from both texts.',
    interaction: { type: 'short-response', maxLength: 500, points: 2 },
    key: {
      type: 'short-response',
      rubric: {
        points: 2,
        evidence: [
          ['fall', 'October', 'autumn'],
          ['spring', 'March', 'April'],
          ['hard coat', 'a year', 'nothing but dirt'],
        ],
        minEvidence: 2,
        sampleAnswer:
          'Bluebonnets are planted in the fall but do not bloom until spring. Some seeds wait a year to sprout.',
      },
    },
    hints: ['When are the seeds planted?', 'When do the flowers bloom?'],
    explanation: ['The seeds go in the ground in the fall and bloom in March, months later.'],
    parameters: {},
    ...overrides,
  };
}
