import { Sparkles } from 'lucide-react';
import { lazy, useEffect, useMemo, useRef } from 'react';
import type { User } from '../../../contracts/user';
import { HeaderButton } from '../../components/header-button';
import { OnDemand } from '../../components/on-demand';
import { onNovaChatRequest } from '../../lib/nova-chat-request';
import { useQuestionOnScreen } from '../../lib/question-on-screen';
import { useOnDemandOverlay } from '../../lib/use-on-demand-overlay';

const loadPanel = () => import('./nova-chat-panel');
const NovaChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.NovaChatPanel })));

/**
 * "Chat with Nova" in the student header: opens the chat as a side panel. Question screens open the
 * same panel with their own "Ask Nova" button (lib/nova-chat-request.ts); focus then goes back to
 * that button on close.
 */
export function NovaChatButton({ user }: { user: User }) {
  const overlay = useOnDemandOverlay(loadPanel);
  const { setOpen, triggerRef } = overlay;
  const askedFrom = useRef<HTMLElement | null>(null);
  const hasQuestion = useQuestionOnScreen() !== null;
  // Read on close only: the asking button if it is still on the page, else this one.
  const returnFocusTo = useMemo(
    () => ({
      get current(): HTMLElement | null {
        return askedFrom.current?.isConnected ? askedFrom.current : triggerRef.current;
      },
    }),
    [triggerRef],
  );

  useEffect(
    () =>
      onNovaChatRequest((from) => {
        askedFrom.current = from;
        setOpen(true);
      }),
    [setOpen],
  );

  // With a question on screen a child may well ask about it: have the panel ready.
  useEffect(() => {
    if (hasQuestion) loadPanel().catch(() => {});
  }, [hasQuestion]);

  return (
    <>
      <HeaderButton
        tone="nova"
        label="Chat with Nova"
        {...overlay.triggerProps}
        onClick={() => {
          askedFrom.current = null;
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden="true" />
        <span className="hidden lg:inline">Chat with Nova</span>
      </HeaderButton>
      {overlay.mounted ? (
        <OnDemand>
          <NovaChatPanel
            user={user}
            open={overlay.open}
            onOpenChange={setOpen}
            returnFocusTo={returnFocusTo}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
