import { describe, expect, it } from 'vitest';
import {
  MAX_SKILLS,
  assignableSubjects,
  assignmentRequest,
  firstDraft,
  toggleCode,
  type AssignmentDraft,
} from './assignment-form-rules';

const today = '2026-11-20';
const draft = (change: Partial<AssignmentDraft> = {}): AssignmentDraft => ({
  ...firstDraft('math', new Date(2026, 10, 20)),
  codes: ['3.4K', '3.5A'],
  ...change,
});

describe('the Create Assignment form', () => {
  it('offers the class’s own subjects', () => {
    expect(assignableSubjects('both')).toEqual(['math', 'reading']);
    expect(assignableSubjects('reading')).toEqual(['reading']);
  });

  it('starts with 10 questions due in a week', () => {
    const first = firstDraft('reading', new Date(2026, 10, 20, 22, 0));
    expect(first).toMatchObject({
      subject: 'reading',
      pick: 'skills',
      codes: [],
      questionCount: '10',
      dueDate: '2026-11-27',
    });
  });

  it('ticks skills in catalogue order, at most twelve', () => {
    const order = ['3.2A', '3.4K', '3.5A'];
    expect(toggleCode(['3.5A'], '3.2A', order)).toEqual(['3.2A', '3.5A']);
    expect(toggleCode(['3.2A', '3.5A'], '3.2A', order)).toEqual(['3.5A']);
    const full = Array.from({ length: MAX_SKILLS }, (_, index) => `c${index}`);
    expect(toggleCode(full, 'extra', [...full, 'extra'])).toEqual(full);
  });

  it('sends the skills, the count as a number and the due date; the title only when given', () => {
    expect(assignmentRequest(draft({ title: '  ' }), today)).toEqual({
      ok: true,
      request: { subject: 'math', teksCodes: ['3.4K', '3.5A'], questionCount: 10, dueDate: '2026-11-27' },
    });
    expect(
      assignmentRequest(draft({ pick: 'card', card: 'Geometry and Measurement', title: 'Shapes' }), today),
    ).toEqual({
      ok: true,
      request: {
        subject: 'math',
        category: 'Geometry and Measurement',
        questionCount: 10,
        dueDate: '2026-11-27',
        title: 'Shapes',
      },
    });
  });

  it('names the first thing to fix', () => {
    expect(assignmentRequest(draft({ codes: [] }), today)).toMatchObject({ ok: false, field: 'skills' });
    expect(assignmentRequest(draft({ pick: 'card', card: null }), today)).toMatchObject({
      ok: false,
      field: 'skills',
    });
    for (const questionCount of ['', '2', '31', '4.5', 'ten']) {
      expect(assignmentRequest(draft({ questionCount }), today)).toMatchObject({
        ok: false,
        field: 'questionCount',
      });
    }
    expect(assignmentRequest(draft({ questionCount: '30' }), today).ok).toBe(true);
    expect(assignmentRequest(draft({ dueDate: '2026-11-19' }), today)).toMatchObject({
      ok: false,
      field: 'dueDate',
    });
    expect(assignmentRequest(draft({ dueDate: today }), today).ok).toBe(true);
    expect(assignmentRequest(draft({ dueDate: '' }), today)).toMatchObject({ ok: false, field: 'dueDate' });
  });
});
