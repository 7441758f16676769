import { isBankStatusEditable, newYorkDayOf } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  BANK_STATUS_NOT_EDITABLE,
  BANK_STATUS_SETTLED,
  bankStatusRefusal,
  payoutWindow,
  periodDays,
} from './rules';

const window = (filters: Parameters<typeof payoutWindow>[0], now: string) => {
  const { from, to } = payoutWindow(filters, new Date(now));
  return { from: from.toISOString(), to: to?.toISOString() ?? null };
};

describe('the payouts list period, on New York calendar days', () => {
  it('takes the New York day, not the UTC one, late in the evening', () => {
    expect(newYorkDayOf(new Date('2026-11-25T03:30:00Z'))).toBe('2026-11-24');
    expect(window({ time_range: 'today', range: 168 }, '2026-11-25T03:30:00Z')).toEqual({
      from: '2026-11-24T05:00:00.000Z',
      to: '2026-11-25T05:00:00.000Z',
    });
  });

  it('today is 23 hours long when clocks go forward and 25 when they go back', () => {
    expect(window({ time_range: 'today', range: 168 }, '2026-03-08T18:00:00Z')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(window({ time_range: 'today', range: 168 }, '2026-11-01T18:00:00Z')).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
  });

  it('weeks run Monday to Monday, across a change of clocks', () => {
    // Sunday 8 March 2026, noon in New York: the week began on Monday 2 March (still winter time).
    expect(window({ time_range: 'this_week', range: 168 }, '2026-03-08T16:00:00Z')).toEqual({
      from: '2026-03-02T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    // Monday 2 November 2026: the previous week holds the night the clocks went back.
    expect(window({ time_range: 'previous_week', range: 168 }, '2026-11-02T15:00:00Z')).toEqual({
      from: '2026-10-26T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
  });

  it('a Monday is the first day of its own week', () => {
    expect(periodDays('this_week', '2026-11-23')).toEqual({ first: '2026-11-23', next: '2026-11-30' });
    expect(periodDays('previous_week', '2026-11-29')).toEqual({ first: '2026-11-16', next: '2026-11-23' });
  });

  it('custom covers both chosen days whole', () => {
    expect(
      window(
        { time_range: 'custom', range: 168, from: '2026-03-01', to: '2026-03-08' },
        '2026-11-25T12:00:00Z',
      ),
    ).toEqual({ from: '2026-03-01T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
    expect(periodDays('custom', '2026-11-25', { from: '2026-12-31', to: '2026-12-31' })).toEqual({
      first: '2026-12-31',
      next: '2027-01-01',
    });
  });

  it('without a period, the last `range` hours up to now', () => {
    expect(window({ range: 168 }, '2026-11-25T12:00:00Z')).toEqual({
      from: '2026-11-18T12:00:00.000Z',
      to: null,
    });
    expect(window({ range: 2 }, '2026-11-25T12:00:00Z').from).toBe('2026-11-25T10:00:00.000Z');
  });
});

describe('the bank status of the edit payout dialog', () => {
  it('is editable for checks only', () => {
    expect(
      ['check_pickup', 'check_mail', 'ach', 'zelle', 'cash'].filter((t) => isBankStatusEditable(t as never)),
    ).toEqual(['check_pickup', 'check_mail']);
  });

  it.each([
    ['check_pickup', 'pending', 'succeeded', null],
    ['check_mail', 'pending', 'failed', null],
    ['ach', 'pending', 'succeeded', BANK_STATUS_NOT_EDITABLE],
    ['zelle', 'pending', 'failed', BANK_STATUS_NOT_EDITABLE],
    ['ach', 'succeeded', 'succeeded', null],
    ['check_mail', 'succeeded', 'pending', BANK_STATUS_SETTLED],
    ['check_pickup', 'failed', 'succeeded', BANK_STATUS_SETTLED],
  ] as const)('%s: %s → %s', (type, from, to, refusal) => {
    expect(bankStatusRefusal(type, from, to)).toBe(refusal);
  });
});
