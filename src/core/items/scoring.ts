import type { Item, ItemResponse } from './item-types';
import { scoreMultipleChoice, scoreMultiselect } from './scoring-choice';
import { scoreInlineChoice } from './scoring-inline-choice';
import { scoreNumericEntry } from './scoring-numeric-entry';
import { scoreShortResponse } from './scoring-short-response';
import { invalid, type ScoreResult } from './score-result';

const WRONG_KIND = 'That answer is for a different kind of question.';

/** Scores a student's response to an item. Pure: the server calls it; the browser never holds the key. */
export function scoreItem(item: Pick<Item, 'interaction' | 'key'>, response: ItemResponse): ScoreResult {
  const { interaction, key } = item;
  switch (response.type) {
    case 'multiple-choice':
      return interaction.type === 'multiple-choice' && key.type === 'multiple-choice'
        ? scoreMultipleChoice(interaction, key, response.choice)
        : invalid(WRONG_KIND);
    case 'multiselect':
      return interaction.type === 'multiselect' && key.type === 'multiselect'
        ? scoreMultiselect(interaction, key, response.choices)
        : invalid(WRONG_KIND);
    case 'numeric-entry':
      return interaction.type === 'numeric-entry' && key.type === 'numeric-entry'
        ? scoreNumericEntry(key, response.text)
        : invalid(WRONG_KIND);
    case 'inline-choice':
      return interaction.type === 'inline-choice' && key.type === 'inline-choice'
        ? scoreInlineChoice(interaction, key, response.selections)
        : invalid(WRONG_KIND);
    case 'short-response':
      // The built-in scorer; an AI scorer, when configured, goes through scoreShortResponseWith instead.
      return interaction.type === 'short-response' && key.type === 'short-response'
        ? scoreShortResponse(interaction, key, response.text)
        : invalid(WRONG_KIND);
  }
}
