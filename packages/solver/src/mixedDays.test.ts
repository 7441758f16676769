import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { euclideanMatrix } from './formats/euclidean';
import { Random } from './random';
import { solve } from './solve';
import type { SolverInput } from './types';

/**
 * A day of seated and stretcher rides, a third of the vans carrying a stretcher, with enough vans
 * to serve every ride: the search then keeps the fleet it found and swaps in a ride its moves leave
 * out, next to rides on vans of the other kind.
 */
function seatedAndStretcherDay(seed: number): SolverInput {
  const random = new Random(seed);
  const rides = 36;
  const points = Array.from({ length: 1 + 2 * rides }, () => [random.int(60), random.int(60)] as const);
  return {
    dimensions: ['seats', 'stretchers'],
    matrix: euclideanMatrix(points),
    requests: Array.from({ length: rides }, (_, r) => {
      const stretcher = random.next() < 0.3;
      const earliest = 60 + random.int(240);
      return {
        id: `r${r}`,
        pickup: { location: 1 + 2 * r, serviceMinutes: 2, earliest, latest: earliest + 20 },
        dropoff: { location: 2 + 2 * r, serviceMinutes: 2, earliest: 0, latest: 600 },
        load: stretcher ? [0, 1] : [1, 0],
        requiredFeatures: stretcher ? ['stretcher'] : [],
        maxRideMinutes: 90,
      };
    }),
    vehicles: Array.from({ length: 16 }, (_, v) => ({
      id: `v${v}`,
      startLocation: 0,
      endLocation: 0,
      shiftStart: 0,
      shiftEnd: 600,
      capacity: [3, 1],
      features: v % 3 === 0 ? ['stretcher'] : [],
    })),
  };
}

describe('days of seated and stretcher rides', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('day %i: each ride is on a van with its features', (seed) => {
    const input = seatedAndStretcherDay(seed);
    const result = solve(input, { timeLimitMs: 10_000, maxIterations: 400, seed });
    expect(checkSolution(input, result).violations).toEqual([]);
    expect(result.served).toBeGreaterThan(30);
  });
});
