import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_USER_NAME,
  PROFILE_AVATARS,
  PROFILE_COLORS,
  friendlyGuestName,
  homePathFor,
  needsAccountSetup,
  normalizeAccountType,
} from './account';

describe('account rules', () => {
  it('offers 30 distinct avatars and the 12 spec colours', () => {
    expect(new Set(PROFILE_AVATARS).size).toBe(30);
    expect(PROFILE_COLORS).toEqual([
      'orange',
      'blue',
      'purple',
      'pink',
      'green',
      'yellow',
      'red',
      'indigo',
      'teal',
      'emerald',
      'cyan',
      'rose',
    ]);
  });

  it('sends each account type to its home; anything else is a student', () => {
    expect(homePathFor('parent')).toBe('/parent');
    expect(homePathFor('teacher')).toBe('/classroom');
    expect(homePathFor('student')).toBe('/dashboard');
    fc.assert(
      fc.property(fc.option(fc.string()), (value) => {
        fc.pre(value !== 'parent' && value !== 'teacher');
        expect(normalizeAccountType(value)).toBe('student');
        expect(homePathFor(value)).toBe('/dashboard');
      }),
    );
  });

  it('asks for setup while the profile is unfinished or still the development user', () => {
    expect(needsAccountSetup({ name: 'Ana', setupComplete: true })).toBe(false);
    expect(needsAccountSetup({ name: 'Ana', setupComplete: false })).toBe(true);
    expect(needsAccountSetup({ name: DEVELOPMENT_USER_NAME, setupComplete: true })).toBe(true);
  });

  it('gives every guest a friendly name that never needs setup and says what kind of guest it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('student', 'teacher', 'parent' as const),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (type, random) => {
          const name = friendlyGuestName(type, random);
          expect(name).toMatch(/^(Guest (Teacher|Parent) \()?[A-Z][a-z]+ [A-Z][a-z]+\)?$/);
          expect(name).not.toBe(DEVELOPMENT_USER_NAME);
          if (type === 'teacher') expect(name.startsWith('Guest Teacher')).toBe(true);
          if (type === 'parent') expect(name.startsWith('Guest Parent')).toBe(true);
          expect(friendlyGuestName(type, random)).toBe(name);
        },
      ),
    );
  });

  it('uses all 64 name combinations across the random range', () => {
    const names = new Set(Array.from({ length: 640 }, (_, i) => friendlyGuestName('student', i / 640)));
    expect(names.size).toBe(64);
  });
});
