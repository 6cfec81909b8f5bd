/** Shapes of the TEKS catalogue (STAAR-TEKS.md sections 3 and 4). Pure data: no I/O. */
import type { Grade } from '../accounts/account';

export type { Grade };
export const SUBJECTS = ['math', 'reading'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** How STAAR treats a student expectation; process standards (x.1A–G) are woven in, so "not-tested". */
export const STANDARD_TYPES = ['readiness', 'supporting', 'not-tested'] as const;
export type StandardType = (typeof STANDARD_TYPES)[number];

/**
 * How sure the research notes are of the readiness/supporting label: [V] seen in a TEA document,
 * [S] a secondary source, [U] unverified (most grade 4 and 5 reading labels).
 */
export type Evidence = 'verified' | 'secondary' | 'unverified';

export interface ReportingCategory {
  number: number;
  name: string;
}

export const MATH_PRACTICE_CATEGORIES = [
  'Mathematical Process Standards',
  'Number and Operations',
  'Algebraic Reasoning',
  'Geometry and Measurement',
  'Data Analysis & Financial Literacy',
  'Mixed Review',
] as const;
export const READING_PRACTICE_CATEGORIES = [
  'Reading Comprehension',
  'Vocabulary Development',
  'Literary Analysis',
  "Author's Purpose and Craft",
  'Writing',
  'Mixed Review',
] as const;
export type PracticeCategoryName =
  (typeof MATH_PRACTICE_CATEGORIES)[number] | (typeof READING_PRACTICE_CATEGORIES)[number];

/** One student expectation (SE), e.g. math "3.4A" or reading "3.9D(i)". */
export interface TeksEntry {
  /** Canonical code: "3.4A", or "3.9D(i)" for reading sub-expectations. */
  code: string;
  subject: Subject;
  grade: Grade;
  /** The knowledge-and-skills statement it belongs to, e.g. "3.4". */
  knowledgeStatement: string;
  /** Own-words description of the student expectation (never TEA's verbatim text). */
  description: string;
  /** Short, child-friendly name for badges and pickers: "Add and subtract within 1,000". */
  skillName: string;
  /** Null for process standards, which STAAR does not report on their own. */
  reportingCategory: ReportingCategory | null;
  standardType: StandardType;
  evidence: Evidence;
  isProcessStandard: boolean;
  /** Reading only: assessed through the written essay (ECR) rather than single items. */
  isEssay: boolean;
  /** The content practice card this SE is listed on for its grade (Mixed Review lists every tested SE). */
  practiceCategory: PracticeCategoryName | null;
}

export interface KnowledgeStatement {
  code: string;
  subject: Subject;
  grade: Grade;
  /** Strand title in plain words, e.g. "Number and operations: computation". */
  title: string;
  /** The named skill the spec asks for ("grade 3 TEKS codes 3.1 to 3.9 map to named skills"). */
  skillName: string;
}

/** Compact row as written in the per-grade data files: code, label, category, description, skill name. */
export type MathRow = readonly [
  code: string,
  label: 'R' | 'S' | 'NT',
  reportingCategory: 1 | 2 | 3 | 4,
  description: string,
  skillName: string,
  evidence?: Evidence,
];
export type ReadingRow = readonly [
  code: string,
  label: 'R' | 'S',
  reportingCategory: 'Rd' | 'Wr' | 'Wr-essay',
  description: string,
  skillName: string,
  evidence: Evidence,
];
