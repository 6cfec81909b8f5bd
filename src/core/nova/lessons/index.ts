import type { Subject } from '../../teks/teks-types';
import type { SkillLesson } from './lesson-types';
import { MATH_LESSONS_GRADE_3 } from './math-lessons-grade3';
import { MATH_LESSONS_GRADE_4 } from './math-lessons-grade4';
import { MATH_LESSONS_GRADE_5 } from './math-lessons-grade5';
import { READING_LESSONS_GRADE_3 } from './reading-lessons-grade3';
import { READING_LESSONS_GRADE_4 } from './reading-lessons-grade4';
import { READING_LESSONS_GRADE_5 } from './reading-lessons-grade5';

export type { SkillLesson } from './lesson-types';

const ALL_LESSONS: readonly SkillLesson[] = [
  ...MATH_LESSONS_GRADE_3,
  ...MATH_LESSONS_GRADE_4,
  ...MATH_LESSONS_GRADE_5,
  ...READING_LESSONS_GRADE_3,
  ...READING_LESSONS_GRADE_4,
  ...READING_LESSONS_GRADE_5,
];

const BY_KEY = new Map(ALL_LESSONS.map((lesson) => [`${lesson.subject}:${lesson.code}`, lesson]));

/** Our lesson for a TEKS code (canonical, e.g. "4.4H"); math first when the subject is not known. */
export function lessonFor(code: string, subject?: Subject): SkillLesson | undefined {
  if (subject) return BY_KEY.get(`${subject}:${code}`);
  return BY_KEY.get(`math:${code}`) ?? BY_KEY.get(`reading:${code}`);
}
