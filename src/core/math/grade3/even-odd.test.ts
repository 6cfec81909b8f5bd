import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../testing/check-generator';
import { evenOdd } from './even-odd';

const isEven = (text: string) => new Fraction(text.replaceAll(',', '')).mod(2).equals(0);

// Independent path: fraction.js divides each choice by 2; the answer is the one with the asked parity.
checkGenerator(evenOdd, {
  independentAnswer: (item) => {
    const choices = 'choices' in item.interaction ? item.interaction.choices : [];
    const wanted = item.parameters.asked === 'even';
    const fits = choices.filter((c) => isEven(c.text) === wanted);
    return fits.length === 1 ? fits[0]!.text : `${fits.length} choices fit`;
  },
});

describe('3.4I even and odd', () => {
  it('keys exactly the two numbers of the asked parity in multiselect items', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const item = evenOdd.generate({ seed, difficulty: 'medium', itemType: 'multiselect' });
      if (item.interaction.type !== 'multiselect' || item.key.type !== 'multiselect') throw new Error();
      const wanted = item.parameters.asked === 'even';
      const fits = item.interaction.choices.filter((c) => isEven(c.text) === wanted).map((c) => c.label);
      expect(item.key.correct).toEqual(fits);
      expect(item.interaction.selectCount).toBe(2);
    }
  });

  it('gives the harder numbers a first digit of the other parity', () => {
    const item = evenOdd.generate({ seed: 7, difficulty: 'medium', itemType: 'multiple-choice' });
    const choices = item.interaction.type === 'multiple-choice' ? item.interaction.choices : [];
    for (const choice of choices) {
      const first = Number(choice.text[0]);
      expect(first % 2 === 0).toBe(!isEven(choice.text));
    }
  });
});
