import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import type { ChildSummary } from '../../../contracts/parents';
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
import { navigateBrowserTo } from '../../lib/session';
import { signInAsChild } from './parent-api';
import { shortName } from './parent-text';

/**
 * Hands the device to the child: once confirmed, this browser is signed in as them. A full page load
 * to their dashboard (not a client-side route change) drops every cached parent answer from memory,
 * so nothing of the portal stays behind for the child to find.
 */
export function SignInAsChildDialog(props: {
  child: ChildSummary;
  /** Guests cannot sign in again: their account lives only in this browser's session. */
  parentIsGuest: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const name = shortName(props.child.name);
  const signIn = useMutation({
    mutationFn: () => signInAsChild(props.child.id),
    onSuccess: () => navigateBrowserTo('/dashboard'),
  });
  return (
    <Dialog open={props.open} onOpenChange={(open) => !signIn.isPending && props.onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <LogIn aria-hidden="true" className="size-8 text-indigo-700" />
            Hand over to {name}?
          </DialogTitle>
          <DialogDescription>
            This device will be signed in as {props.child.name}, and {name}&apos;s dashboard opens.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-3 text-base">
          <p>You will be signed out of the parent portal. To come back, you&apos;ll need to sign in again.</p>
          {props.parentIsGuest ? (
            <p className="rounded-2xl border-2 border-sun-400 bg-sun-200 p-3 font-bold">
              You are using a guest account, which can&apos;t be signed in again. Once you switch, this parent
              portal is gone.
            </p>
          ) : null}
          {signIn.isError ? (
            <AlertMessage>
              {readableErrorMessage(signIn.error, "We couldn't switch accounts. Please try again.")}
            </AlertMessage>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={signIn.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={() => signIn.mutate()} disabled={signIn.isPending} aria-busy={signIn.isPending}>
            {signIn.isPending ? 'Switching…' : `Sign in as ${name}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
