import type { ItemType } from '../../items/item-types';
import type { StoryContext } from '../../math/contexts/story-context';
import type { Problem } from '../../math/generator-types';
import type { Random } from '../../random/random';

/**
 * What a reading generator decides, before it is asked as one item type: the right answer, the wrong
 * ones (each with the note a child sees after choosing it), and the sentence an inline choice puts
 * the drop-down in. `askAs` turns it into the framework's Problem.
 */
export interface WrongAnswer {
  text: string;
  note: string;
}

export interface ReadingQuestion {
  /** Multiple choice: the whole question. */
  stem: string;
  correct: string;
  /** At least three, all different from each other and from the right answer. */
  wrong: readonly WrongAnswer[];
  /** Inline choice: what to do, and the sentence around the drop-down. */
  inline: { stem: string; before: string; after: string };
  hints: string[];
  explanation: string[];
  parameters: Record<string, string | number>;
}

/** Drop-downs show the right answer and two or three wrong ones. */
const INLINE_WRONG = 3;

export function askAs(question: ReadingQuestion, itemType: ItemType, random: Random): Problem {
  const { stem, correct, wrong, inline, hints, explanation, parameters } = question;
  if (itemType === 'inline-choice') {
    const shown = wrong.length > INLINE_WRONG ? random.sample(wrong, INLINE_WRONG) : [...wrong];
    const options = random.shuffle([{ text: correct }, ...shown]);
    return {
      kind: 'inline',
      stem: inline.stem,
      segments: [
        ...(inline.before ? [inline.before] : []),
        { blank: 'answer' },
        ...(inline.after ? [inline.after] : []),
      ],
      blanks: [
        { id: 'answer', options, correctIndex: options.findIndex((option) => option.text === correct) },
      ],
      hints,
      explanation,
      parameters,
    };
  }
  return {
    kind: 'choices',
    stem,
    choices: [
      { text: correct, correct: true },
      ...wrong.map((answer) => ({ text: answer.text, note: answer.note, correct: false })),
    ],
    hints,
    explanation,
    parameters,
  };
}

/** "Mateo and Priya": the story's two people, who frame every question (and make seeds differ). */
export const bothNames = (story: StoryContext) => `${story.name} and ${story.otherName}`;

/** "Mateo read this sentence to Priya." */
export const readTo = (story: StoryContext, what = 'this sentence') =>
  `${story.name} read ${what} to ${story.otherName}.`;

/** Puts the story's people into a sentence: `{name}` and `{other}`. */
export function fillNames(text: string, story: StoryContext): string {
  return text.replaceAll('{name}', story.name).replaceAll('{other}', story.otherName);
}

export const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** “word”: how questions quote a word or sentence. */
export const quoted = (text: string) => `"${text}"`;

/** Keeps the first of each text, so no two choices read the same. */
export function distinctAnswers<T extends { text: string }>(answers: readonly T[], correct: string): T[] {
  const seen = new Set([correct]);
  return answers.filter((answer) => {
    if (seen.has(answer.text)) return false;
    seen.add(answer.text);
    return true;
  });
}
