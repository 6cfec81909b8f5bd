import type { Visual, VisualKind } from '../../../core/items/visual-types';
import { DATA_SAMPLES } from './sample-visuals-data';
import { NUMBER_SAMPLES } from './sample-visuals-number';

export type SamplesByKind = { [K in VisualKind]: Extract<Visual, { kind: K }>[] };

/**
 * Hand-made specs for every kind, a few edge cases among them (an improper fraction, long category
 * names, a concave shape), for the gallery and the tests. A new kind in visual-types.ts is a type
 * error here until it has a sample.
 */
export const SAMPLE_VISUALS: SamplesByKind = { ...NUMBER_SAMPLES, ...DATA_SAMPLES };

/** Every sample as one list, in the order of the kinds above. */
export const ALL_SAMPLE_VISUALS: Visual[] = Object.values(SAMPLE_VISUALS).flat();
