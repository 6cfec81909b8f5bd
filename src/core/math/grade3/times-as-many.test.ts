import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { timesAsMany } from './times-as-many';

// Independent path: fraction.js. "times as many as base" is base scaled by times; the smaller amount is
// the base itself; "how many more" is base × (times − 1).
checkGenerator(timesAsMany, {
  independentAnswer: ({ parameters: p }) => {
    const base = new Fraction(Number(p.base));
    if (p.kind === 'larger') return base.mul(Number(p.times));
    if (p.kind === 'smaller') return base.mul(Number(p.times)).div(Number(p.times));
    return base.mul(new Fraction(Number(p.times)).sub(1));
  },
});

describe('3.5C times as many', () => {
  it('offers "times as many" read as "more than" whenever it differs', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const item = timesAsMany.generate({ seed, difficulty: 'easy', itemType: 'numeric-entry' });
      const { base, times } = item.parameters as { base: number; times: number };
      const known =
        item.key.type === 'numeric-entry' ? item.key.knownMistakes.map((m) => m.value.numerator) : [];
      if (base + times !== base * times) expect(known).toContain(base + times);
    }
  });
});
