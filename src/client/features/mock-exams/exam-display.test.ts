import { describe, expect, it } from 'vitest';
import { durationText, durationWords, examMessage, questionsText } from './exam-display';

describe('exam display words', () => {
  it('writes time spent shortly, and in words for screen readers', () => {
    expect(durationText(1504)).toBe('25 min 4 s');
    expect(durationText(720)).toBe('12 min');
    expect(durationText(45)).toBe('45 s');
    expect(durationText(-3)).toBe('0 s');
    expect(durationWords(61)).toBe('1 minute 1 second');
    expect(durationWords(0)).toBe('0 seconds');
  });
  it('cheers in every score band', () => {
    expect(examMessage(95)).toMatch(/Superstar/);
    expect(examMessage(85)).toMatch(/Great job/);
    expect(examMessage(70)).toMatch(/Nice work/);
    expect(examMessage(20)).toMatch(/Good try/);
  });
  it('counts questions', () => {
    expect(questionsText(1)).toBe('1 question');
    expect(questionsText(32)).toBe('32 questions');
  });
});
