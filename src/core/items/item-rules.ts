import { findTeks } from '../teks/catalogue';
import { formatItemId } from './item-id';
import { CHOICE_LABELS, type Choice, type Item } from './item-types';

/**
 * Rules across an item's fields that its shape alone cannot state (the zod schema in src/contracts
 * runs them too): ids, types and difficulty agree; the TEKS code is a tested SE of the grade; choices
 * are distinct and labelled in order; every wrong choice or option has a misconception note.
 */
export function itemRuleProblems(item: Item): string[] {
  const problems: string[] = [];
  const { interaction, key, origin } = item;
  if (item.id !== formatItemId(origin)) problems.push('id does not match origin');
  if (item.difficulty !== origin.difficulty) problems.push('difficulty does not match origin');
  if (interaction.type !== key.type || interaction.type !== origin.itemType)
    problems.push('item type mismatch');
  const entry = findTeks(item.teksCode, item.subject);
  if (entry?.code !== item.teksCode || entry.grade !== item.grade)
    problems.push(`unknown TEKS code ${item.teksCode}`);
  else if (entry.standardType === 'not-tested') problems.push(`${item.teksCode} is not tested`);

  if (
    (interaction.type === 'multiple-choice' || interaction.type === 'multiselect') &&
    key.type === interaction.type
  ) {
    problems.push(...choiceProblems(interaction.choices, interaction.type === 'multiple-choice' ? 4 : 6));
    const correct = key.type === 'multiple-choice' ? [key.correct] : key.correct;
    const labels = interaction.choices.map((choice) => choice.label);
    const wrong = labels.filter((label) => !correct.includes(label));
    if (new Set(correct).size !== correct.length || !correct.every((label) => labels.includes(label))) {
      problems.push('correct answers must be distinct choices');
    }
    if (interaction.type === 'multiselect' && interaction.selectCount !== correct.length) {
      problems.push('selectCount must equal the number of correct answers');
    }
    const noted = key.misconceptions.map((m) => m.label);
    if (noted.length !== wrong.length || !wrong.every((label) => noted.includes(label))) {
      problems.push('every wrong choice needs exactly one misconception note');
    }
  }
  if (interaction.type === 'inline-choice' && key.type === 'inline-choice') {
    const blankIds = interaction.segments.flatMap((s) => (s.kind === 'blank' ? [s.blankId] : []));
    const ids = interaction.blanks.map((b) => b.id);
    if (blankIds.join() !== ids.join() || new Set(ids).size !== ids.length)
      problems.push('blanks do not match the text');
    for (const blank of interaction.blanks) {
      const answer = key.blanks.find((b) => b.blankId === blank.id);
      if (new Set(blank.options).size !== blank.options.length)
        problems.push(`blank ${blank.id} repeats an option`);
      if (!answer || answer.correctIndex >= blank.options.length)
        problems.push(`blank ${blank.id} has no answer`);
      else if (answer.misconceptions.length !== blank.options.length - 1)
        problems.push(`blank ${blank.id} needs a note per wrong option`);
    }
    if (key.blanks.length !== ids.length) problems.push('key blanks do not match the blanks');
  }
  return problems;
}

function choiceProblems(list: Choice[], maxChoices: number): string[] {
  const problems: string[] = [];
  if (list.length < 4 || list.length > maxChoices) problems.push(`expected 4 to ${maxChoices} choices`);
  if (list.some((choice, index) => choice.label !== CHOICE_LABELS[index]))
    problems.push('choices must be labelled A, B, C… in order');
  const texts = list.map((choice) => choice.text.trim().toLowerCase());
  if (new Set(texts).size !== texts.length) problems.push('choices must be distinct');
  return problems;
}
