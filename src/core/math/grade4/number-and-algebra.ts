import type { Generator } from '../generator-types';
import { addSubtractLikeFractions } from './add-subtract-like-fractions';
import { addSubtractWholeAndDecimal } from './add-subtract-whole-and-decimal';
import { benchmarkFractions } from './benchmark-fractions';
import { compareFractions } from './compare-fractions';
import { compareOrderDecimals } from './compare-order-decimals';
import { compareOrderWholeNumbers } from './compare-order-whole-numbers';
import { decimalsAndFractions } from './decimals-and-fractions';
import { decimalsOnNumberLine } from './decimals-on-number-line';
import { decomposeFractions } from './decompose-fractions';
import { distancesOnNumberLine } from './distances-on-number-line';
import { divideByOneDigit } from './divide-by-one-digit';
import { equivalentFractions } from './equivalent-fractions';
import { estimateWithRounding } from './estimate-with-rounding';
import { expandedAndStandardForm } from './expanded-and-standard-form';
import { inputOutputTables } from './input-output-tables';
import { modelDivision } from './model-division';
import { modelTwoDigitProducts } from './model-two-digit-products';
import { multiplyByTenHundred } from './multiply-by-ten-hundred';
import { multiplyDivideWordProblems } from './multiply-divide-word-problems';
import { multiplyMultiDigit } from './multiply-multi-digit';
import { placeValueRelationships } from './place-value-relationships';
import { roundWholeNumbers } from './round-whole-numbers';
import { stripDiagramsAndEquations } from './strip-diagrams-and-equations';
import { tenthsHundredthsMoney } from './tenths-hundredths-money';
import { unitFractionSums } from './unit-fraction-sums';

/** Grade 4 reporting categories 1 and 2 (numbers, computations and algebraic reasoning). Add new ones here. */
export const GRADE_4_NUMBER_AND_ALGEBRA: readonly Generator[] = [
  expandedAndStandardForm,
  decimalsAndFractions,
  compareFractions,
  addSubtractLikeFractions,
  addSubtractWholeAndDecimal,
  multiplyDivideWordProblems,
  stripDiagramsAndEquations,
  inputOutputTables,
  placeValueRelationships,
  compareOrderWholeNumbers,
  compareOrderDecimals,
  roundWholeNumbers,
  tenthsHundredthsMoney,
  decimalsOnNumberLine,
  unitFractionSums,
  decomposeFractions,
  equivalentFractions,
  benchmarkFractions,
  distancesOnNumberLine,
  multiplyByTenHundred,
  modelTwoDigitProducts,
  multiplyMultiDigit,
  modelDivision,
  divideByOneDigit,
  estimateWithRounding,
];
