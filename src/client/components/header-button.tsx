import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type HeaderButtonTone = 'plain' | 'nova' | 'sunny' | 'bare';

const tones: Record<HeaderButtonTone, string> = {
  plain:
    'rounded-2xl border-2 border-indigo-100 bg-white px-2.5 text-indigo-900 hover:border-indigo-300 hover:bg-indigo-50',
  nova: 'rounded-2xl bg-gradient-to-br from-indigo-700 to-purple-700 px-2.5 text-white shadow-md hover:from-indigo-800 hover:to-purple-800',
  sunny: 'rounded-2xl border-2 border-sun-400 bg-sun-200 px-2.5 text-ink shadow-sm hover:bg-sun-300',
  /** For a button that is a picture already, such as the avatar. */
  bare: 'rounded-full p-0.5 hover:bg-indigo-50',
};

type HeaderButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> & {
  /** The button's accessible name; it must contain whatever text the button shows. */
  label: string;
  tone?: HeaderButtonTone;
};

/**
 * A button in the student header: at least 44 × 44 px, named by `label`, so it still reads well when a
 * phone shows only its icon.
 */
export function HeaderButton({
  label,
  tone = 'plain',
  className,
  type = 'button',
  ...props
}: HeaderButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={clsx(
        'relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 text-base font-extrabold whitespace-nowrap transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
