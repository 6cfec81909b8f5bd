import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  isSessionFinished,
  masteryDot,
  pickSubCategory,
  progressText,
} from './practice-center-rules';

const snapshot = (pKnown: number, attempts = 3) => ({
  teksCode: '3.4A',
  pKnown,
  mastered: pKnown >= 0.95,
  attempts,
  correct: Math.min(attempts, 2),
});

describe('picking a sub-category at random (spec section 4)', () => {
  const codes = ['3.4A', '3.4B', '3.4C', '3.4D'];

  it('maps the whole range of the random number onto the codes, each code equally often', () => {
    expect(pickSubCategory(codes, 0)).toBe('3.4A');
    expect(pickSubCategory(codes, 0.2499)).toBe('3.4A');
    expect(pickSubCategory(codes, 0.25)).toBe('3.4B');
    expect(pickSubCategory(codes, 0.5)).toBe('3.4C');
    expect(pickSubCategory(codes, 0.9999)).toBe('3.4D');
  });

  it('stays inside the list for out-of-range numbers, and lets the server choose for an empty card', () => {
    expect(pickSubCategory(codes, 1)).toBe('3.4D');
    expect(pickSubCategory(codes, -0.1)).toBe('3.4A');
    expect(pickSubCategory([], 0.5)).toBeUndefined();
  });
});

describe('"N of 200+" progress (spec section 9)', () => {
  it('shows 200+ for a full fresh session', () => {
    expect(progressText(1, 200)).toBe('Question 1 of 200+');
    expect(progressText(37)).toBe('Question 37 of 200+');
  });

  it('shows the real total of a shorter session, and only the number past it', () => {
    expect(progressText(3, 44)).toBe('Question 3 of 44');
    expect(progressText(44, 44)).toBe('Question 44 of 44');
    expect(progressText(45, 44)).toBe('Question 45');
  });
});

describe('mastery dots (spec section 9: green 80+, yellow 60+, red otherwise)', () => {
  it('colours by the chance the skill is known, with words for each colour', () => {
    expect(masteryDot(snapshot(0.8))).toEqual({ colour: 'green', percent: 80, label: 'Strong' });
    expect(masteryDot(snapshot(0.795))?.colour).toBe('green');
    expect(masteryDot(snapshot(0.6))).toEqual({ colour: 'yellow', percent: 60, label: 'Getting there' });
    expect(masteryDot(snapshot(0.59))).toEqual({ colour: 'red', percent: 59, label: 'Needs practice' });
  });

  it('shows no dot without evidence', () => {
    expect(masteryDot(undefined)).toBeUndefined();
    expect(masteryDot(snapshot(0.3, 0))).toBeUndefined();
  });
});

describe('time spent and finished sessions', () => {
  it('rounds and bounds the time spent to what the grading call accepts', () => {
    expect(elapsedMs(1000, 3500.4)).toBe(2500);
    expect(elapsedMs(5000, 4000)).toBe(0);
    expect(elapsedMs(0, 1e12)).toBe(24 * 60 * 60 * 1000);
  });

  it('reads a 409 answer as a finished session', () => {
    expect(isSessionFinished(new Error('409: {"error":{"code":"conflict","message":"finished"}}'))).toBe(
      true,
    );
    expect(isSessionFinished(new Error('500: oops'))).toBe(false);
    expect(isSessionFinished('409: text')).toBe(false);
  });
});
