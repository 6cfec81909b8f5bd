import type { Grade } from '../teks/teks-types';

/**
 * The numbers a student of each grade meets (TEKS): grade 3 whole numbers to 100,000 and fractions
 * with denominators 2, 3, 4, 6, 8; grade 4 to 1,000,000,000, decimals to hundredths and the
 * denominators 2–6, 8, 10, 12, 100; grade 5 decimals to thousandths. A generator narrows these to its
 * SE (3.4A: sums within 1,000) and the shared checks hold every number it shows to them.
 */
export interface NumberBounds {
  /** Largest whole number (or whole part) shown anywhere in the item. */
  maxWhole: number;
  /** Denominators a fraction may have. */
  denominators: readonly number[];
  /** Digits after a decimal point; 0 means no decimals at all. */
  maxDecimalPlaces: number;
}

export const GRADE_BOUNDS: Record<Grade, NumberBounds> = {
  3: { maxWhole: 100_000, denominators: [2, 3, 4, 6, 8], maxDecimalPlaces: 0 },
  4: { maxWhole: 1_000_000_000, denominators: [2, 3, 4, 5, 6, 8, 10, 12, 100], maxDecimalPlaces: 2 },
  5: {
    maxWhole: 1_000_000_000,
    denominators: [2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 20, 24, 25, 100, 1000],
    maxDecimalPlaces: 3,
  },
};

export function narrowBounds(grade: Grade, narrower: Partial<NumberBounds>): NumberBounds {
  return { ...GRADE_BOUNDS[grade], ...narrower };
}
