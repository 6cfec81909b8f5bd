import { describe, expect, test } from 'vitest';
import type { NovaMessage } from '../../../contracts/nova';
import {
  activityKindName,
  countText,
  namesMatch,
  practiceTimeText,
  shortName,
  studyPlanLines,
  subjectFigure,
  transcriptDays,
  weekFigures,
  whenText,
} from './parent-text';

describe('the weekly summary', () => {
  test('a busy week reads as four plain figures, the score with its colour band', () => {
    const figures = weekFigures({
      questionsAnswered: 1234,
      hoursPracticed: 2.5,
      averageScore: 84,
      daysActive: 4,
    });
    expect(figures.map(({ label, value }) => [label, value])).toEqual([
      ['Questions answered', '1,234'],
      ['Hours practiced', '2.5 hours'],
      ['Average score', '84%'],
      ['Days active', '4 of 7'],
    ]);
    expect(figures.find((figure) => figure.id === 'score')?.band).toBe('blue');
    expect(figures.find((figure) => figure.id === 'days')?.note).toBe('Practiced on 4 days');
  });

  test('an empty week never reads "null" or "NaN"', () => {
    const figures = weekFigures({
      questionsAnswered: 0,
      hoursPracticed: 0,
      averageScore: null,
      daysActive: 0,
    });
    expect(figures.map((figure) => figure.value)).toEqual(['0', '0 hours', '–', '0 of 7']);
    expect(figures.find((figure) => figure.id === 'score')).toMatchObject({
      note: 'No answers yet this week',
      band: null,
    });
    expect(figures.map((figure) => `${figure.value} ${figure.note}`).join(' ')).not.toMatch(
      /null|NaN|undefined/,
    );
  });

  test('practice time: under an hour in minutes, one hour singular, tenths otherwise', () => {
    expect(practiceTimeText(0)).toBe('0 hours');
    expect(practiceTimeText(0.1)).toBe('6 minutes');
    expect(practiceTimeText(0.4)).toBe('24 minutes');
    expect(practiceTimeText(1)).toBe('1 hour');
    expect(practiceTimeText(1.25)).toBe('1.3 hours');
    expect(practiceTimeText(12)).toBe('12 hours');
    expect(practiceTimeText(Number.NaN)).toBe('0 hours');
  });
});

describe('subject progress', () => {
  test('a percent with its band and how many answers it stands on', () => {
    expect(subjectFigure({ accuracy: 91, answered: 1 })).toEqual({
      percent: '91%',
      band: 'green',
      answered: '1 question answered',
    });
    expect(subjectFigure({ accuracy: 65, answered: 2400 })).toMatchObject({
      band: 'red',
      answered: '2,400 questions answered',
    });
  });

  test('before the first answer: "No answers yet", no percent', () => {
    expect(subjectFigure({ accuracy: null, answered: 0 })).toEqual({
      percent: null,
      band: null,
      answered: 'No answers yet',
    });
  });
});

describe('times', () => {
  const now = new Date(2026, 10, 26, 18, 30);

  test('today and yesterday by name, this year without the year, older with it', () => {
    expect(whenText(new Date(2026, 10, 26, 16, 5), now)).toBe('Today, 4:05 PM');
    expect(whenText(new Date(2026, 10, 25, 9, 0), now)).toBe('Yesterday, 9:00 AM');
    expect(whenText(new Date(2026, 10, 23, 16, 5), now)).toBe('Mon, Nov 23, 4:05 PM');
    expect(whenText(new Date(2025, 11, 31, 23, 59), now)).toBe('Wed, Dec 31, 2025, 11:59 PM');
  });

  test('a transcript is cut into days, oldest first, each message with its time', () => {
    const message = (id: string, role: NovaMessage['role'], at: Date): NovaMessage => ({
      id,
      role,
      text: id,
      createdAt: at.toISOString(),
    });
    const days = transcriptDays([
      message('c', 'student', new Date(2026, 10, 25, 8, 0)),
      message('a', 'student', new Date(2026, 10, 24, 16, 5)),
      message('b', 'nova', new Date(2026, 10, 24, 16, 6)),
    ]);
    expect(days.map((day) => day.heading)).toEqual([
      'Tuesday, November 24, 2026',
      'Wednesday, November 25, 2026',
    ]);
    expect(days[0]!.messages.map(({ message: m, time }) => [m.id, time])).toEqual([
      ['a', '4:05 PM'],
      ['b', '4:06 PM'],
    ]);
    expect(transcriptDays([])).toEqual([]);
  });
});

describe('words', () => {
  test('counts are singular for one and written with commas', () => {
    expect(countText(1, 'week', 'weeks')).toBe('1 week');
    expect(countText(12000, 'week', 'weeks')).toBe('12,000 weeks');
  });

  test('each kind of activity has a name a parent knows', () => {
    expect(activityKindName('mock-exam')).toBe('Mock exam');
    expect(activityKindName('space-mission')).toBe('StarSpace mission');
    expect(activityKindName('practice-set')).toBe('Practice');
  });

  test('a study plan: grade, subject and weeks, and the test day as a whole date', () => {
    expect(
      studyPlanLines({ grade: 4, subject: 'reading', totalWeeks: 6, staarTestDate: '2027-04-13' }),
    ).toEqual({
      summary: 'Grade 4 • Reading • 6 weeks',
      testDate: 'Test date: Tuesday, April 13, 2027',
    });
  });

  test('the delete confirmation takes the name in any case, with stray spaces, but every letter', () => {
    expect(namesMatch('  ada  lovelace ', 'Ada Lovelace')).toBe(true);
    expect(namesMatch('ADA LOVELACE', 'Ada Lovelace')).toBe(true);
    expect(namesMatch('Ada', 'Ada Lovelace')).toBe(false);
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch('   ', ' ')).toBe(false);
  });

  test('buttons use the first name', () => {
    expect(shortName('Ada Lovelace')).toBe('Ada');
    expect(shortName('  Maya ')).toBe('Maya');
    expect(shortName('  ')).toBe('your child');
  });
});
