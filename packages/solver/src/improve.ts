import type { SearchContext } from './context';
import { placeByEjection } from './ejection';
import { orderRandomly, recreateGreedy } from './recreate';
import { type RuinParameters, ruinStrings } from './ruin';
import type { Solution } from './solution';

const BLINK_RATE = 0.01;
/**
 * Start and end temperatures of the annealing, in mean arc lengths of the starting plan. A start at
 * 1 arc froze the long routes of the Li & Lim type-2 instances in their first basin (LRC2_2_7 +20%,
 * LR2_2_3 +21% at 30 s); 10 arcs lets them move, and the end at 0.01 still gives the tight type-1
 * plans a cool finish (lc103, lc109 reached their best-known distances).
 */
const START_TEMPERATURE = 10;
const END_TEMPERATURE = 0.01;
/**
 * When the plan leaves rides out (some fit in no vehicle of the fleet at hand), a request left out
 * costs this many mean arcs while searching (or UNSERVED_TEMPERATURES times the temperature when that
 * is more) instead of its lexicographic weight, so the walk may trade which rides are out. The
 * temperature term keeps a hot walk from settling on more left-out distance. Only a plan cheaper in the
 * true cost becomes the best.
 */
const SEARCH_UNSERVED_PENALTY = 20;
const UNSERVED_TEMPERATURES = 10;
/**
 * The walk may leave at most this many more requests out than the best plan does. With one more, a
 * complete plan's walk lived among plans one ride short and rarely came back: Li & Lim LRC1_2_4 kept
 * the route-elimination plan for the whole 15 s of CPU (+5.5%), LC1_2_8 stayed +8.4%; with none they
 * reached +1.1% and +1.2% (10–15 s), and a subset of eight hard instances +4.99% → +4.21% (15 s).
 */
const EXTRA_LEFT_OUT = 0;
/**
 * When the fleet is kept and a ride fits nowhere after the recreate, it swaps places with one of this
 * many nearby requests before the move is given up (ejection.ts). On the tight-window Li & Lim
 * instances most moves ended that way (about 70% on LRC1_2_6), so the walk saw few plans.
 */
const EJECTION_TRIES = 8;

/**
 * SISR ruin-and-recreate under simulated annealing on the total cost (unserved requests, vehicles,
 * then distance). When the starting plan serves every request under the fleet objective, the fleet
 * stays as it is (a route may still empty): a move after which a ride fits nowhere, even by swapping
 * places with a nearby request, is dropped instead of opening a vehicle, which the vehicle cost would
 * reject anyway (about 80% of moves on the long Li & Lim LR2 routes did). Otherwise every vehicle may
 * be used, so a left-out ride can still open a route. The temperature falls geometrically from START
 * to END until `endFraction` of the budget.
 */
export function minimiseDistance(
  context: SearchContext,
  start: Solution,
  ruin: RuinParameters,
  endFraction = 1,
): Solution {
  const { problem, budget, random } = context;
  let current = start.clone();
  const keepFleet = start.unassigned.length === 0 && problem.vehicleWeight > 0;
  current.routes.forEach((route, v) => {
    current.enabled[v] = keepFleet && route.isEmpty ? 0 : 1;
  });
  const meanArc = meanArcLength(current);
  const startTemperature = START_TEMPERATURE * meanArc;
  const endTemperature = END_TEMPERATURE * meanArc;
  let temperature = startTemperature;
  const searchCost = (solution: Solution): number => {
    let total = solution.cost(problem);
    const penalty = Math.max(SEARCH_UNSERVED_PENALTY * meanArc, UNSERVED_TEMPERATURES * temperature);
    for (const request of solution.unassigned) {
      total += penalty - (problem.unservedWeight[request] as number);
    }
    return total;
  };
  let best = current.clone();
  let bestCost = current.cost(problem);
  const startFraction = budget.fraction();

  while (!budget.isExhausted() && budget.fraction() < endFraction) {
    budget.iterations++;
    let next = current.clone();
    ruinStrings(context, next, ruin);
    orderRandomly(context, next.unassigned);
    recreateGreedy(context, next, BLINK_RATE);
    if (keepFleet && next.unassigned.length > 0) next = placeByEjection(context, next, EJECTION_TRIES);
    if (next.unassigned.length > best.unassigned.length + EXTRA_LEFT_OUT) continue;
    const progress = (budget.fraction() - startFraction) / Math.max(1e-9, endFraction - startFraction);
    temperature = startTemperature * (endTemperature / startTemperature) ** progress;
    // The penalty follows the temperature, so the current plan is priced afresh.
    if (searchCost(next) < searchCost(current) - temperature * Math.log(random.next())) {
      current = next;
      const realCost = current.cost(problem);
      if (realCost < bestCost - 1e-9) {
        best = current.clone();
        bestCost = realCost;
        context.report('distance', best);
      }
    }
  }
  return best;
}

function meanArcLength(solution: Solution): number {
  let arcs = 0;
  for (const route of solution.routes) if (!route.isEmpty) arcs += route.nodes.length - 1;
  return arcs > 0 ? Math.max(solution.distance / arcs, 1e-6) : 1;
}
