import { describe, expect, test } from 'vitest';
import { SAMPLE_QUESTIONS, type SampleQuestion } from './sample-questions';

function question(id: string): SampleQuestion {
  const found = SAMPLE_QUESTIONS.find((q) => q.id === id);
  if (!found) throw new Error(`no sample question ${id}`);
  return found;
}

/** The number in a choice such as "1,194 stickers". */
function numberIn(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The classic subtraction slip: in every place, the smaller digit taken from the bigger one. */
function subtractSmallerDigitFromBigger(top: number, bottom: number): number {
  const a = String(top);
  const b = String(bottom).padStart(a.length, '0');
  return Number([...a].map((digit, i) => Math.abs(Number(digit) - Number(b[i]))).join(''));
}

describe('the landing page sample questions', () => {
  test('match the spec: Grade 4 math TEKS 4.4.A keyed A, Grade 5 reading TEKS 5.2.B keyed B', () => {
    expect(
      SAMPLE_QUESTIONS.map(({ grade, subject, teks, correct }) => ({ grade, subject, teks, correct })),
    ).toEqual([
      { grade: 4, subject: 'Mathematics', teks: '4.4.A', correct: 'A' },
      { grade: 5, subject: 'Reading', teks: '5.2.B', correct: 'B' },
    ]);
  });

  test.each(SAMPLE_QUESTIONS)(
    '$id has four different choices, and every wrong one names its mistake',
    (q) => {
      expect(q.choices.map((c) => c.letter)).toEqual(['A', 'B', 'C', 'D']);
      expect(new Set(q.choices.map((c) => c.text)).size).toBe(4);
      for (const choice of q.choices) {
        if (choice.letter === q.correct) expect(choice.mistake).toBeUndefined();
        else expect(choice.mistake).toBeTruthy();
      }
      expect(q.steps.length).toBeGreaterThan(2);
    },
  );

  test('the sticker problem: the key and every distractor are what the arithmetic gives', () => {
    const q = question('math-stickers');
    const [start, arrived, bought] = (q.prompt.match(/\d[\d,]*/g) ?? []).map(numberIn);
    expect([start, arrived, bought]).toEqual([1248, 375, 429]);
    const afterBox = start! + arrived!;
    const choices = Object.fromEntries(q.choices.map((c) => [c.letter, numberIn(c.text)]));

    expect(choices).toEqual({
      A: afterBox - bought!, // both steps: 1,194
      B: afterBox, // stopped after the first step
      C: afterBox + bought!, // added the stickers that were bought
      D: subtractSmallerDigitFromBigger(afterBox, bought!), // no regrouping: 1,206
    });
    expect(choices.A).toBe(1194);
    expect(q.steps.join(' ')).toContain('1,248 + 375 = 1,623');
    expect(q.steps.at(-1)).toContain('1,194');
    expect(q.check).toContain('1,194 + 429 = 1,623');
  });

  test('the reading question highlights the word it asks about', () => {
    const q = question('reading-emerged');
    expect(q.passage?.highlight).toBe('emerged');
    expect(q.passage?.text.split(/\W+/).filter((word) => word === 'emerged')).toHaveLength(1);
    expect(q.prompt).toContain('emerged');
    expect(q.steps.at(-1)).toContain('came out where it could be seen');
  });
});
