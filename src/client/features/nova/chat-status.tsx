import { clsx } from 'clsx';
import { BookOpenCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** Three bouncing dots and "Nova is typing…" while a reply is on its way. */
export function NovaTyping() {
  return (
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
  );
}

interface ChatNoticeProps {
  children: ReactNode;
  /** "kind": a problem said gently (a yellow note, not a red alarm); "quiet": a passing status. */
  tone?: 'kind' | 'quiet';
  role?: 'alert' | 'status';
}

/**
 * A line inside the chat that is not a turn: a message could not be sent (the server's own words,
 * e.g. "slow down a little"), or the conversation is still loading.
 */
export function ChatNotice({ children, tone = 'kind', role = 'status' }: ChatNoticeProps) {
  return (
    <p
      role={role}
      data-testid="chat-notice"
      className={clsx(
        'mt-4 flex items-start gap-2 rounded-2xl text-base font-semibold',
        tone === 'kind' ? 'border-2 border-sun-400 bg-sun-200/60 p-3 text-ink' : 'text-indigo-900',
      )}
    >
      {tone === 'kind' ? (
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-800" />
      ) : null}
      <span>{children}</span>
    </p>
  );
}

/** Which practice question the chat is about: the one on screen under the panel. */
export function AskingAbout({ id, label }: { id: string; label: string }) {
  return (
    <p
      id={id}
      data-testid="asking-about"
      className="flex shrink-0 items-center gap-2 border-t-2 border-indigo-100 bg-indigo-50 px-4 py-2 text-base text-indigo-900"
    >
      <BookOpenCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-700" />
      <span>
        <span className="font-bold">Asking about:</span> {label}
      </span>
    </p>
  );
}
