import type { Generator } from '../generator-types';
import { balanceASimpleBudget } from './balance-a-simple-budget';
import { classifyQuadrilaterals } from './classify-quadrilaterals';
import { convertMeasurementUnits } from './convert-measurement-units';
import { describeCoordinatePlane } from './describe-coordinate-plane';
import { describeGraphingSteps } from './describe-graphing-steps';
import { fixAnOverBudgetPlan } from './fix-an-over-budget-plan';
import { graphOrderedPairsFromPatterns } from './graph-ordered-pairs-from-patterns';
import { grossAndNetIncome } from './gross-and-net-income';
import { identifyTaxes } from './identify-taxes';
import { perimeterAreaVolume } from './perimeter-area-volume';
import { plotPairedData } from './plot-paired-data';
import { prismVolumeByLayers } from './prism-volume-by-layers';
import { representData } from './represent-data';
import { solveProblemsWithData } from './solve-problems-with-data';
import { unitCubeVolume } from './unit-cube-volume';

/** Grade 5 reporting categories 3 and 4 (geometry, measurement, data and financial literacy). Add new ones here. */
export const GRADE_5_GEOMETRY_AND_DATA: readonly Generator[] = [
  perimeterAreaVolume,
  classifyQuadrilaterals,
  unitCubeVolume,
  prismVolumeByLayers,
  convertMeasurementUnits,
  describeCoordinatePlane,
  describeGraphingSteps,
  graphOrderedPairsFromPatterns,
  representData,
  plotPairedData,
  solveProblemsWithData,
  identifyTaxes,
  grossAndNetIncome,
  fixAnOverBudgetPlan,
  balanceASimpleBudget,
];
