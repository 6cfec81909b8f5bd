import { clsx } from 'clsx';
import type { Interaction } from '../../../core/items/item-types';

/** The choice letters in a key ("B", "A, C"). */
function keyLetters(correctAnswer: string | undefined): Set<string> {
  return new Set((correctAnswer ?? '').split(/[\s,]+/).filter((part) => /^[A-F]$/.test(part)));
}

/**
 * A question's answer area as a worksheet shows it, not to be answered on screen: the choices, blanks
 * to fill, a line for a number or lines to write on. With `correctAnswer` (the preview), the right
 * choices are marked in words as well as colour.
 */
export function AnswerAreaPreview({
  interaction,
  correctAnswer,
}: {
  interaction: Interaction;
  correctAnswer?: string;
}) {
  switch (interaction.type) {
    case 'multiple-choice':
    case 'multiselect': {
      const right = keyLetters(correctAnswer);
      return (
        <div className="space-y-2">
          {interaction.type === 'multiselect' ? (
            <p className="text-base font-bold">Select {interaction.selectCount} correct answers.</p>
          ) : null}
          <ul className="space-y-1.5">
            {interaction.choices.map((choice) => {
              const isRight = right.has(choice.label);
              return (
                <li
                  key={choice.label}
                  className={clsx(
                    'flex items-start gap-3 rounded-xl border-2 px-3 py-1.5 text-lg',
                    isRight ? 'border-green-600 bg-green-50' : 'border-indigo-100 print:border-transparent',
                  )}
                >
                  <span className="font-black">{choice.label}.</span>
                  <span className="flex-1">{choice.text}</span>
                  {isRight ? (
                    <span className="rounded-full bg-green-700 px-2.5 py-0.5 text-sm font-bold text-white">
                      ✓ Answer
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      );
    }
    case 'numeric-entry':
      return (
        <p className="text-lg">
          Answer: <span className="inline-block w-40 border-b-2 border-current align-bottom">&nbsp;</span>
          {interaction.unit ? ` ${interaction.unit}` : ''}
        </p>
      );
    case 'inline-choice':
      return (
        <p className="text-lg leading-loose">
          {interaction.segments.map((segment, index) => {
            if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
            const blank = interaction.blanks.find((entry) => entry.id === segment.blankId);
            return (
              <span
                key={index}
                className="mx-1 rounded-lg border-2 border-dashed border-indigo-300 px-2 font-semibold"
              >
                {blank ? blank.options.join(' / ') : '______'}
              </span>
            );
          })}
        </p>
      );
    case 'short-response':
      return (
        <div className="space-y-1">
          <p className="text-base font-bold">
            Write your answer ({interaction.points} {interaction.points === 1 ? 'point' : 'points'}).
          </p>
          {[0, 1, 2, 3].map((line) => (
            <div
              key={line}
              aria-hidden="true"
              className="h-9 border-b-2 border-indigo-200 print:border-neutral-400"
            />
          ))}
        </div>
      );
  }
}
