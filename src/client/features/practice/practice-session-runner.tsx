import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, Flag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ItemResponse } from '../../../core/items/item-types';
import type {
  AnswerResponse,
  StartPracticeResponse,
  SubmitPracticeResponse,
} from '../../../contracts/practice';
import { AnswerFeedback } from '../../components/question/answer-feedback';
import { ItemResponseInput, isResponseComplete } from '../../components/question/item-response-input';
import { QuestionStem } from '../../components/question/question-stem';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { millisecondsBetween, minutesBetween } from '../../lib/elapsed-time';
import { readableErrorMessage } from '../../lib/error-message';
import { describeQuestion, useShowQuestionOnScreen } from '../../lib/question-on-screen';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { announceRewards } from '../../lib/reward-toast';
import { toast } from '../../lib/use-toast';
import { PRACTICE_HISTORY_QUERY_KEY, answerPracticeQuestion, submitPractice } from './practice-session-api';
import {
  SUBJECT_NAMES,
  buildAnswersMap,
  practiceModeName,
  progressPercent,
  progressText,
} from './practice-session-logic';
import { starsText } from './practice-session-score';

interface PracticeSessionRunnerProps {
  session: StartPracticeResponse;
  /** When the set started (Date.now()), for the minutes sent at the end. */
  startedAt: number;
  onFinished: (result: SubmitPracticeResponse) => void;
}

function ProgressBar({ index, count }: { index: number; count: number }) {
  const percent = progressPercent(index, count);
  return (
    <div
      role="progressbar"
      aria-label="Practice progress"
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={index + 1}
      aria-valuetext={progressText(index, count)}
      className="h-5 overflow-hidden rounded-full border-2 border-brand-200 bg-white"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-sun-400 to-brand-500 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * Step 2 (spec section 4): one question at a time. Submit Answer needs a complete answer; the server
 * grades it and the feedback appears with the choices locked; then Next Question, or Finish on the last
 * one, which sends every answer with the minutes spent.
 */
export function PracticeSessionRunner({ session, startedAt, onFinished }: PracticeSessionRunnerProps) {
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<Record<string, ItemResponse>>({});
  const [results, setResults] = useState<Record<string, AnswerResponse>>({});
  const questionShownAt = useRef(startedAt);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const count = session.questions.length;
  const question = session.questions[index]!;
  const response = responses[question.id];
  const result = results[question.id];
  const isLast = index === count - 1;
  // Nova's chat, opened on this screen, is about this question.
  useShowQuestionOnScreen(question.id, describeQuestion(index + 1, question.teksStandard));

  const answer = useMutation({
    mutationFn: answerPracticeQuestion,
    onSuccess: (graded, variables) => {
      setResults((current) => ({ ...current, [variables.questionId]: graded }));
      announceRewards(graded.rewards);
    },
  });

  const finish = useMutation({
    mutationFn: () =>
      submitPractice({
        sessionId: session.id,
        answers: buildAnswersMap(
          session.questions.map((q) => q.id),
          responses,
        ),
        timeSpent: minutesBetween(startedAt, Date.now()),
      }),
    onSuccess: (submitted) => {
      void queryClient.invalidateQueries({ queryKey: PRACTICE_HISTORY_QUERY_KEY });
      // StarPower earned in the set shows in the header at once.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      toast({
        title: 'Practice Complete!',
        description: `You scored ${submitted.score}% and earned ${starsText(submitted.starsEarned)}!`,
      });
      onFinished(submitted);
    },
  });

  // A new question starts its own clock, and keyboard and screen-reader users start at its heading
  // (the button they pressed, Start or Next Question, is gone).
  useEffect(() => {
    questionShownAt.current = Date.now();
    headingRef.current?.focus();
  }, [index]);

  const canSubmit = !result && isResponseComplete(question.item, response) && !answer.isPending;
  const submitAnswer = () => {
    if (!canSubmit || response === undefined) return;
    answer.mutate({
      sessionId: session.id,
      questionId: question.id,
      answer: response,
      timeSpentMs: millisecondsBetween(questionShownAt.current, Date.now()),
    });
  };

  const goNext = () => {
    answer.reset();
    setIndex((current) => Math.min(current + 1, count - 1));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
          <h1 className="text-3xl font-black sm:text-4xl">{SUBJECT_NAMES[session.subject]} Practice</h1>
          <p className="text-lg font-bold text-indigo-900">
            {practiceModeName(session.practiceMode)} · Grade {session.grade}
          </p>
        </div>
        <ProgressBar index={index} count={count} />
      </div>

      <Card className="space-y-5 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            ref={headingRef}
            tabIndex={-1}
            data-testid="question-progress"
            className="text-2xl font-black text-brand-800"
          >
            {progressText(index, count)}
          </h2>
          <span className="rounded-full bg-indigo-100 px-3 py-1 text-base font-bold text-indigo-900">
            TEKS {question.teksStandard}
          </span>
        </div>

        <QuestionStem key={question.id} item={question.item}>
          <ItemResponseInput
            item={question.item}
            value={response}
            onChange={(value) => setResponses((current) => ({ ...current, [question.id]: value }))}
            locked={result !== undefined || answer.isPending}
            result={result}
            onSubmitRequest={submitAnswer}
          />

          {answer.isError ? (
            <AlertMessage>
              {readableErrorMessage(answer.error, "We couldn't check your answer. Please try again.")}
            </AlertMessage>
          ) : null}

          {result ? <AnswerFeedback result={result} /> : null}

          {finish.isError ? (
            <AlertMessage>
              {readableErrorMessage(finish.error, "We couldn't finish your practice. Please try again.")}
            </AlertMessage>
          ) : null}

          <div className="flex flex-wrap gap-3">
            {!result ? (
              <Button size="lg" onClick={submitAnswer} disabled={!canSubmit} aria-busy={answer.isPending}>
                <CircleCheck aria-hidden="true" />
                {answer.isPending ? 'Checking…' : 'Submit Answer'}
              </Button>
            ) : isLast ? (
              <Button
                size="lg"
                variant="secondary"
                onClick={() => finish.mutate()}
                disabled={finish.isPending}
                aria-busy={finish.isPending}
              >
                <Flag aria-hidden="true" />
                {finish.isPending ? 'Finishing…' : 'Finish'}
              </Button>
            ) : (
              <Button size="lg" variant="secondary" onClick={goNext}>
                Next Question
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </QuestionStem>
      </Card>
    </div>
  );
}
