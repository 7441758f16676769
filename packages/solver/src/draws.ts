import { constructByRegret } from './construction';
import type { SearchContext } from './context';
import { minimiseFleet } from './fleet';
import { minimiseDistance } from './improve';
import type { RuinParameters } from './ruin';
import type { Solution } from './solution';

/**
 * Routes holding this many requests on average count as long. On Li & Lim's wide-window instances
 * (2–6 vehicles for 100 requests) one anneal settles within a few seconds into one of a few basins and
 * ends there whatever its temperature or length (60 s of CPU gave the same plans as 30 s), while the
 * tight-window instances (9–20 vehicles) need the whole anneal to reach their best distances.
 */
const LONG_ROUTE_REQUESTS = 15;
/**
 * Independent draws for long routes: each builds its own fleet-minimal plan and anneals it in an equal
 * share of the time left, and the cheapest plan wins. Measured on the eight wide-window 200-task instances
 * with the largest gaps, 30 s of CPU, seed 1: mean gap +6.7% with one draw (the results file of
 * 2026-11-26), +5.2% with two, +3.1% with four, +3.5% with eight.
 */
const LONG_ROUTE_DRAWS = 4;

/**
 * Distance minimisation in one anneal, or, for long routes under the fleet objective, in
 * LONG_ROUTE_DRAWS draws: the first anneals the route-elimination plan, each further one starts again
 * from the regret construction and eliminates routes down to the best draw's fleet (when it stalls
 * above it, the draw anneals the best plan again, so no share of the time goes unused). The budget's
 * clock decides the shares, so the same seed and iteration limit still give the same plan.
 */
export function minimiseDistanceInDraws(
  context: SearchContext,
  start: Solution,
  requests: number[],
  ruins: { fleet: RuinParameters; distance: RuinParameters },
): Solution {
  const { problem, budget } = context;
  const draws = drawCount(context, start);
  if (draws === 1) return minimiseDistance(context, start, ruins.distance);
  const from = budget.fraction();
  const endOf = (draw: number): number => from + ((1 - from) * (draw + 1)) / draws;
  let best = minimiseDistance(context, start, ruins.distance, endOf(0));
  for (let draw = 1; draw < draws; draw++) {
    const fleet = minimiseFleet(
      context,
      constructByRegret(context, requests),
      endOf(draw),
      ruins.fleet,
      best.vehicleCount,
    );
    // A draw whose route elimination stalls above the best fleet anneals the best plan again instead.
    const reached = fleet.unassigned.length === 0 && fleet.vehicleCount <= best.vehicleCount;
    const drawn = minimiseDistance(context, reached ? fleet : best, ruins.distance, endOf(draw));
    if (drawn.cost(problem) < best.cost(problem)) best = drawn;
  }
  return best;
}

function drawCount(context: SearchContext, start: Solution): number {
  const { problem } = context;
  const served = problem.requestCount - start.unassigned.length;
  const longRoutes = start.vehicleCount > 0 && served / start.vehicleCount >= LONG_ROUTE_REQUESTS;
  return problem.vehicleWeight > 0 && start.unassigned.length === 0 && longRoutes ? LONG_ROUTE_DRAWS : 1;
}
