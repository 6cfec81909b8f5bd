import { clsx } from 'clsx';
import { MessagesSquare } from 'lucide-react';
import type { ChildSummary } from '../../../contracts/parents';
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
import { Spinner } from '../../components/ui/spinner';
import { AlertMessage } from '../../components/ui/alert-message';
import { readableErrorMessage } from '../../lib/error-message';
import { useNovaTranscript } from './parent-api';
import { transcriptDays } from './parent-text';

/** The transcript itself; mounted while the dialog is open, so it is fetched on opening. */
function Transcript({ child }: { child: ChildSummary }) {
  const transcript = useNovaTranscript(child.id);
  if (transcript.isPending) return <Spinner label="Loading the conversations" />;
  if (!transcript.data) {
    return (
      <div className="space-y-3">
        <AlertMessage>
          {readableErrorMessage(transcript.error, "We couldn't load the conversations. Please try again.")}
        </AlertMessage>
        <Button variant="outline" onClick={() => void transcript.refetch()} disabled={transcript.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  const days = transcriptDays(transcript.data.messages);
  if (days.length === 0) {
    return <p className="text-lg text-indigo-900">{child.name} hasn&apos;t chatted with Nova yet.</p>;
  }
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.heading} aria-label={day.heading} className="space-y-3">
          <h3 className="sticky top-0 z-10 bg-white py-1 text-base font-extrabold text-indigo-900">
            {day.heading}
          </h3>
          <ol className="space-y-3">
            {day.messages.map(({ message, time }) => {
              const fromChild = message.role === 'student';
              return (
                <li key={message.id} className={clsx('flex', fromChild ? 'justify-end' : 'justify-start')}>
                  <div
                    className={clsx(
                      'max-w-[85%] rounded-2xl border-2 px-4 py-2',
                      fromChild ? 'border-brand-200 bg-brand-50' : 'border-indigo-100 bg-indigo-50',
                    )}
                  >
                    <p className="text-sm font-extrabold text-indigo-900">
                      {fromChild ? child.name : 'Nova'}
                      <span className="font-semibold">
                        {' · '}
                        <time dateTime={message.createdAt}>{time}</time>
                      </span>
                    </p>
                    <p className="text-base whitespace-pre-wrap">{message.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** What the child and Nova, the study helper, wrote to each other: read-only, oldest first. */
export function NovaTranscriptDialog(props: {
  child: ChildSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>
            <MessagesSquare aria-hidden="true" className="size-8 text-indigo-700" />
            {props.child.name}&apos;s chats with Nova
          </DialogTitle>
          <DialogDescription>
            Everything {props.child.name} and Nova, StarPrep&apos;s study helper, wrote to each other, oldest
            first.
          </DialogDescription>
        </DialogHeader>
        {/* Focusable, so a keyboard can scroll a long transcript that holds no button. */}
        <DialogBody tabIndex={0} role="region" aria-label="Conversation">
          {props.open ? <Transcript child={props.child} /> : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
