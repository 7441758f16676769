import type { SearchContext } from './context';
import { requestOfNode } from './problem';
import type { Route } from './route';
import type { Solution } from './solution';

export interface RuinParameters {
  /** Average number of stops removed per ruin (SISR's c̄). */
  averageRemoved: number;
  /** Longest string of consecutive stops taken from one route (SISR's L_max). */
  maxStringLength: number;
}

/**
 * SISR string removal: around a random seed stop, take strings of consecutive stops from the nearest
 * routes (sometimes keeping a few stops in the middle of the string). Removing a stop removes its
 * whole request. Returns the number of requests removed.
 */
export function ruinStrings(context: SearchContext, solution: Solution, parameters: RuinParameters): number {
  const { problem, random, neighbours } = context;
  const firstRequestNode = 2 * problem.vehicleCount;
  let stops = 0;
  let routesInUse = 0;
  for (const route of solution.routes) {
    if (route.isEmpty) continue;
    stops += route.nodes.length - 2;
    routesInUse++;
  }
  if (routesInUse === 0) return 0;
  const maxLength = Math.min(parameters.maxStringLength, stops / routesInUse);
  const maxStrings = (4 * parameters.averageRemoved) / (1 + maxLength) - 1;
  const stringCount = Math.floor(random.next() * maxStrings) + 1;

  const seedRoute = pickNonEmptyRoute(context, solution);
  const seedNode = seedRoute.nodes[1 + random.int(seedRoute.nodes.length - 2)] as number;
  const ruined = new Set<number>();
  const removed = new Set<number>();
  const candidates = [seedNode, ...(neighbours[seedNode - firstRequestNode] ?? [])];
  for (const node of candidates) {
    if (ruined.size >= stringCount) break;
    const routeIndex = solution.routeOf[requestOfNode(problem, node)] as number;
    if (routeIndex < 0 || ruined.has(routeIndex)) continue;
    const route = solution.routes[routeIndex] as Route;
    const position = route.nodes.indexOf(node);
    if (position < 0) continue;
    ruined.add(routeIndex);
    for (const taken of pickString(context, route, position, maxLength)) {
      removed.add(requestOfNode(problem, taken));
    }
  }
  for (const request of removed) context.formerRoute[request] = solution.routeOf[request] as number;
  solution.remove(problem, [...removed]);
  return removed.size;
}

function pickNonEmptyRoute(context: SearchContext, solution: Solution): Route {
  const used = solution.routes.filter((route) => !route.isEmpty);
  return context.random.pick(used);
}

/** Stops of one string through `position`; with probability ½ a run in its middle is kept. */
function pickString(context: SearchContext, route: Route, position: number, maxLength: number): number[] {
  const { random } = context;
  const customers = route.nodes.length - 2;
  const length = Math.min(customers, Math.floor(random.next() * Math.min(maxLength, customers)) + 1);
  if (random.next() < 0.5 || length >= customers) {
    const first = clampStart(position - random.int(length), length, customers);
    return route.nodes.slice(first, first + length);
  }
  let kept = 1;
  while (length + kept < customers && random.next() < 0.5) kept++;
  const span = length + kept;
  const first = clampStart(position - random.int(span), span, customers);
  const keptFrom = first + 1 + random.int(Math.max(1, span - kept - 1));
  return route.nodes
    .slice(first, first + span)
    .filter((_, i) => i < keptFrom - first || i >= keptFrom - first + kept);
}

/** First position (1-based among customers) of a window of `span` stops kept inside the route. */
function clampStart(first: number, span: number, customers: number): number {
  return Math.max(1, Math.min(first, customers - span + 1));
}
