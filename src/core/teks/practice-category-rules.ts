import { MATH_STATEMENTS } from './knowledge-statements';
import type { Grade, PracticeCategoryName } from './teks-types';

/**
 * Which content card an SE is listed on. Math follows its knowledge statement (the TEKS strand), so
 * 3.4C (coins, reported in category 4) stays with computation, as the TEKS file it. Reading follows
 * the strand too, with the spec's four reading cards plus "Author's Purpose and Craft" at grades 4–5.
 */
export function mathPracticeCategory(grade: Grade, statement: number): PracticeCategoryName | null {
  const row = MATH_STATEMENTS[grade].find(([number]) => number === statement);
  return row ? row[3] : null;
}

export function readingPracticeCategory(
  grade: Grade,
  statement: number,
  letter: string,
): PracticeCategoryName {
  switch (statement) {
    case 3:
      return 'Vocabulary Development';
    case 6:
      return 'Reading Comprehension';
    case 7:
      // 7B is the written response (the essay); 7C and 7D are answered about a passage.
      return letter === 'B' ? 'Writing' : 'Reading Comprehension';
    case 8:
      return 'Literary Analysis';
    case 9:
      // 9A–C are fiction, poetry and drama; 9D and 9E are informational and argumentative texts.
      return letter <= 'C' ? 'Literary Analysis' : 'Reading Comprehension';
    case 10:
      return grade === 3 ? 'Literary Analysis' : "Author's Purpose and Craft";
    default:
      return 'Writing';
  }
}
