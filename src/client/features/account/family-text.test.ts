import { describe, expect, test } from 'vitest';
import { joinedClassText, linkCodeExpiryText, spokenCode } from './family-text';

describe('the parent link code', () => {
  const now = new Date(2026, 10, 24, 9, 0);

  test('says the day it stops working, with the year only across New Year', () => {
    expect(linkCodeExpiryText(new Date(2026, 11, 1, 9, 0), now)).toBe('works until Tue, Dec 1');
    expect(linkCodeExpiryText(new Date(2027, 0, 2, 9, 0), new Date(2026, 11, 26))).toBe(
      'works until Sat, Jan 2, 2027',
    );
  });

  test('is spelled out letter by letter for a screen reader', () => {
    expect(spokenCode('ACD-EFG-HJ')).toBe('A C D, E F G, H J');
  });
});

test('joining a class names the class and the teacher', () => {
  expect(joinedClassText({ name: 'Room 12', teacherName: 'Ms. Rivera' })).toBe(
    'You joined Room 12 with Ms. Rivera!',
  );
});
