import type { SearchContext } from './context';
import type { Insertion } from './insertion';
import type { Route } from './route';
import { Solution } from './solution';

/**
 * Regret-2 insertion: repeatedly places the request that would lose most by waiting (the gap between
 * its best and second-best route), so requests with one good option are not crowded out. Opening a
 * vehicle costs the vehicle weight, so new routes are opened only when nothing else fits.
 */
export function constructByRegret(context: SearchContext, requests: number[]): Solution {
  const { problem, finder } = context;
  const V = problem.vehicleCount;
  const solution = Solution.empty(problem, []);
  const options = new Map<number, (Insertion | undefined)[]>();
  const evaluate = (request: number, v: number): Insertion | undefined =>
    problem.compatible[request * V + v] === 1
      ? finder.best(solution.routes[v] as Route, request, 0)
      : undefined;
  for (const request of requests) {
    options.set(
      request,
      Array.from({ length: V }, (_, v) => evaluate(request, v)),
    );
  }

  while (options.size > 0) {
    let chosen = -1;
    let chosenRoute = -1;
    let chosenRegret = Number.NEGATIVE_INFINITY;
    let chosenDelta = Number.POSITIVE_INFINITY;
    for (const [request, byRoute] of options) {
      let best = Number.POSITIVE_INFINITY;
      let second = Number.POSITIVE_INFINITY;
      let bestRoute = -1;
      byRoute.forEach((option, v) => {
        if (!option) return;
        if (option.delta < best) {
          second = best;
          best = option.delta;
          bestRoute = v;
        } else if (option.delta < second) second = option.delta;
      });
      if (bestRoute < 0) {
        solution.unassigned.push(request);
        options.delete(request);
        continue;
      }
      // A request with a single option has an unbounded regret: it goes first.
      const regret = second === Number.POSITIVE_INFINITY ? Number.MAX_VALUE : second - best;
      if (regret > chosenRegret || (regret === chosenRegret && best < chosenDelta)) {
        chosen = request;
        chosenRoute = bestRoute;
        chosenRegret = regret;
        chosenDelta = best;
      }
    }
    if (chosen < 0) break;
    const insertion = options.get(chosen)?.[chosenRoute] as Insertion;
    solution.insert(problem, chosen, chosenRoute, insertion.pickupAfter, insertion.dropoffAfter);
    options.delete(chosen);
    for (const [request, byRoute] of options) byRoute[chosenRoute] = evaluate(request, chosenRoute);
  }
  return solution;
}
