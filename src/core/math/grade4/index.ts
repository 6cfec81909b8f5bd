import type { Generator } from '../generator-types';
import { GRADE_4_GEOMETRY_AND_DATA } from './geometry-and-data';
import { GRADE_4_NUMBER_AND_ALGEBRA } from './number-and-algebra';

/**
 * Grade 4 generators. Each half of the reporting categories keeps its own list, so two engineers can add
 * generators at once without editing the same file.
 */
export const GRADE_4_GENERATORS: readonly Generator[] = [
  ...GRADE_4_NUMBER_AND_ALGEBRA,
  ...GRADE_4_GEOMETRY_AND_DATA,
];
