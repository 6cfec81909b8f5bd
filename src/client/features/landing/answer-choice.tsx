import { clsx } from 'clsx';
import type { SampleChoice } from './sample-questions';

/** How a choice looks once the question is answered: neutral before, or for the choices not involved. */
export type ChoiceResult = 'neutral' | 'correct' | 'wrong';

const STYLES: Record<ChoiceResult, { button: string; letter: string }> = {
  neutral: {
    button: 'border-indigo-100 bg-white text-ink enabled:hover:border-brand-400 enabled:hover:bg-brand-50',
    letter: 'bg-indigo-100 text-indigo-900',
  },
  correct: { button: 'border-green-600 bg-green-50 text-green-950', letter: 'bg-green-700 text-white' },
  wrong: { button: 'border-red-600 bg-red-50 text-red-950', letter: 'bg-red-700 text-white' },
};

interface AnswerChoiceProps {
  choice: SampleChoice;
  result: ChoiceResult;
  picked: boolean;
  locked: boolean;
  onPick: () => void;
}

/**
 * One answer button. Colour is never the only sign: the right answer also gets "✓ Correct answer" and
 * a wrong pick "✗ Your answer". Once the question is answered every choice is disabled (no reset).
 */
export function AnswerChoice({ choice, result, picked, locked, onPick }: AnswerChoiceProps) {
  const styles = STYLES[result];
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={locked}
      aria-pressed={picked}
      data-result={result}
      className={clsx(
        'flex min-h-14 w-full items-center gap-4 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold',
        'transition-colors disabled:cursor-default',
        styles.button,
      )}
    >
      <span
        className={clsx(
          'grid size-10 shrink-0 place-items-center rounded-full text-lg font-black',
          styles.letter,
        )}
      >
        {choice.letter}
      </span>
      {/* The mark wraps under the words when the button is narrow. */}
      <span className="flex flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <span>{choice.text}</span>
        {result === 'correct' ? (
          <span className="rounded-full bg-green-700 px-3 py-1 text-base font-bold text-white">
            ✓ Correct answer
          </span>
        ) : null}
        {result === 'wrong' ? (
          <span className="rounded-full bg-red-700 px-3 py-1 text-base font-bold text-white">
            ✗ Your answer
          </span>
        ) : null}
      </span>
    </button>
  );
}
