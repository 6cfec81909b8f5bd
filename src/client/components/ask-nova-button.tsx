import { Sparkles } from 'lucide-react';
import { openNovaChat } from '../lib/nova-chat-request';
import { Button } from './ui/button';

/**
 * Opens the Nova chat from beside a question, which the chat then asks about (the screen marks it with
 * useShowQuestionOnScreen). The chat is a dialog, so the button says so.
 */
export function AskNovaButton({ className }: { className?: string }) {
  return (
    <Button
      variant="outline"
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => openNovaChat(event.currentTarget)}
    >
      <Sparkles aria-hidden="true" className="text-indigo-700" />
      Ask Nova
    </Button>
  );
}
