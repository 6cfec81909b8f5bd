import { describe, expect, test } from 'vitest';
import { assignmentFromQuery, settingsFromQuery } from './practice-session-query';

describe('settingsFromQuery', () => {
  test('reads subject, mode and skill from a continue link', () => {
    expect(settingsFromQuery('?subject=reading&mode=specific-teks&teks=4.6F')).toEqual({
      subject: 'reading',
      practiceMode: 'specific-teks',
      teksStandard: '4.6F',
    });
    expect(settingsFromQuery('subject=math&mode=weak-skills')).toEqual({
      subject: 'math',
      practiceMode: 'weak-skills',
      teksStandard: null,
    });
  });

  test('no query gives the defaults', () => {
    expect(settingsFromQuery('')).toEqual({ subject: 'math', practiceMode: 'mixed', teksStandard: null });
  });

  test('unknown values fall back to the defaults instead of breaking the form', () => {
    expect(settingsFromQuery('?subject=science&mode=speed&teks=')).toEqual({
      subject: 'math',
      practiceMode: 'mixed',
      teksStandard: null,
    });
  });

  test('a skill alone means one-skill practice; a skill with another mode is dropped', () => {
    expect(settingsFromQuery('?teks=3.4A')).toMatchObject({
      practiceMode: 'specific-teks',
      teksStandard: '3.4A',
    });
    expect(settingsFromQuery('?mode=mixed&teks=3.4A')).toMatchObject({
      practiceMode: 'mixed',
      teksStandard: null,
    });
  });
});

describe('assignmentFromQuery', () => {
  test('reads the assignment id of a dashboard link', () => {
    expect(assignmentFromQuery('?assignment=5f8c1d2e-1111-4222-8333-444455556666')).toBe(
      '5f8c1d2e-1111-4222-8333-444455556666',
    );
  });

  test('ignores anything that is not an assignment id', () => {
    expect(assignmentFromQuery('')).toBeNull();
    expect(assignmentFromQuery('?assignment=')).toBeNull();
    expect(assignmentFromQuery('?assignment=../../api/x')).toBeNull();
    expect(assignmentFromQuery('?subject=math')).toBeNull();
  });
});
