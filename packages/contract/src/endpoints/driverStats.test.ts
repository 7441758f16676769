import { describe, expect, it } from 'vitest';
import { daysOf, driverStatsDays, driverStatsQuery } from './driverStats';

describe('driver stats periods', () => {
  it.each([
    ['this_week', '2026-11-25', '2026-11-23', '2026-11-29'],
    ['this_week', '2026-11-23', '2026-11-23', '2026-11-29'],
    ['this_week', '2026-11-29', '2026-11-23', '2026-11-29'],
    ['previous_week', '2026-11-25', '2026-11-16', '2026-11-22'],
    ['this_month', '2026-02-10', '2026-02-01', '2026-02-28'],
    ['this_month', '2028-02-10', '2028-02-01', '2028-02-29'],
    ['this_month', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['previous_month', '2026-01-15', '2025-12-01', '2025-12-31'],
    ['previous_month', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['last_3_months', '2026-11-25', '2026-08-26', '2026-11-25'],
    ['last_3_months', '2026-05-31', '2026-03-01', '2026-05-31'],
    ['last_3_months', '2026-01-31', '2025-11-01', '2026-01-31'],
  ] as const)('%s around %s is %s to %s', (period, today, start, end) => {
    expect(driverStatsDays(period, today)).toEqual({ start, end });
  });

  it('never makes a period longer than a custom one may be', () => {
    for (const day of daysOf({ start: '2026-01-01', end: '2028-12-31' }))
      expect(daysOf(driverStatsDays('last_3_months', day)).length).toBeLessThanOrEqual(93);
  });

  it('takes days of this century in order, at most 93 of them', () => {
    const parse = (start_date: string, end_date: string) =>
      driverStatsQuery.safeParse({ start_date, end_date }).error?.issues.map((i) => i.message) ?? [];
    expect(parse('2026-11-01', '2026-11-30')).toEqual([]);
    expect(parse('2026-11-30', '2026-11-01')).toEqual(['The end date must not be before the start date']);
    expect(parse('2026-01-01', '2026-04-04')).toEqual(['A period is at most 93 days']);
    expect(parse('2026-01-01', '2026-04-03')).toEqual([]);
    expect(parse('0001-01-01', '9999-12-31')).toEqual(['Invalid date', 'Invalid date']);
    expect(parse('', '')).toEqual(['Required', 'Required']);
  });
});
