import { describe, expect, it } from 'vitest';
import {
  cutText,
  favouritesFirst,
  latenessClock,
  latenessMinutes,
  rowCountAfterLoad,
  rowRangeLabel,
  selectionAfterLoad,
} from './rideRowRules';

const NOW = Date.parse('2026-03-11T15:00:00Z');

describe('lateness', () => {
  it('counts minutes since pickup for a pending ride', () => {
    const ride = { status: 'pending', pickup_at: '2026-03-11T14:48:30Z', actual_pickup_at: null } as const;
    expect(latenessMinutes(ride, NOW)).toBe(11);
  });

  it('is the expected minus the scheduled pickup for assigned and accepted rides', () => {
    const base = { pickup_at: '2026-03-11T16:00:00Z', actual_pickup_at: '2026-03-11T16:07:00Z' };
    expect(latenessMinutes({ ...base, status: 'assigned' }, NOW)).toBe(7);
    expect(latenessMinutes({ ...base, status: 'accepted' }, NOW)).toBe(7);
    expect(latenessMinutes({ ...base, status: 'assigned', actual_pickup_at: null }, NOW)).toBeNull();
    expect(latenessMinutes({ ...base, status: 'finished' }, NOW)).toBeNull();
  });

  it("gives rows the clock only where it moves the lateness: a pending ride's", () => {
    const base = { pickup_at: '2026-03-11T14:00:00Z', actual_pickup_at: '2026-03-11T14:07:00Z' };
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
