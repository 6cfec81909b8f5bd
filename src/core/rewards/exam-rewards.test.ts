import { describe, expect, it } from 'vitest';
import { starPowerForExam } from './exam-rewards';

describe('starPowerForExam', () => {
  it('is half the percent correct, rounded', () => {
    expect(starPowerForExam(0)).toBe(0);
    expect(starPowerForExam(1)).toBe(1);
    expect(starPowerForExam(67)).toBe(34);
    expect(starPowerForExam(100)).toBe(50);
  });
  it('stays within 0–50 whatever it is given', () => {
    expect(starPowerForExam(-5)).toBe(0);
    expect(starPowerForExam(250)).toBe(50);
  });
});
