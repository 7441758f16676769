import { describe, expect, it } from 'vitest';
import { daysOfPeriod } from './reportPeriod';

const custom = { start: '', end: '' };

describe('daysOfPeriod', () => {
  it('resolves the day presets around today (New York)', () => {
    expect(daysOfPeriod({ preset: 'yesterday', custom }, '2026-03-01')).toEqual({
      start_date: '2026-02-28',
      end_date: '2026-02-28',
    });
    expect(daysOfPeriod({ preset: 'tomorrow', custom }, '2026-12-31')).toEqual({
      start_date: '2027-01-01',
      end_date: '2027-01-01',
    });
  });

  it('resolves weeks from Monday and calendar months', () => {
    // 2026-11-26 is a Thursday.
    expect(daysOfPeriod({ preset: 'previous_week', custom }, '2026-11-26')).toEqual({
      start_date: '2026-11-16',
      end_date: '2026-11-22',
    });
    expect(daysOfPeriod({ preset: 'previous_month', custom }, '2026-11-26')).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
  });

  it('waits for both days of a custom period', () => {
    expect(
      daysOfPeriod({ preset: 'custom', custom: { start: '2026-11-01', end: '' } }, '2026-11-26'),
    ).toBeNull();
    expect(
      daysOfPeriod({ preset: 'custom', custom: { start: '2026-11-01', end: '2026-11-03' } }, '2026-11-26'),
    ).toEqual({ start_date: '2026-11-01', end_date: '2026-11-03' });
  });
});
