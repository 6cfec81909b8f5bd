import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

interface ChoiceTileProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  icon?: LucideIcon;
  disabled?: boolean;
}

/**
 * One big option of a radio group, the whole tile clickable: Tab reaches the group, the arrow keys
 * choose. Chosen is shown by fill and a thick border, not by colour alone.
 */
export function ChoiceTile({ name, value, checked, onChange, label, icon: Icon, disabled }: ChoiceTileProps) {
  return (
    <label
      className={clsx(
        'relative flex min-h-14 cursor-pointer items-center justify-center rounded-2xl border-4 px-2 py-2 text-center text-lg leading-tight font-extrabold transition-colors',
        // An icon goes above its word, so "Mathematics" fits a phone's half-width tile.
        Icon ? 'flex-col gap-1' : 'gap-2',
        'has-focus-visible:outline-4 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus',
        'has-disabled:cursor-not-allowed has-disabled:opacity-60',
        checked
          ? 'border-brand-700 bg-brand-700 text-white shadow-md'
          : 'border-brand-100 bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0 disabled:cursor-not-allowed"
      />
      {Icon ? <Icon aria-hidden="true" className="size-6 shrink-0" /> : null}
      {label}
    </label>
  );
}
