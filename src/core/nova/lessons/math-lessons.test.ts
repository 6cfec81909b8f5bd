import { describe, expect, it } from 'vitest';
import { testedTeksForGrade } from '../../teks/catalogue';
import type { Grade } from '../../teks/teks-types';
import type { SkillLesson } from './lesson-types';
import { MATH_LESSONS_GRADE_3 } from './math-lessons-grade3';
import { MATH_LESSONS_GRADE_4 } from './math-lessons-grade4';
import { MATH_LESSONS_GRADE_5 } from './math-lessons-grade5';

const LESSONS: Record<Grade, readonly SkillLesson[]> = {
  3: MATH_LESSONS_GRADE_3,
  4: MATH_LESSONS_GRADE_4,
  5: MATH_LESSONS_GRADE_5,
};
const GRADES_3_TO_5: readonly Grade[] = [3, 4, 5];
const ALL = GRADES_3_TO_5.flatMap((grade) => LESSONS[grade]);

const textsOf = (lesson: SkillLesson): string[] => [
  lesson.bigIdea,
  ...lesson.steps,
  lesson.example.problem,
  lesson.example.solution,
  lesson.tip,
];

describe('math lessons', () => {
  it.each(GRADES_3_TO_5)('grade %i has one lesson per tested SE, in catalogue order', (grade) => {
    const codes = testedTeksForGrade(grade, 'math').map((entry) => entry.code);
    expect(LESSONS[grade].map((lesson) => lesson.code)).toEqual(codes);
    expect(LESSONS[grade].every((lesson) => lesson.subject === 'math')).toBe(true);
  });

  it('covers 44, 41 and 36 SEs for grades 3, 4 and 5', () => {
    expect(GRADES_3_TO_5.map((grade) => LESSONS[grade].length)).toEqual([44, 41, 36]);
  });

  it.each(ALL.map((lesson) => [lesson.code, lesson] as const))(
    '%s keeps every part short',
    (_code, lesson) => {
      expect(lesson.bigIdea.length).toBeGreaterThan(0);
      expect(lesson.bigIdea.length).toBeLessThan(200);
      expect(lesson.steps.length).toBeGreaterThanOrEqual(2);
      expect(lesson.steps.length).toBeLessThanOrEqual(4);
      for (const step of lesson.steps) {
        expect(step.length).toBeGreaterThan(0);
        expect(step.length).toBeLessThan(140);
      }
      expect(lesson.example.problem.length).toBeGreaterThan(0);
      expect(lesson.example.problem.length).toBeLessThan(220);
      expect(lesson.example.solution.length).toBeGreaterThan(0);
      expect(lesson.example.solution.length).toBeLessThan(300);
      expect(lesson.tip.length).toBeGreaterThan(0);
      expect(lesson.tip.length).toBeLessThan(160);
    },
  );

  it('has no placeholder text', () => {
    const placeholder = /\b(todo|tbd|fixme|lorem|ipsum|placeholder|xxx)\b|\.\.\./i;
    for (const lesson of ALL) {
      for (const text of textsOf(lesson)) expect(text, lesson.code).not.toMatch(placeholder);
    }
  });

  it('never repeats a big idea', () => {
    const bigIdeas = ALL.map((lesson) => lesson.bigIdea.trim().toLowerCase());
    expect(new Set(bigIdeas).size).toBe(bigIdeas.length);
  });
});
