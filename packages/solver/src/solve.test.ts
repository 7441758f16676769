import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { euclideanMatrix } from './formats/euclidean';
import { Random } from './random';
import { solve } from './solve';
import { shortestTourByEnumeration } from './testing/bruteForce';
import { lineMatrix, request, twoRideInput, vehicle } from './testing/lineFixture';
import type { SolverInput, SolverResult } from './types';

const QUICK = { timeLimitMs: 5_000, maxIterations: 300, seed: 7 };

function solveChecked(input: SolverInput): SolverResult {
  const result = solve(input, QUICK);
  expect(checkSolution(input, result).violations).toEqual([]);
  return result;
}

describe('solve on hand-made cases', () => {
  it('chains two rides on one van: 0 → 10 → 20 → 20 → 30 → 0 is 60', () => {
    const result = solveChecked(twoRideInput());
    expect(result).toMatchObject({ served: 2, vehicles: 1, distance: 60 });
  });

  it('pools two riders going the same way instead of using a second vehicle', () => {
    const input: SolverInput = {
      dimensions: ['seats', 'wheelchairs'],
      matrix: lineMatrix(),
      requests: [request({ id: 'A' }), request({ id: 'B' })],
      vehicles: [vehicle({ id: 'van-1' }), vehicle({ id: 'van-2' })],
    };
    expect(solveChecked(input)).toMatchObject({ served: 2, vehicles: 1, distance: 40 });
  });

  it('drives a rider who must travel alone separately: 0 → 10 → 20 → 10 → 20 → 0 is 60', () => {
    const input: SolverInput = {
      dimensions: ['seats', 'wheelchairs'],
      matrix: lineMatrix(),
      requests: [request({ id: 'A', allowPooling: false }), request({ id: 'B' })],
      vehicles: [vehicle({ id: 'van' })],
    };
    expect(solveChecked(input)).toMatchObject({ served: 2, vehicles: 1, distance: 60 });
  });

  it('uses a second vehicle when two rides happen at once', () => {
    const atTen = { location: 1, earliest: 10, latest: 10, serviceMinutes: 0 };
    const input: SolverInput = {
      dimensions: ['seats', 'wheelchairs'],
      matrix: lineMatrix(),
      requests: [
        request({ id: 'A', pickup: atTen, dropoff: { ...atTen, location: 3, earliest: 0, latest: 100 } }),
        request({
          id: 'B',
          pickup: { ...atTen, location: 3 },
          dropoff: { ...atTen, location: 0, earliest: 0, latest: 100 },
        }),
      ],
      vehicles: [vehicle({ id: 'van-1', shiftStart: -100 }), vehicle({ id: 'van-2', shiftStart: -100 })],
    };
    expect(solveChecked(input)).toMatchObject({ served: 2, vehicles: 2, distance: 120 });
  });

  it('gives the wheelchair ride to the wheelchair van and prefers the cheaper shift', () => {
    const input: SolverInput = {
      ...twoRideInput(),
      vehicles: [
        vehicle({ id: 'sedan', features: [], capacity: [4, 0] }),
        vehicle({ id: 'van', fixedCost: 50 }),
        vehicle({ id: 'costly-van', fixedCost: 80 }),
      ],
    };
    const result = solveChecked(input);
    expect(result.routes.map((route) => route.vehicleId)).toEqual(['van']);
  });

  it('serves the higher-priority ride when only one of two fits', () => {
    const clash = { location: 1, earliest: 10, latest: 10, serviceMinutes: 0 };
    const input: SolverInput = {
      dimensions: ['seats', 'wheelchairs'],
      matrix: lineMatrix(),
      requests: [
        request({ id: 'low', pickup: clash, dropoff: { ...clash, location: 3, latest: 40 } }),
        request({ id: 'high', priority: 5, pickup: clash, dropoff: { ...clash, location: 0, latest: 40 } }),
      ],
      vehicles: [vehicle({ id: 'van' })],
    };
    const result = solveChecked(input);
    expect(result.unserved).toMatchObject([{ requestId: 'low', reason: 'no_room_in_plan' }]);
  });

  it('finds the shortest single-vehicle tour that enumeration finds', () => {
    const random = new Random(42);
    for (let round = 0; round < 5; round++) {
      const points = Array.from({ length: 9 }, () => [random.int(100), random.int(100)] as const);
      const window = (): { earliest: number; latest: number } => {
        const earliest = random.int(300);
        return { earliest, latest: earliest + 60 + random.int(200) };
      };
      const input: SolverInput = {
        dimensions: ['seats'],
        matrix: euclideanMatrix(points),
        requests: Array.from({ length: 4 }, (_, r) => ({
          id: `r${r}`,
          pickup: { location: 1 + 2 * r, serviceMinutes: 5, ...window() },
          dropoff: { location: 2 + 2 * r, serviceMinutes: 5, earliest: 0, latest: 1000 },
          load: [1 + random.int(2)],
        })),
        vehicles: [
          { id: 'v', startLocation: 0, endLocation: 0, shiftStart: 0, shiftEnd: 1000, capacity: [3] },
        ],
      };
      const optimum = shortestTourByEnumeration(input);
      const result = solveChecked(input);
      expect(result.served).toBe(4);
      expect(result.distance).toBeCloseTo(optimum, 6);
    }
  });
});

describe('solve determinism and progress', () => {
  const input = (): SolverInput => {
    const random = new Random(3);
    const points = Array.from({ length: 41 }, () => [random.int(100), random.int(100)] as const);
    return {
      dimensions: ['seats'],
      matrix: euclideanMatrix(points),
      requests: Array.from({ length: 20 }, (_, r) => {
        const earliest = random.int(400);
        return {
          id: `r${r}`,
          pickup: { location: 1 + 2 * r, serviceMinutes: 3, earliest, latest: earliest + 60 },
          dropoff: { location: 2 + 2 * r, serviceMinutes: 3, earliest: 0, latest: 1000 },
          load: [1],
          maxRideMinutes: 120,
        };
      }),
      vehicles: Array.from({ length: 6 }, (_, v) => ({
        id: `v${v}`,
        startLocation: 0,
        endLocation: 0,
        shiftStart: 0,
        shiftEnd: 1000,
        capacity: [3],
      })),
    };
  };

  it('returns the same plan for the same seed and iteration budget', () => {
    const options = { timeLimitMs: 20_000, maxIterations: 400, seed: 11 };
    const first = solve(input(), options);
    const second = solve(input(), options);
    expect(checkSolution(input(), first).ok).toBe(true);
    expect(second.routes).toEqual(first.routes);
    expect(second.iterations).toBe(first.iterations);
  });

  it('reports progress through the phases and stops at the time limit', () => {
    const phases = new Set<string>();
    const result = solve(input(), { timeLimitMs: 300, onProgress: (progress) => phases.add(progress.phase) });
    expect(phases.has('construction') && phases.has('done')).toBe(true);
    expect(result.elapsedMs).toBeLessThan(2_000);
  });

  it('measures the time limit on the clock it is given (a benchmark passes CPU time)', () => {
    let now = 0;
    // A clock that moves 1 ms per reading: the search ends after about 200 readings, whatever the wall clock says.
    const clock = () => now++;
    const result = solve(input(), { timeLimitMs: 200, clock });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(200);
    expect(result.elapsedMs).toBeLessThan(210);
    expect(result.iterations).toBeLessThan(200);
  });
});
