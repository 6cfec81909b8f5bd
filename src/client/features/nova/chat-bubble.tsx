import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '../../../contracts/user';
import { NovaText } from '../../components/nova-text';
import { ProfileAvatar } from '../../components/profile-avatar';

export function NovaAvatar() {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-purple-600 text-white shadow"
    >
      <Sparkles className="size-5" />
    </span>
  );
}

interface BubbleProps {
  from: 'student' | 'nova';
  user: User;
  children: ReactNode;
}

/** One turn of the chat: the child's on the right in orange, Nova's on the left in indigo. */
export function Bubble({ from, user, children }: BubbleProps) {
  const mine = from === 'student';
  return (
    <li
      data-testid="chat-turn"
      data-from={from}
      className={clsx('flex items-end gap-2', mine && 'flex-row-reverse')}
    >
      {mine ? <ProfileAvatar avatar={user.avatar} color={user.profileColor} size="sm" /> : <NovaAvatar />}
      <div
        className={clsx(
          'max-w-[80%] min-w-0 rounded-3xl px-4 py-3 text-base break-words shadow-sm',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-indigo-50 text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'You said: ' : 'Nova said: '}</span>
        {children}
      </div>
    </li>
  );
}

/** A turn as the server stored it: the child's words as sent (personal information taken out), Nova's laid out. */
export function StoredTurn({ role, text, user }: { role: 'student' | 'nova'; text: string; user: User }) {
  return (
    <Bubble from={role} user={user}>
      {role === 'nova' ? <NovaText text={text} /> : <p className="whitespace-pre-wrap">{text}</p>}
    </Bubble>
  );
}
