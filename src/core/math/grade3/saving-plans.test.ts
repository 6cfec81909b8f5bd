import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../items/item-types';
import { checkGenerator } from '../testing/check-generator';
import { savingPlans } from './saving-plans';

/** Independent path: weeks = (goal − already saved) ÷ savings each week, from the stem's amounts. */
function expected(item: Item): Fraction | string {
  const { stem } = item;
  if (stem.includes('good reason')) {
    const texts = 'choices' in item.interaction ? item.interaction.choices.map((c) => c.text) : [];
    const reasons = texts.filter((text) => /college someday|costs more than/.test(text));
    return reasons.length === 1 ? reasons[0]! : 'ambiguous';
  }
  const goal = Number(/has \$(\d+)\?$|save \$(\d+)\?$/.exec(stem)!.slice(1).find(Boolean));
  const weekly = Number(/save[s]? \$(\d+) each week/.exec(stem)![1]);
  const saved = Number(/already saved \$(\d+)/.exec(stem)?.[1] ?? 0);
  return new Fraction(goal).sub(saved).div(weekly);
}

checkGenerator(savingPlans, { independentAnswer: expected });

describe('3.9E saving plans', () => {
  it('reaches the goal in a whole number of weeks', () => {
    for (const difficulty of ['medium', 'hard'] as const)
      for (let seed = 0; seed < 300; seed += 1) {
        const weeks = expected(savingPlans.generate({ seed, difficulty })) as Fraction;
        expect(weeks.d).toBe(1n);
        expect(weeks.compare(2)).toBeGreaterThan(0);
      }
  });

  it('mentions saving for college in some items', () => {
    const stems = Array.from(
      { length: 60 },
      (_, seed) => savingPlans.generate({ seed, difficulty: 'hard' }).stem,
    );
    expect(stems.some((stem) => stem.includes('college fund'))).toBe(true);
  });
});
