import { findTeks } from '../teks/catalogue';
import type { Subject } from '../teks/teks-types';
import { formatItemId, isContentOrigin } from './item-id';
import {
  CHOICE_LABELS,
  type Choice,
  type Item,
  type ShortResponseInteraction,
  type ShortResponseKey,
} from './item-types';
import { stemsOf } from './short-response-text';

/**
 * Rules across an item's fields that its shape alone cannot state (the zod schema in src/contracts
 * runs them too): ids, types and difficulty agree; the TEKS code is a tested SE of the grade; choices
 * are distinct and labelled in order; every wrong choice or option has a misconception note; a short
 * response's rubric can be met.
 */
export function itemRuleProblems(item: Item): string[] {
  const problems: string[] = [];
  const { interaction, key, origin } = item;
  if (item.id !== formatItemId(origin)) problems.push('id does not match origin');
  if (isContentOrigin(origin)) {
    if (item.passageId !== origin.passageId) problems.push('passageId does not match origin');
  } else if (item.explanation.length < 2) {
    // A generator writes its worked steps; a written reading explanation may be one sentence.
    problems.push('a generated item explains in 2 to 5 steps');
  }
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
    problems.push(
      ...choiceProblems(interaction.choices, interaction.type === 'multiple-choice' ? 4 : 6, item.subject),
    );
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
  if (interaction.type === 'short-response' && key.type === 'short-response') {
    problems.push(...shortResponseProblems(interaction, key));
  }
  return problems;
}

/** Reading SCRs are worth 2 points and writing SCRs 1 on STAAR; 3 leaves room for a longer prompt. */
const MAX_SHORT_RESPONSE_POINTS = 3;

function shortResponseProblems(interaction: ShortResponseInteraction, key: ShortResponseKey): string[] {
  const problems: string[] = [];
  const { rubric } = key;
  if (interaction.points !== rubric.points) problems.push('shown points must equal the rubric points');
  if (rubric.points < 1 || rubric.points > MAX_SHORT_RESPONSE_POINTS)
    problems.push(`a short response is worth 1 to ${MAX_SHORT_RESPONSE_POINTS} points`);
  if (rubric.minEvidence < 1 || rubric.minEvidence > rubric.evidence.length)
    problems.push('minEvidence must be between 1 and the number of evidence groups');
  const keywordStems = rubric.evidence.map((group) => group.map((keyword) => stemsOf(keyword).join(' ')));
  if (keywordStems.some((group) => group.length === 0 || group.some((stem) => stem === '')))
    problems.push('every evidence group needs words to look for');
  const owners = new Map<string, number>();
  keywordStems.forEach((group, index) => {
    for (const stem of group) {
      if ((owners.get(stem) ?? index) !== index) problems.push(`evidence "${stem}" is in two groups`);
      owners.set(stem, index);
    }
  });
  return problems;
}

function choiceProblems(list: Choice[], maxChoices: number, subject: Subject): string[] {
  const problems: string[] = [];
  if (list.length < 4 || list.length > maxChoices) problems.push(`expected 4 to ${maxChoices} choices`);
  if (list.some((choice, index) => choice.label !== CHOICE_LABELS[index]))
    problems.push('choices must be labelled A, B, C… in order');
  // In reading, capitals are often the question ("lunar New Year" or "Lunar New Year"?).
  const texts = list.map((choice) =>
    subject === 'reading' ? choice.text.trim() : choice.text.trim().toLowerCase(),
  );
  if (new Set(texts).size !== texts.length) problems.push('choices must be distinct');
  return problems;
}
