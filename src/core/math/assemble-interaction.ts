import type { AnswerKey, Choice, ChoiceLabel, Interaction, ItemType } from '../items/item-types';
import { CHOICE_LABELS } from '../items/item-types';
import { compareRationals, type Rational } from '../items/rational';
import type { Random } from '../random/random';
import { chooseDistractors, usableMistakes } from './distractors';
import type { NumberBounds } from './grade-bounds';
import type { ChoiceProblem, InlineProblem, NumericProblem, Problem } from './generator-types';
import { formatRational } from './number-format';

export interface Assembled {
  interaction: Interaction;
  key: AnswerKey;
}

/** Turns a generator's problem into the interaction the student sees and the key the server keeps. */
export function assembleInteraction(
  problem: Problem,
  itemType: ItemType,
  bounds: NumberBounds,
  layout: Random,
): Assembled {
  if (problem.kind === 'numeric' && itemType === 'multiple-choice')
    return numericChoices(problem, bounds, layout);
  if (problem.kind === 'numeric' && itemType === 'numeric-entry') return numericEntry(problem, bounds);
  if (problem.kind === 'choices' && (itemType === 'multiple-choice' || itemType === 'multiselect')) {
    return wordChoices(problem, itemType, layout);
  }
  if (problem.kind === 'inline' && itemType === 'inline-choice') return inlineChoices(problem);
  throw new Error(`A ${problem.kind} problem cannot be asked as ${itemType}`);
}

const labelAt = (index: number): ChoiceLabel => CHOICE_LABELS[index]!;

function choiceText(problem: NumericProblem, option: { value: Rational; text?: string | undefined }): string {
  const number = option.text ?? formatRational(option.value, problem.style);
  if (!problem.unit) return number;
  const isOne = option.value.numerator === option.value.denominator;
  return `${number} ${isOne ? problem.unit.one : problem.unit.many}`;
}

/** Numeric choices go smallest to largest, as on STAAR, so position gives nothing away. */
function numericChoices(problem: NumericProblem, bounds: NumberBounds, layout: Random): Assembled {
  const wrong = chooseDistractors(problem.answer, problem.mistakes, bounds, layout);
  const options: { value: Rational; text?: string | undefined; note?: string | undefined }[] = [
    { value: problem.answer, text: problem.answerText, note: undefined },
  ];
  // Insertion sort: four options, and this runs for every multiple-choice item.
  for (const option of wrong) {
    let place = options.length;
    options.push(option);
    while (place > 0 && compareRationals(options[place - 1]!.value, option.value) > 0) {
      options[place] = options[place - 1]!;
      place -= 1;
    }
    options[place] = option;
  }
  const choices: Choice[] = [];
  const misconceptions: { label: ChoiceLabel; note: string }[] = [];
  let correct: ChoiceLabel = labelAt(0);
  for (let index = 0; index < options.length; index += 1) {
    const option = options[index]!;
    const label = labelAt(index);
    choices.push({ label, text: choiceText(problem, option) });
    if (option.note === undefined) correct = label;
    else misconceptions.push({ label, note: option.note });
  }
  return {
    interaction: { type: 'multiple-choice', choices },
    key: { type: 'multiple-choice', correct, misconceptions },
  };
}

function numericEntry(problem: NumericProblem, bounds: NumberBounds): Assembled {
  return {
    interaction: {
      type: 'numeric-entry',
      format: problem.format,
      ...(problem.unit ? { unit: problem.unit.many } : {}),
    },
    key: {
      type: 'numeric-entry',
      value: problem.answer,
      accept: problem.accept ?? { kind: 'equivalent' },
      knownMistakes: usableMistakes(problem.answer, problem.mistakes, bounds).map(({ value, note }) => ({
        value,
        note,
      })),
    },
  };
}

function wordChoices(
  problem: ChoiceProblem,
  itemType: 'multiple-choice' | 'multiselect',
  layout: Random,
): Assembled {
  const correct = problem.choices.filter((choice) => choice.correct);
  const wrong = problem.choices.filter((choice) => !choice.correct);
  // Multiple choice: one right answer and three wrong ones; multiselect shows every choice given.
  const picked =
    itemType === 'multiple-choice'
      ? [correct[0]!, ...(wrong.length > 3 ? layout.sample(wrong, 3) : wrong)]
      : problem.choices;
  const ordered = problem.keepOrder
    ? problem.choices.filter((c) => picked.includes(c))
    : layout.shuffle(picked);
  const choices: Choice[] = [];
  const correctLabels: ChoiceLabel[] = [];
  const misconceptions: { label: ChoiceLabel; note: string }[] = [];
  for (let index = 0; index < ordered.length; index += 1) {
    const choice = ordered[index]!;
    const label = labelAt(index);
    choices.push({ label, text: choice.text });
    if (choice.correct) correctLabels.push(label);
    else misconceptions.push({ label, note: choice.note ?? 'This choice does not fit the problem.' });
  }
  if (itemType === 'multiple-choice') {
    return {
      interaction: { type: 'multiple-choice', choices },
      key: { type: 'multiple-choice', correct: correctLabels[0]!, misconceptions },
    };
  }
  return {
    interaction: { type: 'multiselect', choices, selectCount: correctLabels.length },
    key: { type: 'multiselect', correct: correctLabels, misconceptions },
  };
}

function inlineChoices(problem: InlineProblem): Assembled {
  return {
    interaction: {
      type: 'inline-choice',
      segments: problem.segments.map((segment) =>
        typeof segment === 'string'
          ? { kind: 'text', text: segment }
          : { kind: 'blank', blankId: segment.blank },
      ),
      blanks: problem.blanks.map((blank) => ({
        id: blank.id,
        options: blank.options.map((option) => option.text),
      })),
    },
    key: {
      type: 'inline-choice',
      blanks: problem.blanks.map((blank) => ({
        blankId: blank.id,
        correctIndex: blank.correctIndex,
        misconceptions: blank.options.flatMap((option, index) =>
          index === blank.correctIndex ? [] : [{ index, note: option.note ?? 'This choice does not fit.' }],
        ),
      })),
    },
  };
}
