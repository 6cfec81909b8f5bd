import { Sparkles } from 'lucide-react';
import { lazy } from 'react';
import type { User } from '../../../contracts/user';
import { HeaderButton } from '../../components/header-button';
import { OnDemand } from '../../components/on-demand';
import { useOnDemandOverlay } from '../../lib/use-on-demand-overlay';

const loadPanel = () => import('./nova-chat-panel');
const NovaChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.NovaChatPanel })));

/** "Chat with Nova" in the student header: opens the chat as a side panel. */
export function NovaChatButton({ user }: { user: User }) {
  const overlay = useOnDemandOverlay(loadPanel);
  return (
    <>
      <HeaderButton tone="nova" label="Chat with Nova" {...overlay.triggerProps}>
        <Sparkles aria-hidden="true" />
        <span className="hidden lg:inline">Chat with Nova</span>
      </HeaderButton>
      {overlay.mounted ? (
        <OnDemand>
          <NovaChatPanel
            user={user}
            open={overlay.open}
            onOpenChange={overlay.setOpen}
            returnFocusTo={overlay.triggerRef}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
