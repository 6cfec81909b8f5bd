import type { Generator } from '../generator-types';
import { adjacentAngles } from './adjacent-angles';
import { classifyTriangles } from './classify-triangles';
import { classifyTwoDFigures } from './classify-two-d-figures';
import { convertUnits } from './convert-units';
import { dataDisplays } from './data-displays';
import { drawAngles } from './draw-angles';
import { financialInstitutions } from './financial-institutions';
import { fixedAndVariableExpenses } from './fixed-and-variable-expenses';
import { linesOfSymmetry } from './lines-of-symmetry';
import { measureAngles } from './measure-angles';
import { measurementWordProblems } from './measurement-word-problems';
import { pointsLinesAndRays } from './points-lines-and-rays';
import { profit } from './profit';
import { rectanglePerimeterArea } from './rectangle-perimeter-area';
import { sizesOfUnits } from './sizes-of-units';
import { solveWithData } from './solve-with-data';

/** Grade 4 reporting categories 3 and 4 (geometry, measurement, data and financial literacy). Add new ones here. */
export const GRADE_4_GEOMETRY_AND_DATA: readonly Generator[] = [
  rectanglePerimeterArea,
  classifyTwoDFigures,
  measureAngles,
  measurementWordProblems,
  dataDisplays,
  classifyTriangles,
  linesOfSymmetry,
  adjacentAngles,
  drawAngles,
  convertUnits,
  sizesOfUnits,
  solveWithData,
  profit,
  fixedAndVariableExpenses,
  financialInstitutions,
  pointsLinesAndRays,
];
