import { describe, expect, it } from 'vitest';
import { foldForMatching, quotationsNotIn } from './quoted-evidence';

const passage = foldForMatching('Grandpa chuckled. "Not until spring." Zoe groaned, “That’s forever!”');

describe('quoted evidence', () => {
  it('finds quotes of three or more words in the passage, ignoring case, curly quotes and punctuation', () => {
    expect(
      quotationsNotIn('Zoe says "That\'s forever" and Grandpa says "not until spring."', passage),
    ).toEqual([]);
    expect(quotationsNotIn('Grandpa says "spring is coming soon."', passage)).toEqual([
      'spring is coming soon.',
    ]);
  });

  it('skips short quotes and quoted meanings, and checks each side of an ellipsis', () => {
    expect(quotationsNotIn('The word "forever" and un- means "the opposite of" here.', passage)).toEqual([]);
    expect(quotationsNotIn('"Grandpa chuckled … until spring."', passage)).toEqual([]);
  });
});
