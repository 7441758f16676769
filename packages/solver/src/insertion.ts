import { type Problem, pickupNode } from './problem';
import type { Random } from './random';
import type { Route } from './route';
import type { Scheduler } from './schedule';

export interface Insertion {
  /** The route's index in the plan (its vehicle). */
  route: number;
  delta: number;
  pickupAfter: number;
  dropoffAfter: number;
}

/** How many cheapest positions get the full schedule check when ride or duration limits apply. */
const EXACT_CHECKS_PER_ROUTE = 24;

/**
 * Finds the cheapest feasible place for a request's pickup and dropoff in one route. Each position is
 * checked in O(1) from the route's cached earliest/latest start times and loads, pushing the delay of the
 * pickup forward stop by stop until the dropoff. `blinkRate` skips positions at random (SISR "blinks").
 */
export class InsertionFinder {
  private readonly candidates: Insertion[] = [];
  private readonly trial: number[] = [];
  private bestDelta = Number.POSITIVE_INFINITY;
  private bestPickupAfter = -1;
  private bestDropoffAfter = -1;
  private blinkRate = 0;
  private route = -1;

  constructor(
    private readonly problem: Problem,
    private readonly scheduler: Scheduler,
    private readonly random: Random,
  ) {}

  /**
   * Cost of adding the request to the route, including the vehicle when the route is empty. With a
   * `bound` (the best place found in other routes), only a cheaper place is looked for: on a metric
   * matrix most positions are then dismissed from the pickup's detour alone.
   */
  best(
    route: Route,
    request: number,
    blinkRate: number,
    bound = Number.POSITIVE_INFINITY,
  ): Insertion | undefined {
    const problem = this.problem;
    const { time, distance, location, earliest, latest, service, demand, capacity, dims } = problem;
    const size = problem.matrixSize;
    const exact = problem.needsExactSchedule;
    const p = pickupNode(problem, request);
    const d = p + 1;
    const nodes = route.nodes;
    const starts = route.serviceStart;
    const latests = route.latestStart;
    const load = route.load;
    const n = nodes.length;
    const capacityAt = route.vehicle * dims;
    const locP = location[p] as number;
    const locD = location[d] as number;
    const earliestP = earliest[p] as number;
    const latestP = latest[p] as number;
    const earliestD = earliest[d] as number;
    const latestD = latest[d] as number;
    const serviceP = service[p] as number;
    const serviceD = service[d] as number;
    const timePD = time[locP * size + locD] as number;
    const distancePD = distance[locP * size + locD] as number;
    const opening = n === 2 ? problem.vehicleWeight + (problem.fixedCost[route.vehicle] as number) : 0;
    const pickupLoad = p * dims;
    const prune = problem.metric && !exact;
    this.bestDelta = exact ? Number.POSITIVE_INFINITY : bound;
    this.bestPickupAfter = -1;
    this.bestDropoffAfter = -1;
    this.blinkRate = blinkRate;
    this.route = route.vehicle;
    // Setting an array's length is a runtime call even when it is already 0 (8% of the search's time).
    if (this.candidates.length > 0) this.candidates.length = 0;

    for (let i = 0; i < n - 1; i++) {
      // Service starts never decrease along a route, so once past the pickup's window, stop.
      if ((starts[i] as number) > latestP) break;
      const a = nodes[i] as number;
      const locA = location[a] as number;
      const arrivalP = (starts[i] as number) + (service[a] as number) + (time[locA * size + locP] as number);
      if (arrivalP > latestP || !fitsAfter(load, i, demand, pickupLoad, capacity, capacityAt, dims)) continue;
      const departureP = Math.max(arrivalP, earliestP) + serviceP;
      const b = nodes[i + 1] as number;
      const locB = location[b] as number;
      const distanceAP = distance[locA * size + locP] as number;
      const distanceAB = distance[locA * size + locB] as number;
      const pickupDelta = distanceAP + (distance[locP * size + locB] as number) - distanceAB + opening;
      // On a metric matrix the dropoff never shortens the route: no place after this pickup beats the best.
      if (prune && pickupDelta >= this.bestDelta) continue;

      const startDirect = Math.max(departureP + timePD, earliestD);
      if (startDirect <= latestD) {
        const arrivalB = startDirect + serviceD + (time[locD * size + locB] as number);
        if (arrivalB <= (latests[i + 1] as number)) {
          this.consider(
            distanceAP + distancePD + (distance[locD * size + locB] as number) - distanceAB + opening,
            i,
            i,
          );
        }
      }

      let startJ = Math.max(departureP + (time[locP * size + locB] as number), earliest[b] as number);
      if (startJ > (latest[b] as number)) continue;
      if (prune && pickupDelta >= this.bestDelta) continue;
      for (let j = i + 1; j < n - 1; j++) {
        if (startJ > latestD || !fitsAfter(load, j, demand, pickupLoad, capacity, capacityAt, dims)) break;
        const c = nodes[j] as number;
        const e = nodes[j + 1] as number;
        const locC = location[c] as number;
        const locE = location[e] as number;
        const departureC = startJ + (service[c] as number);
        const startD = Math.max(departureC + (time[locC * size + locD] as number), earliestD);
        if (startD <= latestD) {
          const arrivalE = startD + serviceD + (time[locD * size + locE] as number);
          if (arrivalE <= (latests[j + 1] as number)) {
            const dropoffDelta =
              (distance[locC * size + locD] as number) +
              (distance[locD * size + locE] as number) -
              (distance[locC * size + locE] as number);
            this.consider(pickupDelta + dropoffDelta, i, j);
          }
        }
        startJ = Math.max(departureC + (time[locC * size + locE] as number), earliest[e] as number);
        if (startJ > (latest[e] as number)) break;
      }
    }

    if (exact) return this.firstScheduled(route, p);
    if (this.bestPickupAfter < 0) return undefined;
    return {
      route: this.route,
      delta: this.bestDelta,
      pickupAfter: this.bestPickupAfter,
      dropoffAfter: this.bestDropoffAfter,
    };
  }

  /**
   * Blinks are drawn only for positions that would become the best: skipping one that would not
   * changes nothing, and the draws were a fifth of the search's time on long routes.
   */
  private consider(delta: number, pickupAfter: number, dropoffAfter: number): void {
    if (this.problem.needsExactSchedule) {
      if (this.blinkRate > 0 && this.random.next() < this.blinkRate) return;
      this.candidates.push({ route: this.route, delta, pickupAfter, dropoffAfter });
    } else if (delta < this.bestDelta) {
      if (this.blinkRate > 0 && this.random.next() < this.blinkRate) return;
      this.bestDelta = delta;
      this.bestPickupAfter = pickupAfter;
      this.bestDropoffAfter = dropoffAfter;
    }
  }

  /** With ride or duration limits, the cheapest positions get the full schedule check in order. */
  private firstScheduled(route: Route, pickup: number): Insertion | undefined {
    const candidates = this.candidates.sort((x, y) => x.delta - y.delta);
    const checks = Math.min(candidates.length, EXACT_CHECKS_PER_ROUTE);
    for (let c = 0; c < checks; c++) {
      const candidate = candidates[c] as Insertion;
      const trial = this.trial;
      trial.length = 0;
      route.nodes.forEach((node, i) => {
        trial.push(node);
        if (i === candidate.pickupAfter) trial.push(pickup);
        if (i === candidate.dropoffAfter) trial.push(pickup + 1);
      });
      if (this.scheduler.schedule(trial, route.vehicle)) return candidate;
    }
    return undefined;
  }
}

/** Whether the pickup's load fits on board after `position` (and so until its dropoff, position by position). */
function fitsAfter(
  load: number[],
  position: number,
  demand: Float64Array,
  pickupLoad: number,
  capacity: Float64Array,
  capacityAt: number,
  dims: number,
): boolean {
  for (let k = 0; k < dims; k++) {
    if (
      (load[position * dims + k] as number) + (demand[pickupLoad + k] as number) >
      (capacity[capacityAt + k] as number)
    ) {
      return false;
    }
  }
  return true;
}
