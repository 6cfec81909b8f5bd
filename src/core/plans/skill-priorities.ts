import { findBlueprint } from '../exams/blueprints';
import { BKT_DEFAULTS, isMastered } from '../mastery/bkt';
import { testedTeksForGrade } from '../teks/catalogue';
import { normalizeTeksCode } from '../teks/teks-code';
import type { Grade, Subject, TeksEntry } from '../teks/teks-types';
import type { PlanPriority, SkillMastery } from './plan-types';

/**
 * Which skills a plan works on first. Each TEKS code STAAR tests at the grade gets a priority label
 * and an urgency: how many test points are still at stake on it.
 */

/** Below this P(known) a readiness skill is "low mastery": at most one lucky right answer from the prior. */
export const LOW_MASTERY_BELOW = 0.6;

/** A mastered skill still gets a little review time, as if this much were left to learn. */
const REVIEW_GAP = 0.05;

/** Items per test when a blueprint is missing (it never is for grades 3–5): readiness 1.5, supporting 0.5. */
const FALLBACK_ITEMS = { readiness: 1.5, supporting: 0.5 } as const;

export type SkillStanding = 'unknown' | 'weak' | 'mastered';

export interface RankedSkill {
  entry: TeksEntry;
  priority: PlanPriority;
  standing: SkillStanding;
  /** The student's record, when the skill has been practised. */
  mastery: SkillMastery | null;
  /** Expected items on one STAAR-style test for this code, from the blueprint. */
  itemsPerTest: number;
  /** (1 − P(known)) × items per test: the points still at stake. Unknown skills count at the BKT prior. */
  urgency: number;
}

const TIER: Record<PlanPriority, number> = { high: 0, medium: 1, low: 2 };
/**
 * Inside a label, skills the student has shown to be weak come before skills never tried, as in a
 * practice session (mastery/adaptive.ts): measured gaps first, guessed gaps after.
 */
const EVIDENCE: Record<SkillStanding, number> = { weak: 0, unknown: 1, mastered: 2 };

function assertMastery(record: SkillMastery): void {
  const { pKnown, attempts, correct } = record;
  if (!Number.isFinite(pKnown) || pKnown < 0 || pKnown > 1) {
    throw new RangeError(`pKnown of ${record.teksCode} must be from 0 to 1, not ${pKnown}`);
  }
  if (!Number.isInteger(attempts) || attempts < 0 || !Number.isInteger(correct) || correct < 0) {
    throw new RangeError(`attempts and correct of ${record.teksCode} must be whole numbers >= 0`);
  }
  if (correct > attempts) throw new RangeError(`${record.teksCode}: more right answers than attempts`);
}

/**
 * The records by canonical code. A code listed twice (two spellings of it) keeps the record with more
 * evidence, then the lower P(known), so the input order never changes the plan.
 */
function masteryByCode(mastery: readonly SkillMastery[]): Map<string, SkillMastery> {
  const byCode = new Map<string, SkillMastery>();
  for (const record of mastery) {
    assertMastery(record);
    const code = normalizeTeksCode(record.teksCode);
    if (code === undefined) continue;
    const held = byCode.get(code);
    const better =
      !held ||
      record.attempts > held.attempts ||
      (record.attempts === held.attempts && record.pKnown < held.pKnown);
    if (better) byCode.set(code, { ...record, teksCode: code });
  }
  return byCode;
}

/**
 * Expected items per test for each tested code: a reporting category's readiness items shared by its
 * readiness codes, its other items by its supporting codes (exams/blueprints.ts). Essay codes are not
 * in the mock-exam blueprint; they take the share of their label in their category.
 */
function itemsPerTestByCode(
  grade: Grade,
  subject: Subject,
  tested: readonly TeksEntry[],
): Map<string, number> {
  const blueprint = findBlueprint(`g${grade}-${subject}`);
  const result = new Map<string, number>();
  for (const entry of tested) {
    const isReadiness = entry.standardType === 'readiness';
    const share = blueprint?.categories.find(
      (category) => category.reportingCategory === entry.reportingCategory?.number,
    );
    const peers = tested.filter(
      (other) =>
        !other.isEssay &&
        other.reportingCategory?.number === entry.reportingCategory?.number &&
        (other.standardType === 'readiness') === isReadiness,
    ).length;
    const items = share && (isReadiness ? share.readinessItems : share.items - share.readinessItems);
    const fallback = isReadiness ? FALLBACK_ITEMS.readiness : FALLBACK_ITEMS.supporting;
    result.set(entry.code, items !== undefined && peers > 0 ? items / peers : fallback);
  }
  return result;
}

function standingOf(record: SkillMastery | undefined): SkillStanding {
  if (!record || record.attempts === 0) return 'unknown';
  return isMastered(record.pKnown) ? 'mastered' : 'weak';
}

/**
 * The label shown on the plan: a mastered skill is low (review); a readiness skill with low or unknown
 * mastery is high (STAAR tests readiness standards most); everything else (supporting skills, readiness
 * skills half learned) is medium.
 */
export function priorityOf(entry: TeksEntry, record: SkillMastery | undefined): PlanPriority {
  const standing = standingOf(record);
  if (standing === 'mastered') return 'low';
  const lowMastery = standing === 'unknown' || record!.pKnown < LOW_MASTERY_BELOW;
  return entry.standardType === 'readiness' && lowMastery ? 'high' : 'medium';
}

/**
 * Every tested code of the grade and subject, most urgent first: high, then medium, then low; inside a
 * label, skills shown to be weak before skills never tried, then the most points at stake first; then
 * catalogue order, so equal skills keep a fixed order.
 */
export function rankSkills(grade: Grade, subject: Subject, mastery: readonly SkillMastery[]): RankedSkill[] {
  const tested = testedTeksForGrade(grade, subject);
  const records = masteryByCode(mastery);
  const itemsPerTest = itemsPerTestByCode(grade, subject, tested);
  const ranked = tested.map((entry, order) => {
    const record = records.get(entry.code);
    const standing = standingOf(record);
    const pKnown = standing === 'unknown' ? BKT_DEFAULTS.pInit : record!.pKnown;
    const items = itemsPerTest.get(entry.code)!;
    const skill: RankedSkill = {
      entry,
      priority: priorityOf(entry, record),
      standing,
      mastery: standing === 'unknown' ? null : record!,
      itemsPerTest: items,
      urgency: Math.max(1 - pKnown, REVIEW_GAP) * items,
    };
    return { skill, order };
  });
  ranked.sort(
    (a, b) =>
      TIER[a.skill.priority] - TIER[b.skill.priority] ||
      EVIDENCE[a.skill.standing] - EVIDENCE[b.skill.standing] ||
      b.skill.urgency - a.skill.urgency ||
      a.order - b.order,
  );
  return ranked.map(({ skill }) => skill);
}
