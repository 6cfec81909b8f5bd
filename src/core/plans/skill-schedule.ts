import type { RankedSkill } from './skill-priorities';

/**
 * Which skills each week works on, and for how long. The study weeks' skill minutes make one time line;
 * the skills are laid along it most urgent first, each in passes of at most 30 minutes, and each week
 * takes the passes that fall in it. High-urgency skills get more passes, so they come back in later
 * rounds.
 */

/** Every skill gets at least this much when the time allows all of them. */
export const MIN_SKILL_MINUTES = 5;
/**
 * When the time does not allow every skill, the plan takes the most urgent ones at this much each
 * rather than a few minutes of everything.
 */
export const SHORT_PLAN_SKILL_MINUTES = 10;
/**
 * A skill's time comes in passes of at most this much, one pass per round, so other skills get their
 * turn before it comes back (two passes can still meet in one week when few skills are left).
 */
const MAX_PASS_MINUTES = 30;
/** The final week reviews a handful of skills: 3 to 6, about 10 minutes each. */
const MIN_REVIEW_SKILLS = 3;
const MAX_REVIEW_SKILLS = 6;
const REVIEW_MINUTES_PER_SKILL = 10;
/** A pass is split at the end of a week only into parts at least this long. */
const MIN_SPLIT_MINUTES = 10;
/** A week with no part of a pass of its own takes the parts crossing it, if at least this long. */
const SMALLEST_PIECE = MIN_SKILL_MINUTES / 2;

export interface ScheduledSkill {
  skill: RankedSkill;
  /** Exact minutes; the plan shows them rounded to 5. */
  minutes: number;
}

interface Pass {
  skill: RankedSkill;
  minutes: number;
}

/**
 * Each chosen skill's total minutes: a floor for every skill, the rest shared by urgency. When the
 * floor for all of them does not fit, only the most urgent that fit at 10 minutes each are chosen.
 */
function shareMinutes(ranked: readonly RankedSkill[], total: number): Pass[] {
  const coversAll = total >= ranked.length * MIN_SKILL_MINUTES;
  const count = coversAll ? ranked.length : Math.max(1, Math.floor(total / SHORT_PLAN_SKILL_MINUTES));
  const chosen = ranked.slice(0, count);
  const floor = Math.min(coversAll ? MIN_SKILL_MINUTES : SHORT_PLAN_SKILL_MINUTES, total / count);
  const spare = total - floor * count;
  const urgency = chosen.reduce((sum, skill) => sum + skill.urgency, 0);
  return chosen.map((skill) => ({
    skill,
    minutes: floor + (urgency > 0 ? (spare * skill.urgency) / urgency : spare / count),
  }));
}

/** Round r holds one pass of every skill that still has one, in rank order: weakest first, every round. */
function passesInOrder(shares: readonly Pass[]): Pass[] {
  const split = shares.map(({ skill, minutes }) => {
    const passes = Math.max(1, Math.ceil(minutes / MAX_PASS_MINUTES - 1e-9));
    return { skill, passes, minutes: minutes / passes };
  });
  const rounds = Math.max(0, ...split.map((entry) => entry.passes));
  const order: Pass[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const entry of split) {
      if (entry.passes >= round) order.push({ skill: entry.skill, minutes: entry.minutes });
    }
  }
  return order;
}

/** A week's skills in rank order, one entry per skill (two passes of one skill in a week add up). */
function mergeBySkill(pieces: readonly ScheduledSkill[], rankOf: ReadonlyMap<RankedSkill, number>) {
  const bySkill = new Map<RankedSkill, number>();
  for (const piece of pieces) bySkill.set(piece.skill, (bySkill.get(piece.skill) ?? 0) + piece.minutes);
  return [...bySkill.entries()]
    .map(([skill, minutes]) => ({ skill, minutes }))
    .sort((a, b) => rankOf.get(a.skill)! - rankOf.get(b.skill)!);
}

interface Piece {
  skill: RankedSkill;
  week: number;
  minutes: number;
}

/** The week whose stretch of the time line holds `at` (the last week takes anything past the end). */
function weekAt(weekEnds: readonly number[], at: number): number {
  const index = weekEnds.findIndex((end) => at < end - 1e-9);
  return index === -1 ? weekEnds.length - 1 : index;
}

/**
 * A pass cut at the week boundaries it crosses; a piece under 10 minutes is not worth a session of its
 * own and joins its larger neighbour, so a pass is split only into real sessions.
 */
function piecesOf(pass: Pass, start: number, weekEnds: readonly number[]): Piece[] {
  const end = start + pass.minutes;
  const pieces: Piece[] = [];
  for (let week = weekAt(weekEnds, start), from = start; ; week += 1) {
    const until = week === weekEnds.length - 1 ? end : Math.min(end, weekEnds[week]!);
    if (until - from > 1e-9) pieces.push({ skill: pass.skill, week, minutes: until - from });
    if (until >= end - 1e-9) break;
    from = until;
  }
  while (pieces.length > 1) {
    const smallest = pieces.reduce(
      (best, piece, index) => (piece.minutes < pieces[best]!.minutes ? index : best),
      0,
    );
    if (pieces[smallest]!.minutes >= MIN_SPLIT_MINUTES) break;
    const left = pieces[smallest - 1];
    const right = pieces[smallest + 1];
    const into = !left || (right && right.minutes > left.minutes) ? right! : left;
    into.minutes += pieces[smallest]!.minutes;
    pieces.splice(smallest, 1);
  }
  return pieces;
}

/**
 * The skills of each study week, given the ranked skills and each week's skill minutes (all above 0).
 * The passes are laid end to end on a time line of all the weeks' minutes; a pass that crosses the end
 * of a week is split there when both parts are real sessions (10 minutes or more) and otherwise goes
 * whole to the week with the larger part, so a week's load stays within 20 minutes of its time. A week
 * left with nothing (a one-day first week between two long passes) takes the parts of the passes that
 * cross it after all. Every week gets at least one skill; every chosen skill lands in at least one week.
 */
export function scheduleStudyWeeks(
  ranked: readonly RankedSkill[],
  weekMinutes: readonly number[],
): ScheduledSkill[][] {
  if (weekMinutes.length === 0) return [];
  if (ranked.length === 0) throw new RangeError('A plan needs at least one skill');
  if (weekMinutes.some((minutes) => !(minutes > 0))) throw new RangeError('Every study week needs minutes');
  const total = weekMinutes.reduce((sum, minutes) => sum + minutes, 0);
  let line = 0;
  const weekEnds = weekMinutes.map((minutes) => (line += minutes));
  let cursor = 0;
  const placed = passesInOrder(shareMinutes(ranked, total)).map((pass) => {
    const start = cursor;
    cursor += pass.minutes;
    return { start, end: cursor, pieces: piecesOf(pass, start, weekEnds) };
  });
  weekMinutes.forEach((_, week) => {
    if (placed.some(({ pieces }) => pieces.some((piece) => piece.week === week))) return;
    const from = week === 0 ? 0 : weekEnds[week - 1]!;
    for (const { start, end, pieces } of placed) {
      const overlap = Math.min(end, weekEnds[week]!) - Math.max(start, from);
      if (overlap < SMALLEST_PIECE) continue;
      // The part came from the nearest week's piece of the same pass, which keeps its own part.
      const donor = pieces.reduce((best, piece) =>
        Math.abs(piece.week - week) < Math.abs(best.week - week) ? piece : best,
      );
      donor.minutes -= overlap;
      pieces.push({ skill: donor.skill, week, minutes: overlap });
    }
  });
  const rankOf = new Map(ranked.map((skill, index) => [skill, index]));
  const allPieces = placed.flatMap(({ pieces }) => pieces);
  return weekMinutes.map((_, week) =>
    mergeBySkill(
      allPieces.filter((piece) => piece.week === week),
      rankOf,
    ),
  );
}

/**
 * The final week's review: the most urgent skills, about 10 minutes each and at most six; a very short
 * final week (15 minutes) still looks at three, 5 minutes each.
 */
export function scheduleReviewWeek(ranked: readonly RankedSkill[], minutes: number): ScheduledSkill[] {
  if (ranked.length === 0) throw new RangeError('A plan needs at least one skill');
  const byTen = Math.floor(minutes / REVIEW_MINUTES_PER_SKILL);
  const atLeast = Math.min(MIN_REVIEW_SKILLS, Math.floor(minutes / MIN_SKILL_MINUTES));
  const count = Math.min(MAX_REVIEW_SKILLS, ranked.length, Math.max(1, byTen, atLeast));
  return ranked.slice(0, count).map((skill) => ({ skill, minutes: minutes / count }));
}
