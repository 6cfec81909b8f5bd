import {
  CHOICE_LABELS,
  type ChoiceLabel,
  type MultipleChoiceInteraction,
  type MultipleChoiceKey,
  type MultiselectInteraction,
  type MultiselectKey,
} from './item-types';
import { invalid, scored, type ScoreResult } from './score-result';

/**
 * A chosen answer may arrive as a letter ("B", "b") or a zero-based index (1): the spec accepts both.
 * Returns the label, or undefined when it names no choice of this item.
 */
export function readChoice(choice: string | number, labels: readonly ChoiceLabel[]): ChoiceLabel | undefined {
  if (typeof choice === 'number') return Number.isInteger(choice) ? labels[choice] : undefined;
  const letter = choice.trim().toUpperCase();
  return labels.find((label) => label === letter);
}

const listLabels = (labels: readonly ChoiceLabel[]) =>
  `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1] ?? ''}`;

const noteFor = (key: MultipleChoiceKey | MultiselectKey, label: ChoiceLabel) =>
  key.misconceptions.find((m) => m.label === label)?.note;

export function scoreMultipleChoice(
  interaction: MultipleChoiceInteraction,
  key: MultipleChoiceKey,
  choice: string | number,
): ScoreResult {
  const labels = interaction.choices.map((c) => c.label);
  const label = readChoice(choice, labels);
  if (label === undefined) return invalid(`Choose one answer: ${listLabels(labels)}.`);
  if (label === key.correct) return scored(true);
  const note = noteFor(key, label);
  return scored(false, note === undefined ? [] : [note]);
}

/** Exact set: right only when the chosen set is the stated set. Parts count each choice judged right. */
export function scoreMultiselect(
  interaction: MultiselectInteraction,
  key: MultiselectKey,
  choices: readonly (string | number)[],
): ScoreResult {
  const labels = interaction.choices.map((c) => c.label);
  const chosen = choices.map((choice) => readChoice(choice, labels));
  if (chosen.some((label) => label === undefined)) {
    return invalid(`Choose from ${listLabels(labels)}.`);
  }
  const picked = new Set(chosen as ChoiceLabel[]);
  if (picked.size !== chosen.length) return invalid('Choose each answer only once.');
  if (picked.size !== interaction.selectCount) {
    return invalid(`Choose ${interaction.selectCount} answers. You chose ${picked.size}.`);
  }
  const correctSet = new Set(key.correct);
  const partsCorrect = labels.filter((label) => picked.has(label) === correctSet.has(label)).length;
  const wrongPicks = CHOICE_LABELS.filter((label) => picked.has(label) && !correctSet.has(label));
  const feedback = wrongPicks.flatMap((label) => noteFor(key, label) ?? []);
  return scored(wrongPicks.length === 0, feedback, partsCorrect, labels.length);
}
