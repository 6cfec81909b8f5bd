import type { ItemResponse, NumericFormat, PublicItem } from '../../../core/items/item-types';
import { parseNumericEntry } from '../../../core/items/numeric-entry-parser';

/** What the grading call says about an answered question, as far as the answer area needs it. */
export interface GradedResult {
  correct: boolean;
  /** MC: "B"; multiselect: "A, C"; numeric: "3/4"; inline: the right words; short response: "". */
  correctAnswer: string;
}

/** How a choice looks after grading: the right one green, a wrong pick red, the rest unchanged. */
export type ChoiceMark = 'neutral' | 'correct' | 'wrong';

/** The letters of a multiple-choice or multiselect answer ("B", "A, C", "A,C" or "A and C"). */
export function correctLetters(correctAnswer: string): Set<string> {
  return new Set(correctAnswer.toUpperCase().match(/\b[A-F]\b/g) ?? []);
}

export function choiceMark(label: string, chosen: boolean, result: GradedResult | undefined): ChoiceMark {
  if (!result) return 'neutral';
  if (correctLetters(result.correctAnswer).has(label)) return 'correct';
  return chosen ? 'wrong' : 'neutral';
}

/** The help under a number box: which kind of number to type, with an example. */
export function numericEntryHint(format: NumericFormat): string {
  switch (format) {
    case 'whole-number':
      return 'Type a whole number, like 24.';
    case 'decimal':
      return 'Type a number, like 4.5.';
    case 'fraction':
      return 'Type a fraction, like 3/4.';
    case 'fraction-or-decimal':
      return 'Type a fraction or a decimal, like 3/4 or 0.75.';
  }
}

/** Why what was typed is not a number yet, or undefined when it reads fine (or nothing is typed). */
export function numericEntryProblem(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const parsed = parseNumericEntry(text);
  return parsed.ok ? undefined : parsed.message;
}

/**
 * True when the answer can be checked: a choice picked, exactly the asked number of boxes ticked, a
 * readable number, every blank filled, or some words written. Check Answer is enabled only then.
 */
export function isResponseComplete(item: PublicItem, value: ItemResponse | undefined): boolean {
  if (!value || value.type !== item.interaction.type) return false;
  const interaction = item.interaction;
  switch (value.type) {
    case 'multiple-choice':
      return value.choice !== '';
    case 'multiselect':
      return interaction.type === 'multiselect' && value.choices.length === interaction.selectCount;
    case 'numeric-entry':
      return parseNumericEntry(value.text).ok;
    case 'inline-choice':
      return (
        interaction.type === 'inline-choice' &&
        interaction.blanks.every((blank) => {
          const selected = value.selections[blank.id];
          return selected !== undefined && selected >= 0 && selected < blank.options.length;
        })
      );
    case 'short-response':
      return value.text.trim().length > 0;
  }
}
