import { lazy } from 'react';
import type { User } from '../../../contracts/user';
import { HeaderButton } from '../../components/header-button';
import { OnDemand } from '../../components/on-demand';
import { ProfileAvatar } from '../../components/profile-avatar';
import { useOnDemandOverlay } from '../../lib/use-on-demand-overlay';

const loadDialog = () => import('./profile-dialog');
const ProfileDialog = lazy(() => loadDialog().then((module) => ({ default: module.ProfileDialog })));

/** The student's avatar emoji in their profile colour; it opens the profile customisation dialog. */
export function ProfileButton({ user }: { user: User }) {
  const overlay = useOnDemandOverlay(loadDialog);
  return (
    <>
      <HeaderButton tone="bare" label="Your profile" {...overlay.triggerProps}>
        <ProfileAvatar avatar={user.avatar} color={user.profileColor} size="md" />
      </HeaderButton>
      {overlay.mounted ? (
        <OnDemand>
          <ProfileDialog
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
