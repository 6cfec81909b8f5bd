import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { User } from '../../../contracts/user';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { readableErrorMessage } from '../../lib/error-message';
import { useQuestionOnScreen } from '../../lib/question-on-screen';
import { Bubble, NovaAvatar, StoredTurn } from './chat-bubble';
import { AskingAbout, ChatNotice, NovaTyping } from './chat-status';
import { useNovaMessages, useSendToNova } from './nova-chat-api';
import { isSendable } from './nova-chat-rules';

interface NovaChatPanelProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The server's limit (src/contracts/nova.ts), written here so the chat's chunk does not load zod. */
const MESSAGE_MAX_LENGTH = 500;

/**
 * The Nova chat side panel: the conversation so far (from the server, so it survives a reload), a
 * labelled message box and Send. Messages go to POST /api/nova/chat with the question on screen, if any.
 */
export function NovaChatPanel({ user, open, onOpenChange, returnFocusTo }: NovaChatPanelProps) {
  const transcript = useNovaMessages(open);
  const send = useSendToNova();
  const question = useQuestionOnScreen();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const askingAboutId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const firstName = user.name.trim().split(/\s+/)[0] || 'there';
  const messages = transcript.data?.messages ?? [];
  const waitingFor = send.isPending ? send.variables.message : null;

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waitingFor, send.isError, open]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSendable(draft) || send.isPending) return;
    const message = draft.trim();
    setDraft('');
    // Send is disabled while Nova answers: the box keeps focus, ready for the next message.
    inputRef.current?.focus();
    send.mutate(
      { message, questionId: question?.id ?? null },
      // Nothing is lost: the message comes back to the box to try again.
      { onError: () => setDraft((current) => (current === '' ? message : current)) },
    );
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
              <p>
                Hi {firstName}! I&apos;m Nova, your study buddy. Ask me about math or reading, ask for a hint
                on a practice question, or tell me what you&apos;d like to practice today.
              </p>
            </Bubble>
            {messages.map((message) => (
              <StoredTurn key={message.id} role={message.role} text={message.text} user={user} />
            ))}
            {waitingFor !== null ? (
              <Bubble from="student" user={user}>
                <p className="whitespace-pre-wrap">{waitingFor}</p>
              </Bubble>
            ) : null}
          </ul>
          {transcript.isLoading ? <ChatNotice tone="quiet">Getting our chat so far…</ChatNotice> : null}
          {transcript.isError ? (
            <ChatNotice>
              I couldn&apos;t load our earlier messages, but you can still ask me anything.
            </ChatNotice>
          ) : null}
          {waitingFor !== null ? <NovaTyping /> : null}
          {send.isError ? (
            <ChatNotice role="alert">
              {readableErrorMessage(
                send.error,
                "I'm having trouble connecting right now. Please try again in a moment!",
              )}
            </ChatNotice>
          ) : null}
        </div>

        {question ? <AskingAbout id={askingAboutId} label={question.label} /> : null}
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
              maxLength={MESSAGE_MAX_LENGTH}
              autoComplete="off"
              aria-describedby={question ? askingAboutId : undefined}
              className="block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink placeholder:text-indigo-700/70 focus-visible:border-focus"
            />
          </div>
          <Button
            type="submit"
            variant="secondary"
            className="min-h-12"
            disabled={!isSendable(draft) || send.isPending}
          >
            <Send aria-hidden="true" />
            Send
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
