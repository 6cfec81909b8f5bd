import type { Generator } from '../generator-types';
import { classifyFigures } from './classify-figures';
import { coinsAndBills } from './coins-and-bills';
import { compositeArea } from './composite-area';
import { creditAndBorrowing } from './credit-and-borrowing';
import { equalPartsOfShapes } from './equal-parts-of-shapes';
import { measureVolumeWeight } from './measure-volume-weight';
import { polygonPerimeter } from './polygon-perimeter';
import { quadrilaterals } from './quadrilaterals';
import { rectangleArea } from './rectangle-area';
import { savingPlans } from './saving-plans';
import { scarcityAndCost } from './scarcity-and-cost';
import { solveWithGraphs } from './solve-with-graphs';
import { summarizeData } from './summarize-data';
import { timeIntervals } from './time-intervals';
import { volumeOrWeight } from './volume-or-weight';
import { workAndIncome } from './work-and-income';

/** Grade 3 reporting categories 3 and 4 (geometry, measurement, data and financial literacy). Add new ones here. */
export const GRADE_3_GEOMETRY_AND_DATA: readonly Generator[] = [
  rectangleArea,
  classifyFigures,
  polygonPerimeter,
  summarizeData,
  coinsAndBills,
  quadrilaterals,
  compositeArea,
  equalPartsOfShapes,
  timeIntervals,
  volumeOrWeight,
  measureVolumeWeight,
  solveWithGraphs,
  workAndIncome,
  scarcityAndCost,
  creditAndBorrowing,
  savingPlans,
];
