import { Flag, Send } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
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
import { questionsText } from './exam-display';

interface SubmitExamDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  total: number;
  unanswered: readonly number[];
  flagged: readonly number[];
  onGoTo: (questionNumber: number) => void;
  /** After a jump back to a question, once the dialog has closed: focus goes to that question. */
  onAfterGoTo: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
  error: string | undefined;
}

function NumberButtons({
  title,
  numbers,
  icon,
  testId,
  onGoTo,
}: {
  title: ReactNode;
  numbers: readonly number[];
  icon?: ReactNode;
  testId: string;
  onGoTo: (questionNumber: number) => void;
}) {
  return (
    <section className="space-y-2" data-testid={testId}>
      <h3 className="flex items-center gap-2 text-lg font-black text-ink">
        {icon}
        {title}
      </h3>
      <ul className="flex flex-wrap gap-2">
        {numbers.map((number) => (
          <li key={number}>
            <Button
              variant="outline"
              className="min-w-14 text-lg tabular-nums"
              aria-label={`Go to question ${number}`}
              onClick={() => onGoTo(number)}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Submit your exam?": how many are answered, which are not (and which are flagged), each a button
 * back to that question, then Keep Working or Submit Exam.
 */
export function SubmitExamDialog({
  open,
  onOpenChange,
  total,
  unanswered,
  flagged,
  onGoTo,
  onAfterGoTo,
  onSubmit,
  isSubmitting,
  error,
}: SubmitExamDialogProps) {
  const answered = total - unanswered.length;
  const jumped = useRef(false);
  const goTo = (questionNumber: number) => {
    jumped.current = true;
    onGoTo(questionNumber);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent
        size="lg"
        onCloseAutoFocus={(event) => {
          if (!jumped.current) return;
          jumped.current = false;
          event.preventDefault();
          onAfterGoTo();
        }}
      >
        <DialogHeader className="bg-gradient-to-b from-sun-200/70 to-white">
          <DialogTitle>
            <Send aria-hidden="true" className="size-8 text-brand-700" />
            Submit your exam?
          </DialogTitle>
          <DialogDescription className="text-lg">
            You answered {answered} of {questionsText(total)}.
            {unanswered.length === 0 ? ' Every question has an answer. Great!' : null}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-5">
          {unanswered.length > 0 ? (
            <NumberButtons
              testId="unanswered-list"
              title={`Not answered yet (${unanswered.length})`}
              numbers={unanswered}
              onGoTo={goTo}
            />
          ) : null}
          {flagged.length > 0 ? (
            <NumberButtons
              testId="flagged-list"
              title={`Flagged to check (${flagged.length})`}
              icon={<Flag aria-hidden="true" className="size-5 fill-brand-700 text-brand-800" />}
              numbers={flagged}
              onGoTo={goTo}
            />
          ) : null}
          <p className="text-base text-indigo-900">
            After you submit, you can&apos;t change your answers. Then you will see your score.
          </p>
          {error ? <AlertMessage>{error}</AlertMessage> : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              Keep working
            </Button>
          </DialogClose>
          <Button onClick={onSubmit} disabled={isSubmitting} aria-busy={isSubmitting}>
            <Send aria-hidden="true" />
            {isSubmitting ? 'Submitting…' : 'Submit Exam'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
