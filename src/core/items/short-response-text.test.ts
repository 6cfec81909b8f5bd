import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsPhrase, sentencesOf, stemWord, stemsOf, wordsOf } from './short-response-text';

describe('stemWord', () => {
  it.each([
    ['plant', 'plants', 'planted', 'planting'],
    ['root', 'roots', 'Roots'],
    ['bake', 'baked', 'baking', 'bakes'],
    ['stop', 'stops', 'stopped', 'stopping'],
    ['berry', 'berries'],
    ['cry', 'cried', 'cries'],
    ['box', 'boxes'],
    ['fly', 'flies', 'flying'],
    ['morning', 'mornings'],
    ['seed', 'seeds'],
    ['need', 'needs', 'needed'],
    ['spring', 'springs'],
    ['fall', 'falls', 'falling'],
    ['Tết', 'tet', "Tết's"],
  ])('gives %s and its forms one stem', (...forms) => {
    expect(new Set(forms.map(stemWord)).size).toBe(1);
  });

  it('leaves short words and words that only look inflected alone', () => {
    expect(stemWord('bus')).toBe('bus');
    expect(stemWord('this')).toBe('this');
    expect(stemWord('grass')).toBe(stemWord('grasses'));
    expect(stemWord('spring')).toBe('spring');
  });

  it('is stable: stemming a stem changes nothing that matters for matching', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (word) => {
        expect(typeof stemWord(word)).toBe('string');
        expect(stemWord(word).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('words and phrases', () => {
  it('splits on spaces, punctuation and hyphens, and keeps contractions whole', () => {
    expect(wordsOf("Zoe's seeds didn't sprout—ba-BOOM!")).toEqual([
      'zoe',
      'seeds',
      "didn't",
      'sprout',
      'ba',
      'boom',
    ]);
  });

  it('finds a phrase only as whole words in order', () => {
    const answer = stemsOf('The seeds have a hard, thick coat, so they wait.');
    expect(containsPhrase(answer, stemsOf('hard coat'))).toBe(false);
    expect(containsPhrase(answer, stemsOf('thick coats'))).toBe(true);
    expect(containsPhrase(answer, stemsOf('coat thick'))).toBe(false);
    expect(containsPhrase(stemsOf('A waterfall'), stemsOf('fall'))).toBe(false);
    expect(containsPhrase(stemsOf('Leaves fall'), stemsOf('falls'))).toBe(true);
  });
});

describe('sentencesOf', () => {
  it('counts sentences by their end marks, with or without a last one', () => {
    expect(sentencesOf('Zoe waits. She plants in the fall! Does it bloom? Yes')).toHaveLength(4);
    expect(sentencesOf('One sentence with no end mark')).toHaveLength(1);
    expect(sentencesOf('"Wait," said Grandpa. "They need time."')).toHaveLength(2);
  });

  it('does not end a sentence at Mr. or U.S.', () => {
    expect(sentencesOf('Mr. Nguyen cut the tomato. The U.S. flag waved.')).toHaveLength(2);
  });

  it('finds no sentences in blank or wordless text', () => {
    expect(sentencesOf('   ')).toEqual([]);
    expect(sentencesOf('... !!')).toEqual([]);
  });
});
