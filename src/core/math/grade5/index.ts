import type { Generator } from '../generator-types';

/** Grade 5 generators: add each new one here (see ../README.md). */
export const GRADE_5_GENERATORS: readonly Generator[] = [];
