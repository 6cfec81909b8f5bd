import { clsx } from 'clsx';
import { CircleCheck, CircleX, Lightbulb, Star } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AnswerResponse } from '../../../contracts/practice';
import { NumberedSteps } from '../numbered-steps';
import { CompanionLine } from './companion-line';

/** The words of the right answer, said the way a child reads it. */
export function rightAnswerLine(result: Pick<AnswerResponse, 'correctAnswer' | 'correctAnswerText'>): string {
  const text = result.correctAnswerText.trim() || result.correctAnswer.trim();
  if (!text) return '';
  // A short response has no single answer: the server sends a sample answer in words.
  if (result.correctAnswer.trim() === '') return `Here is a strong answer: ${text}`;
  return `The right answer is ${text}${/[.!?…]$/.test(text) ? '' : '.'}`;
}

interface AnswerFeedbackProps {
  result: AnswerResponse;
  /** Move focus to the verdict when it appears (on by default: answering disables the focused button). */
  focusOnShow?: boolean;
}

/**
 * What the server said about an answer: the verdict, the right answer, a word from the student's
 * companion, why a wrong choice was tempting, the scorer's notes, the worked steps and any StarPower
 * earned. A polite live region, so screen readers read it out as it appears.
 */
export function AnswerFeedback({ result, focusOnShow = true }: AnswerFeedbackProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) titleRef.current?.focus();
  }, [focusOnShow]);

  const rightAnswer = rightAnswerLine(result);
  return (
    <div
      role="status"
      data-testid="answer-feedback"
      data-correct={result.correct}
      className={clsx(
        'space-y-4 rounded-2xl border-2 p-4 sm:p-5',
        result.correct ? 'border-green-600 bg-green-50' : 'border-red-300 bg-red-50',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          ref={titleRef}
          tabIndex={-1}
          className={clsx(
            'flex items-center gap-2 text-2xl font-black',
            result.correct ? 'text-green-800' : 'text-red-800',
          )}
        >
          {result.correct ? (
            <CircleCheck aria-hidden="true" className="size-8 shrink-0" />
          ) : (
            <CircleX aria-hidden="true" className="size-8 shrink-0" />
          )}
          {result.correct ? 'Correct!' : 'Not quite'}
        </h3>
        {result.starPowerEarned > 0 ? (
          <p
            data-testid="star-power-earned"
            className="flex items-center gap-1.5 rounded-full bg-sun-300 px-4 py-1.5 text-lg font-black text-ink shadow-sm"
          >
            <Star aria-hidden="true" className="size-5 fill-current" />+{result.starPowerEarned} StarPower
          </p>
        ) : null}
      </div>

      {result.correct ? (
        <p className="text-lg font-semibold text-green-900">Great work! You got it.</p>
      ) : rightAnswer ? (
        <p data-testid="right-answer" className="text-lg font-bold text-ink">
          {rightAnswer}
        </p>
      ) : null}

      <CompanionLine correct={result.correct} />

      {result.alreadyAnswered ? (
        <p className="text-base font-semibold text-indigo-900">
          You answered this question before, so your first answer counts.
        </p>
      ) : null}

      {!result.correct && result.misconception ? (
        <p className="flex items-start gap-2 rounded-xl bg-white p-3 text-lg text-ink">
          <Lightbulb aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>{result.misconception}</span>
        </p>
      ) : null}

      {result.feedback.length > 0 ? (
        <ul className="space-y-1 text-lg text-ink">
          {result.feedback.map((line) => (
            <li key={line} className="flex gap-2">
              <span aria-hidden="true">•</span>
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {result.explanation.length > 0 ? (
        <div className="space-y-2">
          <p className="text-lg font-extrabold text-ink">How to solve it:</p>
          <NumberedSteps steps={result.explanation} />
        </div>
      ) : null}
    </div>
  );
}
