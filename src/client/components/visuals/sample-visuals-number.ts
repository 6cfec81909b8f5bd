import type { SamplesByKind } from './sample-visuals';

/** Samples of the number and measurement models. */
export const NUMBER_SAMPLES = {
  'fraction-bars': [
    {
      kind: 'fraction-bars',
      bars: [
        { parts: 8, shaded: 3, label: 'Maya: 3/8' },
        { parts: 4, shaded: 2, label: 'Leo' },
      ],
      imageDescription:
        'Two fraction bars. One has 8 equal parts with 3 shaded. The other has 4 equal parts with 2 shaded.',
    },
    {
      kind: 'fraction-bars',
      bars: [{ parts: 4, shaded: 5, label: 'Five fourths' }],
      imageDescription:
        'Two whole bars, each cut into 4 equal parts. All of the first and 1 part of the second are shaded.',
    },
  ],
  'fraction-circles': [
    {
      kind: 'fraction-circles',
      circles: [
        { parts: 3, shaded: 1, label: 'Pizza A' },
        { parts: 6, shaded: 2, label: 'Pizza B' },
        { parts: 8, shaded: 7 },
      ],
      imageDescription:
        'Three circles: 1 of 3 equal parts shaded, 2 of 6 equal parts shaded, 7 of 8 equal parts shaded.',
    },
  ],
  'number-line': [
    {
      kind: 'number-line',
      divisions: 8,
      tickLabels: [
        { tick: 0, text: '0' },
        { tick: 4, text: '1/2' },
        { tick: 8, text: '1' },
      ],
      points: [{ tick: 3, label: 'P' }],
      jumps: [],
      imageDescription: 'A number line from 0 to 1 split into 8 equal parts. Point P is 3 parts from 0.',
    },
    {
      kind: 'number-line',
      divisions: 10,
      tickLabels: Array.from({ length: 11 }, (_, tick) => ({ tick, text: String(tick * 10) })),
      points: [],
      jumps: [
        { fromTick: 2, toTick: 5, label: '+30' },
        { fromTick: 5, toTick: 6, label: '+10' },
      ],
      imageDescription:
        'A number line from 0 to 100 by tens. A jump of 30 goes from 20 to 50, then a jump of 10 to 60.',
    },
  ],
  array: [
    {
      kind: 'array',
      rows: 4,
      columns: 6,
      imageDescription: 'An array of counters with 4 rows and 6 in each row.',
    },
  ],
  'area-model': [
    {
      kind: 'area-model',
      rowParts: [4],
      columnParts: [20, 3],
      showPartialProducts: true,
      imageDescription: 'An area model for 4 × 23 split into 4 × 20 = 80 and 4 × 3 = 12.',
    },
    {
      kind: 'area-model',
      rowParts: [30, 5],
      columnParts: [40, 6],
      showPartialProducts: false,
      imageDescription: 'An area model for 35 × 46 with sides split into 30 and 5, and 40 and 6.',
    },
  ],
  'base-ten-blocks': [
    {
      kind: 'base-ten-blocks',
      thousands: 1,
      hundreds: 3,
      tens: 4,
      ones: 7,
      imageDescription: 'Base-ten blocks: 1 thousand cube, 3 hundred flats, 4 ten rods and 7 one cubes.',
    },
  ],
  rectangle: [
    {
      kind: 'rectangle',
      width: 7,
      height: 4,
      sideLabels: {},
      showUnitSquares: true,
      imageDescription: 'A rectangle on grid paper with 4 rows of 7 squares.',
    },
    {
      kind: 'rectangle',
      width: 9,
      height: 3,
      sideLabels: { bottom: '9 meters', left: '3 meters' },
      showUnitSquares: false,
      imageDescription: 'A rectangle 9 meters long and 3 meters wide.',
    },
  ],
  polygon: [
    {
      kind: 'polygon',
      vertices: [
        { x: 0, y: 0 },
        { x: 6, y: 0 },
        { x: 6, y: 2 },
        { x: 3, y: 2 },
        { x: 3, y: 5 },
        { x: 0, y: 5 },
      ],
      sideLabels: ['6 ft', '2 ft', '3 ft', '3 ft', '3 ft', '5 ft'],
      showUnitSquares: true,
      imageDescription:
        'An L-shaped figure made of unit squares, 6 feet along the bottom and 5 feet up the left side.',
    },
  ],
} satisfies Partial<SamplesByKind>;
