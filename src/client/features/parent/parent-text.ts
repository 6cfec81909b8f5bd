import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { scoreBand, type ScoreBand } from '../../../core/mastery/display';
import type { ChildSummary } from '../../../contracts/parents';
import type { NovaMessage } from '../../../contracts/nova';
import type { StudyPlanView } from '../../../contracts/study-plans';
import { formatCount } from '../../lib/number-format';

/*
 * The parent portal's words and numbers as plain functions, so every empty or odd figure is tested
 * without a browser: a busy parent never reads "null", "NaN" or "0.4 hours". US English throughout.
 */

/** "1 question", "1,234 questions". */
export function countText(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

const tenths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * The week's practice time (the server gives hours to a tenth): "2.5 hours", "1 hour", and under an
 * hour in minutes ("24 minutes"), which is how a parent thinks of a short week.
 */
export function practiceTimeText(hours: number): string {
  if (!(hours > 0)) return '0 hours';
  if (hours < 1) return countText(Math.round(hours * 60), 'minute', 'minutes');
  return `${tenths.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

export interface WeekFigure {
  id: 'questions' | 'hours' | 'score' | 'days';
  label: string;
  value: string;
  /** A short line under the value: what it means, or why it is empty. */
  note: string;
  /** The spec's score colour band, for the average score only. */
  band: ScoreBand | null;
}

/** The spec's four weekly figures: questions answered, hours practiced, average score, days active. */
export function weekFigures(week: ChildSummary['week']): WeekFigure[] {
  const { questionsAnswered, hoursPracticed, averageScore, daysActive } = week;
  return [
    {
      id: 'questions',
      label: 'Questions answered',
      value: formatCount(questionsAnswered),
      note: questionsAnswered === 0 ? 'None yet this week' : 'This week',
      band: null,
    },
    {
      id: 'hours',
      label: 'Hours practiced',
      value: practiceTimeText(hoursPracticed),
      note: 'Time spent answering',
      band: null,
    },
    {
      id: 'score',
      label: 'Average score',
      value: averageScore === null ? '–' : `${averageScore}%`,
      note: averageScore === null ? 'No answers yet this week' : 'Answers right this week',
      band: averageScore === null ? null : scoreBand(averageScore),
    },
    {
      id: 'days',
      label: 'Days active',
      value: `${daysActive} of 7`,
      note:
        daysActive === 0
          ? 'No practice yet this week'
          : daysActive === 1
            ? 'Practiced on 1 day'
            : `Practiced on ${daysActive} days`,
      band: null,
    },
  ];
}

/** The subject's all-time figure: "85%" with its band, or nothing before the first answer. */
export function subjectFigure(figure: ChildSummary['progress']['math']): {
  percent: string | null;
  band: ScoreBand | null;
  answered: string;
} {
  if (figure.accuracy === null || figure.answered === 0)
    return { percent: null, band: null, answered: 'No answers yet' };
  return {
    percent: `${figure.accuracy}%`,
    band: scoreBand(figure.accuracy),
    answered: `${countText(figure.answered, 'question', 'questions')} answered`,
  };
}

const ACTIVITY_KIND_NAMES: Record<ChildSummary['recentActivity'][number]['kind'], string> = {
  'practice-set': 'Practice',
  practice: 'Practice',
  'mock-exam': 'Mock exam',
  assignment: 'Class assignment',
  'space-mission': 'StarSpace mission',
};

export function activityKindName(kind: ChildSummary['recentActivity'][number]['kind']): string {
  return ACTIVITY_KIND_NAMES[kind];
}

/**
 * When something happened, in the reader's own time: "Today, 4:05 PM", "Yesterday, 4:05 PM",
 * "Mon, Nov 23, 4:05 PM", and with the year once it is not this year's.
 */
export function whenText(at: Date, now: Date): string {
  const time = format(at, 'h:mm a');
  const daysAgo = differenceInCalendarDays(now, at);
  if (daysAgo === 0) return `Today, ${time}`;
  if (daysAgo === 1) return `Yesterday, ${time}`;
  if (at.getFullYear() === now.getFullYear()) return `${format(at, 'EEE, MMM d')}, ${time}`;
  return `${format(at, 'EEE, MMM d, yyyy')}, ${time}`;
}

export interface TranscriptDay {
  /** "Tuesday, November 24, 2026": a heading over the day's messages. */
  heading: string;
  messages: { message: NovaMessage; time: string }[];
}

/** A chat transcript, oldest first, cut into days (each message with its time, "4:05 PM"). */
export function transcriptDays(messages: readonly NovaMessage[]): TranscriptDay[] {
  const days: TranscriptDay[] = [];
  const sorted = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const message of sorted) {
    const at = parseISO(message.createdAt);
    const heading = format(at, 'EEEE, MMMM d, yyyy');
    const entry = { message, time: format(at, 'h:mm a') };
    const last = days.at(-1);
    if (last?.heading === heading) last.messages.push(entry);
    else days.push({ heading, messages: [entry] });
  }
  return days;
}

/** "Grade 4 • Math • 6 weeks" and "Test date: Tuesday, April 13, 2027" for a plan in the list. */
export function studyPlanLines(
  plan: Pick<StudyPlanView, 'grade' | 'subject' | 'totalWeeks' | 'staarTestDate'>,
) {
  return {
    summary: `Grade ${plan.grade} • ${plan.subject === 'math' ? 'Math' : 'Reading'} • ${countText(plan.totalWeeks, 'week', 'weeks')}`,
    // A calendar day: parseISO reads it as a local date, so no time zone can move it.
    testDate: `Test date: ${format(parseISO(plan.staarTestDate), 'EEEE, MMMM d, yyyy')}`,
  };
}

/**
 * Whether what the parent typed is the child's name, to confirm deleting their account: spaces at the
 * ends and upper or lower case don't matter, every letter does.
 */
export function namesMatch(typed: string, name: string): boolean {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return tidy(typed) !== '' && tidy(typed) === tidy(name);
}

/** A first name for buttons ("Let Ada sign in…"): the whole name when it is one word, or blank. */
export function shortName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'your child';
}
