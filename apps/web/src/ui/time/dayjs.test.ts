import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { inNewYork } from './dayjs';

// 05:30 UTC on 2026-03-29 is 01:30 EDT in New York, and the hour London skips that night (01:00 → 02:00).
const LONDON_SKIPPED_HOUR = Date.parse('2026-03-29T05:30:00Z');

describe('New York time read in a browser whose own clocks change that night', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    setMachineZone(originalTz);
  });

  it('shows 1:30 AM, not the 2:30 AM a browser in London made of it', () => {
    setMachineZone('Europe/London');
    const newYork = inNewYork(LONDON_SKIPPED_HOUR);
    expect(newYork.format('ddd MM/DD/YYYY h:mm:ss A')).toBe('Sun 03/29/2026 1:30:00 AM');
    expect(newYork.hour()).toBe(1);
    expect(newYork.subtract(7, 'day').format('YYYY-MM-DD')).toBe('2026-03-22');
  });

  it('shows 2:30 AM in a browser in Sydney on the night its clocks go forward (2026-10-04)', () => {
    setMachineZone('Australia/Sydney');
    expect(inNewYork(Date.parse('2026-10-04T06:30:00Z')).format('HH:mm')).toBe('02:30');
  });
});
