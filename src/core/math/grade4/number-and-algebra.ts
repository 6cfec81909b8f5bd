import type { Generator } from '../generator-types';

/** Grade 4 reporting categories 1 and 2 (numbers, computations and algebraic reasoning). Add new ones here. */
export const GRADE_4_NUMBER_AND_ALGEBRA: readonly Generator[] = [];
