import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { canSaveBatch, nyDateTime, nyDay, previousWeek, rangeOfDays } from './sentryView';

describe('Sentry batch view rules', () => {
  it('turns New York days into the range the API holds, and back', () => {
    // November: New York is UTC-5.
    expect(rangeOfDays('2026-11-02', '2026-11-08')).toEqual({
      from_datetime: '2026-11-02T05:00:00.000Z',
      to_datetime: '2026-11-09T04:59:59.999Z',
    });
    expect(nyDay('2026-11-09T04:59:59.999Z')).toBe('2026-11-08');
  });

  it('offers the previous Monday-to-Sunday week for a new batch', () => {
    expect(previousWeek('2026-11-26')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(previousWeek('2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('saves only a change whose range runs forward', () => {
    const saved = { from: '2026-11-02', to: '2026-11-08', note: '' };
    expect(canSaveBatch(saved, saved)).toBe(false);
    expect(canSaveBatch(saved, { ...saved, note: 'Sent' })).toBe(true);
    expect(canSaveBatch(saved, { ...saved, to: '2026-11-01' })).toBe(false);
    expect(canSaveBatch(saved, { ...saved, to: '2026-11-02' })).toBe(true);
    expect(canSaveBatch(saved, { ...saved, from: '' })).toBe(false);
  });
});

// A batch covers whole New York days (decision 128). 2026-03-08 and 2026-11-01 are Sundays and New York
// DST days; the billing clerk's browser may be elsewhere (a laptop in UTC, an office in London).
describe('Sentry batch range of a week ending on a New York DST day, from a browser elsewhere', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    setMachineZone(originalTz);
  });

  for (const zone of ['UTC', 'Europe/London']) {
    it(`the week Mon 03/02 – Sun 03/08/2026 ends at 23:59:59.999 EDT on Sunday (browser in ${zone})`, () => {
      setMachineZone(zone);
      const range = rangeOfDays('2026-03-02', '2026-03-08');
      expect(range).toEqual({
        from_datetime: '2026-03-02T05:00:00.000Z',
        to_datetime: '2026-03-09T03:59:59.999Z',
      });
      expect(nyDay(range.to_datetime)).toBe('2026-03-08');
    });

    it(`the week Mon 10/26 – Sun 11/01/2026 keeps Sunday's 23:00–23:59 EST (browser in ${zone})`, () => {
      setMachineZone(zone);
      expect(rangeOfDays('2026-10-26', '2026-11-01')).toEqual({
        from_datetime: '2026-10-26T04:00:00.000Z',
        to_datetime: '2026-11-02T04:59:59.999Z',
      });
    });
  }
});

describe('Sentry times from a browser in London on the night its clocks go forward', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    setMachineZone(originalTz);
  });

  it('shows 01:30 EDT on 2026-03-29 as 1:30 AM, the hour London skips', () => {
    setMachineZone('Europe/London');
    expect(nyDateTime('2026-03-29T05:30:00Z')).toBe('03/29/2026 1:30 AM');
  });
});
