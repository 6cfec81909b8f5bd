import type { Grade, PracticeCategoryName, ReportingCategory } from './teks-types';

/**
 * Knowledge-and-skills statements (x.1, x.2, …) with a child-friendly skill name each, and the math
 * practice card each statement's SEs are listed on. Grade 3 runs 3.1–3.9, grades 4 and 5 run x.1–x.10.
 */
type StatementRow = readonly [
  statement: number,
  title: string,
  skillName: string,
  card: PracticeCategoryName | null,
];

const PROCESS = 'Mathematical Process Standards';
const NUMBER = 'Number and Operations';
const ALGEBRA = 'Algebraic Reasoning';
const GEOMETRY = 'Geometry and Measurement';
const DATA = 'Data Analysis & Financial Literacy';

// Grade 3 has no process card: the spec counts five math areas for grade 3 (see practice-categories.ts).
// One statement per line.
// prettier-ignore
export const MATH_STATEMENTS: Record<Grade, readonly StatementRow[]> = {
  3: [
    [1, 'Mathematical process standards', 'Solve problems like a mathematician', null],
    [2, 'Number and operations: place value', 'Place value', NUMBER],
    [3, 'Number and operations: fractions', 'Fractions', NUMBER],
    [4, 'Number and operations: computation', 'Add, subtract, multiply and divide', NUMBER],
    [5, 'Algebraic reasoning', 'Number sentences and patterns', ALGEBRA],
    [6, 'Geometry and measurement: shapes and area', 'Shapes and area', GEOMETRY],
    [7, 'Geometry and measurement: measuring', 'Measuring', GEOMETRY],
    [8, 'Data analysis', 'Graphs and data', DATA],
    [9, 'Personal financial literacy', 'Money sense', DATA],
  ],
  4: [
    [1, 'Mathematical process standards', 'Solve problems like a mathematician', PROCESS],
    [2, 'Number and operations: place value and decimals', 'Place value and decimals', NUMBER],
    [3, 'Number and operations: fractions', 'Fractions', NUMBER],
    [4, 'Number and operations: computation', 'Add, subtract, multiply and divide', NUMBER],
    [5, 'Algebraic reasoning', 'Equations, patterns and formulas', ALGEBRA],
    [6, 'Geometry: lines, angles and figures', 'Lines, angles and shapes', GEOMETRY],
    [7, 'Measurement: angles', 'Measuring angles', GEOMETRY],
    [8, 'Measurement: units and problems', 'Measuring and converting', GEOMETRY],
    [9, 'Data analysis', 'Graphs and data', DATA],
    [10, 'Personal financial literacy', 'Money sense', DATA],
  ],
  5: [
    [1, 'Mathematical process standards', 'Solve problems like a mathematician', PROCESS],
    [2, 'Number and operations: decimal place value', 'Decimal place value', NUMBER],
    [3, 'Number and operations: computation with decimals and fractions', 'Computing with decimals and fractions', NUMBER],
    [4, 'Algebraic reasoning', 'Expressions, patterns and formulas', ALGEBRA],
    [5, 'Geometry: classifying figures', 'Classifying shapes', GEOMETRY],
    [6, 'Measurement: volume', 'Volume', GEOMETRY],
    [7, 'Measurement: converting units', 'Converting units', GEOMETRY],
    [8, 'Geometry: the coordinate plane', 'The coordinate plane', GEOMETRY],
    [9, 'Data analysis', 'Graphs and data', DATA],
    [10, 'Personal financial literacy', 'Money sense', DATA],
  ],
};

/** Reading strands that hold STAAR-eligible SEs; the same numbers at grades 3, 4 and 5. */
// One statement per line.
// prettier-ignore
export const READING_STATEMENTS: readonly (readonly [statement: number, title: string, skillName: string])[] =
  [
    [2, 'Beginning reading and writing: spelling', 'Spelling'],
    [3, 'Vocabulary', 'Word meanings'],
    [6, 'Comprehension', 'Understanding what you read'],
    [7, 'Response', 'Responding to what you read'],
    [8, 'Multiple genres: literary elements', 'Story elements'],
    [9, 'Multiple genres: genres', 'Kinds of texts'],
    [10, "Author's purpose and craft", 'How authors write'],
    [11, 'Composition: writing process', 'Writing and editing'],
    [12, 'Composition: genres', 'Writing essays'],
  ];

export const MATH_REPORTING_CATEGORIES: Record<1 | 2 | 3 | 4, ReportingCategory> = {
  1: { number: 1, name: 'Numerical Representations and Relationships' },
  2: { number: 2, name: 'Computations and Algebraic Relationships' },
  3: { number: 3, name: 'Geometry and Measurement' },
  4: { number: 4, name: 'Data Analysis and Personal Financial Literacy' },
};

export const READING_REPORTING_CATEGORIES = {
  reading: { number: 1, name: 'Reading' },
  writing: { number: 2, name: 'Writing' },
} as const satisfies Record<string, ReportingCategory>;

/** Process standards x.1A–G, the same at every grade, woven into items and never reported alone. */
// One SE per line.
// prettier-ignore
export const PROCESS_STANDARDS: readonly (readonly [
  letter: string,
  description: string,
  skillName: string,
])[] = [
  ['A', 'Apply math to problems in everyday life, society and work', 'Use math in real life'],
  ['B', 'Use a problem-solving model: analyse, plan, solve, justify and check', 'Plan, solve and check'],
  ['C', 'Choose tools and techniques such as mental math, estimation and number sense', 'Choose tools and strategies'],
  ['D', 'Communicate math ideas with symbols, diagrams, graphs and words', 'Show math in different ways'],
  ['E', 'Create and use representations to organize and share ideas', 'Make and use models'],
  ['F', 'Analyse relationships to connect and share ideas', 'See how ideas connect'],
  ['G', 'Explain and justify ideas with precise math language', 'Explain your thinking'],
];
