import type { Rarity } from '../../../core/space/space-types';

interface RarityStyle {
  /** The avatar's circle: a tint and a ring in the rarity's colour. */
  circle: string;
  /** The rarity's label pill (dark text on a light tint: AA contrast). */
  pill: string;
  /** The card's border. */
  border: string;
}

/** Common grey, rare blue, epic purple, legendary gold: the colours games use, always with the word. */
export const RARITY_STYLES: Record<Rarity, RarityStyle> = {
  common: {
    circle: 'bg-slate-100 ring-slate-300',
    pill: 'bg-slate-200 text-slate-900',
    border: 'border-slate-200',
  },
  rare: {
    circle: 'bg-sky-100 ring-sky-400',
    pill: 'bg-sky-100 text-sky-900',
    border: 'border-sky-200',
  },
  epic: {
    circle: 'bg-purple-100 ring-purple-500',
    pill: 'bg-purple-100 text-purple-900',
    border: 'border-purple-200',
  },
  legendary: {
    circle: 'bg-gradient-to-br from-sun-200 to-amber-300 ring-amber-500',
    pill: 'bg-amber-200 text-amber-950',
    border: 'border-amber-300',
  },
};
