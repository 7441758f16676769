import { afterEach, describe, expect, it } from 'vitest';
import {
  newYorkDayOf,
  newYorkInstant,
  newYorkIsoString,
  newYorkMidnight,
  newYorkWallClock,
} from './newYorkTime';
import { setMachineZone } from './testing/machineZone';

// New York's DST days of 2026: 03-08 has 23 hours, 11-01 has 25. London changes its clocks on 03-29 and
// 10-25 and Los Angeles with New York, three hours later: none of them may move a New York answer.
const originalTz = process.env.TZ;
afterEach(() => {
  setMachineZone(originalTz);
});
const ZONES = ['UTC', 'Europe/London', 'America/Los_Angeles', 'America/New_York'];

describe('New York days and wall-clock times, whatever the machine’s zone', () => {
  for (const zone of ZONES) {
    it(`each New York day ends at the next day's own midnight, 23 or 25 hours later on DST days (${zone})`, () => {
      setMachineZone(zone);
      expect(newYorkMidnight('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
      expect(newYorkMidnight('2026-03-08', 1).toISOString()).toBe('2026-03-09T04:00:00.000Z');
      expect(newYorkMidnight('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
      expect(newYorkMidnight('2026-10-31', 2).toISOString()).toBe('2026-11-02T05:00:00.000Z');
      expect(newYorkMidnight('2026-10-24', 1).toISOString()).toBe('2026-10-25T04:00:00.000Z');
    });

    it(`New York wall-clock text reads as the same instant and back (${zone})`, () => {
      setMachineZone(zone);
      expect(newYorkInstant('2026-03-08T03:15').toISOString()).toBe('2026-03-08T07:15:00.000Z');
      expect(newYorkInstant('2026-11-01T03:15').toISOString()).toBe('2026-11-01T08:15:00.000Z');
      expect(newYorkInstant('2026-10-24T23:00:00').toISOString()).toBe('2026-10-25T03:00:00.000Z');
      // The repeated hour is its first (EDT) one; the skipped hour reads as an hour later.
      expect(newYorkInstant('2026-11-01T01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
      expect(newYorkInstant('2026-03-08T02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
      expect(newYorkWallClock(new Date('2026-03-29T05:30:00Z'))).toBe('2026-03-29T01:30');
      expect(newYorkDayOf(new Date('2026-11-02T04:59:59.999Z'))).toBe('2026-11-01');
      expect(newYorkIsoString(new Date('2026-11-01T08:15:00Z'))).toBe('2026-11-01T03:15:00-05:00');
      expect(newYorkIsoString(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T06:00:00-04:00');
    });
  }

  it('text that is no wall-clock time is an invalid date', () => {
    expect(Number.isNaN(newYorkInstant('not a time').getTime())).toBe(true);
  });
});
