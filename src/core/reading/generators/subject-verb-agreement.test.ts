import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { PHRASE_SUBJECTS } from '../word-lists/agreement-words';
import { readingCheckOptions, readingGenerators } from './testing/reading-checks';

/** Present-tense forms, written out by hand rather than built by rule. */
const FORMS: Record<string, [one: string, many: string]> = {
  walk: ['walks', 'walk'],
  ride: ['rides', 'ride'],
  eat: ['eats', 'eat'],
  play: ['plays', 'play'],
  read: ['reads', 'read'],
  water: ['waters', 'water'],
  sing: ['sings', 'sing'],
  watch: ['watches', 'watch'],
  wash: ['washes', 'wash'],
  fix: ['fixes', 'fix'],
  carry: ['carries', 'carry'],
  study: ['studies', 'study'],
  practice: ['practices', 'practice'],
  feed: ['feeds', 'feed'],
  have: ['has', 'have'],
  do: ['does', 'do'],
  go: ['goes', 'go'],
  be: ['is', 'are'],
};

for (const generator of readingGenerators('.subject-verb-agreement')) {
  checkGenerator(generator, {
    ...readingCheckOptions([]),
    independentChoices: (item) => {
      const [one, many] = FORMS[item.parameters.verb as string]!;
      return [item.parameters.singular === 'yes' ? one : many];
    },
  });
}

describe('subject-verb agreement', () => {
  it('puts a phrase between subject and verb at hard in grades 4 and 5 only', () => {
    const phrases = new Set(PHRASE_SUBJECTS.map((subject) => subject.text));
    for (const generator of readingGenerators('.subject-verb-agreement')) {
      const hard = Array.from({ length: 100 }, (_, seed) => generator.generate({ seed, difficulty: 'hard' }));
      const withPhrase = hard.filter((item) => phrases.has(item.parameters.subject as string));
      expect(withPhrase.length).toBe(generator.grade === 3 ? 0 : 100);
    }
  });
});
