import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { StartPracticeResponse, SubmitPracticeResponse } from '../../../contracts/practice';
import { QuestionSetStep } from '../../components/question/question-set-step';
import { useQuestionSet } from '../../components/question/use-question-set';
import { Card } from '../../components/ui/card';
import { minutesBetween } from '../../lib/elapsed-time';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { PRACTICE_HISTORY_QUERY_KEY, submitPractice } from './practice-session-api';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const set = useQuestionSet(session.id, session.questions, startedAt, () => headingRef.current);
  const { index, count, question, responses } = set;

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

        <QuestionSetStep
          set={set}
          finish={{
            label: 'Finish',
            onFinish: () => finish.mutate(),
            isPending: finish.isPending,
            error: finish.error,
            failureText: "We couldn't finish your practice. Please try again.",
          }}
        />
      </Card>
    </div>
  );
}
