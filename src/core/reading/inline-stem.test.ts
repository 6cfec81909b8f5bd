import { describe, expect, it } from 'vitest';
import { COMPLETE_THE_SENTENCE, splitInlineStem } from './inline-stem';

const text = (stem: string) => {
  const split = splitInlineStem(stem)!;
  return [split.stem, split.segments.map((s) => (s.kind === 'text' ? s.text : '▾')).join('')];
};

describe('splitInlineStem', () => {
  it.each([
    [
      'Choose the correct verb for sentence 6: "Every morning, two students [___] on duty."',
      'Choose the correct verb for sentence 6.',
      'Every morning, two students ▾ on duty.',
    ],
    [
      'Choose the best transition to begin sentence 14. [___] the group has offered to help.',
      'Choose the best transition to begin sentence 14.',
      '▾ the group has offered to help.',
    ],
    [
      'In paragraph 4, birds circle lights "until they are exhausted." Exhausted means [___].',
      'In paragraph 4, birds circle lights "until they are exhausted."',
      'Exhausted means ▾.',
    ],
    [
      'In paragraph 5, Mr. Bell asks, "Which one?" In this sentence, reckon means [___].',
      'In paragraph 5, Mr. Bell asks, "Which one?"',
      'In this sentence, reckon means ▾.',
    ],
    [
      'In paragraph 8, the word "pelted" means [___].',
      COMPLETE_THE_SENTENCE,
      'In paragraph 8, the word "pelted" means ▾.',
    ],
  ])('splits %j', (stem, lead, sentence) => {
    expect(text(stem)).toEqual([lead, sentence]);
  });

  it('needs exactly one blank', () => {
    expect(splitInlineStem('No blank.')).toBeUndefined();
    expect(splitInlineStem('Two [___] blanks [___].')).toBeUndefined();
  });
});
