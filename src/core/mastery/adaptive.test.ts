import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../items/item-types';
import { MASTERY_THRESHOLD, isMastered } from './bkt';
import {
  REVIEW_SPACING,
  STALE_REVIEW_AFTER_MS,
  chooseDifficulty,
  planSession,
  startingDifficulty,
  type PlanCode,
} from './adaptive';
import { initialSkillState, type SkillState } from './skill-state';

const NOW = Date.UTC(2026, 3, 1);
const DAY = 24 * 60 * 60 * 1000;

type Standing = 'new' | 'untried-record' | 'weak' | 'mastered';

interface Scenario {
  codes: PlanCode[];
  skills: Map<string, SkillState>;
  standing: Map<string, Standing>;
  length: number;
  seed: number;
  startWith: string | undefined;
}

function skillFor(code: string, standing: Standing, pKnown: number, daysAgo: number): SkillState | undefined {
  if (standing === 'new') return undefined;
  if (standing === 'untried-record') return initialSkillState(code);
  return {
    teksCode: code,
    pKnown,
    attempts: 4,
    correct: 3,
    lastAnsweredAt: NOW - daysAgo * DAY,
    recent: [true, false, true, true],
  };
}

const codeEntry = fc.record({
  standardType: fc.constantFrom('readiness', 'supporting', 'not-tested') as fc.Arbitrary<
    PlanCode['standardType']
  >,
  standing: fc.constantFrom('new', 'untried-record', 'weak', 'mastered') as fc.Arbitrary<Standing>,
  weakKnown: fc.double({ min: 0.001, max: MASTERY_THRESHOLD - 0.001, noNaN: true }),
  masteredKnown: fc.double({ min: MASTERY_THRESHOLD, max: 0.999, noNaN: true }),
  daysAgo: fc.integer({ min: 0, max: 30 }),
});

const scenarios: fc.Arbitrary<Scenario> = fc
  .record({
    entries: fc.array(codeEntry, { minLength: 1, maxLength: 16 }),
    length: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 220 })),
    seed: fc.integer({ min: 0, max: 0xffff_ffff }),
    start: fc.option(fc.integer({ min: -1, max: 15 }), { nil: undefined }),
  })
  .map(({ entries, length, seed, start }) => {
    const codes = entries.map((entry, index) => ({
      code: `4.${index + 2}A`,
      standardType: entry.standardType,
    }));
    const skills = new Map<string, SkillState>();
    const standing = new Map<string, Standing>();
    entries.forEach((entry, index) => {
      const code = codes[index]!.code;
      const pKnown = entry.standing === 'mastered' ? entry.masteredKnown : entry.weakKnown;
      const skill = skillFor(code, entry.standing, pKnown, entry.daysAgo);
      if (skill) skills.set(code, skill);
      standing.set(code, entry.standing === 'untried-record' ? 'new' : entry.standing);
    });
    // -1 or past the end: a start code that is not in the list, which is ignored.
    const startWith = start === undefined ? undefined : (codes[start]?.code ?? '9.9Z');
    return { codes, skills, standing, length, seed, startWith };
  });

function plan(scenario: Scenario): string[] {
  return planSession({
    codes: scenario.codes,
    skills: scenario.skills,
    length: scenario.length,
    seed: scenario.seed,
    now: NOW,
    ...(scenario.startWith === undefined ? {} : { startWith: scenario.startWith }),
  });
}

function count(list: readonly string[], code: string): number {
  return list.filter((entry) => entry === code).length;
}

describe('planSession', () => {
  it('returns exactly the length asked for, only from the codes given', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = plan(scenario);
        expect(result).toHaveLength(scenario.length);
        const known = new Set(scenario.codes.map((entry) => entry.code));
        expect(result.every((code) => known.has(code))).toBe(true);
      }),
    );
  });

  it('uses every code at least once when the session is long enough (ensureComprehensiveTeks)', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = plan(scenario);
        if (scenario.length >= scenario.codes.length) {
          expect(new Set(result).size).toBe(scenario.codes.length);
        } else {
          // A shorter set still asks different codes until every code needing practice has had a turn.
          const practising = [...scenario.standing.values()].filter((standing) => standing !== 'mastered');
          const distinct = Math.min(scenario.length, practising.length);
          expect(new Set(result.slice(0, distinct)).size).toBe(distinct);
        }
      }),
    );
  });

  it('starts with the chosen code when it is in the list', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = plan(scenario);
        const present = scenario.codes.some((entry) => entry.code === scenario.startWith);
        if (present && scenario.length > 0) expect(result[0]).toBe(scenario.startWith);
      }),
    );
  });

  it('never asks the same code twice in a row when there is more than one code', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = plan(scenario);
        if (scenario.codes.length < 2) return;
        result.slice(1).forEach((code, index) => expect(code).not.toBe(result[index]));
      }),
    );
  });

  it('asks weak readiness codes, then weak supporting, then untried ones, before any mastered code', () => {
    const order: Record<string, number> = { weak: 0, new: 3, mastered: 6 };
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = plan(scenario);
        const started = scenario.startWith !== undefined && result[0] === scenario.startWith;
        const practising = [...scenario.standing].filter(
          ([code, standing]) => standing !== 'mastered' && !(started && code === scenario.startWith),
        ).length;
        const firstPass = result.slice(started ? 1 : 0).slice(0, practising);
        const tiers = firstPass.map((code) => {
          const standing = scenario.standing.get(code)!;
          const type = scenario.codes.find((entry) => entry.code === code)!.standardType;
          const typeOrder = type === 'readiness' ? 0 : type === 'supporting' ? 1 : 2;
          return order[standing]! + (standing === 'mastered' ? 0 : typeOrder);
        });
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
        // So no mastered code comes before an unasked weak readiness code.
        const firstMastered = result.findIndex(
          (code, position) =>
            scenario.standing.get(code) === 'mastered' && !(position === 0 && code === scenario.startWith),
        );
        if (firstMastered >= 0) {
          const weakReadiness = scenario.codes.filter(
            (entry) => entry.standardType === 'readiness' && scenario.standing.get(entry.code) === 'weak',
          );
          for (const entry of weakReadiness) {
            expect(result.indexOf(entry.code)).toBeGreaterThanOrEqual(0);
            expect(result.indexOf(entry.code)).toBeLessThan(firstMastered);
          }
        }
      }),
    );
  });

  it('spaces a mastered code at least REVIEW_SPACING apart when two codes need practice', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const practising = [...scenario.standing.values()].filter((standing) => standing !== 'mastered');
        if (practising.length < 2) return;
        const result = plan(scenario);
        const lastSeen = new Map<string, number>();
        result.forEach((code, position) => {
          if (scenario.standing.get(code) === 'mastered' && lastSeen.has(code)) {
            expect(position - lastSeen.get(code)!).toBeGreaterThanOrEqual(REVIEW_SPACING);
          }
          lastSeen.set(code, position);
        });
      }),
    );
  });

  it('reviews each mastered code less often than it asks each weak code', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = plan(scenario);
        const codes = scenario.codes.map((entry) => entry.code).filter((code) => code !== scenario.startWith);
        const weak = codes.filter((code) => scenario.standing.get(code) === 'weak');
        const mastered = codes.filter((code) => scenario.standing.get(code) === 'mastered');
        for (const review of mastered) {
          for (const practice of weak)
            expect(count(result, review)).toBeLessThanOrEqual(count(result, practice));
        }
      }),
    );
  });

  it('gives the same plan for the same input, whatever the order of the skills map', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const reversed = new Map([...scenario.skills].reverse());
        expect(plan(scenario)).toEqual(plan(scenario));
        expect(plan({ ...scenario, skills: reversed })).toEqual(plan(scenario));
      }),
    );
  });

  it('varies the order of untried codes with the seed', () => {
    const codes = Array.from({ length: 8 }, (_, index) => ({
      code: `3.${index + 2}A`,
      standardType: 'readiness' as const,
    }));
    const plans = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        planSession({ codes, skills: new Map(), length: 8, seed, now: NOW }).join(),
      ),
    );
    expect(plans.size).toBeGreaterThan(1);
  });

  it('orders weak codes weakest first and reviews the stalest mastered code first', () => {
    const codes: PlanCode[] = [
      { code: '3.4A', standardType: 'readiness' },
      { code: '3.4B', standardType: 'readiness' },
      { code: '3.4C', standardType: 'supporting' },
      { code: '3.5A', standardType: 'readiness' },
      { code: '3.5B', standardType: 'readiness' },
    ];
    const skill = (code: string, pKnown: number, daysAgo: number): [string, SkillState] => [
      code,
      { teksCode: code, pKnown, attempts: 5, correct: 3, lastAnsweredAt: NOW - daysAgo * DAY, recent: [] },
    ];
    const skills = new Map([
      skill('3.4A', 0.6, 1),
      skill('3.4B', 0.2, 1),
      skill('3.4C', 0.1, 1),
      skill('3.5A', 0.99, 2),
      skill('3.5B', 0.97, 20),
    ]);
    expect(planSession({ codes, skills, length: 5, seed: 1, now: NOW })).toEqual([
      '3.4B',
      '3.4A',
      '3.4C',
      '3.5B',
      '3.5A',
    ]);
    // A short set asks only the weak codes.
    expect(planSession({ codes, skills, length: 3, seed: 1, now: NOW })).toEqual(['3.4B', '3.4A', '3.4C']);
  });

  it('fills a fresh 200-question session mostly with weak readiness practice', () => {
    const codes: PlanCode[] = [
      { code: '4.4A', standardType: 'readiness' },
      { code: '4.4B', standardType: 'supporting' },
      { code: '4.4C', standardType: 'readiness' },
      { code: '4.4D', standardType: 'supporting' },
    ];
    const skills = new Map<string, SkillState>([
      ['4.4A', { ...initialSkillState('4.4A'), pKnown: 0.4, attempts: 3, lastAnsweredAt: NOW - DAY }],
      ['4.4B', { ...initialSkillState('4.4B'), pKnown: 0.98, attempts: 9, lastAnsweredAt: NOW - DAY }],
      ['4.4C', { ...initialSkillState('4.4C'), pKnown: 0.98, attempts: 9, lastAnsweredAt: NOW - 30 * DAY }],
    ]);
    const result = planSession({ codes, skills, length: 200, seed: 7, now: NOW });
    expect(result.slice(0, 2)).toEqual(['4.4A', '4.4D']);
    expect(count(result, '4.4A')).toBeGreaterThan(count(result, '4.4D'));
    expect(count(result, '4.4D')).toBeGreaterThan(count(result, '4.4C'));
    // Reviewed a month after it was last practised, so more often than the one seen yesterday.
    expect(STALE_REVIEW_AFTER_MS).toBeLessThan(30 * DAY);
    expect(count(result, '4.4C')).toBeGreaterThan(count(result, '4.4B'));
    expect(count(result, '4.4B')).toBeGreaterThan(0);
  });

  it('repeats a single code, and rejects a session without codes or with a bad length', () => {
    const one = [{ code: '5.3A', standardType: 'readiness' as const }];
    expect(planSession({ codes: one, skills: new Map(), length: 3, seed: 0, now: NOW })).toEqual([
      '5.3A',
      '5.3A',
      '5.3A',
    ]);
    expect(planSession({ codes: [], skills: new Map(), length: 0, seed: 0, now: NOW })).toEqual([]);
    expect(() => planSession({ codes: [], skills: new Map(), length: 1, seed: 0, now: NOW })).toThrow(
      RangeError,
    );
    expect(() => planSession({ codes: one, skills: new Map(), length: -1, seed: 0, now: NOW })).toThrow(
      RangeError,
    );
    expect(() => planSession({ codes: one, skills: new Map(), length: 2.5, seed: 0, now: NOW })).toThrow(
      RangeError,
    );
  });

  it('treats a code listed twice as one code', () => {
    const codes: PlanCode[] = [
      { code: '5.3A', standardType: 'readiness' },
      { code: '5.3A', standardType: 'readiness' },
      { code: '5.3B', standardType: 'supporting' },
    ];
    const result = planSession({ codes, skills: new Map(), length: 6, seed: 3, now: NOW });
    expect(new Set(result)).toEqual(new Set(['5.3A', '5.3B']));
    expect(result[0]).toBe('5.3A');
  });
});

describe('chooseDifficulty', () => {
  const answer = (correct: boolean, difficulty: Difficulty) => ({ correct, difficulty });

  it('starts at medium, easy for a likely unknown skill, hard for a mastered one', () => {
    expect(chooseDifficulty([])).toBe('medium');
    expect(chooseDifficulty([], 0.29)).toBe('easy');
    expect(chooseDifficulty([], 0.3)).toBe('medium');
    expect(chooseDifficulty([], 0.949)).toBe('medium');
    expect(chooseDifficulty([], 0.95)).toBe('hard');
    expect(startingDifficulty(0.95)).toBe('hard');
  });

  it('steps up after two right answers in a row at the same level, not after one', () => {
    expect(chooseDifficulty([answer(true, 'medium')])).toBe('medium');
    expect(chooseDifficulty([answer(true, 'medium'), answer(true, 'medium')])).toBe('hard');
    expect(chooseDifficulty([answer(true, 'easy'), answer(true, 'easy')])).toBe('medium');
    // Right at easy, then once at medium: only one at the current level.
    expect(chooseDifficulty([answer(true, 'easy'), answer(true, 'easy'), answer(true, 'medium')])).toBe(
      'medium',
    );
    expect(chooseDifficulty([answer(true, 'medium'), answer(false, 'medium'), answer(true, 'medium')])).toBe(
      'medium',
    );
  });

  it('steps down after a miss, and stays within easy..hard', () => {
    expect(chooseDifficulty([answer(false, 'hard')])).toBe('medium');
    expect(chooseDifficulty([answer(false, 'medium')])).toBe('easy');
    expect(chooseDifficulty([answer(false, 'easy')])).toBe('easy');
    expect(chooseDifficulty([answer(true, 'hard'), answer(true, 'hard')])).toBe('hard');
    expect(chooseDifficulty([answer(true, 'hard'), answer(true, 'hard'), answer(false, 'hard')])).toBe(
      'medium',
    );
  });

  it('follows the step rules through a whole session asked at the levels it chose', () => {
    const levels: readonly Difficulty[] = ['easy', 'medium', 'hard'];
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        (results, pKnown) => {
          // A reference state machine, written the way the rule reads.
          let level = pKnown === undefined ? 1 : pKnown < 0.3 ? 0 : isMastered(pKnown) ? 2 : 1;
          let streak = 0;
          const history: { correct: boolean; difficulty: Difficulty }[] = [];
          for (const correct of results) {
            const chosen = chooseDifficulty(history, pKnown);
            expect(chosen).toBe(levels[level]);
            history.push({ correct, difficulty: chosen });
            if (!correct) {
              level = Math.max(0, level - 1);
              streak = 0;
            } else if ((streak += 1) === 2) {
              level = Math.min(2, level + 1);
              streak = 0;
            }
          }
          expect(chooseDifficulty(history, pKnown)).toBe(levels[level]);
        },
      ),
    );
  });
});
