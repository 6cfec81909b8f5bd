import { ArrowRight, CircleCheck, Flag } from 'lucide-react';
import { readableErrorMessage } from '../../lib/error-message';
import { AlertMessage } from '../ui/alert-message';
import { Button } from '../ui/button';
import { AnswerFeedback } from './answer-feedback';
import { ItemResponseInput } from './item-response-input';
import { QuestionStem } from './question-stem';
import type { QuestionSetState } from './use-question-set';

interface QuestionSetStepProps {
  set: QuestionSetState;
  finish: {
    label: string;
    onFinish: () => void;
    isPending: boolean;
    error: unknown;
    /** Said when finishing fails and the server gave no words of its own. */
    failureText: string;
  };
}

/**
 * The current question of a set: the stem and the answer box, the graded feedback with the choices
 * locked, and Submit Answer, then Next Question, or the set's Finish button on the last question.
 */
export function QuestionSetStep({ set, finish }: QuestionSetStepProps) {
  const { question, response, result, answer } = set;
  return (
    <QuestionStem key={question.id} item={question.item}>
      <ItemResponseInput
        item={question.item}
        value={response}
        onChange={set.setResponse}
        locked={result !== undefined || answer.isPending}
        result={result}
        onSubmitRequest={set.submitAnswer}
      />

      {answer.isError ? (
        <AlertMessage>
          {readableErrorMessage(answer.error, "We couldn't check your answer. Please try again.")}
        </AlertMessage>
      ) : null}

      {result ? <AnswerFeedback result={result} /> : null}

      {finish.error ? (
        <AlertMessage>{readableErrorMessage(finish.error, finish.failureText)}</AlertMessage>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {!result ? (
          <Button size="lg" onClick={set.submitAnswer} disabled={!set.canSubmit} aria-busy={answer.isPending}>
            <CircleCheck aria-hidden="true" />
            {answer.isPending ? 'Checking…' : 'Submit Answer'}
          </Button>
        ) : set.isLast ? (
          <Button
            size="lg"
            variant="secondary"
            onClick={finish.onFinish}
            disabled={finish.isPending}
            aria-busy={finish.isPending}
          >
            <Flag aria-hidden="true" />
            {finish.isPending ? 'Finishing…' : finish.label}
          </Button>
        ) : (
          <Button size="lg" variant="secondary" onClick={set.goNext}>
            Next Question
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </QuestionStem>
  );
}
