import type { Generator } from '../generator-types';
import { addSubtractWithin1000 } from './add-subtract-within-1000';
import { equivalentFractions } from './equivalent-fractions';
import { multiplyDivideWithin100 } from './multiply-divide-within-100';
import { rectangleArea } from './rectangle-area';

/** Grade 3 generators: add each new one here (see ../README.md). */
export const GRADE_3_GENERATORS: readonly Generator[] = [
  equivalentFractions,
  addSubtractWithin1000,
  multiplyDivideWithin100,
  rectangleArea,
];
