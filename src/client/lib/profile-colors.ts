import type { ProfileColor } from '../../core/accounts/account';

export interface ProfileColorStyle {
  /** The colour's name, as a screen reader says it ("Purple"). */
  label: string;
  /** The full colour: swatches in the profile dialog. */
  swatch: string;
  /** A light tint behind the avatar emoji, so the emoji stands out. */
  tint: string;
  /** The ring around an avatar. */
  ring: string;
  /** A check mark drawn on the swatch: white on dark swatches, ink on light ones (contrast ≥ 3:1). */
  check: string;
}

/**
 * The one place that turns a profile colour (spec section 3) into Tailwind classes. Every class is
 * written out in full so Tailwind finds it when it scans the sources.
 */
export const PROFILE_COLOR_STYLES: Record<ProfileColor, ProfileColorStyle> = {
  orange: {
    label: 'Orange',
    swatch: 'bg-orange-500',
    tint: 'bg-orange-100',
    ring: 'ring-orange-500',
    check: 'text-ink',
  },
  blue: {
    label: 'Blue',
    swatch: 'bg-blue-600',
    tint: 'bg-blue-100',
    ring: 'ring-blue-600',
    check: 'text-white',
  },
  purple: {
    label: 'Purple',
    swatch: 'bg-purple-600',
    tint: 'bg-purple-100',
    ring: 'ring-purple-600',
    check: 'text-white',
  },
  pink: {
    label: 'Pink',
    swatch: 'bg-pink-500',
    tint: 'bg-pink-100',
    ring: 'ring-pink-500',
    check: 'text-ink',
  },
  green: {
    label: 'Green',
    swatch: 'bg-green-600',
    tint: 'bg-green-100',
    ring: 'ring-green-600',
    check: 'text-white',
  },
  yellow: {
    label: 'Yellow',
    swatch: 'bg-yellow-400',
    tint: 'bg-yellow-100',
    ring: 'ring-yellow-500',
    check: 'text-ink',
  },
  red: { label: 'Red', swatch: 'bg-red-600', tint: 'bg-red-100', ring: 'ring-red-600', check: 'text-white' },
  indigo: {
    label: 'Indigo',
    swatch: 'bg-indigo-600',
    tint: 'bg-indigo-100',
    ring: 'ring-indigo-600',
    check: 'text-white',
  },
  teal: {
    label: 'Teal',
    swatch: 'bg-teal-500',
    tint: 'bg-teal-100',
    ring: 'ring-teal-600',
    check: 'text-ink',
  },
  emerald: {
    label: 'Emerald',
    swatch: 'bg-emerald-500',
    tint: 'bg-emerald-100',
    ring: 'ring-emerald-600',
    check: 'text-ink',
  },
  cyan: {
    label: 'Cyan',
    swatch: 'bg-cyan-400',
    tint: 'bg-cyan-100',
    ring: 'ring-cyan-600',
    check: 'text-ink',
  },
  rose: {
    label: 'Rose',
    swatch: 'bg-rose-500',
    tint: 'bg-rose-100',
    ring: 'ring-rose-500',
    check: 'text-ink',
  },
};
