import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ClipboardList, Clock, Flag, Play, Save } from 'lucide-react';
import type { MockExam, StartExamResponse } from '../../../contracts/exams';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { readableErrorMessage } from '../../lib/error-message';
import { questionsText } from './exam-display';
import { examSessionQueryKey, startExam } from './mock-exams-api';

interface StartExamDialogProps {
  exam: MockExam | null;
  onOpenChange: (open: boolean) => void;
  onStarted: (session: StartExamResponse) => void;
}

function Expect({ icon: Icon, children }: { icon: typeof Clock; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-lg">
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
      <span>{children}</span>
    </li>
  );
}

/**
 * The start confirmation (spec sections 2 and 5): what to expect, then Start Exam, which stays
 * disabled while the start call is on its way. Resuming says so and keeps the answers already saved.
 */
export function StartExamDialog({ exam, onOpenChange, onStarted }: StartExamDialogProps) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: startExam,
    onSuccess: (session) => {
      // The exam view reads the same entry, so it opens without a second start call.
      queryClient.setQueryData(examSessionQueryKey(session.examId), session);
      onStarted(session);
    },
  });
  const resuming = exam?.activeAttemptId != null;

  return (
    <Dialog
      open={exam !== null}
      onOpenChange={(open) => {
        if (start.isPending) return;
        if (!open) start.reset();
        onOpenChange(open);
      }}
    >
      {exam ? (
        <DialogContent size="lg">
          <DialogHeader className="bg-gradient-to-b from-sun-200/70 to-white">
            <DialogTitle>
              <ClipboardList aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
              {exam.title}
            </DialogTitle>
            <DialogDescription className="text-lg">
              {resuming
                ? 'Welcome back! Your answers are saved. Pick up where you left off.'
                : 'Ready for a practice test? Here is what to expect.'}
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <ul className="space-y-3" data-testid="start-expectations">
              <Expect icon={ClipboardList}>
                <strong>{questionsText(exam.totalQuestions)}</strong>, like the real STAAR test.
              </Expect>
              <Expect icon={Clock}>
                <strong>{exam.timeLimit} minutes</strong>. A timer counts down. When time runs out, your exam
                is handed in for you.
              </Expect>
              <Expect icon={Save}>Your answers save by themselves. You can come back later.</Expect>
              <Expect icon={Flag}>Not sure? Flag a question and come back to it.</Expect>
              <Expect icon={CircleCheck}>When you are done, press Submit Exam to see your score.</Expect>
            </ul>
            {start.isError ? (
              <AlertMessage className="mt-4">
                {readableErrorMessage(start.error, "We couldn't start the exam. Please try again.")}
              </AlertMessage>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={start.isPending}>
                Not now
              </Button>
            </DialogClose>
            <Button
              onClick={() => start.mutate(exam.id)}
              disabled={start.isPending}
              aria-busy={start.isPending}
            >
              <Play aria-hidden="true" />
              {start.isPending ? 'Starting…' : resuming ? 'Resume Exam' : 'Start Exam'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
