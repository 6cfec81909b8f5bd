import { clsx } from 'clsx';
import type { ProfileColor } from '../../core/accounts/account';
import { PROFILE_COLOR_STYLES } from '../lib/profile-colors';

const sizes = {
  sm: 'size-9 text-xl ring-2',
  md: 'size-11 text-2xl ring-3',
  lg: 'size-16 text-4xl ring-4',
  xl: 'size-28 text-6xl ring-[6px]',
} as const;

/** The student's avatar emoji on a tint of their profile colour. Decorative: name it where it is used. */
export function ProfileAvatar({
  avatar,
  color,
  size = 'md',
  className,
}: {
  avatar: string;
  color: ProfileColor;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const style = PROFILE_COLOR_STYLES[color];
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid shrink-0 place-items-center rounded-full leading-none text-ink',
        style.tint,
        style.ring,
        sizes[size],
        className,
      )}
    >
      {avatar}
    </span>
  );
}
