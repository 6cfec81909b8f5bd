import { clsx } from 'clsx';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, type RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { NOTIFICATIONS, markAllAsRead, useUnreadCount } from './notifications';

interface NotificationsPanelProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchorRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A modal popover under the bell (focus stays inside; Escape or a click outside closes it, and focus
 * returns to the bell). "Mark all as read" clears the badge for this student in this tab.
 */
export function NotificationsPanel({ userId, open, onOpenChange, anchorRef }: NotificationsPanelProps) {
  const titleId = useId();
  const unread = useUnreadCount(userId);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="end"
          sideOffset={10}
          collisionPadding={12}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
          className="z-40 w-[min(24rem,calc(100vw-1.5rem))] overflow-hidden rounded-card border-2 border-indigo-100 bg-white text-ink shadow-2xl outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center justify-between gap-3 bg-gradient-to-r from-indigo-50 to-brand-50 px-5 py-4">
            <h2 id={titleId} className="flex items-center gap-2 text-xl font-black">
              <Bell aria-hidden="true" className="size-6 text-indigo-700" />
              Notifications
            </h2>
            <span className="rounded-full bg-white px-3 py-1 text-sm font-bold text-indigo-900">
              {unread > 0 ? `${unread} new` : 'All read'}
            </span>
          </div>
          <ul className="divide-y-2 divide-brand-50">
            {NOTIFICATIONS.map(({ id, icon: Icon, title, body }) => (
              <li key={id} className="flex gap-3 px-5 py-4">
                <span
                  className={clsx(
                    'relative grid size-11 shrink-0 place-items-center rounded-full',
                    unread > 0 ? 'bg-sun-200 text-brand-800' : 'bg-indigo-50 text-indigo-700',
                  )}
                >
                  <Icon aria-hidden="true" className="size-6" />
                  {unread > 0 ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-0.5 -right-0.5 size-3.5 rounded-full bg-red-700 ring-2 ring-white"
                    />
                  ) : null}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-base font-extrabold">
                    {title}
                    {unread > 0 ? <span className="sr-only"> (new)</span> : null}
                  </p>
                  <p className="text-base text-indigo-900">{body}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="border-t-2 border-brand-100 bg-brand-50 px-5 py-3">
            <Button
              variant="outline"
              className="w-full"
              // Stays enabled once everything is read: disabling it would drop the keyboard focus.
              onClick={() => markAllAsRead(userId)}
            >
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
