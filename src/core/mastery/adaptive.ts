import { DIFFICULTIES, type Difficulty } from '../items/item-types';
import { createStream } from '../random/random';
import { isMastered } from './bkt';
import type { SkillState } from './skill-state';

/**
 * Adaptive practice: which TEKS codes a session asks about, in what order, and how hard the next
 * question is. Pure: the student's evidence, a seed and the time come in; a plan goes out.
 */

export interface PlanCode {
  code: string;
  standardType: 'readiness' | 'supporting' | 'not-tested';
}

/** A mastered code comes back at most once in this many positions (4 other questions in between). */
export const REVIEW_SPACING = 5;

/** A mastered code not answered for a week is reviewed twice as often as one seen recently. */
export const STALE_REVIEW_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Tiers, in the order a session meets them first. Readiness standards carry most of a STAAR test's
 * points, so weak ones come first; codes never tried come after every weak one; mastered codes only
 * come back as review.
 */
const TIERS = {
  weakReadiness: 0,
  weakSupporting: 1,
  weakNotTested: 2,
  newReadiness: 3,
  newSupporting: 4,
  newNotTested: 5,
  mastered: 6,
} as const;

/**
 * How often each kind of code comes back after the first pass, relative to one another. Weak codes
 * outweigh every mastered one (3–4 against 1–2), so review stays rarer than practice of a weak skill.
 */
const WEIGHTS = { weakReadiness: 4, weak: 3, newReadiness: 3, new: 2, staleReview: 2, review: 1 } as const;

interface PlannedCode {
  code: string;
  tier: number;
  weight: number;
  /** Position in the order of first appearance: tier, then weakest first or stalest first, then seeded. */
  rank: number;
}

function classify(entry: PlanCode, skill: SkillState | undefined, now: number) {
  const readiness = entry.standardType === 'readiness';
  if (!skill || skill.attempts === 0) {
    const tier = readiness
      ? TIERS.newReadiness
      : entry.standardType === 'supporting'
        ? TIERS.newSupporting
        : TIERS.newNotTested;
    return { tier, weight: readiness ? WEIGHTS.newReadiness : WEIGHTS.new, sortKey: 0 };
  }
  if (isMastered(skill.pKnown)) {
    const last = skill.lastAnsweredAt ?? Number.NEGATIVE_INFINITY;
    const stale = now - last >= STALE_REVIEW_AFTER_MS;
    // Stalest first: the longer since it was practised, the more a review is worth.
    return { tier: TIERS.mastered, weight: stale ? WEIGHTS.staleReview : WEIGHTS.review, sortKey: last };
  }
  const tier = readiness
    ? TIERS.weakReadiness
    : entry.standardType === 'supporting'
      ? TIERS.weakSupporting
      : TIERS.weakNotTested;
  // Weakest first.
  return { tier, weight: readiness ? WEIGHTS.weakReadiness : WEIGHTS.weak, sortKey: skill.pKnown };
}

function rankCodes(
  codes: readonly PlanCode[],
  skills: ReadonlyMap<string, SkillState>,
  seed: number,
  now: number,
): PlannedCode[] {
  // Ties are broken by a seeded shuffle, so two sessions differ without either depending on list order.
  const shuffled = createStream(seed, 'plan-session').shuffle(codes);
  const classified = shuffled.map((entry, tieBreak) => ({
    code: entry.code,
    tieBreak,
    ...classify(entry, skills.get(entry.code), now),
  }));
  classified.sort((a, b) => a.tier - b.tier || a.sortKey - b.sortKey || a.tieBreak - b.tieBreak);
  return classified.map(({ code, tier, weight }, rank) => ({ code, tier, weight, rank }));
}

function uniqueCodes(codes: readonly PlanCode[]): PlanCode[] {
  // The first entry of a code wins, as it would in the catalogue order the caller passes.
  const byCode = new Map<string, PlanCode>();
  for (const entry of codes) if (!byCode.has(entry.code)) byCode.set(entry.code, entry);
  return [...byCode.values()];
}

/**
 * The codes of a session, one per question, in order. First pass: the start code, then every code that
 * is not mastered, weak readiness first (see TIERS). After that, smooth weighted round-robin (the
 * scheduler nginx uses): every code earns its weight in credit at each position and the eligible code
 * with the most credit is asked, paying back the total. That spreads repeats evenly and in proportion
 * to the weights, deterministically. Eligible means: not the code just asked (when there is another),
 * and, for a mastered code, not asked within REVIEW_SPACING positions (dropped only when nothing else
 * is left, e.g. one weak code and one mastered). When the session is long enough for every code,
 * codes not yet asked take over the last positions so each appears at least once.
 */
export function planSession(input: {
  codes: readonly PlanCode[];
  skills: ReadonlyMap<string, SkillState>;
  length: number;
  seed: number;
  now: number;
  startWith?: string;
}): string[] {
  const { skills, length, seed, now, startWith } = input;
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`A session length is a whole number >= 0, not ${length}`);
  }
  if (!Number.isFinite(now)) throw new RangeError(`now must be epoch ms, not ${now}`);
  const codes = uniqueCodes(input.codes);
  if (length === 0) return [];
  if (codes.length === 0) throw new RangeError('A session needs at least one TEKS code');

  const ranked = rankCodes(codes, skills, seed, now);
  const start = ranked.find((entry) => entry.code === startWith);
  const firstPass = [
    ...(start ? [start] : []),
    ...ranked.filter((entry) => entry !== start && entry.tier !== TIERS.mastered),
  ].slice(0, length);

  const plan: PlannedCode[] = [...firstPass];
  const lastAsked = new Map<PlannedCode, number>(plan.map((entry, position) => [entry, position]));
  const credit = new Map<PlannedCode, number>(ranked.map((entry) => [entry, 0]));
  const totalWeight = ranked.reduce((sum, entry) => sum + entry.weight, 0);
  const comprehensive = length >= ranked.length;

  for (let position = plan.length; position < length; position += 1) {
    for (const entry of ranked) credit.set(entry, credit.get(entry)! + entry.weight);
    const previous = plan.at(-1);
    const unasked = ranked.filter((entry) => !lastAsked.has(entry));
    let pool: PlannedCode[];
    if (comprehensive && unasked.length >= length - position) {
      pool = unasked;
    } else {
      pool = ranked.length > 1 ? ranked.filter((entry) => entry !== previous) : ranked;
      const spaced = pool.filter(
        (entry) =>
          entry.tier !== TIERS.mastered ||
          position - (lastAsked.get(entry) ?? Number.NEGATIVE_INFINITY) >= REVIEW_SPACING,
      );
      if (spaced.length > 0) pool = spaced;
    }
    const chosen = pool.reduce((best, entry) =>
      credit.get(entry)! > credit.get(best)! ||
      (credit.get(entry) === credit.get(best) && entry.rank < best.rank)
        ? entry
        : best,
    );
    credit.set(chosen, credit.get(chosen)! - totalWeight);
    lastAsked.set(chosen, position);
    plan.push(chosen);
  }
  return plan.map((entry) => entry.code);
}

/** Two right answers in a row at a level earn the next level up. */
export const STEP_UP_AFTER = 2;

/** Below this, a student starts a skill on easy questions. */
export const START_EASY_BELOW = 0.3;

function shift(level: Difficulty, by: -1 | 1): Difficulty {
  const index = DIFFICULTIES.indexOf(level) + by;
  return DIFFICULTIES[Math.min(DIFFICULTIES.length - 1, Math.max(0, index))]!;
}

/** Where a session starts: medium, easy for a skill the student likely does not know, hard once mastered. */
export function startingDifficulty(pKnown?: number): Difficulty {
  if (pKnown === undefined) return 'medium';
  if (pKnown < START_EASY_BELOW) return 'easy';
  return isMastered(pKnown) ? 'hard' : 'medium';
}

/**
 * The next question's difficulty. `history` is this session's answers so far, oldest first, each at
 * the difficulty it was actually asked at: the level moves from the last question asked, so when the
 * server could not serve the level asked for, the next step still starts from what the student saw.
 * A miss steps down; two right answers in a row at that level step up; bounded easy..hard.
 */
export function chooseDifficulty(
  history: readonly { correct: boolean; difficulty: Difficulty }[],
  pKnown?: number,
): Difficulty {
  const last = history.at(-1);
  if (!last) return startingDifficulty(pKnown);
  if (!last.correct) return shift(last.difficulty, -1);
  let run = 0;
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const answer = history[index]!;
    if (!answer.correct || answer.difficulty !== last.difficulty) break;
    run += 1;
  }
  return run >= STEP_UP_AFTER ? shift(last.difficulty, 1) : last.difficulty;
}
