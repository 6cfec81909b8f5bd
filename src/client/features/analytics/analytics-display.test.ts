import { describe, expect, it } from 'vitest';
import {
  BAND_FILLS,
  accuracyChangeText,
  chartDays,
  dayDescription,
  gainedThisWeekText,
  listedSkills,
  streakCaption,
  studyTimeText,
  studyTimeWords,
} from './analytics-display';

describe('the weekly change of overall accuracy', () => {
  it('shows a plus or a real minus sign, and says the direction in words', () => {
    expect(accuracyChangeText(3)).toEqual({
      direction: 'up',
      text: '+3% this week',
      spoken: 'up 3 percentage points this week',
    });
    expect(accuracyChangeText(-2)).toEqual({
      direction: 'down',
      text: '\u22122% this week',
      spoken: 'down 2 percentage points this week',
    });
    expect(accuracyChangeText(1).spoken).toBe('up 1 percentage point this week');
  });

  it('says "no change" at zero, including a change that rounds to zero', () => {
    expect(accuracyChangeText(0).direction).toBe('same');
    expect(accuracyChangeText(0.4)).toMatchObject({ direction: 'same', text: 'No change this week' });
  });

  it('has nothing to compare in the first week, and never prints "null" or "NaN"', () => {
    for (const value of [null, Number.NaN]) {
      const change = accuracyChangeText(value);
      expect(change.direction).toBe('none');
      expect(change.text).not.toMatch(/null|NaN|0%/);
    }
  });
});

describe('study time', () => {
  it('reads in hours like the spec, with one decimal only when needed', () => {
    expect(studyTimeText(24)).toBe('24h');
    expect(studyTimeText(2.5)).toBe('2.5h');
    expect(studyTimeText(0.3)).toBe('0.3h');
    expect(studyTimeText(1.04)).toBe('1h');
    expect(studyTimeWords(2.5)).toBe('2.5 hours');
    expect(studyTimeWords(1)).toBe('1 hour');
  });

  it('is never negative or NaN', () => {
    expect(studyTimeText(0)).toBe('0h');
    expect(studyTimeText(-1)).toBe('0h');
    expect(studyTimeText(Number.NaN)).toBe('0h');
    expect(studyTimeWords(Number.NaN)).toBe('0 hours');
  });
});

describe('what was gained this week', () => {
  it('shows hours and stars with a plus, as the spec does', () => {
    expect(gainedThisWeekText(2.5, 'hours')).toEqual({
      direction: 'up',
      text: '+2.5h this week',
      spoken: '2.5 hours this week',
    });
    expect(gainedThisWeekText(1180, 'stars')).toEqual({
      direction: 'up',
      text: '+1,180 this week',
      spoken: '1,180 earned this week',
    });
  });

  it('shows no gain without a plus sign pointing up', () => {
    expect(gainedThisWeekText(0, 'stars')).toEqual({
      direction: 'same',
      text: 'None yet this week',
      spoken: 'no stars yet this week',
    });
    expect(gainedThisWeekText(null, 'hours')).toMatchObject({ direction: 'same', text: '0h this week' });
    expect(gainedThisWeekText(-3, 'hours').text).toBe('0h this week');
  });
});

describe('the streak line', () => {
  it('says "Personal best" when the current streak is the best', () => {
    expect(streakCaption({ current: 7, best: 7, isPersonalBest: true })).toBe('Personal best');
  });

  it('otherwise names the best, in days', () => {
    expect(streakCaption({ current: 2, best: 9, isPersonalBest: false })).toBe('Best: 9 days');
    expect(streakCaption({ current: 0, best: 1, isPersonalBest: false })).toBe('Best: 1 day');
  });

  it('invites a student with no streak at all to start one', () => {
    expect(streakCaption({ current: 0, best: 0, isPersonalBest: false })).toBe(
      'Practice today to start one!',
    );
  });
});

describe('the weekly chart', () => {
  const week = [
    { day: 'Mon', date: '2026-11-16', accuracy: 95, answered: 20 },
    { day: 'Tue', date: '2026-11-17', accuracy: null, answered: 0 },
    { day: 'Wed', date: '2026-11-18', accuracy: 69, answered: 13 },
  ];

  it('keeps a day without answers empty (null), never zero', () => {
    const days = chartDays(week);
    expect(days.map((day) => day.accuracy)).toEqual([95, null, 69]);
  });

  it('colours each bar by the spec score band', () => {
    const days = chartDays(week);
    expect(days[0]!.fill).toBe(BAND_FILLS.green);
    expect(days[2]!.fill).toBe(BAND_FILLS.red);
    expect(chartDays([{ ...week[0]!, accuracy: 80 }])[0]!.fill).toBe(BAND_FILLS.blue);
    expect(chartDays([{ ...week[0]!, accuracy: 70 }])[0]!.fill).toBe(BAND_FILLS.yellow);
  });

  it('describes each day for screen readers', () => {
    expect(dayDescription(week[0]!)).toBe('95% of 20 questions');
    expect(dayDescription(week[1]!)).toBe('No practice');
    expect(dayDescription({ accuracy: 100, answered: 1 })).toBe('100% of 1 question');
  });
});

describe('the skills a subject card lists', () => {
  const skill = (name: string, answered: number) => ({
    name,
    accuracy: answered > 0 ? 75 : null,
    answered,
    teksCodes: [],
  });

  it('lists a short list in full, tried or not', () => {
    const skills = [skill('Number and Operations', 4), skill('Geometry', 0)];
    expect(listedSkills(skills)).toEqual({ shown: skills, untriedHidden: 0 });
  });

  it('lists only the tried skills of a long list, and counts the rest', () => {
    const skills = Array.from({ length: 20 }, (_, index) => skill(`Skill ${index}`, index % 5 === 0 ? 3 : 0));
    const listed = listedSkills(skills);
    expect(listed.shown.map((entry) => entry.name)).toEqual(['Skill 0', 'Skill 5', 'Skill 10', 'Skill 15']);
    expect(listed.untriedHidden).toBe(16);
  });

  it('shows the first few of a long list when none was tried', () => {
    const skills = Array.from({ length: 20 }, (_, index) => skill(`Skill ${index}`, 0));
    const listed = listedSkills(skills);
    expect(listed.shown).toHaveLength(6);
    expect(listed.untriedHidden).toBe(14);
  });
});
