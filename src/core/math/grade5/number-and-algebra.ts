import type { Generator } from '../generator-types';
import { addSubtractRationals } from './add-subtract-rationals';
import { additiveMultiplicativePatterns } from './additive-multiplicative-patterns';
import { compareDecimals } from './compare-decimals';
import { decimalExpandedForm } from './decimal-expanded-form';
import { divideByTwoDigits } from './divide-by-two-digits';
import { divideDecimals } from './divide-decimals';
import { divideUnitFractions } from './divide-unit-fractions';
import { equationsWithLetters } from './equations-with-letters';
import { estimateAnswers } from './estimate-answers';
import { groupingSymbols } from './grouping-symbols';
import { modelDecimalDivision } from './model-decimal-division';
import { modelDecimalMultiplication } from './model-decimal-multiplication';
import { modelFractionDivision } from './model-fraction-division';
import { modelUnlikeFractions } from './model-unlike-fractions';
import { multiplyDecimals } from './multiply-decimals';
import { multiplyThreeByTwoDigits } from './multiply-three-by-two-digits';
import { multiplyWholeByFraction } from './multiply-whole-by-fraction';
import { patternsAndGraphs } from './patterns-and-graphs';
import { primeComposite } from './prime-composite';
import { roundDecimals } from './round-decimals';
import { simplifyExpressions } from './simplify-expressions';

/** Grade 5 reporting categories 1 and 2 (numbers, computations and algebraic reasoning). Add new ones here. */
export const GRADE_5_NUMBER_AND_ALGEBRA: readonly Generator[] = [
  compareDecimals,
  multiplyDecimals,
  divideDecimals,
  addSubtractRationals,
  divideUnitFractions,
  simplifyExpressions,
  equationsWithLetters,
  patternsAndGraphs,
  decimalExpandedForm,
  roundDecimals,
  estimateAnswers,
  multiplyThreeByTwoDigits,
  divideByTwoDigits,
  modelDecimalMultiplication,
  modelDecimalDivision,
  modelUnlikeFractions,
  multiplyWholeByFraction,
  modelFractionDivision,
  primeComposite,
  additiveMultiplicativePatterns,
  groupingSymbols,
];
