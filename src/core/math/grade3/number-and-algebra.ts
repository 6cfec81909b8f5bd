import type { Generator } from '../generator-types';
import { composeDecomposeNumbers } from './compose-decompose-numbers';
import { addSubtractWithin1000 } from './add-subtract-within-1000';
import { compareFractions } from './compare-fractions';
import { compareOrderNumbers } from './compare-order-numbers';
import { divideUsingMultiplication } from './divide-using-multiplication';
import { equalGroupsArrays } from './equal-groups-arrays';
import { equivalentFractions } from './equivalent-fractions';
import { estimateSumsDifferences } from './estimate-sums-differences';
import { evenOdd } from './even-odd';
import { fairShare } from './fair-share';
import { fractionDistances } from './fraction-distances';
import { fractionOnNumberLine } from './fraction-on-number-line';
import { fractionsWithModels } from './fractions-with-models';
import { missingFactor } from './missing-factor';
import { multiplicationDivisionFacts } from './multiplication-division-facts';
import { multiplicationModels } from './multiplication-models';
import { multiplyDivideWithin100 } from './multiply-divide-within-100';
import { multiplyTwoDigit } from './multiply-two-digit';
import { numberPairsTable } from './number-pairs-table';
import { placeValueRelationships } from './place-value-relationships';
import { representAddSubtract } from './represent-add-subtract';
import { representMultiplyDivide } from './represent-multiply-divide';
import { roundOnNumberLine } from './round-on-number-line';
import { shareEqually } from './share-equally';
import { timesAsMany } from './times-as-many';
import { unitFractionSums } from './unit-fraction-sums';
import { unitFractions } from './unit-fractions';
import { whyFractionsEqual } from './why-fractions-equal';

/** Grade 3 reporting categories 1 and 2 (numbers, computations and algebraic reasoning). Add new ones here. */
export const GRADE_3_NUMBER_AND_ALGEBRA: readonly Generator[] = [
  composeDecomposeNumbers,
  placeValueRelationships,
  roundOnNumberLine,
  compareOrderNumbers,
  evenOdd,
  fractionsWithModels,
  fractionOnNumberLine,
  unitFractions,
  unitFractionSums,
  fairShare,
  equivalentFractions,
  whyFractionsEqual,
  fractionDistances,
  compareFractions,
  addSubtractWithin1000,
  estimateSumsDifferences,
  equalGroupsArrays,
  multiplicationModels,
  multiplicationDivisionFacts,
  multiplyTwoDigit,
  shareEqually,
  divideUsingMultiplication,
  multiplyDivideWithin100,
  representAddSubtract,
  representMultiplyDivide,
  timesAsMany,
  missingFactor,
  numberPairsTable,
];
