import { addDays } from 'date-fns';
import type { Subject } from '../../../core/teks/teks-types';
import type { ClassroomSubject, CreateAssignmentRequest } from '../../../contracts/classrooms';
import { calendarDay } from './classroom-display';

/*
 * The Create Assignment form as plain functions: the subjects a class may assign, the form's
 * first values, and the request it sends, checked as the server checks it (3 to 30 questions, up to
 * 12 skills, a due date from today on).
 */

export const MIN_QUESTIONS = 3;
export const MAX_QUESTIONS = 30;
export const MAX_SKILLS = 12;
export const DEFAULT_QUESTIONS = 10;
/** A week to do it, unless the teacher says otherwise. */
export const DEFAULT_DAYS_TO_DUE = 7;

/** The subjects a class may assign: a math class math, a reading class reading, "both" either. */
export function assignableSubjects(classSubject: ClassroomSubject): Subject[] {
  return classSubject === 'both' ? ['math', 'reading'] : [classSubject];
}

export interface AssignmentDraft {
  subject: Subject;
  /** "skills": the ticked TEKS codes; "card": one whole practice card. */
  pick: 'skills' | 'card';
  codes: string[];
  card: string | null;
  /** As typed in the number box. */
  questionCount: string;
  dueDate: string;
  title: string;
}

export function firstDraft(classSubject: ClassroomSubject, today: Date): AssignmentDraft {
  return {
    subject: assignableSubjects(classSubject)[0]!,
    pick: 'skills',
    codes: [],
    card: null,
    questionCount: String(DEFAULT_QUESTIONS),
    dueDate: calendarDay(addDays(today, DEFAULT_DAYS_TO_DUE)),
    title: '',
  };
}

/** Ticks or unticks a skill, keeping the catalogue's order and at most MAX_SKILLS. */
export function toggleCode(codes: readonly string[], code: string, order: readonly string[]): string[] {
  if (codes.includes(code)) return codes.filter((chosen) => chosen !== code);
  if (codes.length >= MAX_SKILLS) return [...codes];
  const next = new Set([...codes, code]);
  return order.filter((entry) => next.has(entry));
}

export type AssignmentCheck =
  | { ok: true; request: CreateAssignmentRequest }
  | { ok: false; field: 'skills' | 'questionCount' | 'dueDate'; problem: string };

/** The request to send, or the first thing to fix, in the form's order. */
export function assignmentRequest(draft: AssignmentDraft, today: string): AssignmentCheck {
  if (draft.pick === 'skills' && draft.codes.length === 0) {
    return { ok: false, field: 'skills', problem: 'Tick at least one TEKS skill.' };
  }
  if (draft.pick === 'card' && draft.card === null) {
    return { ok: false, field: 'skills', problem: 'Choose a practice card.' };
  }
  const count = Number(draft.questionCount.trim());
  if (
    draft.questionCount.trim() === '' ||
    !Number.isInteger(count) ||
    count < MIN_QUESTIONS ||
    count > MAX_QUESTIONS
  ) {
    return {
      ok: false,
      field: 'questionCount',
      problem: `Choose between ${MIN_QUESTIONS} and ${MAX_QUESTIONS} questions.`,
    };
  }
  // Calendar days compare as text: "2026-11-20" < "2026-11-21".
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate) || draft.dueDate < today) {
    return { ok: false, field: 'dueDate', problem: 'Choose a due date from today on.' };
  }
  const title = draft.title.trim();
  return {
    ok: true,
    request: {
      subject: draft.subject,
      ...(draft.pick === 'skills' ? { teksCodes: draft.codes } : { category: draft.card! }),
      questionCount: count,
      dueDate: draft.dueDate,
      ...(title ? { title } : {}),
    },
  };
}
