import type { driverStats } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { amountOn, dayHeading, daysOfPeriod, formatAmount, periodTotal } from './driverStatsView';

const day = (date: string, net: number, count: number): driverStats.DriverDayStats => ({
  date,
  driver_net_total: net,
  driver_net: net,
  fee: 0,
  count,
  amount: 0,
  vendor_amount: 0,
  cash_amount: 0,
});
const row: driverStats.DriverStatsRow = {
  driver_id: 7,
  names: 'Ana Lopez',
  company_name: null,
  driver_group_name: null,
  status: 'active',
  selfie_thumbnail_url: null,
  stats: [day('2026-11-23', 10.1, 2), day('2026-11-25', 20.2, 3)],
};

describe('driver stats view', () => {
  it('resolves a period to its days, and a custom one only once both days are picked', () => {
    expect(daysOfPeriod('this_week', '2026-11-25', { start: '', end: '' })).toEqual({
      start_date: '2026-11-23',
      end_date: '2026-11-29',
    });
    expect(daysOfPeriod('custom', '2026-11-25', { start: '2026-11-01', end: '' })).toBeNull();
    expect(daysOfPeriod('custom', '2026-11-25', { start: '2026-11-01', end: '2026-11-03' })).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-03',
    });
  });

  it('shows a day’s amount in the chosen column, a dash for a day with nothing, and the exact total', () => {
    expect(formatAmount(amountOn(row, '2026-11-23', 'driver_net_total'), 'driver_net_total')).toBe('$10.10');
    expect(formatAmount(amountOn(row, '2026-11-24', 'driver_net_total'), 'driver_net_total')).toBe('—');
    expect(formatAmount(amountOn(row, '2026-11-25', 'count'), 'count')).toBe('3');
    expect(periodTotal(row, 'driver_net_total')).toBe(30.3);
    expect(periodTotal(row, 'count')).toBe(5);
  });

  it('heads a day column with its weekday and date', () => {
    expect(dayHeading('2026-11-23')).toBe('Mon 11/23');
  });
});
