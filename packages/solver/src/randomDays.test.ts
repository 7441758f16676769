import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { solve } from './solve';
import { randomDay } from './testing/randomDay';

const SEEDS = Array.from({ length: 40 }, (_, k) => k + 1);

describe('random days with every rule', () => {
  it.each(SEEDS)('day %i: the plan passes the independent checker and accounts for every ride', (seed) => {
    const input = randomDay(seed);
    const result = solve(input, { timeLimitMs: 10_000, maxIterations: 300 + (seed % 4) * 300, seed });
    expect(checkSolution(input, result).violations).toEqual([]);
    const placed = result.routes.flatMap((route) =>
      route.stops.flatMap((stop) => (stop.kind === 'pickup' ? [stop.requestId] : [])),
    );
    const accounted = [...placed, ...result.unserved.map((entry) => entry.requestId)].sort();
    expect(accounted).toEqual(input.requests.map((request) => request.id).sort());
  });
});
