import type { ScoreBand } from '../../core/mastery/display';

/**
 * How a score band (spec section 9: 90 and above green, 80 blue, 70 yellow, below red) looks on every
 * screen: text, ring, tint and bar classes, and a word beside the colour so colour is never the only
 * sign. Every text colour passes AA on white and on its own tint.
 */
export const SCORE_BAND_STYLES: Record<ScoreBand, { text: string; ring: string; tint: string; bar: string }> =
  {
    green: { text: 'text-green-800', ring: 'border-green-600', tint: 'bg-green-50', bar: 'bg-green-600' },
    blue: { text: 'text-blue-800', ring: 'border-blue-600', tint: 'bg-blue-50', bar: 'bg-blue-600' },
    yellow: {
      text: 'text-yellow-900',
      ring: 'border-yellow-500',
      tint: 'bg-yellow-50',
      bar: 'bg-yellow-400',
    },
    red: { text: 'text-red-800', ring: 'border-red-600', tint: 'bg-red-50', bar: 'bg-red-600' },
  };

export const SCORE_BAND_WORDS: Record<ScoreBand, string> = {
  green: 'Excellent',
  blue: 'Great',
  yellow: 'Good',
  red: 'Keep practicing',
};
