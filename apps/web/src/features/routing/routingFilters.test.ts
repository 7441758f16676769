// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateOfPreset, newYorkDay, presetOfDate } from './routingDates';
import {
  idsOrNull,
  ROUTING_FILTERS_MAX_AGE_MS,
  type RoutingFilters,
  restoreRoutingFilters,
  routingFleetOptions,
} from './routingFilters';
import { ROUTING_FILTERS_KEY, useRoutingFiltersStore } from './routingFiltersStore';

// 23:30 in New York on 2026-03-07 is already the 8th in UTC.
const LATE_EVENING_NY = Date.parse('2026-03-08T04:30:00Z');

describe('the date select of Routing Home', () => {
  it('turns each preset into a New York day, not the UTC one', () => {
    expect(dateOfPreset('today', '2020-01-01', LATE_EVENING_NY)).toBe('2026-03-07');
    expect(dateOfPreset('yesterday', '2020-01-01', LATE_EVENING_NY)).toBe('2026-03-06');
    expect(dateOfPreset('tomorrow', '2020-01-01', LATE_EVENING_NY)).toBe('2026-03-08');
    expect(dateOfPreset('tomorrow_plus_one', '2020-01-01', LATE_EVENING_NY)).toBe('2026-03-09');
    expect(dateOfPreset('custom', '2020-01-01', LATE_EVENING_NY)).toBe('2020-01-01');
  });

  it('names the preset a picked day matches, custom otherwise', () => {
    expect(presetOfDate('2026-03-08', LATE_EVENING_NY)).toBe('tomorrow');
    expect(presetOfDate('2026-03-06', LATE_EVENING_NY)).toBe('yesterday');
    expect(presetOfDate('2026-03-20', LATE_EVENING_NY)).toBe('custom');
  });
});

describe('routing filters restored from this browser', () => {
  const saved: RoutingFilters = {
    preset: 'custom',
    date: '2026-01-02',
    fleetIds: [3],
    companyIds: [],
    savedAt: LATE_EVENING_NY,
  };

  it('are kept while younger than 3 hours', () => {
    const now = LATE_EVENING_NY + ROUTING_FILTERS_MAX_AGE_MS;
    expect(restoreRoutingFilters(saved, now)).toEqual(saved);
  });

  it('start again from tomorrow in New York once older than 3 hours', () => {
    const now = LATE_EVENING_NY + ROUTING_FILTERS_MAX_AGE_MS + 1;
    expect(restoreRoutingFilters(saved, now)).toEqual({
      preset: 'tomorrow',
      date: newYorkDay(now, 1),
      fleetIds: [],
      companyIds: [],
      savedAt: now,
    });
    expect(newYorkDay(now, 1)).toBe('2026-03-09');
  });

  it('start from tomorrow when nothing readable was saved', () => {
    expect(restoreRoutingFilters(undefined, LATE_EVENING_NY).date).toBe('2026-03-08');
    expect(restoreRoutingFilters({ fleetIds: [1] }, LATE_EVENING_NY).fleetIds).toEqual([]);
  });
});

describe('the routing filters store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('saves the filters with their time and drops them on a reload 3 hours later', async () => {
    vi.useFakeTimers({ now: LATE_EVENING_NY, toFake: ['Date'] });
    useRoutingFiltersStore.getState().setFilters({ preset: 'custom', date: '2026-02-01', companyIds: [39] });
    const stored = JSON.parse(localStorage.getItem(ROUTING_FILTERS_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ date: '2026-02-01', companyIds: [39], savedAt: LATE_EVENING_NY });

    vi.setSystemTime(LATE_EVENING_NY + 3_600_000);
    await useRoutingFiltersStore.persist.rehydrate();
    expect(useRoutingFiltersStore.getState()).toMatchObject({ date: '2026-02-01', companyIds: [39] });

    vi.setSystemTime(LATE_EVENING_NY + 4 * 3_600_000);
    await useRoutingFiltersStore.persist.rehydrate();
    expect(useRoutingFiltersStore.getState()).toMatchObject({
      preset: 'tomorrow',
      date: '2026-03-09',
      companyIds: [],
    });
  });
});

describe('fleet and company selections sent with ROUTE', () => {
  it('are null for none or all, the ids otherwise', () => {
    expect(idsOrNull([], [1, 2])).toBeNull();
    expect(idsOrNull([2, 1], [1, 2])).toBeNull();
    expect(idsOrNull([2], [1, 2])).toEqual([2]);
  });

  it('offer the main fleet (id 0) first; choosing it alone or beside a fleet sends it, with all it is null', () => {
    const options = routingFleetOptions([
      { id: 4, name: 'Queens Cars' },
      { id: 7, name: 'Bronx Link' },
    ]);
    expect(options).toEqual([
      { value: 0, label: 'Default fleet' },
      { value: 4, label: 'Queens Cars' },
      { value: 7, label: 'Bronx Link' },
    ]);
    const all = options.map((option) => option.value);
    expect(idsOrNull([0], all)).toEqual([0]);
    expect(idsOrNull([7, 0], all)).toEqual([7, 0]);
    expect(idsOrNull([4, 7], all)).toEqual([4, 7]);
    expect(idsOrNull([7, 0, 4], all)).toBeNull();
  });
});
