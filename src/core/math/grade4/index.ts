import type { Generator } from '../generator-types';

/** Grade 4 generators: add each new one here (see ../README.md). */
export const GRADE_4_GENERATORS: readonly Generator[] = [];
