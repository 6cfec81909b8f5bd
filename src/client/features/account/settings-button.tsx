import { Settings } from 'lucide-react';
import { lazy } from 'react';
import type { User } from '../../../contracts/user';
import { HeaderButton } from '../../components/header-button';
import { OnDemand } from '../../components/on-demand';
import { useOnDemandOverlay } from '../../lib/use-on-demand-overlay';

const loadDialog = () => import('./settings-dialog');
const SettingsDialog = lazy(() => loadDialog().then((module) => ({ default: module.SettingsDialog })));

export function SettingsButton({ user }: { user: User }) {
  const overlay = useOnDemandOverlay(loadDialog);
  return (
    <>
      <HeaderButton label="Settings" {...overlay.triggerProps}>
        <Settings aria-hidden="true" />
      </HeaderButton>
      {overlay.mounted ? (
        <OnDemand>
          <SettingsDialog
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
