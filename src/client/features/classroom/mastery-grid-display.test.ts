import { describe, expect, it } from 'vitest';
import { cellView, reteachFirst, reteachText } from './mastery-grid-display';

const cell = (accuracy: number, answered = 5) => ({
  code: '3.4K',
  subject: 'math' as const,
  accuracy,
  answered,
});
const code = (name: string, needsReteach: number, classAccuracy: number | null = 70) => ({
  code: name,
  subject: 'math' as const,
  skillName: `Skill ${name}`,
  classAccuracy,
  needsReteach,
});

describe('a cell of the students × TEKS grid (spec section 9)', () => {
  it('has a green dot from 80%, yellow from 60%, red below', () => {
    expect(cellView(cell(80))?.dot).toBe('green');
    expect(cellView(cell(100))?.dot).toBe('green');
    expect(cellView(cell(79))?.dot).toBe('yellow');
    expect(cellView(cell(60))?.dot).toBe('yellow');
    expect(cellView(cell(59))?.dot).toBe('red');
  });

  it('needs practice below 70%, and says so in words', () => {
    expect(cellView(cell(70))?.needsPractice).toBe(false);
    const weak = cellView(cell(69, 1))!;
    expect(weak.needsPractice).toBe(true);
    expect(weak.text).toBe('69%');
    expect(weak.spoken).toBe('69%, 1 answer, needs practice');
    expect(cellView(cell(75, 8))?.spoken).toBe('75%, 8 answers');
  });

  it('is empty for a skill not tried', () => {
    expect(cellView(null)).toBeNull();
  });
});

describe('what to reteach first', () => {
  it('lists skills with students under 70%, the most such students first, at most three', () => {
    const codes = [code('3.2A', 0), code('3.4K', 2), code('3.5A', 3), code('3.6C', 1), code('3.7B', 2, 40)];
    expect(reteachFirst(codes).map((entry) => entry.code)).toEqual(['3.5A', '3.7B', '3.4K']);
    expect(reteachFirst([code('3.2A', 0)])).toEqual([]);
  });

  it('counts students in words', () => {
    expect(reteachText(0)).toBe('None to reteach');
    expect(reteachText(1)).toBe('1 student to reteach');
    expect(reteachText(4)).toBe('4 students to reteach');
  });
});
