import { afterEach, describe, expect, it } from 'vitest';
import { currentQuestionOnScreen, describeQuestion, showQuestionOnScreen } from './question-on-screen';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function show(id: string) {
  const takeOff = showQuestionOnScreen({ id, label: describeQuestion(1, '3.4A') });
  cleanups.push(takeOff);
  return takeOff;
}

describe('the question on screen', () => {
  it('names the question by its number and TEKS code', () => {
    expect(describeQuestion(3, '4.4H')).toBe('Question 3 (TEKS 4.4H)');
  });

  it('is the question shown until its screen takes it off', () => {
    expect(currentQuestionOnScreen()).toBeNull();
    const takeOff = show('q-1');
    expect(currentQuestionOnScreen()).toEqual({ id: 'q-1', label: 'Question 1 (TEKS 3.4A)' });
    takeOff();
    expect(currentQuestionOnScreen()).toBeNull();
  });

  it("is not cleared by an older screen leaving after a newer one's question arrived", () => {
    const takeOffFirst = show('q-1');
    show('q-2');
    takeOffFirst();
    expect(currentQuestionOnScreen()?.id).toBe('q-2');
  });
});
