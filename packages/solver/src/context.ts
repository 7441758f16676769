import type { Budget } from './budget';
import { InsertionFinder } from './insertion';
import type { Problem } from './problem';
import { Random } from './random';
import { Scheduler } from './schedule';
import type { Solution } from './solution';
import type { SolverProgress } from './types';

/** What every search step shares: the problem, the seeded generator and reusable work buffers. */
export interface SearchContext {
  problem: Problem;
  random: Random;
  scheduler: Scheduler;
  finder: InsertionFinder;
  /** For each request node (node - 2V), other request nodes nearest first. */
  neighbours: Int32Array[];
  /**
   * The route each request was last taken from by a ruin: the recreate tries it first, so the cheapest
   * place found there bounds the search of the other routes from the start.
   */
  formerRoute: Int32Array;
  budget: Budget;
  report: (phase: SolverProgress['phase'], solution: Solution) => void;
}

const NEIGHBOURS_KEPT = 80;

export function createContext(
  problem: Problem,
  seed: number,
  budget: Budget,
  report: SearchContext['report'],
): SearchContext {
  const random = new Random(seed);
  const scheduler = new Scheduler(problem);
  return {
    problem,
    random,
    scheduler,
    finder: new InsertionFinder(problem, scheduler, random),
    neighbours: findNeighbours(problem),
    formerRoute: new Int32Array(problem.requestCount).fill(-1),
    budget,
    report,
  };
}

function findNeighbours(problem: Problem): Int32Array[] {
  const first = 2 * problem.vehicleCount;
  const count = 2 * problem.requestCount;
  const size = problem.matrixSize;
  const others = Array.from({ length: count }, (_, i) => first + i);
  return others.map((node) => {
    const from = (problem.location[node] as number) * size;
    const byDistance = others
      .filter((other) => other !== node)
      .sort(
        (a, b) =>
          (problem.distance[from + (problem.location[a] as number)] as number) -
            (problem.distance[from + (problem.location[b] as number)] as number) || a - b,
      );
    return Int32Array.from(byDistance.slice(0, NEIGHBOURS_KEPT));
  });
}
