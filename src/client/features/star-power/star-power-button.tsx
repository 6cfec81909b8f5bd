import { Star } from 'lucide-react';
import { lazy } from 'react';
import type { User } from '../../../contracts/user';
import { HeaderButton } from '../../components/header-button';
import { OnDemand } from '../../components/on-demand';
import { formatCount } from '../../lib/number-format';
import { useOnDemandOverlay } from '../../lib/use-on-demand-overlay';

const loadDialog = () => import('./star-power-dialog');
const StarPowerDialog = lazy(() => loadDialog().then((module) => ({ default: module.StarPowerDialog })));

/** The header's StarPower button: the student's real total, opening the StarPower panel. */
export function StarPowerButton({ user }: { user: User }) {
  const overlay = useOnDemandOverlay(loadDialog);
  const total = formatCount(user.starPower);
  return (
    <>
      <HeaderButton tone="sunny" label={`${total} StarPower`} {...overlay.triggerProps}>
        <Star aria-hidden="true" className="fill-sun-400 text-brand-700" />
        {/* The space keeps the visible words the same as the button's name, "1,250 StarPower". */}
        <span>{total}</span> <span className="hidden xl:inline">StarPower</span>
      </HeaderButton>
      {overlay.mounted ? (
        <OnDemand>
          <StarPowerDialog
            open={overlay.open}
            onOpenChange={overlay.setOpen}
            returnFocusTo={overlay.triggerRef}
          />
        </OnDemand>
      ) : null}
    </>
  );
}
