import type { SearchContext } from './context';
import type { Insertion } from './insertion';
import { pickupNode } from './problem';
import type { Route } from './route';
import type { Solution } from './solution';

/**
 * Greedy recreate of SISR (Christiaens & Vanden Berghe 2020): requests in a randomly chosen order,
 * each at its cheapest place over all usable routes, skipping positions at the blink rate.
 * Requests that fit nowhere stay unassigned.
 */
export function recreateGreedy(context: SearchContext, solution: Solution, blinkRate: number): void {
  const { problem } = context;
  const pending = solution.unassigned;
  solution.unassigned = [];
  for (const request of pending) {
    const place = cheapestPlace(context, solution, request, blinkRate);
    if (place) solution.insert(problem, request, place.route, place.pickupAfter, place.dropoffAfter);
    else solution.unassigned.push(request);
  }
}

/** The request's cheapest place over the plan's usable routes, trying its former route first. */
export function cheapestPlace(
  context: SearchContext,
  solution: Solution,
  request: number,
  blinkRate: number,
): Insertion | undefined {
  const { problem, finder, formerRoute } = context;
  let best: Insertion | undefined;
  const former = formerRoute[request] as number;
  const tryRoute = (v: number): void => {
    if (solution.enabled[v] === 0 || problem.compatible[request * problem.vehicleCount + v] === 0) return;
    const found = finder.best(solution.routes[v] as Route, request, blinkRate, best?.delta);
    if (found && (!best || found.delta < best.delta)) best = found;
  };
  if (former >= 0) tryRoute(former);
  for (let v = 0; v < solution.routes.length; v++) if (v !== former) tryRoute(v);
  // TypeScript does not follow tryRoute's assignments and would take `best` as still undefined here.
  return best as Insertion | undefined;
}

/** SISR's insertion orders, adapted to pickup-and-dropoff requests (plus one by time window). */
export function orderRandomly(context: SearchContext, requests: number[]): void {
  const { problem, random } = context;
  const size = problem.matrixSize;
  const depot = (problem.location[0] as number) * size;
  const keyOf = (compute: (request: number) => number): Map<number, number> =>
    new Map(requests.map((request) => [request, compute(request)]));
  random.shuffle(requests);
  const draw = random.int(13);
  let key: Map<number, number> | undefined;
  if (draw < 4) return;
  if (draw < 8) {
    key = keyOf((request) => {
      let total = 0;
      for (let k = 0; k < problem.dims; k++) {
        total -= problem.demand[pickupNode(problem, request) * problem.dims + k] as number;
      }
      return total;
    });
  } else if (draw < 10) {
    key = keyOf(
      (request) =>
        -(problem.distance[depot + (problem.location[pickupNode(problem, request)] as number)] as number),
    );
  } else if (draw < 11) {
    key = keyOf(
      (request) =>
        problem.distance[depot + (problem.location[pickupNode(problem, request)] as number)] as number,
    );
  } else {
    key = keyOf((request) => problem.latest[pickupNode(problem, request)] as number);
  }
  const order = key;
  requests.sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
}
