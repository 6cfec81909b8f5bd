import { scoreBand, type ScoreBand } from '../../../core/mastery/display';
import { SCORE_BAND_STYLES } from '../../lib/score-band-styles';

/*
 * How a finished practice set's score looks: the colour band of spec section 9 (from the mastery
 * rules: 90 and above green, 80 blue, 70 yellow, below red) and a cheerful line for every band, so no
 * score feels like a telling-off.
 */

/** The shared score-band styles (lib/score-band-styles.ts). */
export const SCORE_BAND_CLASSES = SCORE_BAND_STYLES;

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
