import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { errorToastText, extractErrorText } from './errorText';

describe('extractErrorText', () => {
  it('takes a string body, then error, then message, then title and body', () => {
    expect(extractErrorText('Driver is busy')).toBe('Driver is busy');
    expect(extractErrorText({ error: 'Ride is locked', message: 'ignored' })).toBe('Ride is locked');
    expect(extractErrorText({ message: 'Ride estimate is expired' })).toBe('Ride estimate is expired');
    expect(extractErrorText({ title: 'Broker down', body: 'Try later' })).toBe('Broker down Try later');
  });

  it("falls back to 'Something wrong'", () => {
    expect(extractErrorText(null)).toBe('Something wrong');
    expect(extractErrorText({})).toBe('Something wrong');
    expect(extractErrorText({ message: '  ' })).toBe('Something wrong');
    expect(extractErrorText({ title: 'Only a title' })).toBe('Something wrong');
  });
});

describe('errorToastText', () => {
  it("prefixes 'Please try again!' unless the caller gives another prefix", () => {
    expect(errorToastText('Driver is busy')).toBe('Please try again! Driver is busy');
    expect(errorToastText('Ride 5 failed', 'Try again')).toBe('Try again Ride 5 failed');
  });
});

describe('ApiError', () => {
  it('ends the session on 401 and on the legacy Method not found answer only', () => {
    expect(new ApiError(401, { message: 'Unauthenticated.' }).endsSession).toBe(true);
    expect(new ApiError(404, { message: 'Method not found' }).endsSession).toBe(true);
    expect(
      new ApiError(403, { message: 'You do not have permission to perform this action' }).endsSession,
    ).toBe(false);
  });

  it('exposes the field messages of a validation answer', () => {
    const error = new ApiError(422, { message: 'Bad', errors: { email: ['Invalid email address'] } });
    expect(error.fieldErrors).toEqual({ email: ['Invalid email address'] });
    expect(new ApiError(500, 'oops').fieldErrors).toEqual({});
  });
});
