import { isPickupNode, type Problem, requestOfNode } from './problem';

const EPSILON = 1e-7;

/**
 * Times of one route under every time rule. Earliest-start times are enough for time windows, but a
 * ride-time or shift-duration limit may need the vehicle to wait before a pickup instead of after it:
 * this is the eight-step schedule of Cordeau & Laporte (2003), which delays the departure and then
 * each pickup by its forward time slack. The schedule it returns is checked, never assumed feasible.
 */
export class Scheduler {
  readonly arrival: Float64Array;
  readonly serviceStart: Float64Array;
  readonly departure: Float64Array;
  private readonly wait: Float64Array;
  private readonly positionOf: Int32Array;

  constructor(private readonly problem: Problem) {
    const longest = problem.nodeCount + 2;
    this.arrival = new Float64Array(longest);
    this.serviceStart = new Float64Array(longest);
    this.departure = new Float64Array(longest);
    this.wait = new Float64Array(longest);
    this.positionOf = new Int32Array(problem.nodeCount).fill(-1);
  }

  /** Fills the time arrays for `nodes` (start … end of one vehicle); true when every rule holds. */
  schedule(nodes: ArrayLike<number>, vehicle: number): boolean {
    const n = nodes.length;
    const { earliest } = this.problem;
    const start = nodes[0] as number;
    this.serviceStart[0] = this.departure[0] = this.arrival[0] = earliest[start] as number;
    this.wait[0] = 0;
    for (let i = 0; i < n; i++) this.positionOf[nodes[i] as number] = i;
    try {
      this.propagateFrom(nodes, 0);
      if (!this.meetsWindows(nodes)) return false;
      this.delayDeparture(nodes, 0);
      for (let i = 1; i < n - 1; i++) {
        if (isPickupNode(this.problem, nodes[i] as number)) this.delayDeparture(nodes, i);
      }
      return this.meetsWindows(nodes) && this.meetsRideTimes(nodes) && this.meetsDuration(n, vehicle);
    } finally {
      for (let i = 0; i < n; i++) this.positionOf[nodes[i] as number] = -1;
    }
  }

  private propagateFrom(nodes: ArrayLike<number>, from: number): void {
    const { time, location, earliest, service, matrixSize: size } = this.problem;
    for (let i = from + 1; i < nodes.length; i++) {
      const previous = nodes[i - 1] as number;
      const node = nodes[i] as number;
      const arrival =
        (this.departure[i - 1] as number) +
        (time[(location[previous] as number) * size + (location[node] as number)] as number);
      const begin = Math.max(arrival, earliest[node] as number);
      this.arrival[i] = arrival;
      this.wait[i] = begin - arrival;
      this.serviceStart[i] = begin;
      this.departure[i] = begin + (service[node] as number);
    }
  }

  /** Waits at position `at` as long as the waiting later on absorbs it without breaking a rule. */
  private delayDeparture(nodes: ArrayLike<number>, at: number): void {
    const slack = this.forwardSlack(nodes, at);
    let waitingAfter = 0;
    for (let i = at + 1; i < nodes.length - 1; i++) waitingAfter += this.wait[i] as number;
    const delay = Math.min(slack, waitingAfter);
    if (delay <= 0) return;
    if (at === 0) this.arrival[0] = (this.arrival[0] as number) + delay;
    else this.wait[at] = (this.wait[at] as number) + delay;
    this.serviceStart[at] = (this.serviceStart[at] as number) + delay;
    this.departure[at] = (this.departure[at] as number) + delay;
    this.propagateFrom(nodes, at);
  }

  /** How far service at `at` can move later without breaking a window or an on-board ride limit. */
  private forwardSlack(nodes: ArrayLike<number>, at: number): number {
    const { latest, maxRide } = this.problem;
    let slack = Number.POSITIVE_INFINITY;
    let waited = 0;
    for (let k = at; k < nodes.length; k++) {
      const node = nodes[k] as number;
      if (k > at) waited += this.wait[k] as number;
      let room = (latest[node] as number) - (this.serviceStart[k] as number);
      if (k > at && !isPickupNode(this.problem, node) && node >= 2 * this.problem.vehicleCount) {
        const pickupAt = this.positionOf[node - 1] as number;
        if (pickupAt < at) {
          const ride = (this.serviceStart[k] as number) - (this.departure[pickupAt] as number);
          room = Math.min(room, (maxRide[requestOfNode(this.problem, node)] as number) - ride);
        }
      }
      slack = Math.min(slack, waited + Math.max(0, room));
    }
    return slack;
  }

  private meetsWindows(nodes: ArrayLike<number>): boolean {
    const { latest } = this.problem;
    for (let i = 0; i < nodes.length; i++) {
      if ((this.serviceStart[i] as number) > (latest[nodes[i] as number] as number) + EPSILON) return false;
    }
    return true;
  }

  private meetsRideTimes(nodes: ArrayLike<number>): boolean {
    const { maxRide, vehicleCount } = this.problem;
    for (let k = 1; k < nodes.length - 1; k++) {
      const node = nodes[k] as number;
      if (node < 2 * vehicleCount || isPickupNode(this.problem, node)) continue;
      const limit = maxRide[requestOfNode(this.problem, node)] as number;
      if (limit === Number.POSITIVE_INFINITY) continue;
      const pickupAt = this.positionOf[node - 1] as number;
      if ((this.serviceStart[k] as number) - (this.departure[pickupAt] as number) > limit + EPSILON) {
        return false;
      }
    }
    return true;
  }

  private meetsDuration(n: number, vehicle: number): boolean {
    const limit = this.problem.maxDuration[vehicle] as number;
    return (this.arrival[n - 1] as number) - (this.departure[0] as number) <= limit + EPSILON;
  }
}
