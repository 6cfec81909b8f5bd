import type { InlineChoiceInteraction, InlineChoiceKey } from './item-types';
import { invalid, scored, type ScoreResult } from './score-result';

/** Every blank needs a choice; the item is right when every blank is. Parts count the right blanks. */
export function scoreInlineChoice(
  interaction: InlineChoiceInteraction,
  key: InlineChoiceKey,
  selections: Readonly<Record<string, number>>,
): ScoreResult {
  const unknown = Object.keys(selections).filter(
    (id) => !interaction.blanks.some((blank) => blank.id === id),
  );
  if (unknown.length > 0) return invalid('That answer names a blank this question does not have.');

  let partsCorrect = 0;
  const feedback: string[] = [];
  for (const blank of interaction.blanks) {
    const selected = selections[blank.id];
    if (
      selected === undefined ||
      !Number.isInteger(selected) ||
      selected < 0 ||
      selected >= blank.options.length
    ) {
      return invalid('Choose an answer for every blank.');
    }
    const answer = key.blanks.find((b) => b.blankId === blank.id);
    if (answer?.correctIndex === selected) {
      partsCorrect += 1;
    } else {
      const note = answer?.misconceptions.find((m) => m.index === selected)?.note;
      if (note !== undefined) feedback.push(note);
    }
  }
  const total = interaction.blanks.length;
  return scored(partsCorrect === total, feedback, partsCorrect, total);
}
