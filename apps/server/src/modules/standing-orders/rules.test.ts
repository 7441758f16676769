import { describe, expect, it } from 'vitest';
import { datesToCreate, isoWeekday, nextPickup, pickupInstant, type Schedule, scheduledDates } from './rules';

const dialysis: Schedule = {
  daysOfWeek: [1, 3, 5],
  startDate: '2026-01-01',
  endDate: null,
  pickupTime: '08:30',
};

describe('standing order schedules', () => {
  it('reads ISO weekdays of calendar dates', () => {
    expect(['2026-03-09', '2026-03-13', '2026-03-15'].map(isoWeekday)).toEqual([1, 5, 7]);
  });

  it('resolves 08:30 New York per date, across both daylight-saving changes', () => {
    expect(pickupInstant('2026-03-07', '08:30').toISOString()).toBe('2026-03-07T13:30:00.000Z');
    expect(pickupInstant('2026-03-09', '08:30').toISOString()).toBe('2026-03-09T12:30:00.000Z');
    expect(pickupInstant('2026-10-31', '08:30').toISOString()).toBe('2026-10-31T12:30:00.000Z');
    expect(pickupInstant('2026-11-02', '08:30').toISOString()).toBe('2026-11-02T13:30:00.000Z');
  });

  it("lists the schedule's days of a window within its start and end", () => {
    expect(scheduledDates(dialysis, '2026-03-02', 14)).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
    ]);
    const bounded = { ...dialysis, startDate: '2026-03-04', endDate: '2026-03-09' };
    expect(scheduledDates(bounded, '2026-03-02', 14)).toEqual(['2026-03-04', '2026-03-06', '2026-03-09']);
  });

  it('creates only the days not made yet whose pickup is still to come', () => {
    // Wednesday 2026-03-04 at 09:00 New York: today's 08:30 has passed.
    const now = new Date('2026-03-04T14:00:00Z');
    expect(datesToCreate(dialysis, now, 7, new Set(['2026-03-06']))).toEqual(['2026-03-09']);
  });

  it('finds the next pickup, from the start date when it is still ahead; none once ended', () => {
    const now = new Date('2026-03-04T14:00:00Z');
    expect(nextPickup(dialysis, now)?.toISOString()).toBe('2026-03-06T13:30:00.000Z');
    expect(nextPickup({ ...dialysis, startDate: '2026-04-01' }, now)?.toISOString()).toBe(
      '2026-04-01T12:30:00.000Z',
    );
    expect(nextPickup({ ...dialysis, endDate: '2026-03-04' }, now)).toBeNull();
  });
});
