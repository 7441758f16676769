import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { nextBusinessDay } from './release';

// Release MP opens the rides of New York's next business day (decision 25), however long that day is:
// 2026-03-08 has 23 hours (EST → EDT), 2026-11-01 has 25 (EDT → EST).
const originalTz = process.env.TZ;
afterEach(() => {
  setMachineZone(originalTz);
});

describe('Release MP the evening before a New York DST day', () => {
  for (const zone of ['UTC', 'America/New_York']) {
    it(`on Saturday 2026-03-07 at 22:00 EST it releases Sunday only, not Monday 00:00–00:59 EDT (server in ${zone})`, () => {
      setMachineZone(zone);
      const { from, to } = nextBusinessDay(new Date('2026-03-08T03:00:00Z'));
      expect(from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
      expect(to.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    });

    it(`on Saturday 2026-10-31 at 22:00 EDT it releases all of Sunday, through 23:59 EST (server in ${zone})`, () => {
      setMachineZone(zone);
      const { from, to } = nextBusinessDay(new Date('2026-11-01T02:00:00Z'));
      expect(from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
      expect(to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    });
  }
});
