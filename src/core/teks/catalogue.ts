import { GRADES } from '../accounts/account';
import {
  MATH_REPORTING_CATEGORIES,
  MATH_STATEMENTS,
  PROCESS_STANDARDS,
  READING_REPORTING_CATEGORIES,
  READING_STATEMENTS,
} from './knowledge-statements';
import { MATH_GRADE_3 } from './math-grade3';
import { MATH_GRADE_4 } from './math-grade4';
import { MATH_GRADE_5 } from './math-grade5';
import { mathPracticeCategory, readingPracticeCategory } from './practice-category-rules';
import { READING_GRADE_3 } from './reading-grade3';
import { READING_GRADE_4 } from './reading-grade4';
import { READING_GRADE_5 } from './reading-grade5';
import { normalizeTeksCode, parseTeksCode } from './teks-code';
import type { Grade, KnowledgeStatement, MathRow, ReadingRow, Subject, TeksEntry } from './teks-types';

const STANDARD_TYPE = { R: 'readiness', S: 'supporting', NT: 'not-tested' } as const;

function processEntries(grade: Grade): TeksEntry[] {
  return PROCESS_STANDARDS.map(([letter, description, skillName]) => ({
    code: `${grade}.1${letter}`,
    subject: 'math',
    grade,
    knowledgeStatement: `${grade}.1`,
    description,
    skillName,
    reportingCategory: null,
    standardType: 'not-tested',
    evidence: 'verified',
    isProcessStandard: true,
    isEssay: false,
    practiceCategory: mathPracticeCategory(grade, 1),
  }));
}

function mathEntry(grade: Grade, row: MathRow): TeksEntry {
  const [code, label, category, description, skillName, evidence = 'secondary'] = row;
  const { statement } = parseTeksCode(code)!;
  return {
    code,
    subject: 'math',
    grade,
    knowledgeStatement: `${grade}.${statement}`,
    description,
    skillName,
    // A not-tested SE is never reported, so it has no reporting category.
    reportingCategory: label === 'NT' ? null : MATH_REPORTING_CATEGORIES[category],
    standardType: STANDARD_TYPE[label],
    evidence,
    isProcessStandard: false,
    isEssay: false,
    practiceCategory: mathPracticeCategory(grade, statement),
  };
}

function readingEntry(grade: Grade, row: ReadingRow): TeksEntry {
  const [code, label, category, description, skillName, evidence] = row;
  const { statement, letter } = parseTeksCode(code)!;
  return {
    code,
    subject: 'reading',
    grade,
    knowledgeStatement: `${grade}.${statement}`,
    description,
    skillName,
    reportingCategory:
      category === 'Rd' ? READING_REPORTING_CATEGORIES.reading : READING_REPORTING_CATEGORIES.writing,
    standardType: STANDARD_TYPE[label],
    evidence,
    isProcessStandard: false,
    isEssay: category === 'Wr-essay',
    practiceCategory: readingPracticeCategory(grade, statement, letter),
  };
}

const MATH_ROWS: Record<Grade, readonly MathRow[]> = { 3: MATH_GRADE_3, 4: MATH_GRADE_4, 5: MATH_GRADE_5 };
const READING_ROWS: Record<Grade, readonly ReadingRow[]> = {
  3: READING_GRADE_3,
  4: READING_GRADE_4,
  5: READING_GRADE_5,
};

/** Every SE of grades 3–5, math then reading, in TEKS order. */
export const TEKS_CATALOGUE: readonly TeksEntry[] = [
  ...GRADES.flatMap((grade) => [
    ...processEntries(grade),
    ...MATH_ROWS[grade].map((r) => mathEntry(grade, r)),
  ]),
  ...GRADES.flatMap((grade) => READING_ROWS[grade].map((r) => readingEntry(grade, r))),
];

const BY_KEY = new Map(TEKS_CATALOGUE.map((entry) => [`${entry.subject}:${entry.code}`, entry]));

/**
 * Looks up an SE by any common spelling of its code ("3.4A", "3.4.A", "3.4(A)"). Math and reading
 * reuse numbers (math 3.3B is fractions, reading 3.3B is context clues), so the subject defaults to math.
 */
export function findTeks(code: string, subject: Subject = 'math'): TeksEntry | undefined {
  const canonical = normalizeTeksCode(code);
  return canonical === undefined ? undefined : BY_KEY.get(`${subject}:${canonical}`);
}

export function teksForGrade(grade: Grade, subject: Subject): TeksEntry[] {
  return TEKS_CATALOGUE.filter((entry) => entry.grade === grade && entry.subject === subject);
}

/** The SEs STAAR can assess for a grade: readiness and supporting, never process or not-tested ones. */
export function testedTeksForGrade(grade: Grade, subject: Subject): TeksEntry[] {
  return teksForGrade(grade, subject).filter((entry) => entry.standardType !== 'not-tested');
}

export function isTested(entry: TeksEntry): boolean {
  return entry.standardType !== 'not-tested';
}

/** Knowledge statements with their named skills: grade 3 math runs 3.1 to 3.9 (spec section 9). */
export function knowledgeStatements(grade: Grade, subject: Subject): KnowledgeStatement[] {
  if (subject === 'math') {
    return MATH_STATEMENTS[grade].map(([statement, title, skillName]) => ({
      code: `${grade}.${statement}`,
      subject,
      grade,
      title,
      skillName,
    }));
  }
  return READING_STATEMENTS.map(([statement, title, skillName]) => ({
    code: `${grade}.${statement}`,
    subject,
    grade,
    title,
    skillName,
  }));
}
