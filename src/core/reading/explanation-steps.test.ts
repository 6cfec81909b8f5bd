import { describe, expect, it } from 'vitest';
import { explanationSteps, splitSentences } from './explanation-steps';

describe('explanation steps', () => {
  it('splits at sentence ends, also after a closing quote, but not after Mr. or U.S.', () => {
    expect(
      splitSentences('Zoe groans, "That\'s forever!" She waits. Mr. Nguyen cuts it in the U.S. today.'),
    ).toEqual(['Zoe groans, "That\'s forever!"', 'She waits.', 'Mr. Nguyen cuts it in the U.S. today.']);
  });

  it('keeps at most five steps, sharing long explanations out without dropping a word', () => {
    const text = Array.from({ length: 8 }, (_, i) => `Step ${i + 1}.`).join(' ');
    const steps = explanationSteps(text);
    expect(steps).toHaveLength(4);
    expect(steps.join(' ')).toBe(text);
    expect(explanationSteps('Just one.')).toEqual(['Just one.']);
  });
});
