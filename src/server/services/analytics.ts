import type { Analytics } from '../../contracts/progress';
import { calendarBounds, streaksFrom } from '../../core/rewards/school-calendar';
import type { Grade } from '../../core/teks';
import type { Db } from '../db/client';
import { percent, subjectFigures } from './analytics-cards';
import { tallyByCode, tallyByDay, untimedExamSeconds, type DayTally } from './analytics-queries';
import { starPowerTotals } from './progress-queries';

/**
 * GET /api/analytics: every figure of the analytics screen for one student, from SQL aggregates over
 * their answer events, closed mock exams and StarPower ledger. "This week" starts on Monday at local
 * midnight in the school's time zone, "today" at local midnight (core/rewards/school-calendar).
 *
 * - Overall Accuracy: percent correct of every graded answer (null before the first). Its weekly change
 *   is that percent minus the percent over the answers from before this week's Monday, in percentage
 *   points (null when there were none before: nothing to compare with).
 * - Total Study Time: hours, one decimal: each answer's time capped at 5 minutes, plus closed mock exams
 *   whose answers carry no time (analytics-queries.ts says why only those). Weekly change: the same
 *   sum since Monday.
 * - Stars Earned: the StarPower balance; weekly change: StarPower earned since Monday.
 * - Day Streak: school days in a row with at least one graded answer, current and best; a personal best
 *   when the current streak is running and equals the best.
 * - Subject cards and Areas for Improvement: analytics-cards.ts. Weekly Progress: percent correct per
 *   school day, Monday to Sunday, null on a day with no answers.
 * - isEmpty: no graded answer yet; the screen then shows how to start.
 */

const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MS_PER_HOUR = 60 * 60 * 1000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function sum(days: readonly DayTally[]) {
  return days.reduce(
    (total, day) => ({
      answered: total.answered + day.answered,
      correct: total.correct + day.correct,
      studyMs: total.studyMs + day.studyMs,
    }),
    { answered: 0, correct: 0, studyMs: 0 },
  );
}

export async function studentAnalytics(
  db: Db,
  student: { id: string; grade: Grade },
  timeZone: string,
  now: Date,
): Promise<Analytics> {
  const bounds = calendarBounds(now, timeZone);
  // Independent queries: PostgreSQL runs them on separate pooled connections; PGlite queues them.
  const [days, codes, examSeconds, stars] = await Promise.all([
    tallyByDay(db, student.id, timeZone),
    tallyByCode(db, student.id),
    untimedExamSeconds(db, student.id, bounds),
    starPowerTotals(db, student.id, bounds),
  ]);

  // Days are "YYYY-MM-DD", so text order is date order; this week's Monday is a day boundary.
  const monday = bounds.weekDays[0]!;
  const totals = sum(days);
  const before = sum(days.filter((row) => row.day < monday));
  const thisWeek = sum(days.filter((row) => row.day >= monday));
  const accuracy = percent(totals.correct, totals.answered);
  const accuracyBefore = percent(before.correct, before.answered);
  // The days with a graded answer: what progress-queries' activeDays lists, read from the same pass.
  const streak = streaksFrom(
    days.map((row) => row.day),
    bounds.day,
  );
  const byDay = new Map(days.map((row) => [row.day, row]));

  return {
    tiles: {
      overallAccuracy: {
        value: accuracy,
        // Both sides rounded as shown, so "85%, +3 this week" adds up for whoever remembers last week's 82%.
        weekChange: accuracy === null || accuracyBefore === null ? null : accuracy - accuracyBefore,
      },
      studyTimeHours: {
        value: oneDecimal((totals.studyMs + examSeconds.total * 1000) / MS_PER_HOUR),
        weekChange: oneDecimal((thisWeek.studyMs + examSeconds.thisWeek * 1000) / MS_PER_HOUR),
      },
      starsEarned: { value: stars.total, weekChange: stars.thisWeek },
      streak: {
        current: streak.current,
        best: streak.best,
        isPersonalBest: streak.current > 0 && streak.current === streak.best,
      },
    },
    ...subjectFigures(student.grade, codes),
    weeklyProgress: bounds.weekDays.map((date, index) => {
      const tally = byDay.get(date);
      return {
        day: WEEKDAY_LABELS[index]!,
        date,
        accuracy: tally ? percent(tally.correct, tally.answered) : null,
        answered: tally?.answered ?? 0,
      };
    }),
    isEmpty: totals.answered === 0,
  };
}
