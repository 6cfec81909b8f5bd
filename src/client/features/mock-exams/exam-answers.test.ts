import { describe, expect, it } from 'vitest';
import type { Choice, PublicItem } from '../../../core/items/item-types';
import {
  answerToSave,
  answeredCount,
  answersForSubmit,
  flaggedNumbers,
  gridLabel,
  gridStatus,
  numberList,
  responseFromSaved,
  sheetFromSaved,
  unansweredNumbers,
  type SheetQuestion,
} from './exam-answers';

function item(interaction: PublicItem['interaction']): PublicItem {
  return {
    id: 'x',
    subject: 'math',
    grade: 4,
    teksCode: '4.4A',
    difficulty: 'easy',
    stem: 'What is 2 + 2?',
    interaction,
    hintCount: 0,
  };
}

const choices: Choice[] = [
  { label: 'A', text: '3' },
  { label: 'B', text: '4' },
  { label: 'C', text: '5' },
  { label: 'D', text: '6' },
];

const mc = item({ type: 'multiple-choice', choices });
const numeric = item({ type: 'numeric-entry', format: 'fraction' });

const questions: SheetQuestion[] = [
  { id: 'q1', number: 1, item: mc },
  { id: 'q2', number: 2, item: numeric },
  { id: 'q3', number: 3, item: mc },
];

describe('grid status', () => {
  it('calls a question answered only when its answer could be graded', () => {
    expect(gridStatus(questions[0]!, undefined)).toBe('unanswered');
    expect(
      gridStatus(questions[0]!, { flagged: false, response: { type: 'multiple-choice', choice: 'B' } }),
    ).toBe('answered');
    expect(
      gridStatus(questions[1]!, { flagged: false, response: { type: 'numeric-entry', text: '3/' } }),
    ).toBe('unanswered');
    expect(
      gridStatus(questions[1]!, { flagged: false, response: { type: 'numeric-entry', text: '3/4' } }),
    ).toBe('answered');
  });
  it('names each grid button with its number, its state and its flag', () => {
    expect(gridLabel(questions[0]!, undefined)).toBe('Question 1: not answered');
    expect(
      gridLabel(questions[2]!, { flagged: true, response: { type: 'multiple-choice', choice: 'A' } }),
    ).toBe('Question 3: answered, flagged for review');
  });
});

describe('the submit confirmation lists', () => {
  const sheet = {
    q1: { flagged: true, response: { type: 'multiple-choice' as const, choice: 'B' } },
    q2: { flagged: true, response: { type: 'numeric-entry' as const, text: '' } },
  };
  it('lists unanswered and flagged question numbers in order', () => {
    expect(unansweredNumbers(questions, sheet)).toEqual([2, 3]);
    expect(flaggedNumbers(questions, sheet)).toEqual([1, 2]);
    expect(answeredCount(questions, sheet)).toBe(1);
  });
  it('writes a list of numbers the way a child reads it', () => {
    expect(numberList([])).toBe('');
    expect(numberList([4])).toBe('4');
    expect(numberList([2, 3])).toBe('2 and 3');
    expect(numberList([1, 5, 9])).toBe('1, 5 and 9');
  });
});

describe('answers sent to the server', () => {
  it('autosaves what is on screen, clears an empty answer and waits on a half-typed number', () => {
    expect(answerToSave(mc, { type: 'multiple-choice', choice: 'C' })).toEqual({
      type: 'multiple-choice',
      choice: 'C',
    });
    expect(answerToSave(numeric, { type: 'numeric-entry', text: '  ' })).toBeNull();
    expect(answerToSave(numeric, undefined)).toBeNull();
    expect(answerToSave(numeric, { type: 'numeric-entry', text: '3/' })).toBeUndefined();
    expect(answerToSave(numeric, { type: 'numeric-entry', text: '3/4' })).toEqual({
      type: 'numeric-entry',
      text: '3/4',
    });
  });
  it('submits every question: complete answers as they are, anything else as skipped', () => {
    const sheet = {
      q1: { flagged: false, response: { type: 'multiple-choice' as const, choice: 'B' } },
      q2: { flagged: false, response: { type: 'numeric-entry' as const, text: '3/' } },
    };
    expect(answersForSubmit(questions, sheet)).toEqual({
      q1: { type: 'multiple-choice', choice: 'B' },
      q2: null,
      q3: null,
    });
  });
});

describe('resuming from saved answers', () => {
  it('reads a saved response, a letter or an index back into the answer area', () => {
    expect(responseFromSaved(mc, { type: 'multiple-choice', choice: 'D' })).toEqual({
      type: 'multiple-choice',
      choice: 'D',
    });
    expect(responseFromSaved(mc, 1)).toEqual({ type: 'multiple-choice', choice: 'B' });
    expect(responseFromSaved(mc, 'c')).toEqual({ type: 'multiple-choice', choice: 'C' });
    expect(responseFromSaved(mc, 9)).toBeUndefined();
    expect(responseFromSaved(numeric, 1)).toBeUndefined();
    expect(responseFromSaved(numeric, { type: 'multiple-choice', choice: 'A' })).toBeUndefined();
    expect(responseFromSaved(mc, null)).toBeUndefined();
  });
  it('builds the sheet with answers and flags, leaving unsaved questions out', () => {
    const sheet = sheetFromSaved(questions, {
      q1: { answer: { type: 'multiple-choice', choice: 'A' }, flagged: false },
      q2: { answer: null, flagged: true },
    });
    expect(sheet).toEqual({
      q1: { response: { type: 'multiple-choice', choice: 'A' }, flagged: false },
      q2: { response: undefined, flagged: true },
    });
  });
});
