import { isPickupNode, type Problem, requestOfNode } from './problem';
import type { Scheduler } from './schedule';
import type { Solution } from './solution';
import type { PlannedRoute, PlannedStop, StopKind } from './types';

/** The search's routes as the caller's plan: stops with times and loads, used vehicles only. */
export function toPlannedRoutes(problem: Problem, scheduler: Scheduler, solution: Solution): PlannedRoute[] {
  const planned: PlannedRoute[] = [];
  const baseDims = problem.input.dimensions.length;
  for (const route of solution.routes) {
    if (route.isEmpty) continue;
    const vehicle = problem.input.vehicles[route.vehicle];
    if (!vehicle || !scheduler.schedule(route.nodes, route.vehicle)) {
      throw new Error('route lost feasibility');
    }
    const load = new Array<number>(baseDims).fill(0);
    const stops: PlannedStop[] = route.nodes.map((node, i) => {
      const last = i === route.nodes.length - 1;
      let kind: StopKind = i === 0 ? 'start' : last ? 'end' : 'dropoff';
      let requestId: string | undefined;
      if (i > 0 && !last) {
        const request = requestOfNode(problem, node);
        requestId = problem.input.requests[request]?.id;
        if (isPickupNode(problem, node)) kind = 'pickup';
        for (let k = 0; k < baseDims; k++) {
          load[k] = (load[k] as number) + (problem.demand[node * problem.dims + k] as number);
        }
      }
      const stop: PlannedStop = {
        kind,
        location: problem.location[node] as number,
        arrival: scheduler.arrival[i] as number,
        serviceStart: scheduler.serviceStart[i] as number,
        departure: scheduler.departure[i] as number,
        load: load.slice(),
      };
      if (requestId !== undefined) stop.requestId = requestId;
      return stop;
    });
    const first = stops[0] as PlannedStop;
    const end = stops[stops.length - 1] as PlannedStop;
    planned.push({
      vehicleId: vehicle.id,
      stops,
      distance: route.distance,
      durationMinutes: end.arrival - first.departure,
    });
  }
  return planned;
}
