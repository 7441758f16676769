import type { SearchContext } from './context';
import { isPickupNode, type Problem, pickupNode, requestOfNode } from './problem';
import { recreateGreedy } from './recreate';
import type { Route } from './route';
import type { Scheduler } from './schedule';
import type { Solution } from './solution';
import type { RoutingRules } from './types';

const MINUTES_PER_HOUR = 60;

export interface RouteProductivity {
  ridesPerHour: number;
  distancePerHour: number;
  amountPerHour: number;
}

/** Rides, paid distance and amount per hour of shift (leaving the start to reaching the end). */
export function measureProductivity(problem: Problem, scheduler: Scheduler, route: Route): RouteProductivity {
  if (!scheduler.schedule(route.nodes, route.vehicle)) throw new Error('route lost feasibility');
  const hours = Math.max(
    ((scheduler.arrival[route.nodes.length - 1] as number) - (scheduler.departure[0] as number)) /
      MINUTES_PER_HOUR,
    1e-9,
  );
  let rides = 0;
  let paidDistance = 0;
  let amount = 0;
  for (const node of route.nodes) {
    if (!isPickupNode(problem, node)) continue;
    const r = requestOfNode(problem, node);
    const request = problem.input.requests[r];
    if (!request) continue;
    const p = pickupNode(problem, r);
    rides++;
    paidDistance +=
      request.paidDistance ??
      (problem.distance[
        (problem.location[p] as number) * problem.matrixSize + (problem.location[p + 1] as number)
      ] as number);
    amount += request.amount ?? 0;
  }
  return {
    ridesPerHour: rides / hours,
    distancePerHour: paidDistance / hours,
    amountPerHour: amount / hours,
  };
}

/** How far a route is from the scenario's per-hour thresholds: below 1 fails. */
export function productivityScore(productivity: RouteProductivity, rules: RoutingRules): number {
  const ratios = [
    [productivity.ridesPerHour, rules.validationRidesPerHour],
    [productivity.distancePerHour, rules.validationDistancePerHour],
    [productivity.amountPerHour, rules.validationAmountPerHour],
  ] as const;
  let score = Number.POSITIVE_INFINITY;
  for (const [value, threshold] of ratios) {
    if (threshold !== undefined && threshold > 0) score = Math.min(score, value / threshold);
  }
  return score;
}

export const hasValidationRules = (rules: RoutingRules | undefined): rules is RoutingRules =>
  !!rules &&
  [rules.validationRidesPerHour, rules.validationDistancePerHour, rules.validationAmountPerHour].some(
    (threshold) => threshold !== undefined && threshold > 0,
  );

/**
 * Dissolves routes below the scenario's per-hour validation, worst first, re-homing their requests on
 * the remaining routes when they fit. Returns the requests that no productive route could take.
 */
export function enforceValidation(context: SearchContext, solution: Solution): number[] {
  const { problem, scheduler } = context;
  const rules = problem.input.rules;
  if (!hasValidationRules(rules)) return [];
  const before = new Set(solution.unassigned);
  for (;;) {
    let worst = -1;
    let worstScore = 1 - 1e-9;
    solution.routes.forEach((route, v) => {
      if (route.isEmpty) return;
      const score = productivityScore(measureProductivity(problem, scheduler, route), rules);
      if (score < worstScore) {
        worst = v;
        worstScore = score;
      }
    });
    if (worst < 0) break;
    solution.disableRoute(problem, worst);
    solution.routes.forEach((route, v) => {
      if (route.isEmpty) solution.enabled[v] = 0;
    });
    recreateGreedy(context, solution, 0);
  }
  return solution.unassigned.filter((request) => !before.has(request));
}
