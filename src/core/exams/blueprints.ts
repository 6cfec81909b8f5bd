import type { Grade, Subject } from '../teks/teks-types';
import type { ExamBlueprint, PerformanceCuts, ReadingDesign } from './blueprint-types';

/**
 * The mock-exam blueprints: one per grade and subject, shaped like the STAAR tests given since the 2023
 * redesign. Sources are shared/teks/STAAR-TEKS.md (cited as §1.2 and so on); every number we chose
 * ourselves says so. The README beside this file explains each field.
 *
 * STAAR ends after 2026–27: HB 8 (2025) replaces it from 2027–28 with three shorter tests a year
 * (beginning, middle and end of year; §0.3). Those tests become new entries in this list (new ids such as
 * "g4-math-boy", their own item counts, time limits and, where a test covers only part of the year, a
 * `teksCodes` list per category), not new code: assembly, scoring and the exam screens read only this data.
 */

/**
 * Estimated performance levels, in percent correct. TEA's post-2023 cut points were not retrieved
 * (§1.7, §6 item 2), and StarPrep never claims scale scores. These thresholds sit where published
 * raw-score conversion tables have put the cuts, roughly: Approaches a little over half the points,
 * Meets about 70%, Masters about 85% (a third-party copy of a Spring 2021 table: 54%, 70%, 83%).
 */
const ESTIMATED_CUTS: PerformanceCuts = {
  approaches: 55,
  meets: 70,
  masters: 85,
  isEstimate: true,
  note:
    'Estimated from the shape of published STAAR raw-score conversion tables (about 55%, 70% and 85% ' +
    'correct); not TEA cut scores, and no scale score is claimed.',
};

/** §1.5: at most 75% multiple choice. We ask 30%, a margin above the floor (multiselect counts as non-MC). */
const NON_MULTIPLE_CHOICE_PERCENT = 30;

/** Ours: 30% easy, 50% medium, 20% hard, so most of a form is at grade level with a few stretch items. */
const DIFFICULTY_MIX = { easy: 30, medium: 50, hard: 20 } as const;

/**
 * §1.2: before the redesign TEA split math items 60–65% readiness / 35–40% supporting; the redesigned
 * blueprints still split by readiness but the exact percentages were not confirmed, so we keep 60–65.
 */
const MATH_READINESS = { min: 60, max: 65 } as const;

/**
 * Reading: TEA's earlier reading blueprints used 60–70% readiness / 30–40% supporting; the redesigned
 * RLA figures were not retrieved (§1.3, §6 item 1), so we keep that range.
 */
const READING_READINESS = { min: 60, max: 70 } as const;

/**
 * Time limits. STAAR itself allows up to a school day (§1.1: at most 7 hours, about 3 expected), and the
 * older design target was that 85% of grade 3–5 students finish within 2 hours (HB 743, §1.1). A mock
 * exam at home should fit one sitting well inside that 2-hour mark, so we allow 2.5 minutes per math
 * item and 3 per reading item (reading includes reading the passages), rounded to 5 minutes:
 * math 75 / 80 / 85 minutes for 30 / 32 / 34 items, reading 90 / 95 / 100.
 */
const MATH_TIME: Record<Grade, number> = { 3: 75, 4: 80, 5: 85 };
const READING_TIME: Record<Grade, number> = { 3: 90, 4: 95, 5: 100 };

const FORMS_PER_BLUEPRINT = 2;

const SUBJECT_LABEL: Record<Subject, string> = { math: 'Math', reading: 'Reading' };

const MATH_SOURCES = [
  '§1.2: operational item counts 30 / 32 / 34 for grades 3 / 4 / 5 (released online tests, [S]); four reporting categories.',
  '§1.2: readiness 60–65% before the redesign ([V]); the redesigned split is unconfirmed ([U]).',
  '§1.5: at least 25% non-multiple-choice ([V]); we ask 30%.',
  '§2: readiness SEs get about 1–2 items each per form ([S]). Items per category are our own estimate: ' +
    'about 1.5 items per readiness SE of the category plus a few supporting items; TEA blueprint PDFs hold the real numbers (§6 item 1).',
  '§1.7: four performance levels; our percent thresholds are estimates.',
  '§1.1: timing; the practice time limit is our choice (see MATH_TIME).',
];

const READING_SOURCES = [
  '§1.3: two reporting categories, Reading and Writing (revising and editing plus the essay) ([V]).',
  '§1.3, §6 item 1: RLA item counts, passages and points were not retrieved ([U]). We size a reading form ' +
    'like the math test of its grade (30 / 32 / 34 items) so a sitting takes a similar time: three reading ' +
    'passages (a paired set counts as one) and two revising-and-editing drafts, with most of each ' +
    "passage's questions.",
  '§1.6: the essay (ECR) is not in mock exams: it needs a human or AI scorer and a writing screen; its SEs ' +
    '(x.7B, x.12B, x.12C) are left out.',
  '§1.5: at least 25% non-multiple-choice ([V]); we ask 30% (multiselect, inline choice, short response).',
  'Readiness 60–70%: the range of TEA’s earlier reading blueprints ([V] for those; unconfirmed for 2023+).',
  '§1.7: four performance levels; our percent thresholds are estimates.',
];

const READING_DESIGN: ReadingDesign = {
  groups: [
    { reportingCategory: 1, passageKinds: ['passage', 'paired'], passages: { min: 2, max: 4 } },
    { reportingCategory: 2, passageKinds: ['editing-draft'], passages: { min: 1, max: 2 } },
  ],
  minShareOfQuestions: 60,
};

function mathBlueprint(
  grade: Grade,
  categories: ExamBlueprint['categories'],
  description: string,
): ExamBlueprint {
  return {
    id: `g${grade}-math`,
    version: 1,
    program: 'STAAR (2023 redesign)',
    grade,
    subject: 'math',
    label: `STAAR-style Grade ${grade} ${SUBJECT_LABEL.math}`,
    description,
    itemCount: categories.reduce((sum, category) => sum + category.items, 0),
    categories,
    readinessPercent: MATH_READINESS,
    minNonMultipleChoicePercent: NON_MULTIPLE_CHOICE_PERCENT,
    difficultyMix: DIFFICULTY_MIX,
    timeLimitMinutes: MATH_TIME[grade],
    performanceCuts: ESTIMATED_CUTS,
    formCount: FORMS_PER_BLUEPRINT,
    sources: MATH_SOURCES,
  };
}

function readingBlueprint(
  grade: Grade,
  categories: ExamBlueprint['categories'],
  description: string,
): ExamBlueprint {
  return {
    id: `g${grade}-reading`,
    version: 1,
    program: 'STAAR (2023 redesign)',
    grade,
    subject: 'reading',
    label: `STAAR-style Grade ${grade} ${SUBJECT_LABEL.reading}`,
    description,
    itemCount: categories.reduce((sum, category) => sum + category.items, 0),
    categories,
    readinessPercent: READING_READINESS,
    minNonMultipleChoicePercent: NON_MULTIPLE_CHOICE_PERCENT,
    difficultyMix: DIFFICULTY_MIX,
    timeLimitMinutes: READING_TIME[grade],
    performanceCuts: ESTIMATED_CUTS,
    formCount: FORMS_PER_BLUEPRINT,
    reading: READING_DESIGN,
    sources: READING_SOURCES,
  };
}

/*
 * Math categories (1 numbers, 2 computations and algebra, 3 geometry and measurement, 4 data and money).
 * Readiness SEs per category, from the catalogue: grade 3: 4 / 5 / 3 / 1; grade 4: 3 / 5 / 4 / 1;
 * grade 5: 2 / 6 / 3 / 1. Readiness items: 19 of 30 (63%), 20 of 32 (62.5%), 21 of 34 (62%).
 */
export const EXAM_BLUEPRINTS: readonly ExamBlueprint[] = [
  mathBlueprint(
    3,
    [
      { reportingCategory: 1, items: 8, readinessItems: 5 },
      { reportingCategory: 2, items: 11, readinessItems: 8 },
      { reportingCategory: 3, items: 7, readinessItems: 4 },
      { reportingCategory: 4, items: 4, readinessItems: 2 },
    ],
    'Place value, fractions, the four operations, shapes, measuring, graphs and money, as on the grade 3 STAAR test.',
  ),
  mathBlueprint(
    4,
    [
      { reportingCategory: 1, items: 8, readinessItems: 5 },
      { reportingCategory: 2, items: 10, readinessItems: 7 },
      { reportingCategory: 3, items: 10, readinessItems: 6 },
      { reportingCategory: 4, items: 4, readinessItems: 2 },
    ],
    'Decimals and fractions, multi-digit operations, angles, area and measuring, data and money, as on the grade 4 STAAR test.',
  ),
  mathBlueprint(
    5,
    [
      { reportingCategory: 1, items: 5, readinessItems: 3 },
      { reportingCategory: 2, items: 15, readinessItems: 10 },
      { reportingCategory: 3, items: 9, readinessItems: 6 },
      { reportingCategory: 4, items: 5, readinessItems: 2 },
    ],
    'Decimals, fraction operations, expressions, volume, the coordinate plane, data and money, as on the grade 5 STAAR test.',
  ),
  readingBlueprint(
    3,
    [
      { reportingCategory: 1, items: 20, readinessItems: 13 },
      { reportingCategory: 2, items: 10, readinessItems: 6 },
    ],
    'Stories, poems and articles to read, and drafts to revise and edit, as on the grade 3 STAAR reading test.',
  ),
  readingBlueprint(
    4,
    [
      { reportingCategory: 1, items: 22, readinessItems: 14 },
      { reportingCategory: 2, items: 10, readinessItems: 6 },
    ],
    'Stories, poems and articles to read, and drafts to revise and edit, as on the grade 4 STAAR reading test.',
  ),
  readingBlueprint(
    5,
    [
      { reportingCategory: 1, items: 24, readinessItems: 15 },
      { reportingCategory: 2, items: 10, readinessItems: 6 },
    ],
    'Stories, poems and articles to read, and drafts to revise and edit, as on the grade 5 STAAR reading test.',
  ),
];

const BY_ID = new Map(EXAM_BLUEPRINTS.map((blueprint) => [blueprint.id, blueprint]));

export function findBlueprint(id: string): ExamBlueprint | undefined {
  return BY_ID.get(id);
}

/** The blueprints offered to a grade, math first. */
export function blueprintsForGrade(grade: Grade): ExamBlueprint[] {
  return EXAM_BLUEPRINTS.filter((blueprint) => blueprint.grade === grade);
}
