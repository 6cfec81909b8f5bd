import { rational } from '../../items/rational';
import type { Noun } from '../contexts/theme-words';
import type { Mistake } from '../generator-types';
import { formatWhole } from '../number-format';

/**
 * Small helpers the grade 5 geometry, measurement and data generators share: whole-number mistakes
 * that drop themselves when a slip gives a value a child could not be shown, and the units of length
 * with their square and cubic forms.
 */

/** A wrong whole-number answer, or nothing when the slip gives zero, a negative or a fraction. */
export function wholeMistake(value: number, note: string): Mistake[] {
  return Number.isInteger(value) && value > 0 ? [{ value: rational(value), note }] : [];
}

export interface LengthUnit {
  length: Noun;
  area: Noun;
  volume: Noun;
}

const unit = (one: string, many: string): LengthUnit => ({
  length: { one, many },
  area: { one: `square ${one}`, many: `square ${many}` },
  volume: { one: `cubic ${one}`, many: `cubic ${many}` },
});

export const INCH = unit('inch', 'inches');
export const FOOT = unit('foot', 'feet');
export const YARD = unit('yard', 'yards');
export const CENTIMETER = unit('centimeter', 'centimeters');
export const METER = unit('meter', 'meters');

/** "1 foot", "12 feet". */
export function measure(value: number, noun: Noun): string {
  return `${formatWhole(value)} ${value === 1 ? noun.one : noun.many}`;
}
