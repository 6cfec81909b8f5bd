import { clsx } from 'clsx';
import { Progress } from 'radix-ui';

interface ProgressBarProps {
  /** How far along; clamped to 0…max so a server figure past the target still draws a full bar. */
  value: number;
  max: number;
  /** The bar's accessible name, e.g. "Today's goal". */
  label: string;
  /** What a screen reader says for the value, e.g. "7 of 20 questions". */
  valueText: string;
  /** Classes of the filled part (its colour); the track stays light. */
  fillClassName?: string;
  className?: string;
}

/** Radix Progress in our look: a rounded track with a filled part, named and valued for screen readers. */
export function ProgressBar({ value, max, label, valueText, fillClassName, className }: ProgressBarProps) {
  const clamped = Math.min(max, Math.max(0, value));
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <Progress.Root
      value={clamped}
      max={max}
      aria-label={label}
      getValueLabel={() => valueText}
      className={clsx('h-4 overflow-hidden rounded-full border-2 border-indigo-100 bg-indigo-50', className)}
    >
      <Progress.Indicator
        className={clsx('h-full rounded-full transition-[width]', fillClassName ?? 'bg-brand-600')}
        style={{ width: `${percent}%` }}
      />
    </Progress.Root>
  );
}
