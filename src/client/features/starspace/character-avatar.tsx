import { clsx } from 'clsx';
import type { Rarity } from '../../../core/space/space-types';
import { RARITY_STYLES } from './rarity-styles';

const sizes = {
  sm: 'size-11 text-2xl ring-2',
  md: 'size-16 text-4xl ring-4',
  lg: 'size-20 text-5xl ring-4',
} as const;

/** A character's emoji face in a circle of its rarity's colour. Decorative: the name is said beside it. */
export function CharacterAvatar({
  avatar,
  rarity,
  size = 'md',
  className,
}: {
  avatar: string;
  rarity: Rarity;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'grid shrink-0 place-items-center rounded-full leading-none shadow-sm',
        RARITY_STYLES[rarity].circle,
        sizes[size],
        className,
      )}
    >
      {avatar}
    </span>
  );
}
