import { clsx } from 'clsx';
import { ChevronDown, CircleCheck, CircleDashed, CircleX, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { ExamAttempt } from '../../../contracts/exams';
import { QuestionStem } from '../../components/question/question-stem';

type ReviewItem = ExamAttempt['review'][number];

function ReviewBody({ review }: { review: ReviewItem }) {
  const rightAnswer = review.correctAnswerText || review.correctAnswer;
  return (
    <div className="space-y-4 border-t-2 border-brand-100 p-4 sm:p-5">
      <QuestionStem item={review.item}>
        <dl className="space-y-3 text-lg">
          <div
            className={clsx(
              'rounded-2xl border-2 p-3',
              review.correct ? 'border-green-600 bg-green-50' : 'border-red-600 bg-red-50',
            )}
          >
            <dt className="font-black">Your answer</dt>
            <dd className={review.correct ? 'text-green-900' : 'text-red-900'}>
              {review.yourAnswer ?? 'You skipped this one.'}
            </dd>
          </div>
          {!review.correct ? (
            <div className="rounded-2xl border-2 border-green-600 bg-green-50 p-3">
              <dt className="font-black">Right answer</dt>
              <dd className="text-green-900">{rightAnswer}</dd>
            </div>
          ) : null}
        </dl>
        {review.explanation.length > 0 ? (
          <div className="space-y-2 rounded-2xl bg-sun-200/50 p-4">
            <p className="flex items-center gap-2 text-lg font-black">
              <Lightbulb aria-hidden="true" className="size-6 text-brand-700" />
              How to solve it
            </p>
            <ol className="list-decimal space-y-1 pl-6 text-lg">
              {review.explanation.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
            {review.misconception && !review.correct ? (
              <p className="text-base text-indigo-900">Watch out: {review.misconception}</p>
            ) : null}
          </div>
        ) : null}
      </QuestionStem>
    </div>
  );
}

/** One question, closed to a line ("Question 4 · Right") until opened; only open ones are drawn. */
function ReviewEntry({ review }: { review: ReviewItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="review-entry" data-correct={review.correct}>
      <details
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="overflow-hidden rounded-2xl border-2 border-brand-100 bg-white"
      >
        <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 text-lg font-bold hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          {review.correct ? (
            <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />
          ) : review.yourAnswer === null ? (
            <CircleDashed aria-hidden="true" className="size-7 shrink-0 text-indigo-700" />
          ) : (
            <CircleX aria-hidden="true" className="size-7 shrink-0 text-red-700" />
          )}
          <span className="flex-1">
            Question {review.number}
            <span
              className={clsx(
                'ml-2',
                review.correct
                  ? 'text-green-800'
                  : review.yourAnswer === null
                    ? 'text-indigo-800'
                    : 'text-red-800',
              )}
            >
              {review.correct ? 'Right' : review.yourAnswer === null ? 'Skipped' : 'Not quite'}
            </span>
            <span className="ml-2 text-base font-semibold text-indigo-900">· TEKS {review.teksStandard}</span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-6 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </summary>
        {open ? <ReviewBody review={review} /> : null}
      </details>
    </li>
  );
}

/** The review of every question: the student's answer, the right one and how to solve it. */
export function QuestionReview({ review }: { review: readonly ReviewItem[] }) {
  return (
    <ol className="space-y-2" aria-label="Every question">
      {review.map((entry) => (
        <ReviewEntry key={entry.questionId} review={entry} />
      ))}
    </ol>
  );
}
