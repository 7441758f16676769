import { checkRoute } from './checkRoute';
import type { PlannedRoute, RoutingRules, SolverInput, SolverResult } from './types';
import { type CheckReport, TOLERANCE, type Violation } from './violations';

export type { CheckReport, Violation, ViolationKind } from './violations';

/**
 * Verifies a plan against the input alone, with none of the search's data structures: every request
 * served once or reported, every route within its vehicle's rules, and the summary numbers true.
 * `rulesOf` gives the scenario rules a route was built under (default: the input's rules).
 */
export function checkSolution(
  input: SolverInput,
  result: SolverResult,
  rulesOf: (route: PlannedRoute) => RoutingRules | undefined = () => input.rules,
): CheckReport {
  const violations: Violation[] = [];
  const requestsById = new Map(input.requests.map((request) => [request.id, request]));
  const vehiclesById = new Map(input.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const servedBy = new Map<string, string>();
  const usedVehicles = new Set<string>();
  let distance = 0;

  for (const route of result.routes) {
    const vehicle = vehiclesById.get(route.vehicleId);
    if (!vehicle) {
      violations.push({ kind: 'unknown_vehicle', vehicleId: route.vehicleId, message: 'no such vehicle' });
      continue;
    }
    if (usedVehicles.has(vehicle.id)) {
      violations.push({
        kind: 'vehicle_used_twice',
        vehicleId: vehicle.id,
        message: 'vehicle has two routes',
      });
    }
    usedVehicles.add(vehicle.id);
    distance += route.distance;
    for (const requestId of checkRoute(
      { ...input, rules: rulesOf(route) ?? {} },
      vehicle,
      route,
      requestsById,
      violations,
    )) {
      if (servedBy.has(requestId)) {
        violations.push({ kind: 'request_twice', requestId, message: 'request served by two routes' });
      }
      servedBy.set(requestId, vehicle.id);
    }
  }

  const reported = new Set<string>();
  for (const entry of result.unserved) {
    if (!requestsById.has(entry.requestId)) {
      violations.push({
        kind: 'unknown_request',
        requestId: entry.requestId,
        message: 'reported unserved, not in input',
      });
    }
    if (servedBy.has(entry.requestId) || reported.has(entry.requestId)) {
      violations.push({
        kind: 'request_twice',
        requestId: entry.requestId,
        message: 'request reported twice',
      });
    }
    reported.add(entry.requestId);
  }
  for (const request of input.requests) {
    if (!servedBy.has(request.id) && !reported.has(request.id)) {
      violations.push({
        kind: 'request_missing',
        requestId: request.id,
        message: 'neither served nor reported',
      });
    }
  }

  const summaryErrors = [
    result.served !== servedBy.size && `served ${result.served}, routes carry ${servedBy.size}`,
    result.vehicles !== result.routes.length && `vehicles ${result.vehicles}, routes ${result.routes.length}`,
    Math.abs(result.distance - distance) > TOLERANCE * Math.max(1, distance) &&
      `distance ${result.distance}, routes sum to ${distance}`,
  ];
  for (const message of summaryErrors) if (message) violations.push({ kind: 'summary', message });
  return { ok: violations.length === 0, violations };
}
