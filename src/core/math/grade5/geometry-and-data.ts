import type { Generator } from '../generator-types';

/** Grade 5 reporting categories 3 and 4 (geometry, measurement, data and financial literacy). Add new ones here. */
export const GRADE_5_GEOMETRY_AND_DATA: readonly Generator[] = [];
