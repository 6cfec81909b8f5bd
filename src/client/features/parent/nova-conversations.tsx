import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import type { ChildSummary } from '../../../contracts/parents';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { NovaTranscriptDialog } from './nova-transcript-dialog';
import { shortName } from './parent-text';

/** "Nova conversations": what Nova is, and a button that opens the child's chats. */
export function NovaConversations({ child }: { child: ChildSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h3 className="text-2xl font-black">Nova conversations</h3>
      <p className="text-base text-indigo-900">
        Nova is StarPrep&apos;s study helper. It helps with hints, one step at a time, rather than giving
        answers away. You can read everything {shortName(child.name)} asked it.
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <MessagesSquare aria-hidden="true" />
        Read {shortName(child.name)}&apos;s chats
      </Button>
      <NovaTranscriptDialog child={child} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
