import { describe, expect, it } from 'vitest';
import { PRACTICE_CORRECT_STAR_POWER, starPowerForPracticeAnswer } from './practice-rewards';

describe('StarPower for practice answers', () => {
  it('gives 10 for a right answer in a fresh session or a generated question', () => {
    expect(PRACTICE_CORRECT_STAR_POWER).toBe(10);
    expect(starPowerForPracticeAnswer('fresh-session', true)).toBe(10);
    expect(starPowerForPracticeAnswer('generated', true)).toBe(10);
  });

  it('gives nothing for a wrong answer, nor per question in a practice set (it earns at submit)', () => {
    expect(starPowerForPracticeAnswer('fresh-session', false)).toBe(0);
    expect(starPowerForPracticeAnswer('generated', false)).toBe(0);
    expect(starPowerForPracticeAnswer('practice-set', true)).toBe(0);
  });
});
