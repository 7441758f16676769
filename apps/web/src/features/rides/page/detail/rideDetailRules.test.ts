import { describe, expect, it } from 'vitest';
import { gpsStaleNote } from './rideDetailRules';

const NOW = Date.parse('2026-03-11T15:00:00Z');
const ride = {
  status: 'accepted',
  driver_id: 4,
  driver_location_updated_at: '2026-03-11T14:55:00Z',
} as const;

describe('GPS-stale note', () => {
  it('shows the minutes since the last position when older than 2 minutes', () => {
    expect(gpsStaleNote(ride, NOW)).toBe('GPS last updated 5 minutes ago');
  });
  it('shows from the first second past 2 minutes, in whole minutes', () => {
    const at = (time: string) => gpsStaleNote({ ...ride, driver_location_updated_at: time }, NOW);
    expect(at('2026-03-11T14:58:00Z')).toBeNull();
    expect(at('2026-03-11T14:57:59Z')).toBe('GPS last updated 2 minutes ago');
    expect(at('2026-03-11T14:57:01Z')).toBe('GPS last updated 2 minutes ago');
  });
  it('stays quiet for a fresh position, no driver, or a ride that is over', () => {
    expect(gpsStaleNote({ ...ride, driver_location_updated_at: '2026-03-11T14:58:30Z' }, NOW)).toBeNull();
    expect(gpsStaleNote({ ...ride, driver_id: null }, NOW)).toBeNull();
    expect(gpsStaleNote({ ...ride, status: 'finished' }, NOW)).toBeNull();
  });
});
