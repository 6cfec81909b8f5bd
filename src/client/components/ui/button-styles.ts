import { clsx } from 'clsx';

export type ButtonVariant =
  'primary' | 'secondary' | 'sunny' | 'outline' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'compact' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-2xl font-bold transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0';

// Every pairing passes WCAG AA contrast for normal-size text.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-md hover:bg-brand-800 disabled:hover:bg-brand-700',
  secondary: 'bg-indigo-700 text-white shadow-md hover:bg-indigo-800 disabled:hover:bg-indigo-700',
  sunny: 'bg-sun-300 text-ink shadow-md hover:bg-sun-400 disabled:hover:bg-sun-300',
  outline: 'border-2 border-indigo-200 bg-white text-indigo-900 hover:border-indigo-300 hover:bg-indigo-50',
  ghost: 'text-indigo-900 hover:bg-brand-100',
  /** Only for what cannot be undone (deleting an account), and only behind a confirmation. */
  danger: 'bg-red-700 text-white shadow-md hover:bg-red-800 disabled:hover:bg-red-700',
  /** The quiet button that opens such a confirmation. */
  'danger-outline': 'border-2 border-red-300 bg-white text-red-800 hover:border-red-400 hover:bg-red-50',
};

// 44px is the smallest tap target; "lg" is for the one big action on a screen.
const sizes: Record<ButtonSize, string> = {
  compact: 'min-h-11 px-3 py-2 text-base sm:px-5',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-14 px-8 py-3 text-xl',
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  const { variant = 'primary', size = 'md', className } = options;
  return clsx(base, variants[variant], sizes[size], className);
}
