import { scoreBand, type ScoreBand } from '../../../core/mastery/display';

/*
 * How a finished practice set's score looks: the colour band of spec section 9 (from the mastery
 * rules: 90 and above green, 80 blue, 70 yellow, below red) and a cheerful line for every band, so no
 * score feels like a telling-off.
 */

/** Text, ring and tint for each band; every text colour passes AA on white and on its own tint. */
export const SCORE_BAND_CLASSES: Record<ScoreBand, { text: string; ring: string; tint: string }> = {
  green: { text: 'text-green-800', ring: 'border-green-600', tint: 'bg-green-50' },
  blue: { text: 'text-blue-800', ring: 'border-blue-600', tint: 'bg-blue-50' },
  yellow: { text: 'text-yellow-900', ring: 'border-yellow-500', tint: 'bg-yellow-50' },
  red: { text: 'text-red-800', ring: 'border-red-600', tint: 'bg-red-50' },
};

export function scoreBandClasses(scorePercent: number) {
  return SCORE_BAND_CLASSES[scoreBand(scorePercent)];
}

const MESSAGES: Record<ScoreBand, string> = {
  green: 'Superstar! You really know this stuff!',
  blue: 'Great job! You are getting so strong!',
  yellow: 'Nice work! A little more practice and you will shine!',
  red: 'Good try! Every question makes your brain stronger. Let’s practice again!',
};

export function cheerfulMessage(scorePercent: number): string {
  return MESSAGES[scoreBand(scorePercent)];
}

/** "1 star" / "7 stars". */
export function starsText(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
