import { describe, expect, it } from 'vitest';
import { rideFixture } from '../dialogs/testing/rideFixture';
import { applyRideToList } from './useRideLiveUpdates';

const list = (ids: number[]) => ({
  rides: { data: ids.map((id) => ({ ...rideFixture(), id })), current_page: 1, per_page: 75 },
  next_page_url: null,
  metrics: null,
  fleets_metrics: [],
});

describe('live ride events on the listed rows', () => {
  it('replaces the listed row with the event row', () => {
    const updated = { ...rideFixture(), id: 2, status: 'accepted' as const };
    const next = applyRideToList(list([1, 2]), 2, updated);
    expect(next.rides.data.map((r) => [r.id, r.status])).toEqual([
      [1, rideFixture().status],
      [2, 'accepted'],
    ]);
  });

  it('drops the row when the ride left the viewer reach, and ignores rides not listed', () => {
    expect(applyRideToList(list([1, 2]), 2, null).rides.data.map((r) => r.id)).toEqual([1]);
    const original = list([1]);
    expect(applyRideToList(original, 5, null)).toBe(original);
  });

  it('keeps a listed row that is newer than the event (a newer updated_at wins)', () => {
    const shown = list([2]);
    const newer = Date.parse(rideFixture().updated_at) + 60_000;
    shown.rides.data[0] = {
      ...rideFixture(),
      id: 2,
      status: 'accepted',
      updated_at: new Date(newer).toISOString(),
    };
    const stale = { ...rideFixture(), id: 2, status: 'assigned' as const };
    expect(applyRideToList(shown, 2, stale)).toBe(shown);
  });
});
