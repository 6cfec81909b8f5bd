import type { Item, ItemResponse } from '../../core/items/item-types';
import { rationalToNumber } from '../../core/items/rational';

/**
 * Answers made from an item's own key: one the scorer marks right, and one it reads but marks wrong.
 * The demo history answers with them at start-up, and the API tests use them to answer as a student.
 */

/** An answer the scorer marks right, in the item's own response shape. */
export function rightAnswer(item: Item): ItemResponse {
  const { key, interaction } = item;
  switch (key.type) {
    case 'multiple-choice':
      return { type: 'multiple-choice', choice: key.correct };
    case 'multiselect':
      return { type: 'multiselect', choices: key.correct };
    case 'numeric-entry': {
      const value = key.value;
      if (key.accept.kind === 'denominator') {
        const d = key.accept.denominator;
        return { type: 'numeric-entry', text: `${(value.numerator * d) / value.denominator}/${d}` };
      }
      return { type: 'numeric-entry', text: `${value.numerator}/${value.denominator}` };
    }
    case 'inline-choice':
      return {
        type: 'inline-choice',
        selections: Object.fromEntries(key.blanks.map((blank) => [blank.blankId, blank.correctIndex])),
      };
    case 'short-response':
      if (interaction.type !== 'short-response') throw new Error('mismatched item');
      return { type: 'short-response', text: key.rubric.sampleAnswer };
  }
}

/** An answer the scorer reads but marks wrong. */
export function wrongAnswer(item: Item): ItemResponse {
  const { key, interaction } = item;
  switch (key.type) {
    case 'multiple-choice': {
      const labels = interaction.type === 'multiple-choice' ? interaction.choices.map((c) => c.label) : [];
      return { type: 'multiple-choice', choice: labels.find((label) => label !== key.correct)! };
    }
    case 'multiselect': {
      if (interaction.type !== 'multiselect') throw new Error('mismatched item');
      const wrong = interaction.choices.map((c) => c.label).filter((label) => !key.correct.includes(label));
      return {
        type: 'multiselect',
        choices: [...wrong.slice(0, 1), ...key.correct.slice(0, interaction.selectCount - 1)],
      };
    }
    case 'numeric-entry':
      return { type: 'numeric-entry', text: String(Math.floor(rationalToNumber(key.value)) + 1001) };
    case 'inline-choice': {
      if (interaction.type !== 'inline-choice') throw new Error('mismatched item');
      return {
        type: 'inline-choice',
        selections: Object.fromEntries(
          key.blanks.map((blank) => {
            const options = interaction.blanks.find((b) => b.id === blank.blankId)!.options.length;
            return [blank.blankId, (blank.correctIndex + 1) % options];
          }),
        ),
      };
    }
    case 'short-response':
      return { type: 'short-response', text: 'I think it is about a thing that happened to somebody.' };
  }
}
