import type { SamplesByKind } from './sample-visuals';

/** Samples of the graphs, tables and everyday pictures (clock, money). */
export const DATA_SAMPLES = {
  'bar-graph': [
    {
      kind: 'bar-graph',
      title: 'Favorite Sports of Third Graders',
      categoryAxisLabel: 'Sport',
      valueAxisLabel: 'Number of Students',
      scale: 2,
      orientation: 'vertical',
      bars: [
        { label: 'Soccer', value: 14 },
        { label: 'Football', value: 9 },
        { label: 'Baseball', value: 6 },
        { label: 'Basketball', value: 11 },
      ],
      imageDescription:
        'A bar graph of favorite sports with a scale of 2: soccer 14, football 9, baseball 6, basketball 11.',
    },
    {
      kind: 'bar-graph',
      title: 'Books Read in May',
      categoryAxisLabel: 'Class',
      valueAxisLabel: 'Number of Books',
      scale: 5,
      orientation: 'horizontal',
      bars: [
        { label: 'Ms. Ruiz', value: 35 },
        { label: 'Mr. Lee', value: 20 },
        { label: 'Mrs. Patel', value: 45 },
      ],
      imageDescription:
        'A horizontal bar graph of books read with a scale of 5: Ms. Ruiz 35, Mr. Lee 20, Mrs. Patel 45.',
    },
  ],
  pictograph: [
    {
      kind: 'pictograph',
      title: 'Stars Earned This Week',
      symbol: 'star',
      valuePerSymbol: 2,
      rows: [
        { label: 'Monday', value: 8 },
        { label: 'Tuesday', value: 5 },
        { label: 'Wednesday', value: 12 },
      ],
      imageDescription:
        'A pictograph where each star means 2: Monday 4 stars, Tuesday 2 and a half stars, Wednesday 6 stars.',
    },
  ],
  'dot-plot': [
    {
      kind: 'dot-plot',
      title: 'Lengths of Ribbons',
      axisLabel: 'Length (inches)',
      positions: [
        { label: '1/4', count: 2 },
        { label: '1/2', count: 4 },
        { label: '3/4', count: 1 },
        { label: '1', count: 3 },
        { label: '1 1/4', count: 2 },
      ],
      imageDescription:
        'A dot plot of ribbon lengths: 2 at 1/4 inch, 4 at 1/2, 1 at 3/4, 3 at 1, 2 at 1 1/4.',
    },
  ],
  'stem-and-leaf': [
    {
      kind: 'stem-and-leaf',
      title: 'Points Scored',
      stems: [
        { stem: 2, leaves: [1, 4, 4, 8] },
        { stem: 3, leaves: [0, 2, 5] },
        { stem: 4, leaves: [6] },
      ],
      keyText: 'Key: 3 | 2 means 32 points',
      imageDescription: 'A stem-and-leaf plot of points: 21, 24, 24, 28, 30, 32, 35 and 46.',
    },
  ],
  table: [
    {
      kind: 'table',
      title: 'Snack Prices',
      headers: ['Snack', 'Price'],
      rows: [
        ['Apple', '$0.45'],
        ['Granola bar', '$1.25'],
        ['Juice box', '$0.80'],
      ],
      imageDescription: 'A table of snack prices: apple $0.45, granola bar $1.25, juice box $0.80.',
    },
  ],
  'coordinate-grid': [
    {
      kind: 'coordinate-grid',
      xMax: 10,
      yMax: 8,
      step: 1,
      xAxisLabel: 'x',
      yAxisLabel: 'y',
      points: [
        { x: 2, y: 3, label: 'A' },
        { x: 7, y: 8, label: 'B' },
        { x: 10, y: 1, label: 'C' },
      ],
      imageDescription: 'A coordinate grid with point A at (2, 3), point B at (7, 8) and point C at (10, 1).',
    },
  ],
  'analog-clock': [
    { kind: 'analog-clock', hour: 3, minute: 30, imageDescription: 'An analog clock showing 3:30.' },
    { kind: 'analog-clock', hour: 10, minute: 48, imageDescription: 'An analog clock showing 10:48.' },
  ],
  money: [
    {
      kind: 'money',
      pieces: [
        { denomination: 'five-dollar-bill', count: 1 },
        { denomination: 'one-dollar-bill', count: 2 },
        { denomination: 'half-dollar', count: 1 },
        { denomination: 'quarter', count: 2 },
        { denomination: 'dime', count: 1 },
        { denomination: 'nickel', count: 1 },
        { denomination: 'penny', count: 3 },
      ],
      imageDescription:
        'One 5-dollar bill, two 1-dollar bills, a half dollar, two quarters, a dime, a nickel and three pennies.',
    },
  ],
  'strip-diagram': [
    {
      kind: 'strip-diagram',
      segments: [
        { size: 48, label: '48' },
        { size: 27, label: '27' },
        { size: 10, label: '?' },
      ],
      totalLabel: '85 stickers',
      imageDescription:
        'A strip diagram with parts 48, 27 and an unknown part that together make 85 stickers.',
    },
  ],
} satisfies Partial<SamplesByKind>;
