import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status';

describe('the status of a failed call', () => {
  it('reads the status the API client puts first', () => {
    expect(
      errorStatus(new Error('403: {"error":{"code":"forbidden","message":"Only teachers can do that."}}')),
    ).toBe(403);
    expect(errorStatus(new Error('404: Not Found'))).toBe(404);
  });

  it('is null for a network failure or anything that is not a failed call', () => {
    expect(errorStatus(new TypeError('Failed to fetch'))).toBeNull();
    expect(errorStatus('403: text')).toBeNull();
    expect(errorStatus(undefined)).toBeNull();
    expect(errorStatus(new Error('4033 things'))).toBeNull();
  });
});
