import { describe, expect, it } from 'vitest';
import {
  cutText,
  emptyListText,
  favouritesFirst,
  latenessClock,
  latenessMinutes,
  rowCountAfterLoad,
  rowRangeLabel,
  selectionAfterLoad,
} from './rideRowRules';

const NOW = Date.parse('2026-03-11T15:00:00Z');

describe('lateness', () => {
  const noEta = { eta: null, eta_computed_at: null };

  it('counts minutes since pickup for a pending ride', () => {
    const ride = { status: 'pending', pickup_at: '2026-03-11T14:48:30Z', ...noEta } as const;
    expect(latenessMinutes(ride, NOW)).toBe(11);
  });

  it("is the driver's ETA-expected pickup minus the scheduled one for assigned and accepted rides", () => {
    // Routed at 15:50 with 17 minutes to go: expected at 16:07, scheduled 16:00.
    const base = { pickup_at: '2026-03-11T16:00:00Z', eta: 17 * 60, eta_computed_at: '2026-03-11T15:50:00Z' };
    expect(latenessMinutes({ ...base, status: 'assigned' }, NOW)).toBe(7);
    expect(latenessMinutes({ ...base, status: 'accepted' }, NOW)).toBe(7);
    // Early: expected 15:55.
    expect(latenessMinutes({ ...base, eta: 5 * 60, status: 'assigned' }, NOW)).toBe(-5);
  });

  it('ignores the pickup timestamps and needs an ETA for assigned and accepted rides', () => {
    const base = { pickup_at: '2026-03-11T16:00:00Z', actual_pickup_at: '2026-03-11T16:30:00Z' };
    expect(latenessMinutes({ ...base, ...noEta, status: 'assigned' }, NOW)).toBeNull();
    expect(latenessMinutes({ ...base, eta: 600, eta_computed_at: null, status: 'accepted' }, NOW)).toBeNull();
    const onTime = { ...base, eta: 600, eta_computed_at: '2026-03-11T15:50:00Z' };
    expect(latenessMinutes({ ...onTime, status: 'assigned' }, NOW)).toBe(0);
    expect(latenessMinutes({ ...onTime, status: 'finished' }, NOW)).toBeNull();
    expect(latenessMinutes({ ...onTime, status: 'arriving' }, NOW)).toBeNull();
  });

  it("gives rows the clock only where it moves the lateness: a pending ride's", () => {
    const base = { pickup_at: '2026-03-11T14:00:00Z', eta: 420, eta_computed_at: '2026-03-11T14:00:00Z' };
    expect(latenessClock({ status: 'pending' }, NOW)).toBe(NOW);
    for (const status of ['assigned', 'accepted', 'finished', 'draft'] as const) {
      expect(latenessClock({ status }, NOW)).toBe(latenessClock({ status }, NOW + 60_000));
      const ride = { ...base, status };
      expect(latenessMinutes(ride, latenessClock(ride, NOW))).toBe(latenessMinutes(ride, NOW));
    }
  });
});

describe('selection after a load', () => {
  const rides = [
    { id: 1, status: 'finished' },
    { id: 2, status: 'assigned' },
    { id: 3, status: 'pending' },
  ] as const;
  it('keeps the previous selection when still listed', () => {
    expect(selectionAfterLoad(rides, 3)).toBe(3);
  });
  it('else takes the first active ride, else the first ride', () => {
    expect(selectionAfterLoad(rides, 99)).toBe(2);
    expect(selectionAfterLoad([{ id: 5, status: 'finished' }], null)).toBe(5);
    expect(selectionAfterLoad([], 4)).toBeNull();
  });
});

describe('row counts', () => {
  it('stays unknown while a next page exists and becomes exact on the last page', () => {
    expect(rowCountAfterLoad(-1, { page: 1, perPage: 75, rows: 75, hasNextPage: true })).toBe(-1);
    expect(rowCountAfterLoad(-1, { page: 3, perPage: 75, rows: 10, hasNextPage: false })).toBe(160);
    expect(rowCountAfterLoad(160, { page: 1, perPage: 75, rows: 75, hasNextPage: true })).toBe(160);
  });
  it("reads 'x-y of more than y' while unknown", () => {
    expect(rowRangeLabel(2, 75, 75, -1)).toBe('76-150 of more than 150');
    expect(rowRangeLabel(3, 75, 10, 160)).toBe('151-160 of 160');
  });
});

describe('table helpers', () => {
  it('cuts text to the limit', () => {
    expect(cutText('1250 Broadway', 10)).toBe('1250 Broad…');
    expect(cutText('Short', 10)).toBe('Short');
  });
  it('puts favourites first in their order', () => {
    const rides = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(favouritesFirst(rides, [4, 2]).map((r) => r.id)).toEqual([4, 2, 1, 3]);
  });
});

describe('the empty table', () => {
  const loaded = { isPending: false, error: null };
  it('says nothing while the first load runs', () => {
    expect(emptyListText({ isPending: true, error: null }, false)).toBe('');
  });
  it("reads 'No rides', or the search hint when a search or a tab narrows the list", () => {
    expect(emptyListText(loaded, false)).toBe('No rides');
    expect(emptyListText(loaded, true)).toBe('No rides found! Try adjusting your search options.');
  });
  it('says why when the load failed, never that there is no ride', () => {
    const failed = { isPending: false, error: new Error('Something wrong') };
    expect(emptyListText(failed, false)).toBe('The rides could not be loaded. Something wrong');
    expect(emptyListText(failed, true)).toBe('The rides could not be loaded. Something wrong');
  });
});
