import { GRADES } from '../accounts/account';
import { generatorsFor } from '../math/registry';
import { findTeks, testedTeksForGrade } from '../teks/catalogue';
import { MATH_REPORTING_CATEGORIES, READING_REPORTING_CATEGORIES } from '../teks/knowledge-statements';
import {
  SUBJECTS,
  type Grade,
  type ReportingCategory,
  type Subject,
  type TeksEntry,
} from '../teks/teks-types';
import type { CategoryShare, ExamBlueprint } from './blueprint-types';

/** STAAR's floor (STAAR-TEKS.md §1.5): at least 25% of a test is not plain multiple choice. */
export const MIN_NON_MULTIPLE_CHOICE_PERCENT = 25;
/** §1.1: a STAAR test may take at most 7 hours; no mock exam should be longer. */
export const MAX_TIME_LIMIT_MINUTES = 420;
export const MIN_FORMS = 2;

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The reporting categories of a subject, by number. */
export function reportingCategoriesOf(subject: Subject): ReportingCategory[] {
  return subject === 'math'
    ? Object.values(MATH_REPORTING_CATEGORIES)
    : Object.values(READING_REPORTING_CATEGORIES);
}

export function reportingCategoryOf(subject: Subject, number: number): ReportingCategory | undefined {
  return reportingCategoriesOf(subject).find((category) => category.number === number);
}

/**
 * The SEs a category of a blueprint draws from: its `teksCodes` when given, otherwise every tested SE of
 * the category for the grade. Essay SEs (x.7B, x.12B, x.12C) are never single items. Unknown or
 * misplaced codes are left out here and reported by `blueprintProblems`.
 */
export function categoryPool(grade: Grade, subject: Subject, share: CategoryShare): TeksEntry[] {
  const fits = (entry: TeksEntry) =>
    entry.grade === grade &&
    entry.standardType !== 'not-tested' &&
    !entry.isEssay &&
    entry.reportingCategory?.number === share.reportingCategory;
  if (share.teksCodes === undefined) return testedTeksForGrade(grade, subject).filter(fits);
  const entries = share.teksCodes
    .map((code) => findTeks(code, subject))
    .filter((entry): entry is TeksEntry => entry !== undefined && fits(entry));
  return [...new Map(entries.map((entry) => [entry.code, entry])).values()];
}

const isWhole = (value: number) => Number.isInteger(value);
const isPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

function codeProblems(blueprint: ExamBlueprint, share: CategoryShare): string[] {
  const where = `category ${share.reportingCategory}`;
  return (share.teksCodes ?? []).flatMap((code) => {
    const entry = findTeks(code, blueprint.subject);
    if (!entry) return [`${where}: ${code} is not a ${blueprint.subject} TEKS code`];
    if (entry.grade !== blueprint.grade) return [`${where}: ${code} is not a grade ${blueprint.grade} SE`];
    if (entry.standardType === 'not-tested') return [`${where}: ${code} is not tested on STAAR`];
    if (entry.isEssay) return [`${where}: ${code} is assessed only through the essay`];
    if (entry.reportingCategory?.number !== share.reportingCategory) {
      return [`${where}: ${code} belongs to category ${entry.reportingCategory?.number ?? 'none'}`];
    }
    return [];
  });
}

function categoryProblems(blueprint: ExamBlueprint, share: CategoryShare): string[] {
  const where = `category ${share.reportingCategory}`;
  const problems: string[] = [];
  if (!reportingCategoryOf(blueprint.subject, share.reportingCategory)) {
    return [`${where} is not a ${blueprint.subject} reporting category`];
  }
  if (!isWhole(share.items) || share.items < 1) problems.push(`${where}: items must be a whole number >= 1`);
  if (!isWhole(share.readinessItems) || share.readinessItems < 0 || share.readinessItems > share.items) {
    problems.push(`${where}: readiness items must be a whole number from 0 to its ${share.items} items`);
  }
  problems.push(...codeProblems(blueprint, share));
  const pool = categoryPool(blueprint.grade, blueprint.subject, share);
  const readiness = pool.filter((entry) => entry.standardType === 'readiness');
  const supporting = pool.filter((entry) => entry.standardType === 'supporting');
  if (share.readinessItems > 0 && readiness.length === 0) {
    problems.push(`${where}: asks for readiness items but has no readiness SE`);
  }
  if (share.items - share.readinessItems > 0 && supporting.length === 0) {
    problems.push(`${where}: asks for supporting items but has no supporting SE`);
  }
  if (blueprint.subject === 'math') {
    for (const entry of pool) {
      if (generatorsFor(entry.code, 'math').length === 0) {
        problems.push(`${where}: no math generator for ${entry.code}`);
      }
    }
  }
  return problems;
}

function readingProblems(blueprint: ExamBlueprint): string[] {
  const { reading } = blueprint;
  if (blueprint.subject !== 'reading')
    return reading ? ['only a reading blueprint has a reading design'] : [];
  if (!reading) return ['a reading blueprint needs a reading design (which passages fill each category)'];
  const problems: string[] = [];
  if (!isPercent(reading.minShareOfQuestions) || reading.minShareOfQuestions <= 50) {
    problems.push('reading: a passage must keep most of its questions (minShareOfQuestions above 50)');
  }
  const grouped = reading.groups.map((group) => group.reportingCategory);
  for (const share of blueprint.categories) {
    const count = grouped.filter((number) => number === share.reportingCategory).length;
    if (count !== 1)
      problems.push(`reading: category ${share.reportingCategory} needs exactly one passage group`);
  }
  for (const group of reading.groups) {
    const where = `reading group for category ${group.reportingCategory}`;
    if (!blueprint.categories.some((share) => share.reportingCategory === group.reportingCategory)) {
      problems.push(`${where}: the blueprint has no such category`);
    }
    if (group.passageKinds.length === 0) problems.push(`${where}: name at least one passage kind`);
    const { min, max } = group.passages;
    if (!isWhole(min) || !isWhole(max) || min < 1 || max < min) {
      problems.push(`${where}: passages must be whole numbers with 1 <= min <= max`);
    }
  }
  return problems;
}

/**
 * Everything wrong with a blueprint, in words; empty when it is sound. Checks the sums, the shares
 * (readiness range, at least 25% non-multiple-choice), that each category exists for the subject and
 * draws only on SEs tested at that grade, and the time limit, cut scores and form count.
 */
export function blueprintProblems(blueprint: ExamBlueprint): string[] {
  const problems: string[] = [];
  if (!ID_PATTERN.test(blueprint.id)) problems.push(`id "${blueprint.id}" must be kebab case`);
  if (!isWhole(blueprint.version) || blueprint.version < 1)
    problems.push('version must be a whole number >= 1');
  if (!(GRADES as readonly number[]).includes(blueprint.grade))
    problems.push(`grade ${blueprint.grade} is not 3, 4 or 5`);
  if (!(SUBJECTS as readonly string[]).includes(blueprint.subject)) {
    return [...problems, `subject ${blueprint.subject} is not math or reading`];
  }
  for (const [field, value] of [
    ['program', blueprint.program],
    ['label', blueprint.label],
    ['description', blueprint.description],
  ] as const) {
    if (value.trim() === '') problems.push(`${field} must not be empty`);
  }
  if (blueprint.sources.length === 0) problems.push('sources must say where the numbers come from');

  const { categories, itemCount } = blueprint;
  if (!isWhole(itemCount) || itemCount < 1) problems.push('item count must be a whole number >= 1');
  if (categories.length === 0) problems.push('name at least one reporting category');
  const numbers = categories.map((share) => share.reportingCategory);
  if (new Set(numbers).size !== numbers.length) problems.push('a reporting category is listed twice');
  const total = categories.reduce((sum, share) => sum + share.items, 0);
  if (total !== itemCount)
    problems.push(`category items add up to ${total}, not the item count ${itemCount}`);
  for (const share of categories) problems.push(...categoryProblems(blueprint, share));

  const { min, max } = blueprint.readinessPercent;
  if (!isPercent(min) || !isPercent(max) || min > max) {
    problems.push('readiness percent must be a range within 0–100');
  } else if (itemCount > 0) {
    const readiness = categories.reduce((sum, share) => sum + share.readinessItems, 0);
    const percent = (readiness / itemCount) * 100;
    if (percent < min || percent > max) {
      problems.push(`readiness items are ${percent.toFixed(1)}% of the test, outside ${min}–${max}%`);
    }
  }

  const nonMc = blueprint.minNonMultipleChoicePercent;
  if (!isPercent(nonMc) || nonMc < MIN_NON_MULTIPLE_CHOICE_PERCENT) {
    problems.push(`non-multiple-choice share must be at least ${MIN_NON_MULTIPLE_CHOICE_PERCENT}%`);
  }
  const mix = Object.values(blueprint.difficultyMix);
  if (!mix.every(isPercent) || mix.reduce((sum, share) => sum + share, 0) !== 100) {
    problems.push('difficulty mix must be percents adding up to 100');
  }
  const minutes = blueprint.timeLimitMinutes;
  if (!isWhole(minutes) || minutes < 1 || minutes > MAX_TIME_LIMIT_MINUTES) {
    problems.push(`time limit must be whole minutes from 1 to ${MAX_TIME_LIMIT_MINUTES}`);
  }
  const cuts = blueprint.performanceCuts;
  if (!(
    cuts.approaches > 0 &&
    cuts.approaches < cuts.meets &&
    cuts.meets < cuts.masters &&
    cuts.masters <= 100
  )) {
    problems.push('performance cuts must rise: 0 < approaches < meets < masters <= 100');
  }
  if (cuts.note.trim() === '') problems.push('performance cuts need a note saying they are an estimate');
  if (!isWhole(blueprint.formCount) || blueprint.formCount < MIN_FORMS) {
    problems.push(`offer at least ${MIN_FORMS} fixed forms`);
  }
  problems.push(...readingProblems(blueprint));
  return problems;
}

/** Problems of a list of blueprints: each one's, plus ids used twice. */
export function blueprintListProblems(blueprints: readonly ExamBlueprint[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const blueprint of blueprints) {
    if (seen.has(blueprint.id)) problems.push(`id ${blueprint.id} is used twice`);
    seen.add(blueprint.id);
    problems.push(...blueprintProblems(blueprint).map((problem) => `${blueprint.id}: ${problem}`));
  }
  return problems;
}
