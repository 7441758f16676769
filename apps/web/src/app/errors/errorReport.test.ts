import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { isCrashRequested } from './crashTest';
import { errorIdOf, supportReport } from './errorReport';

describe('errorIdOf', () => {
  it('prefers the server request id of an API failure', () => {
    expect(errorIdOf(new ApiError(500, null, 'req-42'), () => 'LOCAL')).toBe('req-42');
    expect(errorIdOf(new Error('render failed'), () => 'LOCAL')).toBe('LOCAL');
  });
});

describe('supportReport', () => {
  it('carries the error id, page, version, user and the error', () => {
    const report = supportReport(new TypeError('x is undefined'), {
      errorId: 'AB12CD34',
      url: 'http://localhost/rides',
      appVersion: '1.2.3',
      userId: 7,
      at: new Date('2025-06-01T12:00:00Z'),
    });
    expect(report).toContain('Error ID: AB12CD34');
    expect(report).toContain('Page: http://localhost/rides');
    expect(report).toContain('App version: 1.2.3');
    expect(report).toContain('User: 7');
    expect(report).toContain('Error: TypeError: x is undefined');
  });
});

describe('isCrashRequested', () => {
  const storage = (flag: string | null) => ({ getItem: () => flag });

  it('needs both the query parameter and the localStorage flag', () => {
    expect(isCrashRequested('?__crash=1', storage('1'))).toBe(true);
    expect(isCrashRequested('?__crash=1', storage(null))).toBe(false);
    expect(isCrashRequested('', storage('1'))).toBe(false);
  });
});
