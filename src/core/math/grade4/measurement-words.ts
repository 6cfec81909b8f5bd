import { rational } from '../../items/rational';
import type { RectangleNoun } from '../contexts/theme-words';
import type { Mistake } from '../generator-types';
import type { Noun } from '../contexts/theme-words';

/** Shared words and small helpers for the grade 4 measurement, geometry and money generators. */

export const mistake = (value: number, note: string): Mistake => ({ value: rational(value), note });

/** A wrong amount of money, written as a Texas classroom writes it ("$12.50"). Value in cents. */
export const moneyMistake = (cents: number, note: string): Mistake => ({
  value: rational(cents, 100),
  note,
  text: dollars(cents),
});

/** "$12.50", "$1,250.00", "$7.05": cents as dollars with two decimal places. */
export function dollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${digits}.${rest}`;
}

/** "$12": whole dollars without cents. */
export function wholeDollars(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export interface LengthUnit {
  length: Noun;
  area: Noun;
}

const unit = (one: string, many: string): LengthUnit => ({
  length: { one, many },
  area: { one: `square ${one}`, many: `square ${many}` },
});
export const FEET = unit('foot', 'feet');
export const INCHES = unit('inch', 'inches');
export const YARDS = unit('yard', 'yards');
export const METERS = unit('meter', 'meters');
export const CENTIMETERS = unit('centimeter', 'centimeters');

/** Units that suit the object: a poster is measured in inches, a stage in yards or meters. */
export const UNITS_FOR_SIZE: Record<RectangleNoun['size'], readonly LengthUnit[]> = {
  inches: [INCHES],
  feet: [FEET],
  large: [FEET, YARDS, METERS],
};

export const DEGREE: Noun = { one: 'degree', many: 'degrees' };
