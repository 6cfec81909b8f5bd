import { clsx } from 'clsx';
import { CircleCheck, Flag } from 'lucide-react';
import { gridLabel, gridStatus, type AnswerSheet, type SheetQuestion } from './exam-answers';

interface QuestionGridProps {
  questions: readonly SheetQuestion[];
  sheet: AnswerSheet;
  currentIndex: number;
  onGo: (index: number) => void;
}

/** The key under the grid: each look has an icon and a word, not only a colour. */
function GridLegend() {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm font-bold text-indigo-900">
      <li className="flex items-center gap-1.5">
        <span className="grid size-5 place-items-center rounded-md border-2 border-green-700 bg-green-50">
          <CircleCheck aria-hidden="true" className="size-3.5 text-green-800" />
        </span>
        Answered
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-5 rounded-md border-2 border-dashed border-indigo-400 bg-white" />
        Not answered
      </li>
      <li className="flex items-center gap-1.5">
        <span className="grid size-5 place-items-center rounded-md bg-sun-300">
          <Flag aria-hidden="true" className="size-3.5 fill-brand-700 text-brand-800" />
        </span>
        Flagged
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-5 rounded-md border-2 border-indigo-300 ring-2 ring-brand-600 ring-offset-1" />
        You are here
      </li>
    </ul>
  );
}

/**
 * Every question's number: answered ones green with a tick, unanswered ones dashed, flagged ones with
 * a flag; the current one ringed. Each button says all of that in its name.
 */
export function QuestionGrid({ questions, sheet, currentIndex, onGo }: QuestionGridProps) {
  return (
    <nav aria-label="Questions" className="space-y-3">
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-1.5">
        {questions.map((question, index) => {
          const state = sheet[question.id];
          const answered = gridStatus(question, state) === 'answered';
          const current = index === currentIndex;
          return (
            <li key={question.id}>
              <button
                type="button"
                aria-label={gridLabel(question, state)}
                aria-current={current ? 'step' : undefined}
                data-testid="grid-question"
                data-status={answered ? 'answered' : 'unanswered'}
                data-flagged={state?.flagged ? 'true' : 'false'}
                onClick={() => onGo(index)}
                className={clsx(
                  'relative grid h-12 w-full place-items-center rounded-xl border-2 text-lg font-black tabular-nums transition-colors',
                  answered
                    ? 'border-green-700 bg-green-50 text-green-900 hover:bg-green-100'
                    : 'border-dashed border-indigo-400 bg-white text-indigo-900 hover:bg-indigo-50',
                  current && 'ring-4 ring-brand-600 ring-offset-2',
                )}
              >
                {question.number}
                {answered ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="absolute bottom-0.5 left-0.5 size-3.5 text-green-800"
                  />
                ) : null}
                {state?.flagged ? (
                  <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-sun-300 shadow">
                    <Flag aria-hidden="true" className="size-3.5 fill-brand-700 text-brand-800" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <GridLegend />
    </nav>
  );
}
