import { isTested, teksForGrade } from './catalogue';
import {
  MATH_PRACTICE_CATEGORIES,
  READING_PRACTICE_CATEGORIES,
  type Grade,
  type PracticeCategoryName,
  type Subject,
} from './teks-types';

/**
 * The Practice Center cards per grade and subject (spec sections 2 and 9).
 *
 * How we read the spec's "grade 3 math has 5 areas; grades 4 and 5 have 6 math areas; reading has 5 for
 * grade 3 and 6 for grades 4 and 5": an area is a card the student can pick, Mixed Review included.
 * That reading matches the spec's own lists with the fewest inventions:
 * - Math, grades 4–5: the spec's six cards. Grade 3: five, without "Mathematical Process Standards".
 *   Process standards are never tested alone; at grade 3 they live only inside the content cards, and
 *   from grade 4 their card gathers the multi-step problem-solving SEs (listed below).
 * - Reading, grade 3: the spec's four cards plus Mixed Review. Grades 4–5 add "Author's Purpose and
 *   Craft" (strand 10, which grows at these grades: metaphor, alliteration, anecdote); at grade 3 those
 *   SEs sit on Literary Analysis.
 * Each card lists its TEKS codes; `itemSourceCodes` are the tested SEs whose items fill a session.
 */
export interface PracticeCategory {
  name: PracticeCategoryName;
  subject: Subject;
  grade: Grade;
  /** The codes shown on the card. */
  teksCodes: string[];
  /** Tested SEs whose generators supply this card's questions. */
  itemSourceCodes: string[];
}

/** Multi-step "solve problems" SEs that feed the process-standards card (grades 4 and 5). */
const PROBLEM_SOLVING_SOURCES: Record<Grade, readonly string[]> = {
  3: [],
  4: ['4.4H', '4.5A', '4.5D', '4.8C', '4.9B', '4.10B'],
  5: ['5.4B', '5.4H', '5.7A', '5.9C', '5.10F'],
};

export function practiceCategories(grade: Grade, subject: Subject): PracticeCategory[] {
  const entries = teksForGrade(grade, subject);
  const tested = entries.filter(isTested).map((entry) => entry.code);
  const names: readonly PracticeCategoryName[] =
    subject === 'math' ? MATH_PRACTICE_CATEGORIES : READING_PRACTICE_CATEGORIES;

  return names.flatMap((name): PracticeCategory[] => {
    if (name === 'Mixed Review') {
      return [{ name, subject, grade, teksCodes: tested, itemSourceCodes: tested }];
    }
    const listed = entries.filter((entry) => entry.practiceCategory === name);
    if (listed.length === 0) return [];
    const itemSourceCodes =
      name === 'Mathematical Process Standards'
        ? [...PROBLEM_SOLVING_SOURCES[grade]]
        : listed.filter(isTested).map((entry) => entry.code);
    return [{ name, subject, grade, teksCodes: listed.map((entry) => entry.code), itemSourceCodes }];
  });
}

export function findPracticeCategory(
  grade: Grade,
  subject: Subject,
  name: string,
): PracticeCategory | undefined {
  return practiceCategories(grade, subject).find((category) => category.name === name);
}
