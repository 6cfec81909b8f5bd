import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { HeaderButton } from '../../components/header-button';
import { OnDemand } from '../../components/on-demand';
import { useOnDemandOverlay } from '../../lib/use-on-demand-overlay';
import { useUnreadCount } from './notifications';

const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));

/** The bell with its badge of unread messages; it opens the notifications panel beneath it. */
export function NotificationsButton({ userId }: { userId: string }) {
  const overlay = useOnDemandOverlay(loadPanel);
  const unread = useUnreadCount(userId);
  return (
    <>
      <HeaderButton
        label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        {...overlay.triggerProps}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-1.5 -right-1.5 grid size-6 place-items-center rounded-full bg-red-700 text-sm font-black text-white ring-2 ring-white"
          >
            {unread}
          </span>
        ) : null}
      </HeaderButton>
      {overlay.mounted ? (
        <OnDemand>
          <NotificationsPanel
            userId={userId}
            open={overlay.open}
            onOpenChange={overlay.setOpen}
            anchorRef={overlay.triggerRef}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
