import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { solve } from './solve';
import { lineMatrix, request, vehicle } from './testing/lineFixture';
import type { RequestInput, SolverInput, UnservedReason } from './types';

const QUICK = { timeLimitMs: 5_000, maxIterations: 200, seed: 1 };

function reasonsFor(
  requests: RequestInput[],
  extra: Partial<SolverInput> = {},
): Record<string, UnservedReason> {
  const input: SolverInput = {
    dimensions: ['seats', 'wheelchairs'],
    matrix: lineMatrix(),
    requests,
    vehicles: [vehicle({ id: 'van', shiftStart: 0, shiftEnd: 200 })],
    ...extra,
  };
  const result = solve(input, QUICK);
  expect(checkSolution(input, result).violations).toEqual([]);
  return Object.fromEntries(result.unserved.map((entry) => [entry.requestId, entry.reason]));
}

describe('unserved requests carry a reason', () => {
  it('names each reason a request cannot be served for, and still serves the rest', () => {
    const reasons = reasonsFor([
      request({ id: 'fine' }),
      request({ id: 'bad-place', pickup: { location: 9, earliest: 0, latest: 100, serviceMinutes: 0 } }),
      request({ id: 'bad-load', load: [1] }),
      request({ id: 'window', dropoff: { location: 3, earliest: 0, latest: 15, serviceMinutes: 0 } }),
      request({
        id: 'ride-limit',
        dropoff: { location: 3, earliest: 0, latest: 100, serviceMinutes: 0 },
        maxRideMinutes: 10,
      }),
      request({ id: 'stretcher', requiredFeatures: ['stretcher'] }),
      request({ id: 'group', load: [3, 0] }),
      request({ id: 'too-early', pickup: { location: 3, earliest: 0, latest: 20, serviceMinutes: 0 } }),
    ]);
    expect(reasons).toEqual({
      'bad-place': 'invalid_input',
      'bad-load': 'invalid_input',
      window: 'window_impossible',
      'ride-limit': 'ride_time_impossible',
      stretcher: 'no_vehicle_with_features',
      group: 'no_vehicle_with_capacity',
      'too-early': 'outside_every_shift',
    });
  });

  it('reports a ride that fits alone but not beside the others as no room in the plan', () => {
    const clash = { location: 1, earliest: 10, latest: 10, serviceMinutes: 0 };
    const reasons = reasonsFor([
      request({ id: 'first', pickup: clash, dropoff: { ...clash, location: 3, latest: 100 } }),
      request({
        id: 'second',
        pickup: { ...clash, location: 0 },
        dropoff: { ...clash, location: 2, latest: 100 },
      }),
    ]);
    expect(Object.values(reasons)).toEqual(['no_room_in_plan']);
  });

  it('applies minutes_start_early: a pickup before the shift becomes possible', () => {
    const early = request({
      id: 'early',
      pickup: { location: 1, earliest: 0, latest: 5, serviceMinutes: 0 },
    });
    const vehicles = [vehicle({ id: 'van', shiftStart: 20, shiftEnd: 200 })];
    expect(reasonsFor([early], { vehicles })).toEqual({ early: 'outside_every_shift' });
    expect(reasonsFor([early], { vehicles, rules: { minutesStartEarly: 30 } })).toEqual({});
  });

  it('applies minutes_finish_late and the break between rides', () => {
    const late = request({
      id: 'late',
      dropoff: { location: 2, earliest: 0, latest: 100, serviceMinutes: 0 },
    });
    const vehicles = [vehicle({ id: 'van', shiftEnd: 40 })];
    // 0 → 10 → 20 → 0 needs 40 minutes plus 1 of service, plus the break after the dropoff.
    expect(reasonsFor([late], { vehicles })).toEqual({ late: 'outside_every_shift' });
    expect(reasonsFor([late], { vehicles, rules: { minutesFinishLate: 5 } })).toEqual({});
    expect(reasonsFor([late], { vehicles, rules: { minutesFinishLate: 5, breakBetweenRides: 10 } })).toEqual({
      late: 'outside_every_shift',
    });
  });

  it('drops a route below the per-hour validation and says why', () => {
    const reasons = reasonsFor([request({ id: 'lonely' })], { rules: { validationRidesPerHour: 2 } });
    expect(reasons).toEqual({ lonely: 'route_unproductive' });
    expect(reasonsFor([request({ id: 'lonely' })], { rules: { validationRidesPerHour: 1 } })).toEqual({});
  });
});
