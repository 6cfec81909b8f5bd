import { clsx } from 'clsx';
import { Send, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { User } from '../../../contracts/user';
import { ProfileAvatar } from '../../components/profile-avatar';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { sendToNova, useConversation } from './conversation';
import { isSendable } from './nova-replies';

interface NovaChatPanelProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function NovaAvatar() {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-purple-600 text-white shadow"
    >
      <Sparkles className="size-5" />
    </span>
  );
}

function Bubble({ from, user, children }: { from: 'student' | 'nova'; user: User; children: ReactNode }) {
  const mine = from === 'student';
  return (
    <li className={clsx('flex items-end gap-2', mine && 'flex-row-reverse')}>
      {mine ? <ProfileAvatar avatar={user.avatar} color={user.profileColor} size="sm" /> : <NovaAvatar />}
      <p
        className={clsx(
          'max-w-[80%] rounded-3xl px-4 py-3 text-base break-words whitespace-pre-wrap shadow-sm',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-indigo-50 text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'You said: ' : 'Nova said: '}</span>
        {children}
      </p>
    </li>
  );
}

/** The Nova chat side panel: the conversation, a labelled message box and Send. */
export function NovaChatPanel({ user, open, onOpenChange, returnFocusTo }: NovaChatPanelProps) {
  const { messages, pendingReplies } = useConversation(user.id);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const firstName = user.name.trim().split(/\s+/)[0] || 'there';

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pendingReplies, open]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSendable(draft)) return;
    void sendToNova(user.id, draft.trim());
    setDraft('');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="right"
        returnFocusTo={returnFocusTo}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
      >
        <DialogHeader className="flex items-center gap-3 border-b-2 border-indigo-100 bg-gradient-to-r from-indigo-50 to-purple-50">
          <NovaAvatar />
          <div>
            <DialogTitle className="text-2xl!">Chat with Nova</DialogTitle>
            <DialogDescription>Your study buddy for math and reading.</DialogDescription>
          </div>
        </DialogHeader>

        <div
          ref={logRef}
          role="log"
          aria-label="Conversation with Nova"
          // Focusable, so a keyboard can scroll back through a long chat.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto bg-gradient-to-b from-white to-indigo-50/60 px-4 py-5"
        >
          <ul className="space-y-4">
            <Bubble from="nova" user={user}>
              Hi {firstName}! I&apos;m Nova, your study buddy. Ask me about math or reading, or tell me what
              you&apos;d like to practice today.
            </Bubble>
            {messages.map((message) => (
              <Bubble key={message.id} from={message.from} user={user}>
                {message.text}
              </Bubble>
            ))}
          </ul>
          {pendingReplies > 0 ? (
            <p className="mt-4 flex items-center gap-2 text-base font-semibold text-indigo-900">
              <span aria-hidden="true" className="flex gap-1 rounded-full bg-indigo-50 px-3 py-2">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-2 animate-typing-dot rounded-full bg-indigo-600"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
              Nova is typing…
            </p>
          ) : null}
        </div>

        <form
          onSubmit={handleSubmit}
          className="flex shrink-0 items-end gap-2 border-t-2 border-indigo-100 p-4"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={inputId} className="sr-only">
              Message for Nova
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Ask Nova a question…"
              maxLength={500}
              autoComplete="off"
              className="block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink placeholder:text-indigo-700/70 focus-visible:border-focus"
            />
          </div>
          <Button type="submit" variant="secondary" className="min-h-12" disabled={!isSendable(draft)}>
            <Send aria-hidden="true" />
            Send
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
