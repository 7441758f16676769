import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { daysText, nextRideText, scheduleText } from './standingOrderView';

describe('standing order texts', () => {
  it('names the days, shortening whole weeks', () => {
    expect(daysText([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(daysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(daysText([1, 2, 3, 4, 5, 6, 7])).toBe('Every day');
  });

  it('sums up the schedule with the way back and the end date', () => {
    const order = {
      days_of_week: [2, 4],
      pickup_time: '07:15',
      return_time: '12:00',
      end_date: '2026-06-30',
    };
    expect(scheduleText(order)).toBe('Tue, Thu · 07:15, back 12:00 · until 06/30/2026');
    expect(scheduleText({ ...order, return_time: null, end_date: null })).toBe('Tue, Thu · 07:15');
  });

  it('shows the next pickup in New York time, whatever the browser zone', () => {
    // 12:30 UTC on 2026-03-09 is 08:30 in New York (daylight time since the 8th).
    expect(nextRideText({ status: 'active', next_pickup_at: '2026-03-09T12:30:00.000Z' })).toBe(
      'Mon 03/09/2026 8:30 AM',
    );
    expect(nextRideText({ status: 'paused', next_pickup_at: null })).toBe('Paused');
    expect(nextRideText({ status: 'active', next_pickup_at: null })).toBe('Ended');
  });
});

describe('the next pickup from a browser in Paris on the night its clocks go forward', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    setMachineZone(originalTz);
  });

  it('reads 02:30 EDT on Sunday 2026-03-29 as 2:30 AM, the hour Paris skips', () => {
    setMachineZone('Europe/Paris');
    expect(nextRideText({ status: 'active', next_pickup_at: '2026-03-29T06:30:00.000Z' })).toBe(
      'Sun 03/29/2026 2:30 AM',
    );
  });
});
