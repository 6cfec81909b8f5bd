import { describe, expect, it } from 'vitest';
import { testedTeksForGrade } from '../../teks/catalogue';
import type { Grade } from '../../teks/teks-types';
import type { SkillLesson } from './lesson-types';
import { READING_LESSONS_GRADE_3 } from './reading-lessons-grade3';
import { READING_LESSONS_GRADE_4 } from './reading-lessons-grade4';
import { READING_LESSONS_GRADE_5 } from './reading-lessons-grade5';

const LESSONS: Record<Grade, readonly SkillLesson[]> = {
  3: READING_LESSONS_GRADE_3,
  4: READING_LESSONS_GRADE_4,
  5: READING_LESSONS_GRADE_5,
};
const ALL = [...READING_LESSONS_GRADE_3, ...READING_LESSONS_GRADE_4, ...READING_LESSONS_GRADE_5];

function texts(lesson: SkillLesson): string[] {
  return [lesson.bigIdea, ...lesson.steps, lesson.example.problem, lesson.example.solution, lesson.tip];
}

describe('reading lessons', () => {
  it.each([3, 4, 5] as const)(
    'grade %i has one lesson per tested reading SE, in catalogue order',
    (grade) => {
      const codes = testedTeksForGrade(grade, 'reading').map((entry) => entry.code);
      expect(LESSONS[grade].map((lesson) => lesson.code)).toEqual(codes);
      expect(LESSONS[grade].every((lesson) => lesson.subject === 'reading')).toBe(true);
    },
  );

  it('holds 55, 54 and 53 lessons for grades 3, 4 and 5', () => {
    expect([3, 4, 5].map((grade) => LESSONS[grade as Grade].length)).toEqual([55, 54, 53]);
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
      expect(lesson.example.problem.length).toBeLessThan(260);
      expect(lesson.example.solution.length).toBeGreaterThan(0);
      expect(lesson.example.solution.length).toBeLessThan(300);
      expect(lesson.tip.length).toBeGreaterThan(0);
      expect(lesson.tip.length).toBeLessThan(160);
    },
  );

  it('has no placeholder text, stray whitespace or unbalanced quotation marks', () => {
    for (const lesson of ALL) {
      for (const text of texts(lesson)) {
        expect(text, lesson.code).not.toMatch(/\b(todo|tbd|fixme|lorem|ipsum|placeholder|xxx)\b/i);
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
