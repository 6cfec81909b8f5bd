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
