import type { Generator } from '../generator-types';
import { addSubtractWithin1000 } from './add-subtract-within-1000';
import { equivalentFractions } from './equivalent-fractions';
import { multiplyDivideWithin100 } from './multiply-divide-within-100';

/** Grade 3 reporting categories 1 and 2 (numbers, computations and algebraic reasoning). Add new ones here. */
export const GRADE_3_NUMBER_AND_ALGEBRA: readonly Generator[] = [
  equivalentFractions,
  addSubtractWithin1000,
  multiplyDivideWithin100,
];
