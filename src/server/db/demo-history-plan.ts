import { TZDate } from '@date-fns/tz';
import { addDays, parseISO, format } from 'date-fns';
import { createRandom, type Random } from '../../core/random';
import type { CalendarDay } from '../../core/rewards/school-calendar';
import type { Subject } from '../../core/teks/teks-types';

/**
 * What the demo student does over her last few weeks, decided by a seeded random source so the same
 * seed and day give the same plan: which days she studies, what, how many answers and which of them are
 * right. Nothing here touches the database; demo-history.ts plays the plan through the real services,
 * which decide every figure (mastery, StarPower, challenges, achievements) as they would for anyone.
 */

export const DEMO_HISTORY_SEED = 20_260_408;
export const DEMO_HISTORY_DAYS = 21;

/** The grade-4 skills she practises, and the ones she finds hard (geometry, figurative language). */
const MATH_CODES = ['4.2A', '4.2B', '4.3D', '4.3E', '4.4A', '4.4B', '4.4H', '4.5A', '4.8C', '4.9A', '4.10B'];
const MATH_WEAK_CODES = ['4.6A', '4.6D', '4.7C'];
/** Reading codes with generated questions or at least ten written ones, so a session is never cut short. */
const READING_CODES = ['4.2B(ii)', '4.3B', '4.3C', '4.11D(i)', '4.7C', '4.6F'];
const READING_WEAK_CODES = ['4.10D'];
const WEAK_CODES = new Set([
  ...MATH_WEAK_CODES.map((code) => `math:${code}`),
  ...READING_WEAK_CODES.map((code) => `reading:${code}`),
]);

export const DEMO_EXAMS = { math: 'g4-math-form-1', reading: 'g4-reading-form-1' } as const;

/** Seconds one practice answer takes, and the pause between two activities. */
const ANSWER_SECONDS = { min: 35, max: 95 };
const BREAK_SECONDS = { min: 60, max: 300 };
/** An exam sitting: well inside its time limit. */
const EXAM_SECONDS = { min: 35 * 60, max: 55 * 60 };

export type DemoActivity =
  /** A Practice Center session on one skill; `answers` says which answers are right, in order. */
  | { kind: 'fresh'; subject: Subject; teksCode: string; answers: boolean[]; seconds: number[] }
  /** A /practice-session set on one skill, submitted at the end. */
  | { kind: 'set'; subject: Subject; teksCode: string; answers: boolean[]; seconds: number[] }
  /** A mock exam: `draws` decide each question once its skill is known (see isRightInExam). */
  | { kind: 'exam'; subject: Subject; examId: string; draws: number[]; seconds: number };

export interface DemoDay {
  day: CalendarDay;
  /** 0 on the first day, 1 on the last: how far her skills have come. */
  progress: number;
  /** Local minutes after midnight when she starts (after school). */
  startMinute: number;
  activities: DemoActivity[];
  /** Pauses before each activity, in seconds. */
  breaks: number[];
}

/** The chance of a right answer: about 60% at the start, 85% at the end, lower on her weak skills. */
export function chanceOfRight(progress: number, subject: Subject, teksCode: string): number {
  const base = 0.6 + 0.25 * progress;
  return WEAK_CODES.has(`${subject}:${teksCode}`) ? base - 0.2 : base;
}

/** An exam answer is right when its draw (0 to 1) falls under the chance for the question's skill. */
export function isRightInExam(draw: number, progress: number, subject: Subject, teksCode: string) {
  return draw < chanceOfRight(progress, subject, teksCode);
}

const draw = (random: Random) => random.int(0, 9_999) / 10_000;

function answersFor(random: Random, count: number, progress: number, subject: Subject, teksCode: string) {
  const chance = chanceOfRight(progress, subject, teksCode);
  return {
    answers: Array.from({ length: count }, () => draw(random) < chance),
    seconds: Array.from({ length: count }, () => random.int(ANSWER_SECONDS.min, ANSWER_SECONDS.max)),
  };
}

/** A skill to practise: usually one of her regular ones, one time in four a weak one. */
function pickCode(random: Random, subject: Subject): string {
  const [regular, weak] =
    subject === 'math' ? [MATH_CODES, MATH_WEAK_CODES] : [READING_CODES, READING_WEAK_CODES];
  return random.chance(1, 4) ? random.pick(weak) : random.pick(regular);
}

export interface DemoPlanOptions {
  /** The last day of the history: today in the school's time zone. */
  today: CalendarDay;
  seed?: number;
  days?: number;
}

/**
 * The plan: active on 16 of 21 days, the last seven in a row (so the current streak is 7 and the
 * 7-Day Streak badge is earned by the rules), 10 to 16 practice answers a day (more would slow the first start-up), four practice sets and
 * two mock exams (math in the middle, reading near the end).
 */
export function planDemoHistory(options: DemoPlanOptions): DemoDay[] {
  const random = createRandom(options.seed ?? DEMO_HISTORY_SEED);
  const length = options.days ?? DEMO_HISTORY_DAYS;
  const first = addDays(parseISO(options.today), -(length - 1));
  const streakStart = length - 7;
  // Rest days: the one before the streak, and four more among the earlier days (never the first).
  const restDays = new Set([streakStart - 1, ...random.sample(range(1, streakStart - 2), 4)]);
  const active = range(0, length - 1).filter((index) => !restDays.has(index));
  const examDays = new Map<number, Subject>([
    [active[Math.floor(active.length / 2)]!, 'math'],
    [length - 3, 'reading'],
  ]);
  const candidates = active.filter((index) => !examDays.has(index) && index !== length - 1);
  const setDays = new Set(
    [0, 1, 2, 3].map((quarter) => candidates[Math.floor(((quarter + 0.5) * candidates.length) / 4)]!),
  );

  return active.map((index) => {
    const progress = length === 1 ? 1 : index / (length - 1);
    const activities: DemoActivity[] = [];
    const examSubject = examDays.get(index);
    let practiceAnswers = random.int(10, 16);
    if (examSubject !== undefined) {
      activities.push({
        kind: 'exam',
        subject: examSubject,
        examId: DEMO_EXAMS[examSubject],
        draws: Array.from({ length: 60 }, () => draw(random)),
        seconds: random.int(EXAM_SECONDS.min, EXAM_SECONDS.max),
      });
      // An exam day has a short warm-up at most.
      practiceAnswers = random.chance(1, 2) ? 0 : random.int(5, 10);
    }
    if (setDays.has(index)) {
      const subject: Subject = activities.length % 2 === 0 && random.chance(1, 2) ? 'reading' : 'math';
      const weak = subject === 'math' ? random.pick(MATH_WEAK_CODES) : random.pick(READING_WEAK_CODES);
      activities.push({
        kind: 'set',
        subject,
        teksCode: weak,
        ...answersFor(random, 10, progress, subject, weak),
      });
      practiceAnswers = Math.max(0, practiceAnswers - 10);
    }
    // The rest as one or two Practice Center sessions, math more often than reading.
    const sessions = practiceAnswers >= 12 ? 2 : practiceAnswers > 0 ? 1 : 0;
    for (let session = 0; session < sessions; session += 1) {
      const count = session === sessions - 1 ? practiceAnswers : Math.ceil(practiceAnswers / 2);
      practiceAnswers -= count;
      const subject: Subject = random.chance(3, 5) ? 'math' : 'reading';
      const teksCode = pickCode(random, subject);
      activities.push({
        kind: 'fresh',
        subject,
        teksCode,
        ...answersFor(random, count, progress, subject, teksCode),
      });
    }
    return {
      day: format(addDays(first, index), 'yyyy-MM-dd'),
      progress,
      startMinute: 15 * 60 + 30 + random.int(0, 150),
      activities,
      breaks: activities.map(() => random.int(BREAK_SECONDS.min, BREAK_SECONDS.max)),
    };
  });
}

/** Seconds a day's activities take from the first start to the last answer, breaks included. */
export function daySeconds(day: DemoDay): number {
  let total = 0;
  day.activities.forEach((activity, index) => {
    total += day.breaks[index]!;
    total += activity.kind === 'exam' ? activity.seconds : activity.seconds.reduce((a, b) => a + b, 0);
  });
  return total;
}

/**
 * When a day's activities start, and how much to squeeze them: after school in the school's time zone,
 * but never in the future. Today's share ends a minute before `now` (squeezed into the time since
 * midnight when it is early in the morning).
 */
export function dayTiming(day: DemoDay, now: Date, timeZone: string): { start: Date; scale: number } {
  const [year, month, date] = day.day.split('-').map(Number) as [number, number, number];
  const start = new TZDate(year, month - 1, date, 0, day.startMinute, 0, timeZone);
  const midnight = new TZDate(year, month - 1, date, 0, 0, 0, timeZone);
  const span = daySeconds(day) * 1000;
  const latestEnd = now.getTime() - 60_000;
  if (start.getTime() + span <= latestEnd) return { start: new Date(start.getTime()), scale: 1 };
  const room = latestEnd - midnight.getTime();
  if (room >= span) return { start: new Date(latestEnd - span), scale: 1 };
  return { start: new Date(midnight.getTime() + 1000), scale: Math.max(0, room - 1000) / span };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
