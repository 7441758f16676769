import { isPickupNode, type Problem, pickupNode, requestOfNode } from './problem';
import { Route } from './route';

/** A plan under construction: one route per vehicle (maybe empty) and the requests not yet placed. */
export class Solution {
  constructor(
    readonly routes: Route[],
    /** Route index of each request, -1 when unassigned. */
    readonly routeOf: Int32Array,
    public unassigned: number[],
    /** Vehicles the search may put requests on; the fleet phase switches routes off here. */
    readonly enabled: Uint8Array,
  ) {}

  static empty(problem: Problem, requests: number[]): Solution {
    const routes = Array.from({ length: problem.vehicleCount }, (_, v) => Route.empty(problem, v));
    const enabled = new Uint8Array(problem.vehicleCount).fill(1);
    return new Solution(routes, new Int32Array(problem.requestCount).fill(-1), requests.slice(), enabled);
  }

  clone(): Solution {
    return new Solution(
      this.routes.map((route) => route.clone()),
      this.routeOf.slice(),
      this.unassigned.slice(),
      this.enabled.slice(),
    );
  }

  /** Places a request; the caller removes it from `unassigned` when it was there. */
  insert(
    problem: Problem,
    request: number,
    routeIndex: number,
    pickupAfter: number,
    dropoffAfter: number,
  ): void {
    const route = this.routes[routeIndex] as Route;
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
      const route = this.routes[routeIndex] as Route;
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
