import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { ChildSummary } from '../../../contracts/parents';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { AddChildOptions } from './add-child-options';

/** "Add a child" beside the children's tabs: the same two ways as the empty portal, in a dialog. */
export function AddChildDialog({ onAdded }: { onAdded: (child: ChildSummary) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden="true" />
          Add a child
        </Button>
      </DialogTrigger>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>
            <UserPlus aria-hidden="true" className="size-8 text-indigo-700" />
            Add a child
          </DialogTitle>
          <DialogDescription>Link another child&apos;s account, or create one for them.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <AddChildOptions
            boxClassName="rounded-card border-2 border-brand-100 p-4 sm:p-5"
            onAdded={(child) => {
              setOpen(false);
              onAdded(child);
            }}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
