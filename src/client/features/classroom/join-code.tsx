import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Classroom } from '../../../contracts/classrooms';
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
import { toast } from '../../lib/use-toast';
import { CLASSROOMS_QUERY_KEY, newJoinCode } from './classroom-api';

/**
 * The class code: students who already use StarPrep join with it, and it is the class code on every
 * sign-in card. "New code" replaces it (for a code that got out), after saying what that changes.
 */
export function JoinCode({ classroom }: { classroom: Classroom }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const newCodeButton = useRef<HTMLButtonElement>(null);
  const renew = useMutation({
    mutationFn: () => newJoinCode(classroom.id),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: CLASSROOMS_QUERY_KEY });
      setAsking(false);
      toast({ title: 'New class code', description: `Your class code is now ${updated.joinCode}.` });
    },
  });

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2">
      <p className="text-base font-bold text-indigo-900">
        Class code{' '}
        <strong className="font-mono text-2xl font-black tracking-widest text-ink" data-testid="join-code">
          {classroom.joinCode}
        </strong>
      </p>
      <Button ref={newCodeButton} variant="ghost" size="compact" onClick={() => setAsking(true)}>
        <RefreshCw aria-hidden="true" />
        New code
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          if (renew.isPending) return;
          setAsking(open);
          if (!open) renew.reset();
        }}
      >
        <DialogContent returnFocusTo={newCodeButton}>
          <DialogHeader>
            <DialogTitle>Make a new class code?</DialogTitle>
            <DialogDescription>
              The code {classroom.joinCode} stops working for joining and signing in.
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-3">
            <p className="text-lg">
              Students with sign-in cards then type the new class code with the same secret code as before.
              Tell them the new code, or print new cards.
            </p>
            {renew.isError ? (
              <AlertMessage>{readableErrorMessage(renew.error, "We couldn't make a new code.")}</AlertMessage>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={renew.isPending}>
                Keep this code
              </Button>
            </DialogClose>
            <Button onClick={() => renew.mutate()} disabled={renew.isPending} aria-busy={renew.isPending}>
              <RefreshCw aria-hidden="true" />
              {renew.isPending ? 'Making…' : 'Make a new code'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
