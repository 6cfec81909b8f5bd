import { describe, expect, it } from 'vitest';
import { checkGenerator } from '../../math/testing/check-generator';
import { COMPOUND_PAIRS, OPENING_CLAUSES } from '../word-lists/comma-sentences';
import {
  readingCheckOptions,
  readingGenerators,
  shownAnswers,
  templatePattern,
} from './testing/reading-checks';

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The comma rules as a checker: a series has a comma after every item but the last; two sentences
 * joined by and/but/or/so have one comma, before the joining word; an opening clause has one comma
 * after it; a clause at the end has none.
 */
function followsCommaRules(sentence: string, items: string[] | undefined): boolean {
  if (items) {
    const [a, b, c] = items as [string, string, string];
    return (
      sentence.includes(`${a}, ${b}, and ${c}`) && !sentence.includes(`, ${a}`) && !/ and, /.test(sentence)
    );
  }
  const compound = COMPOUND_PAIRS.some((pair) =>
    templatePattern(`${upper(pair.first)}, ${pair.joiner} ${pair.second}.`).test(sentence),
  );
  const opening = OPENING_CLAUSES.some((clause) =>
    templatePattern(`${clause.opening}, ${clause.main}.`).test(sentence),
  );
  const atEnd = OPENING_CLAUSES.some((clause) =>
    templatePattern(`${upper(clause.main)} ${lower(clause.opening)}.`).test(sentence),
  );
  return compound || opening || atEnd;
}

for (const generator of readingGenerators('.commas-in-a-series').concat(
  readingGenerators('.commas-in-compound-sentences'),
  readingGenerators('.commas-in-sentences'),
)) {
  checkGenerator(generator, {
    ...readingCheckOptions([]),
    independentChoices: (item) => {
      const items = typeof item.parameters.items === 'string' ? item.parameters.items.split('|') : undefined;
      if (item.interaction.type === 'inline-choice') {
        return shownAnswers(item).filter((list) => list === `${items![0]}, ${items![1]}, and ${items![2]}`);
      }
      return shownAnswers(item).filter((sentence) => followsCommaRules(sentence, items));
    },
  });
}

describe('commas', () => {
  it('asks grade 4 to choose the joining word at hard, and grade 5 about clauses at medium and hard', () => {
    const [grade4] = readingGenerators('4.11D(x).commas-in-compound-sentences');
    const [grade5] = readingGenerators('5.11D(x).commas-in-sentences');
    expect(grade4!.generate({ seed: 1, difficulty: 'hard', itemType: 'multiple-choice' }).stem).toMatch(
      /best way to join/,
    );
    expect(
      grade5!.generate({ seed: 1, difficulty: 'medium', itemType: 'multiple-choice' }).parameters.format,
    ).toBe('opening');
    expect(
      grade5!.generate({ seed: 1, difficulty: 'hard', itemType: 'multiple-choice' }).parameters.format,
    ).toBe('end');
  });
});
