import { describe, expect, it } from 'vitest';
import { checkCodes, displayCode } from './class-code-rules';

describe('the codes from a sign-in card', () => {
  it('are read forgivingly: small letters, spaces and dashes are fine', () => {
    expect(checkCodes(' acd efg ', 'hjk-mnp')).toEqual({
      ok: true,
      classCode: 'ACDEFG',
      personalCode: 'HJKMNP',
    });
    expect(checkCodes('ACD-EFG', 'H J K M N P')).toMatchObject({ ok: true });
    expect(displayCode('acd-efg')).toBe('ACD-EFG');
  });

  it('asks for a missing code, the class code first', () => {
    expect(checkCodes('', '')).toEqual({
      ok: false,
      field: 'classCode',
      problem: 'Type your class code from your card.',
    });
    expect(checkCodes('ACD-EFG', '  ')).toMatchObject({ ok: false, field: 'personalCode' });
  });

  it('says what a code looks like when it cannot be one (wrong length, or letters no card has)', () => {
    const short = checkCodes('ACD-EF', 'HJK-MNP');
    expect(short).toMatchObject({ ok: false, field: 'classCode' });
    expect(!short.ok && short.problem).toContain('6 letters and numbers');
    expect(checkCodes('ACD-EFG', 'HJK-MN0')).toMatchObject({ ok: false, field: 'personalCode' });
  });
});
