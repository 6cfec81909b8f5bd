import { describe, expect, it } from 'vitest';
import { actionText, assignmentPracticePath, dueText, statusText } from './assignment-text';

describe('an assignment on the student dashboard', () => {
  const today = new Date(2026, 10, 20, 9, 30);

  it('says when it is due in a child’s words', () => {
    expect(dueText('2026-11-20', today)).toBe('Due today');
    expect(dueText('2026-11-21', today)).toBe('Due tomorrow');
    expect(dueText('2026-11-27', today)).toBe('Due Fri, Nov 27');
    expect(dueText('2026-11-16', today)).toBe('Was due Mon, Nov 16');
  });

  it('says what is done, with the best score once finished', () => {
    expect(statusText({ status: 'not-started', score: null })).toBe('Not started yet');
    expect(statusText({ status: 'in-progress', score: null })).toBe('Started, not finished');
    expect(statusText({ status: 'completed', score: 85 })).toBe('Done! Best score 85%');
    expect(statusText({ status: 'completed', score: null })).toBe('Done!');
  });

  it('starts a fresh set, or practises a finished one again', () => {
    expect(actionText('not-started')).toBe('Start');
    expect(actionText('in-progress')).toBe('Start');
    expect(actionText('completed')).toBe('Practice again');
  });

  it('runs on the practice screen', () => {
    expect(assignmentPracticePath('5f8c1d2e-1111-4222-8333-444455556666')).toBe(
      '/practice-session?assignment=5f8c1d2e-1111-4222-8333-444455556666',
    );
  });
});
