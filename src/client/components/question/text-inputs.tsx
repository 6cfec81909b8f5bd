import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type {
  InlineChoiceInteraction,
  NumericEntryInteraction,
  ShortResponseInteraction,
} from '../../../core/items/item-types';
import { numericEntryHint, numericEntryProblem, type GradedResult } from './response-rules';

/** The border of a box: green when graded right, red when graded wrong. */
function gradedBorder(result: GradedResult | undefined): string {
  if (!result) return 'border-indigo-200 focus:border-focus';
  return result.correct ? 'border-green-600 bg-green-50' : 'border-red-600 bg-red-50';
}

function GradedMark({ result }: { result: GradedResult | undefined }) {
  if (!result) return null;
  return result.correct ? (
    <span className="rounded-full bg-green-700 px-3 py-1 text-base font-bold text-white">✓ Correct</span>
  ) : (
    <span className="rounded-full bg-red-700 px-3 py-1 text-base font-bold text-white">✗ Not quite</span>
  );
}

interface NumericEntryProps {
  interaction: NumericEntryInteraction;
  text: string;
  onChange: (text: string) => void;
  locked: boolean;
  result: GradedResult | undefined;
  onSubmitRequest: (() => void) | undefined;
}

/**
 * A labelled number box with its unit after it and the kind of number to type under it. What the
 * parser cannot read is explained when the child leaves the box or presses Enter, not mid-typing.
 */
export function NumericEntryInput({
  interaction,
  text,
  onChange,
  locked,
  result,
  onSubmitRequest,
}: NumericEntryProps) {
  const id = useId();
  const [showProblem, setShowProblem] = useState(false);
  const problem = showProblem ? numericEntryProblem(text) : undefined;
  const inputMode =
    interaction.format === 'whole-number' ? 'numeric' : interaction.format === 'decimal' ? 'decimal' : 'text';

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-xl font-extrabold text-indigo-900">
        Your answer
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={text}
          disabled={locked}
          maxLength={24}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setShowProblem(false);
            onChange(event.target.value);
          }}
          onBlur={() => setShowProblem(true)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setShowProblem(true);
            if (!numericEntryProblem(text) && text.trim() !== '') onSubmitRequest?.();
          }}
          className={clsx(
            'min-h-14 w-44 rounded-2xl border-2 bg-white px-4 text-2xl font-bold text-ink disabled:opacity-100',
            gradedBorder(result),
          )}
        />
        {interaction.unit ? <span className="text-xl font-bold text-ink">{interaction.unit}</span> : null}
        <GradedMark result={result} />
      </div>
      <p id={`${id}-hint`} className="text-base font-semibold text-indigo-800">
        {numericEntryHint(interaction.format)}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-base font-bold text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

interface InlineChoiceProps {
  interaction: InlineChoiceInteraction;
  selections: Readonly<Record<string, number>>;
  onChange: (selections: Record<string, number>) => void;
  locked: boolean;
  result: GradedResult | undefined;
}

/** The sentence with a drop-down menu in each blank, read in order. */
export function InlineChoiceInput({ interaction, selections, onChange, locked, result }: InlineChoiceProps) {
  const many = interaction.blanks.length > 1;
  return (
    <div className="space-y-3">
      <p className="text-xl font-extrabold text-indigo-900">
        {many ? 'Choose an answer for each blank.' : 'Choose the answer that fits.'}
      </p>
      <p className="rounded-2xl border-2 border-indigo-100 bg-white p-4 text-xl leading-[2.6] text-ink">
        {interaction.segments.map((segment, index) => {
          if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
          const blankIndex = interaction.blanks.findIndex((blank) => blank.id === segment.blankId);
          const blank = interaction.blanks[blankIndex];
          if (!blank) return null;
          const selected = selections[blank.id];
          return (
            <select
              key={index}
              aria-label={many ? `Blank ${blankIndex + 1}` : 'Your answer'}
              value={selected === undefined ? '' : String(selected)}
              disabled={locked}
              onChange={(event) => onChange({ ...selections, [blank.id]: Number(event.target.value) })}
              className={clsx(
                'mx-1 inline-block min-h-11 max-w-full rounded-xl border-2 bg-white px-2 py-1 align-middle text-lg font-bold text-ink disabled:opacity-100',
                gradedBorder(result),
              )}
            >
              <option value="" disabled>
                Choose…
              </option>
              {blank.options.map((option, optionIndex) => (
                <option key={optionIndex} value={optionIndex}>
                  {option}
                </option>
              ))}
            </select>
          );
        })}
      </p>
      <GradedMark result={result} />
    </div>
  );
}

interface ShortResponseProps {
  interaction: ShortResponseInteraction;
  text: string;
  onChange: (text: string) => void;
  locked: boolean;
  result: GradedResult | undefined;
}

/** STAAR's short constructed response: a box for a few sentences, with a character counter. */
export function ShortResponseInput({ interaction, text, onChange, locked, result }: ShortResponseProps) {
  const id = useId();
  const points = interaction.points === 1 ? '1 point' : `${interaction.points} points`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-xl font-extrabold text-indigo-900">
        Write your answer <span className="text-base font-bold text-indigo-800">({points})</span>
      </label>
      <p id={`${id}-help`} className="text-base font-semibold text-indigo-800">
        Use one to three sentences. Use details from the text.
      </p>
      <textarea
        id={id}
        value={text}
        rows={5}
        maxLength={interaction.maxLength}
        disabled={locked}
        aria-describedby={`${id}-help ${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(
          'w-full rounded-2xl border-2 bg-white p-4 text-lg leading-relaxed text-ink disabled:opacity-100',
          gradedBorder(result),
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-base font-semibold text-indigo-800">
          {text.length} of {interaction.maxLength} characters
        </p>
        <GradedMark result={result} />
      </div>
    </div>
  );
}
