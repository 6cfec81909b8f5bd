import { describe, expect, it } from 'vitest';
import { FIRST_NAMES } from '../../math/contexts/first-names';
import { checkGenerator } from '../../math/testing/check-generator';
import { CAPITAL_KINDS } from '../word-lists/capital-names';
import { readingCheckOptions, readingGenerators, shownAnswers } from './testing/reading-checks';

/** The words of the names being taught count as one syllable in the readability check. */
const NAME_WORDS = new Set(
  ([3, 4, 5] as const).flatMap((grade) =>
    CAPITAL_KINDS[grade].flatMap((kind) => kind.names.flatMap((name) => name.split(' '))),
  ),
);
const LITTLE = new Set(['of', 'the', 'and', 'on', 'in', 'for', 'a', 'an', 'to', 'at']);

/** How a name is capitalised, worked out from its lower-case letters by the rules taught. */
function capitalise(lower: string, kind: string): string {
  if (kind === 'acronym') return lower.toUpperCase();
  return lower
    .split(' ')
    .map((word, index) =>
      index > 0 && LITTLE.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** People's names, days and "I" always have capitals. */
const ALWAYS_CAPITAL = new Set([
  ...FIRST_NAMES,
  'I',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]);

/** A sentence is right when the name is written by the rules and no other word has a capital it should not. */
function writtenCorrectly(sentence: string, name: string): boolean {
  if (!sentence.includes(name) || !/^[A-Z]/.test(sentence)) return false;
  const rest = sentence.replace(name, ' ');
  const capitals = [...rest.matchAll(/\b[A-Z][\w'-]*/g)];
  return capitals.every((match) => match.index === 0 || ALWAYS_CAPITAL.has(match[0].replace(/'s$/, '')));
}

for (const generator of readingGenerators('.capital-letters')) {
  checkGenerator(generator, {
    ...readingCheckOptions(NAME_WORDS),
    independentChoices: (item) => {
      const { kind, name } = item.parameters as { kind: string; name: string };
      const rightName = capitalise(name.toLowerCase(), kind);
      if (item.interaction.type === 'inline-choice')
        return shownAnswers(item).filter((text) => text === rightName);
      return shownAnswers(item).filter((sentence) => writtenCorrectly(sentence, rightName));
    },
  });
}

describe('capital names', () => {
  it.each([3, 4, 5] as const)(
    'grade %i: every name is written by the rules, and every frame has a place for it',
    (grade) => {
      for (const kind of CAPITAL_KINDS[grade]) {
        for (const name of kind.names) expect(capitalise(name.toLowerCase(), kind.kind)).toBe(name);
        // A name first in the sentence would hide a missing capital behind the sentence's own.
        for (const frame of kind.frames) expect(frame).toMatch(/^(?!\{proper\}).*\{proper\}/);
      }
    },
  );
});
