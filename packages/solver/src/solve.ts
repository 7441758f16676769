import { Budget } from './budget';
import { checkSolution } from './checker';
import { constructByRegret } from './construction';
import { createContext, type SearchContext } from './context';
import { minimiseDistanceInDraws } from './draws';
import { minimiseFleet } from './fleet';
import { toPlannedRoutes } from './plan';
import { compileProblem } from './problem';
import type { RuinParameters } from './ruin';
import { screenRequests } from './screening';
import type { Solution } from './solution';
import type { SolverInput, SolverOptions, SolverProgress, SolverResult, UnservedRequest } from './types';
import { enforceValidation } from './validation';

/**
 * Share of the budget the route-elimination phase may take at most before distance minimisation (it
 * stops sooner when it stalls, see fleet.ts). Half the budget left the distance phase 15 of 30 s on
 * Li & Lim 200 while the fleet was reached after about a second; a quarter left too little beside
 * the longer stall allowance.
 */
const FLEET_SHARE = 0.35;
/**
 * SISR's c̄ = 10 suits route elimination; distance minimisation on tight fleets needs bigger ruins to
 * leave a basin (measured on Li & Lim lc103, lc109, LR1_2_2, LR1_2_4: gaps of 2–15% fell to 0–2%).
 */
const FLEET_RUIN: RuinParameters = { averageRemoved: 10, maxStringLength: 10 };
const DISTANCE_RUIN: RuinParameters = { averageRemoved: 20, maxStringLength: 10 };

/**
 * Plans routes for the requests: regret construction, route elimination, then ruin-and-recreate on
 * distance (in several draws when routes are long, see draws.ts). Pure and synchronous, so it can run in
 * a worker thread; the same seed and iteration budget give the same plan. Requests that cannot be served
 * are listed with a reason, never dropped. Every plan passes `checkSolution` before it is returned.
 * Malformed vehicles or matrices throw.
 */
export function solve(input: SolverInput, options: SolverOptions): SolverResult {
  const budget = new Budget(options.timeLimitMs, options.maxIterations, options.clock);
  const interval = options.progressIntervalMs ?? 500;
  let lastReport = Number.NEGATIVE_INFINITY;
  const report = (phase: SolverProgress['phase'], solution: Solution, force = false): void => {
    if (!options.onProgress) return;
    const elapsedMs = budget.elapsedMs();
    if (!force && elapsedMs - lastReport < interval) return;
    lastReport = elapsedMs;
    options.onProgress({
      phase,
      elapsedMs,
      iterations: budget.iterations,
      served: solution.routeOf.reduce((served, route) => served + (route >= 0 ? 1 : 0), 0),
      vehicles: solution.vehicleCount,
      distance: solution.distance,
    });
  };

  const problem = compileProblem(input);
  const context = createContext(problem, options.seed ?? 1, budget, report);
  const rejected = screenRequests(problem, context.scheduler);
  const rejectedIds = new Set(rejected.map((entry) => entry.requestId));
  const schedulable = input.requests.flatMap((request, r) => (rejectedIds.has(request.id) ? [] : [r]));

  let solution = constructByRegret(context, schedulable);
  report('construction', solution, true);
  if (problem.vehicleWeight > 0) solution = minimiseFleet(context, solution, FLEET_SHARE, FLEET_RUIN);
  solution = minimiseDistanceInDraws(context, solution, schedulable, {
    fleet: FLEET_RUIN,
    distance: DISTANCE_RUIN,
  });
  const unproductive = new Set(enforceValidation(context, solution));
  report('done', solution, true);
  const result = buildResult(context, solution, [
    ...rejected,
    ...describeLeftOut(context, solution, unproductive),
  ]);
  // The search keeps every rule by construction; the independent checker makes sure no plan breaks one.
  const check = checkSolution(input, result);
  if (!check.ok) {
    const first = check.violations[0];
    throw new Error(
      `solver produced an infeasible plan (${first?.kind}: ${first?.message}); please report it`,
    );
  }
  return result;
}

function describeLeftOut(
  context: SearchContext,
  solution: Solution,
  unproductive: Set<number>,
): UnservedRequest[] {
  return solution.unassigned.map((request) => {
    const requestId = context.problem.input.requests[request]?.id ?? String(request);
    return unproductive.has(request)
      ? {
          requestId,
          reason: 'route_unproductive',
          detail: 'no route meeting the per-hour validation of the scenario could take it',
        }
      : {
          requestId,
          reason: 'no_room_in_plan',
          detail: 'no vehicle had room for it alongside the other rides',
        };
  });
}

function buildResult(context: SearchContext, solution: Solution, unserved: UnservedRequest[]): SolverResult {
  const { problem, budget } = context;
  const routes = toPlannedRoutes(problem, context.scheduler, solution);
  let fixedCost = 0;
  for (const route of solution.routes) {
    if (!route.isEmpty) fixedCost += problem.fixedCost[route.vehicle] as number;
  }
  return {
    routes,
    unserved,
    served: problem.requestCount - unserved.length,
    vehicles: routes.length,
    distance: solution.distance,
    fixedCost,
    iterations: budget.iterations,
    elapsedMs: budget.elapsedMs(),
  };
}
