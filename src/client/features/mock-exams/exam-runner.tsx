import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Send } from 'lucide-react';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ExamAttempt, StartExamResponse } from '../../../contracts/exams';
import type { ItemResponse } from '../../../core/items/item-types';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import {
  answerToSave,
  answeredCount,
  answersForSubmit,
  flaggedNumbers,
  sheetFromSaved,
  unansweredNumbers,
  type QuestionState,
} from './exam-answers';
import { localDeadline, secondsLeft, secondsSpent, shouldAutoSubmit } from './exam-clock';
import { ExamQuestionPanel } from './exam-question-panel';
import { ExamTimer } from './exam-timer';
import { EXAM_ATTEMPTS_QUERY_KEY, examAttemptQueryKey, submitExam } from './mock-exams-api';
import { QuestionGrid } from './question-grid';
import { SaveStatus } from './save-status';
import { SubmitExamDialog } from './submit-exam-dialog';
import { TYPING_SAVE_DELAY_MS, useExamAutosave, type AnswerPatch } from './use-exam-autosave';
import { useExamClock } from './use-exam-clock';

/** A resync from the server moves the clock only when it is off by more than this. */
const CLOCK_RESYNC_MS = 2_000;

interface ExamRunnerProps {
  session: StartExamResponse;
  /** When `session` arrived (browser clock), to count its `remainingSeconds` from. */
  receivedAt: number;
  onSubmitted: (attempt: ExamAttempt) => void;
}

/** Typed answers wait for a pause before saving; taps save at once. */
function saveDelay(response: ItemResponse): number {
  return response.type === 'numeric-entry' || response.type === 'short-response' ? TYPING_SAVE_DELAY_MS : 0;
}

/**
 * The timed exam (spec sections 4 and 9): the countdown, the question grid, one question at a time
 * with Previous / Next and a review flag, every change autosaved, and Submit Exam with a confirmation
 * listing what is unanswered. At 1 second or less it hands itself in.
 */
export function ExamRunner({ session, receivedAt, onSubmitted }: ExamRunnerProps) {
  const queryClient = useQueryClient();
  const questions = session.questions;
  const [sheet, setSheet] = useState<Record<string, QuestionState>>(() =>
    sheetFromSaved(questions, session.answers),
  );
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deadline, setDeadline] = useState(() => localDeadline(session.remainingSeconds, receivedAt));
  const { seconds, announcement } = useExamClock(deadline);

  const resync = useCallback((response: { remainingSeconds: number }) => {
    const next = localDeadline(response.remainingSeconds, Date.now());
    setDeadline((current) => (Math.abs(next - current) > CLOCK_RESYNC_MS ? next : current));
  }, []);
  const autosave = useExamAutosave(session.attemptId, resync);

  const submit = useMutation({
    mutationFn: (answers: Record<string, ItemResponse | null>) =>
      submitExam({
        examId: session.examId,
        attemptId: session.attemptId,
        answers,
        timeSpent: secondsSpent(session.timeLimit, secondsLeft(deadline, Date.now())),
      }),
    onSuccess: (attempt) => {
      queryClient.setQueryData(examAttemptQueryKey(attempt.id), attempt);
      void queryClient.invalidateQueries({ queryKey: EXAM_ATTEMPTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [`/api/mock-exams?grade=${session.grade}`] });
      toast({
        title: 'Exam submitted!',
        description: `You got ${attempt.score} right. Let’s see how you did!`,
      });
      onSubmitted(attempt);
    },
    onError: () => autosave.saver.resume(),
  });

  const handIn = () => {
    if (submit.isPending || submit.isSuccess) return;
    autosave.saver.stop();
    submit.mutate(answersForSubmit(questions, sheet));
  };

  // Spec: at 1 second or less the exam submits itself, once.
  const timeUp = shouldAutoSubmit(seconds);
  const autoSubmitted = useRef(false);
  const handInAtTimeUp = useEffectEvent(() => {
    if (autoSubmitted.current) return;
    autoSubmitted.current = true;
    setConfirmOpen(false);
    handIn();
  });
  useEffect(() => {
    if (timeUp) handInAtTimeUp();
  }, [timeUp]);

  const question = questions[index]!;
  const locked = timeUp || submit.isPending || submit.isSuccess;

  const change = (questionId: string, patch: AnswerPatch & { response?: ItemResponse }) => {
    setSheet((current) => {
      const before = current[questionId] ?? { flagged: false };
      return {
        ...current,
        [questionId]: {
          response: patch.response ?? before.response,
          flagged: patch.flagged ?? before.flagged,
        },
      };
    });
  };

  const answer = (response: ItemResponse) => {
    change(question.id, { response });
    const toSave = answerToSave(question.item, response);
    if (toSave !== undefined) autosave.saver.save(question.id, { answer: toSave }, saveDelay(response));
  };

  const toggleFlag = () => {
    const flagged = !(sheet[question.id]?.flagged ?? false);
    change(question.id, { flagged });
    autosave.saver.save(question.id, { flagged });
  };

  const goTo = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), questions.length - 1));
    window.scrollTo({ top: 0 });
  };

  const unanswered = unansweredNumbers(questions, sheet);
  const flagged = flaggedNumbers(questions, sheet);
  const submitError = submit.isError
    ? readableErrorMessage(submit.error, "We couldn't hand in your exam. Please try again.")
    : undefined;

  return (
    <div className="space-y-4">
      <title>{`${session.title} — StarPrep`}</title>
      <h1 className="text-2xl font-black sm:text-3xl">{session.title}</h1>
      {/* The bar with the clock stays on top while the child scrolls. */}
      <div className="sticky top-0 z-20 -mx-1 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-b-2xl border-b-2 border-brand-100 bg-white/95 px-3 py-2 shadow-md backdrop-blur sm:px-5">
        <ExamTimer seconds={seconds} announcement={announcement} />
        <Button
          onClick={() => setConfirmOpen(true)}
          disabled={locked}
          className="order-2 ml-auto min-h-12 sm:order-3"
        >
          <Send aria-hidden="true" />
          Submit Exam
        </Button>
        <div className="order-3 flex w-full flex-wrap items-center gap-x-3 sm:order-2 sm:w-auto sm:flex-col sm:items-start sm:gap-0">
          <p className="text-base font-bold text-indigo-900" data-testid="answered-count">
            {answeredCount(questions, sheet)} of {questions.length} answered
          </p>
          <SaveStatus state={autosave.saveState} onRetry={() => autosave.saver.retry()} />
        </div>
      </div>

      {timeUp && !submit.isSuccess ? (
        <Card className="space-y-3 border-red-200 bg-red-50">
          <p role="status" className="text-xl font-black text-red-800">
            Time is up! {submit.isPending ? 'Handing in your exam…' : null}
          </p>
          {submit.isError ? (
            <>
              <AlertMessage>{submitError}</AlertMessage>
              <Button onClick={handIn}>Try again</Button>
            </>
          ) : null}
        </Card>
      ) : null}

      {/* Beside the question on a laptop; below it when a passage needs the width (reading). */}
      <div
        className={clsx(
          'grid items-start gap-5',
          session.subject === 'math' && 'lg:grid-cols-[minmax(0,1fr)_19rem]',
        )}
      >
        <ExamQuestionPanel
          question={question}
          total={questions.length}
          state={sheet[question.id]}
          headingRef={headingRef}
          locked={locked}
          onAnswer={answer}
          onToggleFlag={toggleFlag}
          onPrevious={() => goTo(index - 1)}
          onNext={() => goTo(index + 1)}
          onFinish={() => setConfirmOpen(true)}
        />
        <Card className={clsx('space-y-3 p-4', session.subject === 'math' && 'lg:sticky lg:top-24')}>
          <h2 className="text-lg font-black">All questions</h2>
          <QuestionGrid questions={questions} sheet={sheet} currentIndex={index} onGo={goTo} />
        </Card>
      </div>

      <SubmitExamDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        total={questions.length}
        unanswered={unanswered}
        flagged={flagged}
        onGoTo={(number) => {
          setConfirmOpen(false);
          goTo(number - 1);
        }}
        onAfterGoTo={() => headingRef.current?.focus({ preventScroll: true })}
        onSubmit={handIn}
        isSubmitting={submit.isPending}
        error={timeUp ? undefined : submitError}
      />
    </div>
  );
}
