import type { SearchContext } from './context';
import { type Problem, pickupNode } from './problem';
import { recreateGreedy } from './recreate';
import { type RuinParameters, ruinStrings } from './ruin';
import type { Solution } from './solution';

const BLINK_RATE = 0.01;
/**
 * Share of the budget route elimination may go on without leaving fewer requests out than before
 * (since its last saved vehicle); then it stops and the distance phase gets the rest. At a tenth,
 * Li & Lim LR2_2_9 gave up before its third vehicle went (found after 3.7 s of 30 at a fifth).
 */
const STALL_SHARE = 0.2;

/**
 * Route elimination (the fleet minimisation of SISR): take one route away, then ruin and recreate
 * with the orphaned requests on board. A request that keeps failing gains "absences" and is inserted
 * earlier; a new plan is kept when it leaves fewer requests out or they are less often absent. When
 * every request is placed again, one vehicle is saved and the next route goes. It gives up when
 * STALL_SHARE of the budget passes without leaving fewer requests out, or stops at `target` vehicles
 * (a fleet already known to be reachable).
 */
export function minimiseFleet(
  context: SearchContext,
  start: Solution,
  endFraction: number,
  ruin: RuinParameters,
  target = 0,
): Solution {
  const { problem, budget, random } = context;
  let best = start;
  if (start.unassigned.length > 0) return best;
  const lowerBound = Math.max(target, fleetLowerBound(problem, start));
  if (start.vehicleCount <= lowerBound) return best;
  const absences = new Float64Array(problem.requestCount);
  const absenceOf = (solution: Solution): number =>
    solution.unassigned.reduce((sum, request) => sum + (absences[request] as number), 0);

  let current = start.clone();
  current.routes.forEach((route, v) => {
    if (route.isEmpty) current.enabled[v] = 0;
  });
  removeRoute(context, current);
  let fewestMissing = current.unassigned.length;
  let gainedAt = budget.fraction();
  while (!budget.isExhausted() && budget.fraction() < endFraction) {
    if (budget.fraction() - gainedAt > STALL_SHARE) break;
    budget.iterations++;
    const next = current.clone();
    ruinStrings(context, next, ruin);
    random.shuffle(next.unassigned);
    next.unassigned.sort((a, b) => (absences[b] as number) - (absences[a] as number));
    recreateGreedy(context, next, BLINK_RATE);
    if (next.unassigned.length < current.unassigned.length || absenceOf(next) < absenceOf(current)) {
      current = next;
    }
    if (current.unassigned.length < fewestMissing) {
      fewestMissing = current.unassigned.length;
      gainedAt = budget.fraction();
    }
    if (current.unassigned.length === 0) {
      best = current.clone();
      context.report('fleet', best);
      if (best.vehicleCount <= lowerBound) break;
      removeRoute(context, current);
      fewestMissing = current.unassigned.length;
      gainedAt = budget.fraction();
    } else {
      for (const request of current.unassigned) absences[request] = (absences[request] as number) + 1;
    }
  }
  return best;
}

/** Usually the route with the fewest requests (cheapest to re-home), sometimes any route. */
function removeRoute(context: SearchContext, solution: Solution): void {
  const { problem, random } = context;
  const used = solution.routes.map((route, v) => ({ route, v })).filter(({ route }) => !route.isEmpty);
  if (used.length === 0) return;
  let chosen = random.pick(used);
  if (random.next() < 0.7) {
    for (const candidate of used) {
      if (candidate.route.nodes.length < chosen.route.nodes.length) chosen = candidate;
    }
  }
  solution.disableRoute(problem, chosen.v);
}

/** No plan can use fewer vehicles than the largest load total over the largest capacity. */
function fleetLowerBound(problem: Problem, solution: Solution): number {
  let bound = 1;
  for (let k = 0; k < problem.dims; k++) {
    let total = 0;
    for (let r = 0; r < problem.requestCount; r++) {
      if ((solution.routeOf[r] as number) >= 0) {
        total += problem.demand[pickupNode(problem, r) * problem.dims + k] as number;
      }
    }
    let largest = 0;
    for (let v = 0; v < problem.vehicleCount; v++) {
      largest = Math.max(largest, problem.capacity[v * problem.dims + k] as number);
    }
    if (largest > 0) bound = Math.max(bound, Math.ceil(total / largest - 1e-9));
  }
  return bound;
}
