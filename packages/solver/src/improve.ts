import type { SearchContext } from './context';
import { orderRandomly, recreateGreedy } from './recreate';
import { type RuinParameters, ruinStrings } from './ruin';
import type { Solution } from './solution';

const BLINK_RATE = 0.01;
/** Start and end temperatures of the annealing, in mean arc lengths of the starting plan. */
const START_TEMPERATURE = 1;
const END_TEMPERATURE = 0.01;
/**
 * While searching, a request left out costs this many mean arcs instead of its lexicographic weight, so
 * the walk can pass through plans that briefly drop a ride (tight fleets otherwise freeze). Only
 * complete plans (in the true cost) become the best.
 */
const SEARCH_UNSERVED_PENALTY = 20;

/**
 * SISR ruin-and-recreate under simulated annealing on the total cost (unserved requests, vehicles,
 * then distance). Every vehicle may be used, so a request left out can still open a route.
 * The temperature falls geometrically from START to END over the rest of the budget.
 */
export function minimiseDistance(context: SearchContext, start: Solution, ruin: RuinParameters): Solution {
  const { problem, budget, random } = context;
  let current = start.clone();
  current.enabled.fill(1);
  const meanArc = meanArcLength(current);
  const searchCost = (solution: Solution): number => {
    let total = solution.cost(problem);
    for (const request of solution.unassigned) {
      total += SEARCH_UNSERVED_PENALTY * meanArc - (problem.unservedWeight[request] as number);
    }
    return total;
  };
  let currentCost = searchCost(current);
  let best = current.clone();
  let bestCost = current.cost(problem);
  const startTemperature = START_TEMPERATURE * meanArc;
  const endTemperature = END_TEMPERATURE * meanArc;
  const startFraction = budget.fraction();

  while (!budget.isExhausted()) {
    budget.iterations++;
    const next = current.clone();
    ruinStrings(context, next, ruin);
    orderRandomly(context, next.unassigned);
    recreateGreedy(context, next, BLINK_RATE);
    const nextCost = searchCost(next);
    const progress = (budget.fraction() - startFraction) / Math.max(1e-9, 1 - startFraction);
    const temperature = startTemperature * (endTemperature / startTemperature) ** progress;
    if (nextCost < currentCost - temperature * Math.log(random.next())) {
      current = next;
      currentCost = nextCost;
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
