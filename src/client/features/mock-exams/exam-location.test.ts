import { describe, expect, it } from 'vitest';
import { examsViewPath, parseExamsView, type ExamsView } from './exam-location';

const ATTEMPT = '0b5f6a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the mock exams address', () => {
  it('reads the list, its history tab, an exam being taken and a results page', () => {
    expect(parseExamsView('')).toEqual({ name: 'list', tab: 'available' });
    expect(parseExamsView('?tab=history')).toEqual({ name: 'list', tab: 'history' });
    expect(parseExamsView(`exam=g4-math-a&attempt=${ATTEMPT}`)).toEqual({
      name: 'exam',
      examId: 'g4-math-a',
      attemptId: ATTEMPT,
    });
    expect(parseExamsView(`?results=${ATTEMPT}`)).toEqual({ name: 'results', attemptId: ATTEMPT });
  });
  it('falls back to the list for anything it cannot read', () => {
    expect(parseExamsView('?exam=g4-math-a')).toEqual({ name: 'list', tab: 'available' });
    expect(parseExamsView('?exam=../x&attempt=' + ATTEMPT)).toEqual({ name: 'list', tab: 'available' });
    expect(parseExamsView('?results=nope&tab=weird')).toEqual({ name: 'list', tab: 'available' });
  });
  it('writes each view back to an address that reads the same', () => {
    const views: ExamsView[] = [
      { name: 'list', tab: 'available' },
      { name: 'list', tab: 'history' },
      { name: 'exam', examId: 'g5-reading-b', attemptId: ATTEMPT },
      { name: 'results', attemptId: ATTEMPT },
    ];
    for (const view of views) {
      const path = examsViewPath(view);
      expect(path.startsWith('/mock-exams')).toBe(true);
      expect(parseExamsView(path.slice('/mock-exams'.length))).toEqual(view);
    }
    expect(examsViewPath({ name: 'list', tab: 'available' })).toBe('/mock-exams');
  });
});
