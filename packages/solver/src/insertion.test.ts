import { describe, expect, it } from 'vitest';
import { euclideanMatrix } from './formats/euclidean';
import { InsertionFinder } from './insertion';
import { compileProblem, pickupNode } from './problem';
import { Random } from './random';
import { Route } from './route';
import { Scheduler } from './schedule';
import { lineMatrix, request, vehicle } from './testing/lineFixture';
import type { SolverInput } from './types';

/** Twelve rides between random points of a 100 × 100 square, wide windows, one van of four seats. */
function randomInput(seed: number): SolverInput {
  const random = new Random(seed);
  const points: [number, number][] = Array.from({ length: 25 }, () => [
    random.next() * 100,
    random.next() * 100,
  ]);
  return {
    dimensions: ['seats'],
    matrix: euclideanMatrix(points),
    requests: Array.from({ length: 12 }, (_, r) => {
      const start = random.next() * 600;
      return request({
        id: `ride-${r}`,
        pickup: { location: 1 + 2 * r, earliest: start, latest: start + 400, serviceMinutes: 5 },
        dropoff: { location: 2 + 2 * r, earliest: start, latest: start + 800, serviceMinutes: 5 },
        load: [1],
      });
    }),
    vehicles: [vehicle({ id: 'van', shiftEnd: 2000, capacity: [4], features: [] })],
  };
}

describe('insertion on a metric matrix', () => {
  it('dismisses positions early yet finds the same cheapest place as the full scan', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const input = randomInput(seed);
      const pruned = compileProblem(input);
      const full = { ...compileProblem(input), metric: false };
      expect(pruned.metric).toBe(true);
      const finders = [pruned, full].map((p) => new InsertionFinder(p, new Scheduler(p), new Random(seed)));
      const route = Route.empty(full, 0);
      for (let r = 0; r < 12; r++) {
        const found = finders[1]?.best(route, r, 0);
        const fast = finders[0]?.best(route, r, 0);
        expect(fast === undefined).toBe(found === undefined);
        if (found) {
          expect(fast?.delta).toBeCloseTo(found.delta, 9);
          // A bound from another route: only a cheaper place is wanted.
          expect(finders[0]?.best(route, r, 0, found.delta + 1e-6)?.delta).toBeCloseTo(found.delta, 9);
          expect(finders[0]?.best(route, r, 0, found.delta - 1e-6)).toBeUndefined();
          route.insertPair(pickupNode(full, r), found.pickupAfter, found.dropoffAfter);
          route.update(full);
        }
      }
      expect(route.requestCount).toBeGreaterThan(3);
    }
  });

  it('checks the triangle inequality of a matrix that does not say', () => {
    const base: SolverInput = {
      dimensions: ['seats', 'wheelchair'],
      matrix: lineMatrix(),
      requests: [request({ id: 'a' })],
      vehicles: [vehicle({ id: 'van' })],
    };
    expect(compileProblem(base).metric).toBe(true);
    // A detour through place 1 is shorter than the direct 0 → 2 leg.
    const distances = Array.from(lineMatrix().distances);
    distances[0 * 4 + 2] = 50;
    const bent = { ...base, matrix: { ...base.matrix, distances } };
    expect(compileProblem(bent).metric).toBe(false);
  });
});
