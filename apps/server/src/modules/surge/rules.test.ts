import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { businessDays } from './rules';

// 2026-03-08 has 23 hours in New York (EST → EDT), 2026-11-01 has 25 (EDT → EST). A New York midnight is
// 05:00Z in winter and 04:00Z in summer; the server's own zone must not matter.
const originalTz = process.env.TZ;
afterEach(() => {
  setMachineZone(originalTz);
});

describe('surge board and stats days (decision 112) on New York DST days', () => {
  for (const zone of ['UTC', 'America/New_York']) {
    it(`the surge board of Saturday 2026-03-07 ends at Monday's New York midnight (server in ${zone})`, () => {
      setMachineZone(zone);
      const board = businessDays(new Date('2026-03-07T17:00:00Z'), 2); // Sat 12:00 EST
      expect(board.from.toISOString()).toBe('2026-03-07T05:00:00.000Z');
      expect(board.to.toISOString()).toBe('2026-03-09T04:00:00.000Z'); // Mon 00:00 EDT
    });

    it(`the surge stats of Sunday 2026-11-01 keep its last hour, to Monday 00:00 EST (server in ${zone})`, () => {
      setMachineZone(zone);
      const stats = businessDays(new Date('2026-11-01T17:00:00Z'), 1); // Sun 12:00 EST
      expect(stats.from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
      expect(stats.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    });
  }
});
