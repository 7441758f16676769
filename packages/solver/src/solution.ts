import { isPickupNode, type Problem, pickupNode, requestOfNode } from './problem';
import { Route } from './route';

/** A plan under construction: one route per vehicle (maybe empty) and the requests not yet placed. */
export class Solution {
  /**
   * Routes this plan may change in place; the others it shares with a clone. A search step changes two
   * or three routes of twenty, and copying every route on each step took a tenth of the search's time.
   */
  private readonly owned: Uint8Array;

  constructor(
    /** Read them freely; change them only through `insert` and `remove`, which copy a shared route first. */
    readonly routes: Route[],
    /** Route index of each request, -1 when unassigned. */
    readonly routeOf: Int32Array,
    public unassigned: number[],
    /** Vehicles the search may put requests on; the fleet phase switches routes off here. */
    readonly enabled: Uint8Array,
  ) {
    this.owned = new Uint8Array(routes.length).fill(1);
  }

  static empty(problem: Problem, requests: number[]): Solution {
    const routes = Array.from({ length: problem.vehicleCount }, (_, v) => Route.empty(problem, v));
    const enabled = new Uint8Array(problem.vehicleCount).fill(1);
    return new Solution(routes, new Int32Array(problem.requestCount).fill(-1), requests.slice(), enabled);
  }

  /** A copy sharing every route until one side changes it. */
  clone(): Solution {
    const copy = new Solution(
      this.routes.slice(),
      this.routeOf.slice(),
      this.unassigned.slice(),
      this.enabled.slice(),
    );
    this.owned.fill(0);
    copy.owned.fill(0);
    return copy;
  }

  /** The route at `routeIndex`, copied first when another plan shares it. */
  private ownRoute(routeIndex: number): Route {
    if (this.owned[routeIndex] === 0) {
      this.routes[routeIndex] = (this.routes[routeIndex] as Route).clone();
      this.owned[routeIndex] = 1;
    }
    return this.routes[routeIndex] as Route;
  }

  /** Places a request; the caller removes it from `unassigned` when it was there. */
  insert(
    problem: Problem,
    request: number,
    routeIndex: number,
    pickupAfter: number,
    dropoffAfter: number,
  ): void {
    const route = this.ownRoute(routeIndex);
    route.insertPair(pickupNode(problem, request), pickupAfter, dropoffAfter);
    route.update(problem);
    this.routeOf[request] = routeIndex;
  }

  /** Takes requests off their routes and appends them to `unassigned`. */
  remove(problem: Problem, requests: readonly number[]): void {
    const touched = new Set<number>();
    for (const request of requests) {
      const routeIndex = this.routeOf[request] as number;
      if (routeIndex < 0) continue;
      touched.add(routeIndex);
      this.routeOf[request] = -1;
      this.unassigned.push(request);
    }
    for (const routeIndex of touched) {
      const route = this.ownRoute(routeIndex);
      const last = route.nodes.length - 1;
      route.nodes = route.nodes.filter(
        (node, i) => i === 0 || i === last || this.routeOf[requestOfNode(problem, node)] === routeIndex,
      );
      route.update(problem);
    }
  }

  /** Empties a route and stops the search from using its vehicle again. */
  disableRoute(problem: Problem, routeIndex: number): void {
    const route = this.routes[routeIndex] as Route;
    const requests: number[] = [];
    for (let i = 1; i < route.nodes.length - 1; i++) {
      const node = route.nodes[i] as number;
      if (isPickupNode(problem, node)) requests.push(requestOfNode(problem, node));
    }
    this.remove(problem, requests);
    this.enabled[routeIndex] = 0;
  }

  get vehicleCount(): number {
    let used = 0;
    for (const route of this.routes) if (!route.isEmpty) used++;
    return used;
  }

  get distance(): number {
    let total = 0;
    for (const route of this.routes) if (!route.isEmpty) total += route.distance;
    return total;
  }

  /** Served requests first, then vehicles, then fixed cost plus distance: one comparable number. */
  cost(problem: Problem): number {
    let total = 0;
    for (const route of this.routes) {
      if (route.isEmpty) continue;
      total += problem.vehicleWeight + (problem.fixedCost[route.vehicle] as number) + route.distance;
    }
    for (const request of this.unassigned) total += problem.unservedWeight[request] as number;
    return total;
  }
}
