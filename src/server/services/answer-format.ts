import type { Item, ItemResponse } from '../../core/items/item-types';
import type { Rational } from '../../core/items/rational';
import type { ScoreResult } from '../../core/items/score-result';
import { formatRational, formatWhole } from '../../core/math/number-format';
import type { PracticeAnswer } from '../../contracts/practice';

const CHOICE_LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * Pure helpers of grading: reading the many shapes an answer may arrive in, and writing the right
 * answer back in words once the student has answered.
 */

/** Splits "A, C", "A C" or "a,c" into letters. */
const splitChoices = (text: string) => text.split(/[\s,;]+/).filter((part) => part !== '');

/**
 * The item's own response shape for an answer. The spec's client sends a letter ("B", "b") or a
 * zero-based index (1) for multiple choice; a plain string or number also reads as typed text for a
 * number box or a short response, a list of letters for multiselect, and an option (its words or its
 * index) for a one-blank inline choice. Anything else is passed through for the scorer to refuse.
 */
export function normalizeAnswer(item: Pick<Item, 'interaction'>, answer: PracticeAnswer): ItemResponse {
  if (typeof answer === 'object') return answer;
  const { interaction } = item;
  switch (interaction.type) {
    case 'multiple-choice':
      return { type: 'multiple-choice', choice: answer };
    case 'multiselect':
      return {
        type: 'multiselect',
        choices: typeof answer === 'number' ? [answer] : splitChoices(answer),
      };
    case 'numeric-entry':
      return { type: 'numeric-entry', text: String(answer) };
    case 'short-response':
      return { type: 'short-response', text: String(answer) };
    case 'inline-choice': {
      const blank = interaction.blanks[0];
      if (interaction.blanks.length !== 1 || blank === undefined) {
        // Several blanks need the full {blankId: index} shape; an empty selection gets the scorer's message.
        return { type: 'inline-choice', selections: {} };
      }
      if (typeof answer === 'number') return { type: 'inline-choice', selections: { [blank.id]: answer } };
      const wanted = answer.trim().toLowerCase();
      const byText = blank.options.findIndex((option) => option.trim().toLowerCase() === wanted);
      const index = byText >= 0 ? byText : /^\d{1,2}$/.test(wanted) ? Number(wanted) : -1;
      return { type: 'inline-choice', selections: { [blank.id]: index } };
    }
  }
}

export interface CorrectAnswer {
  /** MC: "B"; multiselect: "A, C"; numeric: "3/4"; inline: the right words in order; short response: "". */
  correctAnswer: string;
  /** In words: "B. 24 apples", "3/4 square feet", the completed sentence, or a sample answer. */
  correctAnswerText: string;
}

/** How the item's number box wants the value written: "4/8" when eighths are asked for, 0.25, 1,250. */
export function formatNumericAnswer(item: Item): string {
  const { interaction, key } = item;
  if (interaction.type !== 'numeric-entry' || key.type !== 'numeric-entry') return '';
  const value: Rational = key.value;
  if (key.accept.kind === 'denominator' && value.denominator !== 0) {
    const { denominator } = key.accept;
    const numerator = (value.numerator * denominator) / value.denominator;
    if (Number.isInteger(numerator)) return `${numerator}/${denominator}`;
  }
  if (interaction.format === 'whole-number' && value.numerator % value.denominator === 0) {
    return formatWhole(value.numerator / value.denominator);
  }
  if (interaction.format === 'decimal') {
    try {
      return formatRational(value, 'decimal');
    } catch {
      return formatRational(value, 'fraction');
    }
  }
  return formatRational(value, 'fraction');
}

export function formatCorrectAnswer(item: Item): CorrectAnswer {
  const { interaction, key } = item;
  if (interaction.type === 'multiple-choice' && key.type === 'multiple-choice') {
    const choice = interaction.choices.find((c) => c.label === key.correct);
    return { correctAnswer: key.correct, correctAnswerText: `${key.correct}. ${choice?.text ?? ''}`.trim() };
  }
  if (interaction.type === 'multiselect' && key.type === 'multiselect') {
    const labels = interaction.choices.filter((c) => key.correct.includes(c.label));
    return {
      correctAnswer: labels.map((c) => c.label).join(', '),
      // Choice texts may end in their own full stop ("… suit."), so "; " would read ".;" to a child.
      correctAnswerText: CHOICE_LIST.format(labels.map((c) => `${c.label}. ${c.text}`)),
    };
  }
  if (interaction.type === 'numeric-entry' && key.type === 'numeric-entry') {
    const value = formatNumericAnswer(item);
    return {
      correctAnswer: value,
      correctAnswerText: interaction.unit ? `${value} ${interaction.unit}` : value,
    };
  }
  if (interaction.type === 'inline-choice' && key.type === 'inline-choice') {
    const words = new Map(
      interaction.blanks.map((blank) => {
        const index = key.blanks.find((b) => b.blankId === blank.id)?.correctIndex ?? -1;
        return [blank.id, blank.options[index] ?? ''] as const;
      }),
    );
    const sentence = interaction.segments
      .map((segment) => (segment.kind === 'text' ? segment.text : (words.get(segment.blankId) ?? '')))
      .join('');
    return { correctAnswer: [...words.values()].join(', '), correctAnswerText: sentence.trim() };
  }
  if (key.type === 'short-response') {
    return { correctAnswer: '', correctAnswerText: key.rubric.sampleAnswer };
  }
  return { correctAnswer: '', correctAnswerText: '' };
}

/**
 * Splits the scorer's notes into the misconception behind a wrong pick (choices, number boxes and
 * drop-downs) and the rest of the feedback (a short response's evidence notes, further wrong picks).
 */
export function splitFeedback(
  item: Pick<Item, 'interaction'>,
  result: Extract<ScoreResult, { status: 'scored' }>,
): { misconception?: string; feedback: string[] } {
  if (result.correct || item.interaction.type === 'short-response' || result.feedback.length === 0) {
    return { feedback: [...result.feedback] };
  }
  const [first, ...rest] = result.feedback;
  return { misconception: first!, feedback: rest };
}
