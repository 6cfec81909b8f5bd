import { clsx } from 'clsx';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { Choice } from '../../../core/items/item-types';
import { choiceMark, type ChoiceMark, type GradedResult } from './response-rules';

const STYLES: Record<ChoiceMark, { box: string; letter: string }> = {
  neutral: {
    box: 'border-indigo-100 bg-white text-ink',
    letter: 'bg-indigo-100 text-indigo-900',
  },
  correct: { box: 'border-green-600 bg-green-50 text-green-950', letter: 'bg-green-700 text-white' },
  wrong: { box: 'border-red-600 bg-red-50 text-red-950', letter: 'bg-red-700 text-white' },
};

const CHOSEN = 'border-brand-600 bg-brand-50 ring-2 ring-brand-600';

/** Colour is never the only sign: the right answer says so, and so does a wrong pick. */
function MarkLabel({ mark }: { mark: ChoiceMark }) {
  if (mark === 'correct')
    return (
      <span className="rounded-full bg-green-700 px-3 py-1 text-base font-bold whitespace-nowrap text-white">
        ✓ Correct answer
      </span>
    );
  if (mark === 'wrong')
    return (
      <span className="rounded-full bg-red-700 px-3 py-1 text-base font-bold whitespace-nowrap text-white">
        ✗ Your answer
      </span>
    );
  return null;
}

function ChoiceBody({ choice, mark }: { choice: Choice; mark: ChoiceMark }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-10 shrink-0 place-items-center rounded-full text-lg font-black',
          STYLES[mark].letter,
        )}
      >
        {choice.label}
      </span>
      <span className="sr-only">{choice.label}.</span>
      {/* The mark wraps under the words when the box is narrow. */}
      <span className="flex flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <span>{choice.text}</span>
        <MarkLabel mark={mark} />
      </span>
    </>
  );
}

interface MultipleChoiceProps {
  choices: readonly Choice[];
  chosen: string | undefined;
  onChoose: (label: string) => void;
  locked: boolean;
  result: GradedResult | undefined;
}

/**
 * Big A–D buttons with radio semantics. The arrow keys move between them and Space or Enter chooses,
 * so moving around never answers by accident (the Practice Center grades a choice at once).
 */
export function MultipleChoiceInput({ choices, chosen, onChoose, locked, result }: MultipleChoiceProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = Math.max(
    0,
    choices.findIndex((choice) => choice.label === chosen),
  );

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    buttons.current[(index + step + choices.length) % choices.length]?.focus();
  };

  return (
    <div role="radiogroup" aria-label="Answer choices" className="grid gap-3">
      {choices.map((choice, index) => {
        const isChosen = chosen === choice.label;
        const mark = choiceMark(choice.label, isChosen, result);
        return (
          <button
            key={choice.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={isChosen}
            tabIndex={index === focusable ? 0 : -1}
            disabled={locked}
            data-mark={mark}
            onClick={() => onChoose(choice.label)}
            onKeyDown={(event) => moveFocus(event, index)}
            className={clsx(
              'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-3 py-3 text-left text-lg font-semibold transition-colors sm:gap-4 sm:px-4',
              'enabled:hover:border-brand-400 enabled:hover:bg-brand-50 disabled:cursor-default',
              STYLES[mark].box,
              isChosen && mark === 'neutral' && CHOSEN,
            )}
          >
            <ChoiceBody choice={choice} mark={mark} />
          </button>
        );
      })}
    </div>
  );
}

interface MultiselectProps {
  choices: readonly Choice[];
  selectCount: number;
  chosen: readonly string[];
  onChange: (labels: string[]) => void;
  locked: boolean;
  result: GradedResult | undefined;
}

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];

/** STAAR's "Select TWO correct answers": checkboxes, at most `selectCount` ticked at a time. */
export function MultiselectInput({
  choices,
  selectCount,
  chosen,
  onChange,
  locked,
  result,
}: MultiselectProps) {
  const statusId = useId();
  const full = chosen.length >= selectCount;
  const toggle = (label: string, checked: boolean) => {
    const next = checked ? [...chosen, label] : chosen.filter((entry) => entry !== label);
    onChange(choices.map((choice) => choice.label).filter((entry) => next.includes(entry)));
  };
  const countWord = COUNT_WORDS[selectCount]?.toUpperCase() ?? String(selectCount);

  return (
    <fieldset aria-describedby={statusId} className="space-y-3">
      <legend className="mb-3 text-xl font-extrabold text-indigo-900">Choose {countWord} answers.</legend>
      <div className="grid gap-3">
        {choices.map((choice) => {
          const isChosen = chosen.includes(choice.label);
          const mark = choiceMark(choice.label, isChosen, result);
          return (
            <label
              key={choice.label}
              data-mark={mark}
              className={clsx(
                'flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-2xl border-2 px-3 py-3 text-lg font-semibold sm:gap-4 sm:px-4',
                'has-disabled:cursor-default',
                STYLES[mark].box,
                isChosen && mark === 'neutral' && CHOSEN,
              )}
            >
              <input
                type="checkbox"
                checked={isChosen}
                disabled={locked || (full && !isChosen)}
                onChange={(event) => toggle(choice.label, event.target.checked)}
                className="size-6 shrink-0 accent-brand-700"
              />
              <ChoiceBody choice={choice} mark={mark} />
            </label>
          );
        })}
      </div>
      <p id={statusId} className="text-base font-bold text-indigo-800">
        {locked
          ? `You chose ${chosen.length} of ${selectCount}.`
          : full
            ? `You chose ${selectCount}. To change one, uncheck it first.`
            : `You chose ${chosen.length} of ${selectCount}.`}
      </p>
    </fieldset>
  );
}
