import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { parseLiLim } from './formats/liLim';
import { solve } from './solve';
import type { SolverProgress } from './types';

// Committed public instances (benchmarks/README.md): lr202 ends with 3 vehicles for 50 requests (long
// routes), lc101 with 10 for 53 (short ones).
const instance = (name: string) =>
  parseLiLim(
    readFileSync(fileURLToPath(new URL(`../benchmarks/li-lim/100/${name}.txt`, import.meta.url)), 'utf8'),
  );

/** What the search reported, in order, with every report let through. */
function reportsOf(name: string, seed = 1): { reports: SolverProgress[]; routes: unknown } {
  const reports: SolverProgress[] = [];
  const input = instance(name);
  const result = solve(input, {
    timeLimitMs: 60_000,
    maxIterations: 3_000,
    seed,
    progressIntervalMs: 0,
    onProgress: (progress) => reports.push(progress),
  });
  expect(checkSolution(input, result).violations).toEqual([]);
  return { reports, routes: result.routes };
}

/**
 * Whether route elimination started over: a further draw builds a new plan, so its first saved vehicle
 * leaves more vehicles than the first draw had already reached.
 */
function drewAgain(reports: SolverProgress[]): boolean {
  let fewest = Number.POSITIVE_INFINITY;
  for (const report of reports) {
    if (report.phase !== 'fleet') continue;
    if (report.vehicles > fewest) return true;
    fewest = Math.min(fewest, report.vehicles);
  }
  return false;
}

describe('distance minimisation in draws', () => {
  it('gives long routes further draws, each eliminating routes again from the construction', () => {
    const { reports } = reportsOf('lr202');
    expect(reports.filter((report) => report.phase === 'fleet').length).toBeGreaterThan(0);
    expect(drewAgain(reports)).toBe(true);
  });

  it('anneals short routes once', () => {
    const { reports } = reportsOf('lc101');
    expect(reports.filter((report) => report.phase === 'fleet').length).toBeGreaterThan(0);
    expect(drewAgain(reports)).toBe(false);
  });

  it('keeps the plan the same for the same seed and iteration budget', () => {
    expect(reportsOf('lr202', 5).routes).toEqual(reportsOf('lr202', 5).routes);
  });
});
