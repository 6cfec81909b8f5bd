import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { TextField } from '../../components/ui/text-field';
import { readableErrorMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { deleteChild } from './parent-api';
import { namesMatch } from './parent-text';
import { useFamilyCache } from './use-family-cache';

/** The form inside; it mounts on each opening, so the typed name starts empty every time. */
function DeleteChildForm({ child, onDone }: { child: ChildSummary; onDone: () => void }) {
  const family = useFamilyCache();
  const [typed, setTyped] = useState('');
  const confirmed = namesMatch(typed, child.name);
  const remove = useMutation({
    mutationFn: () => deleteChild(child.id),
    onSuccess: () => {
      onDone();
      family.remove(child.id);
      toast({ title: `${child.name}'s account was deleted`, description: 'All of their data is gone.' });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <DialogBody className="space-y-4 text-base">
        <p>This permanently deletes:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{child.name}&apos;s account, so they can no longer sign in</li>
          <li>every answer, practice set, mock exam and study plan</li>
          <li>their StarPower, badges and StarSpace story progress</li>
          <li>their chats with Nova, and their place in any class</li>
        </ul>
        <p className="font-bold">It can&apos;t be undone. To keep a copy, download their data first.</p>
        <TextField
          label={`Type ${child.name} to confirm`}
          value={typed}
          onValueChange={setTyped}
          autoComplete="off"
          spellCheck={false}
        />
        {remove.isError ? (
          <AlertMessage>
            {readableErrorMessage(remove.error, "We couldn't delete the account. Please try again.")}
          </AlertMessage>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={remove.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="danger"
          disabled={!confirmed || remove.isPending}
          aria-busy={remove.isPending}
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending ? 'Deleting…' : 'Delete forever'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Deleting the child's account and all their data: the consequences in plain words, and their name typed. */
export function DeleteChildDialog(props: {
  child: ChildSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trash2 aria-hidden="true" className="size-8 text-red-700" />
            Delete {props.child.name}&apos;s account?
          </DialogTitle>
          <DialogDescription>
            Everything StarPrep keeps about {props.child.name} will be deleted.
          </DialogDescription>
        </DialogHeader>
        <DeleteChildForm child={props.child} onDone={() => props.onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
