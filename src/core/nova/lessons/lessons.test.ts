import { describe, expect, it } from 'vitest';
import { testedTeksForGrade } from '../../teks/catalogue';
import type { Grade, Subject } from '../../teks/teks-types';
import type { SkillLesson } from './lesson-types';
import { MATH_LESSONS_GRADE_3 } from './math-lessons-grade3';
import { MATH_LESSONS_GRADE_4 } from './math-lessons-grade4';
import { MATH_LESSONS_GRADE_5 } from './math-lessons-grade5';
import { READING_LESSONS_GRADE_3 } from './reading-lessons-grade3';
import { READING_LESSONS_GRADE_4 } from './reading-lessons-grade4';
import { READING_LESSONS_GRADE_5 } from './reading-lessons-grade5';

const LESSONS: Record<Subject, Record<Grade, readonly SkillLesson[]>> = {
  math: { 3: MATH_LESSONS_GRADE_3, 4: MATH_LESSONS_GRADE_4, 5: MATH_LESSONS_GRADE_5 },
  reading: { 3: READING_LESSONS_GRADE_3, 4: READING_LESSONS_GRADE_4, 5: READING_LESSONS_GRADE_5 },
};
const GRADES: readonly Grade[] = [3, 4, 5];
const SUBJECTS: readonly Subject[] = ['math', 'reading'];
const ALL = SUBJECTS.flatMap((subject) => GRADES.flatMap((grade) => LESSONS[subject][grade]));
/** A reading example holds a short text as well as its question. */
const PROBLEM_LIMIT: Record<Subject, number> = { math: 220, reading: 260 };

const textsOf = (lesson: SkillLesson): string[] => [
  lesson.bigIdea,
  ...lesson.steps,
  lesson.example.problem,
  lesson.example.solution,
  lesson.tip,
];

describe("Nova's lessons", () => {
  it.each(SUBJECTS.flatMap((subject) => GRADES.map((grade) => [subject, grade] as const)))(
    '%s grade %i has one lesson per tested SE, in catalogue order',
    (subject, grade) => {
      const codes = testedTeksForGrade(grade, subject).map((entry) => entry.code);
      expect(LESSONS[subject][grade].map((lesson) => lesson.code)).toEqual(codes);
      expect(LESSONS[subject][grade].every((lesson) => lesson.subject === subject)).toBe(true);
    },
  );

  it('covers 44, 41 and 36 math SEs and 55, 54 and 53 reading SEs', () => {
    expect(GRADES.map((grade) => LESSONS.math[grade].length)).toEqual([44, 41, 36]);
    expect(GRADES.map((grade) => LESSONS.reading[grade].length)).toEqual([55, 54, 53]);
  });

  it.each(ALL.map((lesson) => [`${lesson.subject} ${lesson.code}`, lesson] as const))(
    '%s keeps every part short',
    (_name, lesson) => {
      expect(lesson.bigIdea.length).toBeGreaterThan(0);
      expect(lesson.bigIdea.length).toBeLessThan(200);
      expect(lesson.steps.length).toBeGreaterThanOrEqual(2);
      expect(lesson.steps.length).toBeLessThanOrEqual(4);
      for (const step of lesson.steps) {
        expect(step.length).toBeGreaterThan(0);
        expect(step.length).toBeLessThan(140);
      }
      expect(lesson.example.problem.length).toBeGreaterThan(0);
      expect(lesson.example.problem.length).toBeLessThan(PROBLEM_LIMIT[lesson.subject]);
      expect(lesson.example.solution.length).toBeGreaterThan(0);
      expect(lesson.example.solution.length).toBeLessThan(300);
      expect(lesson.tip.length).toBeGreaterThan(0);
      expect(lesson.tip.length).toBeLessThan(160);
    },
  );

  it('has no placeholder text, stray whitespace or unbalanced quotation marks', () => {
    for (const lesson of ALL) {
      for (const text of textsOf(lesson)) {
        expect(text, lesson.code).not.toMatch(/\b(todo|tbd|fixme|lorem|ipsum|placeholder|xxx)\b|\.\.\./i);
        expect(text, lesson.code).toBe(text.trim());
        expect(text, lesson.code).not.toMatch(/\s{2}/);
        expect((text.match(/"/g) ?? []).length % 2, `${lesson.code}: ${text}`).toBe(0);
      }
    }
  });

  it('never repeats a big idea', () => {
    const bigIdeas = ALL.map((lesson) => lesson.bigIdea.toLowerCase());
    expect(new Set(bigIdeas).size).toBe(bigIdeas.length);
  });
});
