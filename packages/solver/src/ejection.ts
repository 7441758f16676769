import type { SearchContext } from './context';
import { pickupNode, requestOfNode } from './problem';
import { cheapestPlace } from './recreate';
import type { Route } from './route';
import type { Solution } from './solution';

/**
 * Places requests the recreate left out by swapping: a nearby request is taken off its route, the
 * left-out one goes in its place (the cheapest position in that route), and the taken one goes to its
 * cheapest place in any route. Of the `tries` nearest requests, the swap giving the cheapest plan is
 * kept; a request no swap places stays out. Returns the plan, changed or not.
 */
export function placeByEjection(context: SearchContext, solution: Solution, tries: number): Solution {
  const { problem, neighbours } = context;
  const firstRequestNode = 2 * problem.vehicleCount;
  let current = solution;
  for (const request of solution.unassigned.slice()) {
    let best: Solution | undefined;
    let bestCost = Number.POSITIVE_INFINITY;
    const tried = new Set<number>();
    for (const node of neighbours[pickupNode(problem, request) - firstRequestNode] ?? []) {
      if (tried.size >= tries) break;
      const ejected = requestOfNode(problem, node);
      if (tried.has(ejected) || (current.routeOf[ejected] as number) < 0) continue;
      tried.add(ejected);
      const swapped = swap(context, current, request, ejected);
      const cost = swapped?.cost(problem) ?? Number.POSITIVE_INFINITY;
      if (cost < bestCost) {
        best = swapped;
        bestCost = cost;
      }
    }
    if (best) current = best;
  }
  return current;
}

/** The plan with `request` in `ejected`'s route and `ejected` at its cheapest place, if both fit. */
function swap(
  context: SearchContext,
  solution: Solution,
  request: number,
  ejected: number,
): Solution | undefined {
  const { problem, finder } = context;
  const routeIndex = solution.routeOf[ejected] as number;
  // The scheduler checks times and room only; features and shifts are in `compatible`.
  if (problem.compatible[request * problem.vehicleCount + routeIndex] === 0) return undefined;
  const trial = solution.clone();
  trial.remove(problem, [ejected]);
  const place = finder.best(trial.routes[routeIndex] as Route, request, 0);
  if (!place) return undefined;
  trial.insert(problem, request, routeIndex, place.pickupAfter, place.dropoffAfter);
  const where = cheapestPlace(context, trial, ejected, 0);
  if (!where) return undefined;
  trial.insert(problem, ejected, where.route, where.pickupAfter, where.dropoffAfter);
  trial.unassigned = trial.unassigned.filter((r) => r !== request && r !== ejected);
  return trial;
}
