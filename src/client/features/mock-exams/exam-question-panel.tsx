import { clsx } from 'clsx';
import { ArrowLeft, ArrowRight, Flag, Send } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import type { ExamQuestion } from '../../../contracts/exams';
import type { ItemResponse } from '../../../core/items/item-types';
import { ItemResponseInput } from '../../components/question/item-response-input';
import { QuestionStem } from '../../components/question/question-stem';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { QuestionState } from './exam-answers';

interface ExamQuestionPanelProps {
  question: ExamQuestion;
  total: number;
  state: QuestionState | undefined;
  /** The question's heading, focused whenever the question changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  locked: boolean;
  onAnswer: (response: ItemResponse) => void;
  onToggleFlag: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}

/**
 * One question: its number (focused when it changes), the flag toggle, the question with its passage
 * or picture, the answer area (changeable until submit) and Previous / Next.
 */
export function ExamQuestionPanel({
  question,
  total,
  state,
  headingRef,
  locked,
  onAnswer,
  onToggleFlag,
  onPrevious,
  onNext,
  onFinish,
}: ExamQuestionPanelProps) {
  const flagged = state?.flagged === true;
  const isFirst = question.number === 1;
  const isLast = question.number === total;

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [question.id, headingRef]);

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2
            ref={headingRef}
            tabIndex={-1}
            data-testid="exam-question-heading"
            className="text-2xl font-black text-brand-800 sm:text-3xl"
          >
            Question {question.number} <span className="text-indigo-900">of {total}</span>
          </h2>
          <p className="flex flex-wrap gap-2 text-sm font-bold text-indigo-900">
            <span className="rounded-full bg-indigo-100 px-3 py-0.5">{question.category}</span>
            <span className="rounded-full bg-indigo-100 px-3 py-0.5">TEKS {question.teksStandard}</span>
          </p>
        </div>
        <Button
          variant="outline"
          aria-pressed={flagged}
          onClick={onToggleFlag}
          disabled={locked}
          className={clsx(flagged && 'border-yellow-600 bg-sun-300 text-ink hover:bg-sun-400')}
        >
          <Flag aria-hidden="true" className={clsx(flagged && 'fill-brand-700 text-brand-800')} />
          Flag for review
        </Button>
      </div>

      {/* The passage sticks below the exam bar (which sticks too) while the child scrolls. */}
      <div className="lg:[&_[data-testid=passage-panel]]:top-24 lg:[&_[data-testid=passage-panel]]:max-h-[calc(100dvh-7.5rem)]">
        <QuestionStem key={question.id} item={question.item}>
          <ItemResponseInput
            item={question.item}
            value={state?.response}
            onChange={onAnswer}
            locked={locked}
          />
        </QuestionStem>
      </div>

      <div className="grid grid-cols-2 gap-3 border-t-2 border-brand-100 pt-4 sm:flex sm:justify-between">
        <Button variant="outline" size="lg" onClick={onPrevious} disabled={isFirst} className="px-4 sm:px-6">
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {isLast ? (
          <Button variant="secondary" size="lg" onClick={onFinish} disabled={locked} className="px-4 sm:px-6">
            <Send aria-hidden="true" />
            Finish
          </Button>
        ) : (
          <Button variant="secondary" size="lg" onClick={onNext} className="px-4 sm:px-6">
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </Card>
  );
}
