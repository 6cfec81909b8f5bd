import type { NumberLineVisual } from '../../items/visual-types';
import { times } from '../times';

/**
 * The framework has no protractor picture yet, so angle items show a protractor's scale laid flat: a
 * number line from 0 to 180 with a tick for every degree, labelled every 10 (or 30) degrees, and the
 * points where the angle's rays cross the scale. The description says the same in words.
 */
export function protractorScale(
  marks: { degrees: number; label: string }[],
  description: string,
  jump?: { from: number; to: number; label: string },
): NumberLineVisual {
  return {
    kind: 'number-line',
    divisions: 180,
    tickLabels: times(7, (i) => ({ tick: i * 30, text: String(i * 30) })),
    points: marks.map((mark) => ({ tick: mark.degrees, label: mark.label })),
    jumps: jump ? [{ fromTick: jump.from, toTick: jump.to, label: jump.label }] : [],
    imageDescription: description,
  };
}
