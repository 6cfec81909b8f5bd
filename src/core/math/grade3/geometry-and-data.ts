import type { Generator } from '../generator-types';
import { rectangleArea } from './rectangle-area';

/** Grade 3 reporting categories 3 and 4 (geometry, measurement, data and financial literacy). Add new ones here. */
export const GRADE_3_GEOMETRY_AND_DATA: readonly Generator[] = [rectangleArea];
