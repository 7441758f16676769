import type { Problem } from './problem';

/**
 * One vehicle's stop sequence with the arrays that make an insertion check O(1) per position:
 * the earliest service start at each position, the latest service start that keeps the rest of the
 * route on time, and the load on board after each position.
 */
export class Route {
  nodes: number[];
  serviceStart: number[] = [];
  latestStart: number[] = [];
  /** Load after each position, flattened by dimension. */
  load: number[] = [];
  distance = 0;

  constructor(
    readonly vehicle: number,
    nodes: number[],
  ) {
    this.nodes = nodes;
  }

  static empty(problem: Problem, vehicle: number): Route {
    const route = new Route(vehicle, [vehicle, problem.vehicleCount + vehicle]);
    route.update(problem);
    return route;
  }

  get isEmpty(): boolean {
    return this.nodes.length <= 2;
  }

  /** Number of requests on the route. */
  get requestCount(): number {
    return (this.nodes.length - 2) / 2;
  }

  clone(): Route {
    const copy = new Route(this.vehicle, this.nodes.slice());
    copy.serviceStart = this.serviceStart.slice();
    copy.latestStart = this.latestStart.slice();
    copy.load = this.load.slice();
    copy.distance = this.distance;
    return copy;
  }

  insertPair(pickup: number, pickupAfter: number, dropoffAfter: number): void {
    this.nodes.splice(dropoffAfter + 1, 0, pickup + 1);
    this.nodes.splice(pickupAfter + 1, 0, pickup);
  }

  /** Recomputes the cached arrays after the node sequence changed. */
  update(problem: Problem): void {
    const { time, distance, location, earliest, latest, service, demand, dims, matrixSize: size } = problem;
    const nodes = this.nodes;
    const n = nodes.length;
    const starts = this.serviceStart;
    const latests = this.latestStart;
    const load = this.load;
    // Resizing a JS array is costly in this hot path; only do it when the length changed.
    if (starts.length !== n) {
      starts.length = n;
      latests.length = n;
      load.length = n * dims;
    }
    let travelled = 0;
    const first = nodes[0] as number;
    starts[0] = earliest[first] as number;
    for (let k = 0; k < dims; k++) load[k] = 0;
    for (let i = 1; i < n; i++) {
      const a = nodes[i - 1] as number;
      const b = nodes[i] as number;
      const arc = (location[a] as number) * size + (location[b] as number);
      travelled += distance[arc] as number;
      const arrival = (starts[i - 1] as number) + (service[a] as number) + (time[arc] as number);
      starts[i] = Math.max(arrival, earliest[b] as number);
      for (let k = 0; k < dims; k++) {
        load[i * dims + k] = (load[(i - 1) * dims + k] as number) + (demand[b * dims + k] as number);
      }
    }
    latests[n - 1] = latest[nodes[n - 1] as number] as number;
    for (let i = n - 2; i >= 0; i--) {
      const a = nodes[i] as number;
      const b = nodes[i + 1] as number;
      const arc = (location[a] as number) * size + (location[b] as number);
      const latestHere = (latests[i + 1] as number) - (time[arc] as number) - (service[a] as number);
      latests[i] = Math.min(latest[a] as number, latestHere);
    }
    this.distance = travelled;
  }
}
