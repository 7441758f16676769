import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { parseLiLim } from './formats/liLim';
import { solve } from './solve';

// The committed public instances `npm run bench:solver` also uses (see benchmarks/README.md).
const instancePath = fileURLToPath(new URL('../benchmarks/li-lim/100/lc101.txt', import.meta.url));
const BEST_KNOWN = { vehicles: 10, distance: 828.94 };

describe('Li & Lim lc101', () => {
  // An iteration budget (about a second of search) keeps the run identical on a loaded machine.
  it('reaches the best-known vehicle count and distance within 3000 iterations', () => {
    const input = parseLiLim(readFileSync(instancePath, 'utf8'));
    expect(input.requests).toHaveLength(53);
    const result = solve(input, { timeLimitMs: 30_000, maxIterations: 3_000, seed: 1 });
    expect(checkSolution(input, result).violations).toEqual([]);
    expect(result.served).toBe(53);
    expect(result.vehicles).toBe(BEST_KNOWN.vehicles);
    expect(result.distance).toBeCloseTo(BEST_KNOWN.distance, 2);
  });
});
