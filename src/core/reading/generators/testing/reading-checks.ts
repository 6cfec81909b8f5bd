import type { Item } from '../../../items/item-types';
import type { CheckOptions } from '../../../math/testing/check-generator';
import { withQuotedSentencesEnded } from '../../prose-readability';
import { READING_GENERATORS } from '../index';
import type { Generator } from '../../../math/generator-types';

/** Test helpers for reading generators: find them by name, and read what an item shows. */

export function readingGenerators(suffix: string): Generator[] {
  const found = READING_GENERATORS.filter((generator) => generator.id.endsWith(suffix));
  if (found.length === 0) throw new Error(`No reading generator ends with ${suffix}`);
  return found;
}

/** The texts a student can pick: choices, or the options of every blank. */
export function shownAnswers(item: Item): string[] {
  const { interaction } = item;
  if (interaction.type === 'multiple-choice' || interaction.type === 'multiselect') {
    return interaction.choices.map((choice) => choice.text);
  }
  if (interaction.type === 'inline-choice') return interaction.blanks.flatMap((blank) => blank.options);
  return [];
}

/** The stem and the inline sentence, as one text to search. */
export function shownText(item: Item): string {
  const { interaction } = item;
  const sentence =
    interaction.type === 'inline-choice'
      ? interaction.segments.map((segment) => (segment.kind === 'text' ? segment.text : '___')).join('')
      : '';
  return `${item.stem} ${sentence}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A content sentence with `{name}`, `{other}` and `___` as a pattern that matches it filled in:
 * names are any capitalised word, the blank captures the word used.
 */
export function templatePattern(template: string, flags = ''): RegExp {
  const pattern = escape(template)
    .replace(/\\\{name\\\}|\\\{other\\\}/g, "[A-Z][\\w'-]*")
    .replace(/___/g, "([\\w'’-]+)");
  return new RegExp(`^${pattern}$`, flags);
}

/**
 * The readability settings every reading generator's checks share: the words being taught (and
 * names being capitalised) count as one syllable, as numerals do in math, since the question exists
 * to teach them; and a quoted sentence counts as a sentence.
 */
export function readingCheckOptions(
  taught: Iterable<string>,
): Pick<CheckOptions, 'properNouns' | 'readabilityText'> {
  const words = [...taught].flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1)]);
  return { properNouns: new Set(words), readabilityText: (item) => withQuotedSentencesEnded(item.stem) };
}
