import { describe, expect, it } from 'vitest';
import { distinctItemKey } from '../../core/items/item-key';
import { practiceCategories } from '../../core/teks/practice-categories';
import { codesWithQuestions, generateQuestions } from './question-generation';

/** A repeatable seed source, so a failure can be replayed. */
function seeds(start: number) {
  let state = start;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
}

const mathCategories = ([3, 4, 5] as const).flatMap((grade) =>
  practiceCategories(grade, 'math').filter(
    (category) => codesWithQuestions(category.itemSourceCodes, 'math').length > 0,
  ),
);

describe('a session-sized set of questions', () => {
  it.each(mathCategories.map((category) => [`grade ${category.grade} ${category.name}`, category] as const))(
    '%s: 200 questions, no two the same, every available skill used',
    (_label, category) => {
      const items = generateQuestions({
        subject: 'math',
        codes: category.itemSourceCodes,
        count: 200,
        nextSeed: seeds(category.grade),
      });
      expect(items).toHaveLength(200);
      expect(new Set(items.map(distinctItemKey)).size).toBe(200);
      expect(new Set(items.map((item) => item.teksCode))).toEqual(
        new Set(codesWithQuestions(category.itemSourceCodes, 'math')),
      );
    },
  );
});
