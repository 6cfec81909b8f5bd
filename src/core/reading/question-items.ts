import { formatItemId, CONTENT_ID_PATTERN } from '../items/item-id';
import {
  CHOICE_LABELS,
  DIFFICULTIES,
  SHORT_RESPONSE_MAX_LENGTH,
  type AnswerKey,
  type ChoiceLabel,
  type ContentOrigin,
  type Interaction,
  type Item,
  type ItemType,
} from '../items/item-types';
import { createStream } from '../random/random';
import { hashString } from '../random/seed';
import { findTeks } from '../teks/catalogue';
import type { Grade } from '../teks/teks-types';
import { explanationSteps } from './explanation-steps';
import { FieldReader, isRawObject } from './front-matter-fields';
import { BLANK_ID, splitInlineStem } from './inline-stem';

/**
 * One question of a content file → an Item (content/reading/README.md, "Questions"). Choices are
 * shuffled in an order fixed by the item id, because writers tend to put the right answer first;
 * choices that name numbered places ("Sentence 3", "Paragraph 5") keep number order instead, as on STAAR.
 */

export const CONTENT_ITEM_TYPES = [
  'multiple-choice',
  'multiselect',
  'inline-choice',
  'short-response',
] as const;
type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

const QUESTION_FIELDS = [
  'id',
  'teks',
  'type',
  'difficulty',
  'stem',
  'choices',
  'rubric',
  'explanation',
  'hints',
];
const CHOICE_FIELDS = ['text', 'correct', 'misconception'];
const RUBRIC_FIELDS = ['points', 'evidence', 'minEvidence', 'sampleAnswer'];

interface RawChoice {
  text: string;
  correct: boolean;
  misconception?: string;
}

const NUMBERED = /^(?:(?:sentences?|paragraphs?|stanzas?|lines?|scenes?)\s+)?(\d+)/i;

/** The display order: number order when every choice starts with a number, else a shuffle fixed by the id. */
export function orderChoices<T extends { text: string }>(choices: readonly T[], itemId: string): T[] {
  const numbers = choices.map((choice) => NUMBERED.exec(choice.text)?.[1]);
  if (numbers.every((number) => number !== undefined)) {
    return [...choices].sort((a, b) => Number(NUMBERED.exec(a.text)![1]) - Number(NUMBERED.exec(b.text)![1]));
  }
  return createStream(hashString(itemId), 'layout').shuffle(choices);
}

function readChoices(reader: FieldReader, where: string): RawChoice[] | undefined {
  const list = reader.list('choices');
  if (list === undefined) return undefined;
  const choices: RawChoice[] = [];
  list.forEach((raw, index) => {
    if (!isRawObject(raw)) {
      reader.problems.push(`${where}choices[${index}]: must be a mapping with text`);
      return;
    }
    const choice = reader.child(raw, `choices[${index}].`);
    choice.onlyKeys(CHOICE_FIELDS);
    const text = choice.text('text');
    const correct = raw.correct === true;
    if (raw.correct !== undefined && typeof raw.correct !== 'boolean') {
      reader.problems.push(`${where}choices[${index}].correct: must be true or left out`);
    }
    const misconception = choice.has('misconception') ? choice.text('misconception') : undefined;
    if (!correct && misconception === undefined) {
      reader.problems.push(`${where}choices[${index}]: a wrong choice needs a misconception`);
    }
    if (correct && misconception !== undefined) {
      reader.problems.push(`${where}choices[${index}]: the right choice has no misconception`);
    }
    if (text !== undefined) choices.push({ text, correct, ...(misconception ? { misconception } : {}) });
  });
  return choices.length === list.length ? choices : undefined;
}

const labelAt = (index: number): ChoiceLabel => CHOICE_LABELS[index]!;

function choiceParts(
  type: 'multiple-choice' | 'multiselect',
  choices: RawChoice[],
  itemId: string,
): { interaction: Interaction; key: AnswerKey } {
  const ordered = orderChoices(choices, itemId);
  const shown = ordered.map((choice, index) => ({ label: labelAt(index), text: choice.text }));
  const correct = ordered.flatMap((choice, index) => (choice.correct ? [labelAt(index)] : []));
  const misconceptions = ordered.flatMap((choice, index) =>
    choice.correct ? [] : [{ label: labelAt(index), note: choice.misconception ?? '' }],
  );
  return type === 'multiple-choice'
    ? {
        interaction: { type, choices: shown },
        key: { type, correct: correct[0]!, misconceptions },
      }
    : {
        interaction: { type, choices: shown, selectCount: correct.length },
        key: { type, correct, misconceptions },
      };
}

function inlineParts(stem: string, choices: RawChoice[], itemId: string) {
  const split = splitInlineStem(stem);
  if (split === undefined) return undefined;
  const ordered = orderChoices(choices, itemId);
  const correctIndex = ordered.findIndex((choice) => choice.correct);
  const interaction: Interaction = {
    type: 'inline-choice',
    segments: split.segments,
    blanks: [{ id: BLANK_ID, options: ordered.map((choice) => choice.text) }],
  };
  const key: AnswerKey = {
    type: 'inline-choice',
    blanks: [
      {
        blankId: BLANK_ID,
        correctIndex,
        misconceptions: ordered.flatMap((choice, index) =>
          choice.correct ? [] : [{ index, note: choice.misconception ?? '' }],
        ),
      },
    ],
  };
  return { stem: split.stem, interaction, key };
}

function shortResponseParts(reader: FieldReader): { interaction: Interaction; key: AnswerKey } | undefined {
  const raw = reader.object('rubric');
  if (raw === undefined) return undefined;
  const rubric = reader.child(raw, 'rubric.');
  rubric.onlyKeys(RUBRIC_FIELDS);
  const points = rubric.integer('points', 1, 3);
  const minEvidence = rubric.integer('minEvidence', 1, 10);
  const sampleAnswer = rubric.text('sampleAnswer');
  const groups = rubric.list('evidence');
  const evidence = groups?.map((group) =>
    Array.isArray(group) ? group.map((word) => String(word).trim()).filter((word) => word !== '') : [],
  );
  if (evidence?.some((group) => group.length === 0)) {
    rubric.report('evidence', 'every group must be a list of words');
    return undefined;
  }
  if (points === undefined || minEvidence === undefined || sampleAnswer === undefined || !evidence) {
    return undefined;
  }
  return {
    interaction: { type: 'short-response', maxLength: SHORT_RESPONSE_MAX_LENGTH, points },
    key: { type: 'short-response', rubric: { points, evidence, minEvidence, sampleAnswer } },
  };
}

export interface QuestionContext {
  passageId: string;
  grade: Grade;
}

/** Builds the item, or returns undefined after adding problems that name the question. */
export function questionToItem(
  raw: unknown,
  index: number,
  context: QuestionContext,
  problems: string[],
): Item | undefined {
  const name = isRawObject(raw) && typeof raw.id === 'string' ? raw.id : `questions[${index}]`;
  const where = `${name}.`;
  if (!isRawObject(raw)) {
    problems.push(`${name}: must be a mapping`);
    return undefined;
  }
  const reader = new FieldReader(raw, where, problems);
  const before = problems.length;
  reader.onlyKeys(QUESTION_FIELDS);
  const questionId = reader.text('id');
  if (questionId !== undefined && !CONTENT_ID_PATTERN.test(questionId)) {
    problems.push(`${where}id: use lower-case letters, digits and dashes (q1)`);
  }
  const type = reader.oneOf<ContentItemType>('type', CONTENT_ITEM_TYPES);
  const difficulty = reader.oneOf('difficulty', DIFFICULTIES);
  const stem = reader.text('stem');
  const explanation = reader.text('explanation');
  const hints = reader.textList('hints', 2, 3);
  const teks = reader.text('teks');
  const entry = teks === undefined ? undefined : findTeks(teks, 'reading');
  if (teks !== undefined && (entry === undefined || entry.grade !== context.grade)) {
    problems.push(`${where}teks: ${teks} is not a grade ${context.grade} reading code in the catalogue`);
  }
  if (type === 'short-response' && reader.has('choices'))
    problems.push(`${where}choices: a short response has none`);
  if (type !== undefined && type !== 'short-response' && reader.has('rubric')) {
    problems.push(`${where}rubric: only a short response has one`);
  }
  if (
    problems.length > before ||
    !questionId ||
    !type ||
    !difficulty ||
    !stem ||
    !explanation ||
    !hints ||
    !entry
  ) {
    return undefined;
  }

  const origin: ContentOrigin = {
    source: 'content',
    passageId: context.passageId,
    questionId,
    difficulty,
    itemType: type as ItemType,
  };
  const id = formatItemId(origin);
  let parts: { stem?: string; interaction: Interaction; key: AnswerKey } | undefined;
  if (type === 'short-response') {
    parts = shortResponseParts(reader);
  } else {
    const choices = readChoices(reader, where);
    const correctCount = choices?.filter((choice) => choice.correct).length ?? 0;
    if (choices && type !== 'multiselect' && correctCount !== 1) {
      problems.push(`${where}choices: exactly one must be correct, not ${correctCount}`);
    } else if (choices && choices.length > CHOICE_LABELS.length) {
      problems.push(`${where}choices: at most ${CHOICE_LABELS.length}`);
    } else if (choices && type === 'inline-choice') {
      parts = inlineParts(stem, choices, id);
      if (!parts) problems.push(`${where}stem: an inline choice needs exactly one [___]`);
    } else if (choices && (type === 'multiple-choice' || type === 'multiselect')) {
      parts = choiceParts(type, choices, id);
    }
  }
  if (parts === undefined || problems.length > before) return undefined;

  return {
    id,
    origin,
    subject: 'reading',
    grade: context.grade,
    teksCode: entry.code,
    difficulty,
    passageId: context.passageId,
    stem: parts.stem ?? stem,
    interaction: parts.interaction,
    key: parts.key,
    hints,
    explanation: explanationSteps(explanation),
    parameters: {},
  };
}
