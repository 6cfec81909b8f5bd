import { CircleCheck, CircleX, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { SampleChoice, SampleQuestion } from './sample-questions';
import { NumberedSteps } from '../../components/numbered-steps';

/** Spec section 2: the two messages, word for word. */
export const CORRECT_MESSAGE = 'Correct! Well done.';
export const WRONG_MESSAGE = "Not quite right. Let's work through this together.";

interface NovaFeedbackProps {
  question: SampleQuestion;
  pickedChoice: SampleChoice;
}

/**
 * The "Nova AI Feedback" box: the verdict, why a wrong choice was tempting, then the worked steps.
 * Answering disables the button that had focus, so focus moves here (the heading), and the live region
 * around this box reads it out.
 */
export function NovaFeedback({ question, pickedChoice }: NovaFeedbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isCorrect = pickedChoice.letter === question.correct;

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, []);

  return (
    <div
      data-testid="nova-feedback"
      className="space-y-4 rounded-2xl border-2 border-indigo-200 bg-indigo-50 p-4 sm:p-5"
    >
      <h4
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-extrabold text-indigo-900"
      >
        <Sparkles aria-hidden="true" className="size-6 text-indigo-700" />
        Nova AI Feedback
      </h4>
      <p
        className={`flex items-start gap-2 text-xl font-bold ${isCorrect ? 'text-green-800' : 'text-red-800'}`}
      >
        {isCorrect ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        ) : (
          <CircleX aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        )}
        <span data-testid="nova-message">{isCorrect ? CORRECT_MESSAGE : WRONG_MESSAGE}</span>
      </p>
      {pickedChoice.mistake ? <p className="text-lg text-ink">{pickedChoice.mistake}</p> : null}
      <div data-testid="nova-explanation" className="space-y-3">
        <p className="text-lg font-bold text-ink">
          {isCorrect ? 'Here is how it works:' : "Let's solve it step by step:"}
        </p>
        <NumberedSteps steps={question.steps} />
        <p className="rounded-xl bg-white p-3 text-lg font-semibold text-green-900">{question.check}</p>
      </div>
    </div>
  );
}
