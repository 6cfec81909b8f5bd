import { describe, expect, test } from 'vitest';
import { startPracticeRequestSchema, submitPracticeRequestSchema } from '../../../contracts/practice';
import type { ItemResponse } from '../../../core/items/item-types';
import {
  DEFAULT_PRACTICE_SETTINGS,
  PRACTICE_MODE_OPTIONS,
  buildAnswersMap,
  buildStartRequest,
  practiceModeName,
  practiceModeTitle,
  progressPercent,
  progressText,
  settingsProblem,
} from './practice-session-logic';

describe('practice modes', () => {
  test('are named as the spec names them, with the length the server gives', () => {
    expect(practiceModeTitle('mixed')).toBe('Mixed Practice (15 questions)');
    expect(practiceModeTitle('specific-teks')).toBe('One TEKS Skill (10 questions)');
    expect(practiceModeTitle('weak-skills')).toBe('My Weak Skills (10 questions)');
    expect(practiceModeName('weak-skills')).toBe('My Weak Skills');
  });

  test('offers every mode of the contract once, in its order', () => {
    expect(PRACTICE_MODE_OPTIONS.map((option) => [option.mode, option.questionCount])).toEqual([
      ['mixed', 15],
      ['specific-teks', 10],
      ['weak-skills', 10],
    ]);
  });
});

describe('settingsProblem', () => {
  test('lets mixed and weak-skills practice start without a skill', () => {
    expect(settingsProblem(DEFAULT_PRACTICE_SETTINGS)).toBeNull();
    expect(
      settingsProblem({ subject: 'reading', practiceMode: 'weak-skills', teksStandard: null }),
    ).toBeNull();
  });

  test('holds one-skill practice back until a skill is chosen', () => {
    expect(settingsProblem({ subject: 'math', practiceMode: 'specific-teks', teksStandard: null })).toMatch(
      /Choose a skill/,
    );
    expect(settingsProblem({ subject: 'math', practiceMode: 'specific-teks', teksStandard: '' })).toMatch(
      /Choose a skill/,
    );
    expect(
      settingsProblem({ subject: 'math', practiceMode: 'specific-teks', teksStandard: '3.4K' }),
    ).toBeNull();
  });
});

describe('buildStartRequest', () => {
  test('sends the spec fields, 15 questions for mixed practice and no skill', () => {
    const body = buildStartRequest({ subject: 'math', practiceMode: 'mixed', teksStandard: '3.4K' }, 3);
    expect(body).toEqual({
      subject: 'math',
      grade: 3,
      teksStandard: null,
      practiceMode: 'mixed',
      questionCount: 15,
    });
    expect(startPracticeRequestSchema.safeParse(body).success).toBe(true);
  });

  test('sends the chosen skill and 10 questions for one-skill practice', () => {
    const body = buildStartRequest(
      { subject: 'reading', practiceMode: 'specific-teks', teksStandard: '5.3B' },
      5,
    );
    expect(body).toMatchObject({ subject: 'reading', grade: 5, teksStandard: '5.3B', questionCount: 10 });
    expect(startPracticeRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('progress', () => {
  test('reads "Question N of M" from a zero-based index', () => {
    expect(progressText(0, 10)).toBe('Question 1 of 10');
    expect(progressText(2, 10)).toBe('Question 3 of 10');
    expect(progressText(14, 15)).toBe('Question 15 of 15');
  });

  test('is the question number over the count, as a whole percent within 0–100', () => {
    expect(progressPercent(0, 10)).toBe(10);
    expect(progressPercent(9, 10)).toBe(100);
    expect(progressPercent(0, 15)).toBe(7);
    expect(progressPercent(3, 0)).toBe(0);
    expect(progressPercent(20, 10)).toBe(100);
  });
});

describe('buildAnswersMap', () => {
  const choiceB: ItemResponse = { type: 'multiple-choice', choice: 'B' };
  const typed: ItemResponse = { type: 'numeric-entry', text: '3/4' };

  test('maps every answered question id to the response given', () => {
    const answers = buildAnswersMap(['q1', 'q2'], { q1: choiceB, q2: typed });
    expect(answers).toEqual({ q1: choiceB, q2: typed });
    expect(
      submitPracticeRequestSchema.safeParse({
        sessionId: '3f1c0c64-52f4-4c43-9a55-0b5f6a1e3a11',
        answers,
        timeSpent: 1.5,
      }).success,
    ).toBe(true);
  });

  test('leaves out questions without a response and ids that are not in the set', () => {
    expect(buildAnswersMap(['q1', 'q2'], { q2: typed, stray: choiceB })).toEqual({ q2: typed });
  });
});
