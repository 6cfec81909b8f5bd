import { describe, expect, it } from 'vitest';
import {
  averageScore,
  calendarDay,
  completionText,
  countText,
  dueDateText,
  lastActiveText,
  percentText,
} from './classroom-display';

const result = (status: 'not-started' | 'in-progress' | 'completed', score: number | null) => ({
  studentId: '00000000-0000-4000-8000-000000000001',
  name: 'Ava',
  status,
  score,
  completedAt: null,
});

describe('the classroom figures in words', () => {
  it('counts with the right noun', () => {
    expect(countText(1, 'student')).toBe('1 student');
    expect(countText(0, 'question')).toBe('0 questions');
    expect(countText(1250, 'question')).toBe('1,250 questions');
  });

  it('shows a dash, never "null%", before any answer', () => {
    expect(percentText(null)).toBe('—');
    expect(percentText(0)).toBe('0%');
    expect(percentText(85)).toBe('85%');
  });

  it('says when a student was last active in days, then as a date', () => {
    const now = new Date(2026, 10, 20, 15, 0);
    expect(lastActiveText(null, now)).toBe('Not yet');
    expect(lastActiveText(new Date(2026, 10, 20, 8, 0).toISOString(), now)).toBe('Today');
    expect(lastActiveText(new Date(2026, 10, 19, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(lastActiveText(new Date(2026, 10, 16, 9, 0).toISOString(), now)).toBe('4 days ago');
    expect(lastActiveText(new Date(2026, 9, 2, 9, 0).toISOString(), now)).toBe('Oct 2');
    expect(lastActiveText(new Date(2025, 0, 2, 9, 0).toISOString(), now)).toBe('Jan 2, 2025');
  });

  it('reads a due date as the calendar day it names, in any time zone', () => {
    expect(dueDateText('2026-11-20')).toBe('Fri, Nov 20');
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('an assignment across the class', () => {
  it('counts who is done', () => {
    expect(
      completionText([result('completed', 90), result('in-progress', null), result('not-started', null)]),
    ).toBe('1 of 3 done');
    expect(completionText([])).toBe('0 of 0 done');
  });

  it('averages the finished scores only, and has none before anyone finishes', () => {
    expect(
      averageScore([result('completed', 90), result('completed', 75), result('in-progress', null)]),
    ).toBe(83);
    expect(averageScore([result('in-progress', null)])).toBeNull();
  });
});
