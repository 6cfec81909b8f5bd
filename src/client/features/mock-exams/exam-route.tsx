import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ExamAttempt, StartExamResponse } from '../../../contracts/exams';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';
import { ExamRunner } from './exam-runner';
import { checkAttempt, examAttemptQueryKey, examSessionQueryKey, startExam } from './mock-exams-api';

interface ExamRouteProps {
  examId: string;
  attemptId: string;
  onAttemptChanged: (attemptId: string) => void;
  onFinished: (attempt: ExamAttempt) => void;
  onBack: () => void;
}

function Problem({ message, onRetry, onBack }: { message: string; onRetry: () => void; onBack: () => void }) {
  return (
    <Card className="space-y-4">
      <p role="alert" className="text-xl font-bold text-red-800">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="outline" onClick={onBack}>
          Back to Mock Exams
        </Button>
      </div>
    </Card>
  );
}

/**
 * `?exam=…&attempt=…`: the exam being taken. Coming from the start dialog, its answer is already
 * cached; after a reload, the attempt is checked first (finished: its results; still going: the start
 * call resumes it with the saved answers and the time left), so a reload never starts a new attempt.
 */
export function ExamRoute({ examId, attemptId, onAttemptChanged, onFinished, onBack }: ExamRouteProps) {
  const queryClient = useQueryClient();
  const cached = queryClient.getQueryData<StartExamResponse>(examSessionQueryKey(examId));
  const known = cached?.attemptId === attemptId;

  const check = useQuery({
    queryKey: ['mock-exam-attempt-check', attemptId],
    queryFn: () => checkAttempt(attemptId),
    enabled: !known,
    staleTime: 0,
    gcTime: 0,
  });
  const session = useQuery({
    queryKey: examSessionQueryKey(examId),
    queryFn: () => startExam(examId),
    enabled: known || check.data?.state === 'in-progress',
    // Read once per visit: the answers then live on screen, and leaving drops this copy.
    staleTime: Infinity,
    gcTime: 0,
  });

  const finished = check.data?.state === 'finished' ? check.data.attempt : undefined;
  useEffect(() => {
    if (!finished) return;
    queryClient.setQueryData(examAttemptQueryKey(finished.id), finished);
    onFinished(finished);
  }, [finished, onFinished, queryClient]);

  // The attempt in the address had closed meanwhile and the server began another: follow it.
  const startedId = session.data?.attemptId;
  useEffect(() => {
    if (startedId && startedId !== attemptId) onAttemptChanged(startedId);
  }, [startedId, attemptId, onAttemptChanged]);

  if (check.isError) {
    return (
      <Problem
        message={readableErrorMessage(check.error, "We couldn't open this exam.")}
        onRetry={() => void check.refetch()}
        onBack={onBack}
      />
    );
  }
  if (session.isError) {
    return (
      <Problem
        message={readableErrorMessage(session.error, "We couldn't open this exam.")}
        onRetry={() => void session.refetch()}
        onBack={onBack}
      />
    );
  }
  if (!session.data || session.data.attemptId !== attemptId) {
    return <Spinner label="Opening your exam" />;
  }
  return (
    <ExamRunner
      key={session.data.attemptId}
      session={session.data}
      receivedAt={session.dataUpdatedAt}
      onSubmitted={onFinished}
    />
  );
}
