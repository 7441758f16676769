import { defaultRideDays, rideDaysToDatetimes } from '@fleetdesk/contract';
import { setMachineZone } from '@fleetdesk/contract/testing/machineZone';
import { afterEach, describe, expect, it } from 'vitest';
import { rangeForShortcut } from './dateShortcuts';

// Wednesday 2026-03-11 15:00 in New York (EDT, UTC-4).
const NOW = Date.parse('2026-03-11T19:00:00Z');

describe('date range shortcuts', () => {
  it('gives the New York days of each shortcut', () => {
    expect(rangeForShortcut('This Week', NOW)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(rangeForShortcut('Last Week', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(rangeForShortcut('Last 7 Days', NOW)).toEqual({ from: '2026-03-05', to: '2026-03-11' });
    expect(rangeForShortcut('Current Month', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(rangeForShortcut('Next Month', NOW)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(rangeForShortcut('Previous Month', NOW)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeForShortcut('Last 3 Months', NOW)).toEqual({ from: '2025-12-11', to: '2026-03-11' });
    expect(rangeForShortcut('Reset', NOW)).toBeNull();
  });

  it('uses the New York day even when UTC has moved on', () => {
    // 23:30 in New York on March 31 is already April 1 in UTC.
    const lateEvening = Date.parse('2026-04-01T03:30:00Z');
    expect(rangeForShortcut('Current Month', lateEvening)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('opens on yesterday to 120 days ahead in New York, so last night stays in view', () => {
    expect(defaultRideDays(NOW)).toEqual({ from: '2026-03-10', to: '2026-07-09' });
    // 00:30 on March 12 in New York: yesterday (March 11) from 00:00 is 24.5 hours back.
    const justAfterMidnight = Date.parse('2026-03-12T04:30:00Z');
    const { from_datetime } = rideDaysToDatetimes(defaultRideDays(justAfterMidnight));
    expect(justAfterMidnight - Date.parse(from_datetime)).toBe(24.5 * 3600 * 1000);
  });

  it('sends the range from 00:00 to 23:59 New York time', () => {
    expect(rideDaysToDatetimes({ from: '2026-03-01', to: '2026-03-10' })).toEqual({
      from_datetime: '2026-03-01T00:00:00-05:00',
      to_datetime: '2026-03-10T23:59:59-04:00',
    });
  });

  describe('from a browser in London, whose clocks change on other days than New York’s', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      setMachineZone(originalTz);
    });

    it('still sends each New York day from its own 00:00 to 23:59:59', () => {
      setMachineZone('Europe/London');
      expect(rideDaysToDatetimes({ from: '2026-10-24', to: '2026-10-24' })).toEqual({
        from_datetime: '2026-10-24T00:00:00-04:00',
        to_datetime: '2026-10-24T23:59:59-04:00',
      });
      expect(rideDaysToDatetimes({ from: '2026-03-29', to: '2026-03-29' })).toEqual({
        from_datetime: '2026-03-29T00:00:00-04:00',
        to_datetime: '2026-03-29T23:59:59-04:00',
      });
    });
  });
});

// 2026-03-08, the Sunday New York moves to EDT: a browser in Los Angeles (or Denver) took the week's
// Sunday midnight through its own zone and started the week on Saturday 03/07, eight days long.
describe('week shortcuts from a browser in Los Angeles, in the week New York moves to EDT', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    setMachineZone(originalTz);
  });

  it('This Week is Sunday 03/08 to Saturday 03/14, Last Week a week later the same seven days', () => {
    setMachineZone('America/Los_Angeles');
    expect(rangeForShortcut('This Week', NOW)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    const nextWednesday = Date.parse('2026-03-18T19:00:00Z');
    expect(rangeForShortcut('Last Week', nextWednesday)).toEqual({ from: '2026-03-08', to: '2026-03-14' });
  });
});
