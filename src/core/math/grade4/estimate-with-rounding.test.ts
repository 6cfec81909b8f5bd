import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { estimateWithRounding } from './estimate-with-rounding';

// Independent path: fraction.js rounds each number half up to the stated unit, then computes.
const round = (x: number, unit: number) =>
  new Fraction(x).div(unit).add(new Fraction(1, 2)).floor().mul(unit);

checkGenerator(estimateWithRounding, {
  independentAnswer: ({ parameters: p }) => {
    const [a, b, unit] = [Number(p.a), Number(p.b), Number(p.unit)];
    if (p.operation === 'divide') return new Fraction(a).div(b);
    const [ra, rb] = [round(a, unit), round(b, unit)];
    if (p.operation === 'add') return ra.add(rb);
    if (p.operation === 'subtract') return ra.sub(rb);
    return ra.mul(rb);
  },
});

describe('4.4G estimate with rounding', () => {
  it('never keys the exact answer', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const item = estimateWithRounding.generate({ seed, difficulty });
        const notes = item.key.type === 'multiple-choice' ? item.key.misconceptions.map((m) => m.note) : [];
        const p = item.parameters;
        if (p.operation !== 'divide') expect(notes.join(' ')).not.toBe('');
      }
    }
  });

  it('gives a positive estimate for differences', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const { parameters: p } = estimateWithRounding.generate({ seed, difficulty: 'medium' });
      expect(round(Number(p.a), 1000).compare(round(Number(p.b), 1000))).toBeGreaterThan(0);
    }
  });
});
