import { describe, expect, it } from 'vitest';
import {
  dayWindow,
  itemChanges,
  rideTotals,
  type StatsGroup,
  serviceDateOf,
  sharedRideIds,
  summariseStats,
} from './rules';

describe('dayWindow and serviceDateOf', () => {
  it('covers the New York calendar day, in summer and in winter', () => {
    expect(dayWindow('2026-07-01')).toEqual({
      start: new Date('2026-07-01T04:00:00Z'),
      end: new Date('2026-07-02T04:00:00Z'),
    });
    expect(dayWindow('2026-01-15').start).toEqual(new Date('2026-01-15T05:00:00Z'));
  });

  it('is 23 hours on the spring-forward day', () => {
    const { start, end } = dayWindow('2026-03-08');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('puts a shift starting late in the New York evening on that New York day', () => {
    expect(serviceDateOf(new Date('2026-01-16T03:30:00Z'))).toBe('2026-01-15');
    expect(serviceDateOf(new Date('2026-01-16T05:00:00Z'))).toBe('2026-01-16');
  });
});

describe('sharedRideIds', () => {
  const stops = (...codes: string[]) =>
    codes.map((code) => ({ rideId: Number(code.slice(1)), type: code[0] === 'p' ? 'pickup' : 'dropoff' }));

  it('finds no sharing when each rider is dropped before the next is picked up', () => {
    expect(sharedRideIds(stops('p1', 'd1', 'p2', 'd2'))).toEqual(new Set());
  });

  it('marks both riders of an overlap, and only them', () => {
    expect(sharedRideIds(stops('p1', 'p2', 'd1', 'd2', 'p3', 'd3'))).toEqual(new Set([1, 2]));
  });

  it('marks a rider picked up and dropped while another rides along', () => {
    expect(sharedRideIds(stops('p1', 'p2', 'd2', 'd1'))).toEqual(new Set([1, 2]));
  });

  it('ignores start and end stops', () => {
    const withDepot = [{ rideId: null, type: 'start' }, ...stops('p1', 'd1'), { rideId: null, type: 'end' }];
    expect(sharedRideIds(withDepot)).toEqual(new Set());
  });
});

it('rideTotals counts rides and adds their prices in cents', () => {
  expect(rideTotals([{ ridePriceCents: 1250 }, { ridePriceCents: 399 }])).toEqual({
    ridesCount: 2,
    totalAmountCents: 1649,
  });
  expect(rideTotals([])).toEqual({ ridesCount: 0, totalAmountCents: 0 });
});

describe('summariseStats', () => {
  const group = (
    hour: number,
    rideTypeId: number,
    rides: number,
    extra: Partial<StatsGroup> = {},
  ): StatsGroup => ({
    hour,
    rideTypeId,
    rideType: `Type ${rideTypeId}`,
    rides,
    processed: 0,
    assigned: 0,
    unprocessed: rides,
    pooled: 0,
    pooledProcessed: 0,
    standing: 0,
    ...extra,
  });

  it('sums hours, types and totals, and averages the routed rides over the routes', () => {
    const stats = summariseStats(
      [
        group(9, 1, 3, { processed: 2, unprocessed: 1, pooled: 1, pooledProcessed: 1 }),
        group(8, 2, 4, { assigned: 1, unprocessed: 3, standing: 2 }),
        group(9, 2, 1, { processed: 1, unprocessed: 0 }),
      ],
      { routes: 2, routed: 1, processing: 1 },
    );
    expect(stats.hourly_stats).toEqual([
      { hour: 8, rides: 4, unprocessed_rides: 3, assigned_rides: 1, processed_rides: 0 },
      { hour: 9, rides: 4, unprocessed_rides: 1, assigned_rides: 0, processed_rides: 3 },
    ]);
    expect(stats).toMatchObject({
      rides: 8,
      unprocessed_rides: 4,
      assigned_rides: 1,
      processed_rides: 3,
      routes: 2,
      routed_routes: 1,
      standing_orders: 2,
      average_rides: 1.5,
      pending_jobs: 1,
      pooled_rides: 1,
      pooled_processed_rides: 1,
    });
    expect(stats.rides_by_type).toEqual([
      { ride_type_id: 2, ride_type: 'Type 2', rides: 5 },
      { ride_type_id: 1, ride_type: 'Type 1', rides: 3 },
    ]);
  });

  it('answers zeros and empty lists for a day without rides or routes', () => {
    const stats = summariseStats([], { routes: 0, routed: 0, processing: 0 });
    expect(stats.hourly_stats).toEqual([]);
    expect(stats.average_rides).toBe(0);
    expect(stats.rides_by_type).toEqual([]);
  });
});

describe('itemChanges', () => {
  it('updates named items, inserts new ones and removes the stored ones left out', () => {
    const changes = itemChanges([1, 2, 3], [{ id: 2, t: 'a' }, { t: 'b' }]);
    expect(changes.update).toEqual([{ id: 2, t: 'a' }]);
    expect(changes.insert).toEqual([{ t: 'b' }]);
    expect(changes.remove).toEqual([1, 3]);
    expect(changes.unknown).toEqual([]);
    expect(changes.repeated).toBe(false);
  });

  it('reports ids the scenario does not hold, and an id named twice', () => {
    expect(itemChanges([1], [{ id: 9 }]).unknown).toEqual([9]);
    expect(itemChanges([1], [{ id: 1 }, { id: 1 }]).repeated).toBe(true);
  });
});
