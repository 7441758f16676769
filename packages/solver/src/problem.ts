import type { SolverInput } from './types';

/**
 * The input compiled into flat typed arrays for the search. Node ids: vehicle v starts at node v and
 * ends at node V + v; request r has its pickup at 2V + 2r and its dropoff at 2V + 2r + 1.
 */
export interface Problem {
  input: SolverInput;
  vehicleCount: number;
  requestCount: number;
  nodeCount: number;
  /** Load dimensions, plus one internal dimension when some rider must travel alone. */
  dims: number;
  matrixSize: number;
  time: Float64Array;
  distance: Float64Array;
  location: Int32Array;
  earliest: Float64Array;
  latest: Float64Array;
  /** Service time, with the break between rides added to dropoffs. */
  service: Float64Array;
  demand: Float64Array;
  capacity: Float64Array;
  maxRide: Float64Array;
  maxDuration: Float64Array;
  fixedCost: Float64Array;
  /** 1 when vehicle v may serve request r: `compatible[r * V + v]`. Filled by `screenRequests`. */
  compatible: Uint8Array;
  /**
   * Distances keep the triangle inequality (as the matrix says, or checked on matrices of up to
   * METRIC_CHECK_LIMIT places), so inserting a stop never shortens a route and insertion can stop early.
   */
  metric: boolean;
  /** Ride-time or shift-duration limits need the full schedule, not only earliest times. */
  needsExactSchedule: boolean;
  /** Cost of one used vehicle: more than any total distance, so fewer vehicles always wins. */
  vehicleWeight: number;
  /** Cost of leaving request r unserved: more than any fleet, so serving more always wins. */
  unservedWeight: Float64Array;
}

/** A rider who must travel alone loads the whole of this internal dimension. */
const EXCLUSIVE_LOAD = 1e6;

export const pickupNode = (problem: Problem, request: number): number =>
  2 * problem.vehicleCount + 2 * request;
export const requestOfNode = (problem: Problem, node: number): number =>
  (node - 2 * problem.vehicleCount) >> 1;
export const isPickupNode = (problem: Problem, node: number): boolean =>
  node >= 2 * problem.vehicleCount && ((node - 2 * problem.vehicleCount) & 1) === 0;

function toFloatArray(values: ArrayLike<number>, expected: number, name: string): Float64Array {
  if (values.length !== expected) throw new Error(`${name} must hold ${expected} entries`);
  const out = Float64Array.from(values);
  for (const value of out) {
    if (!(value >= 0) || !Number.isFinite(value)) throw new Error(`${name}: bad entry`);
  }
  return out;
}

export function compileProblem(input: SolverInput): Problem {
  for (const [name, items] of [
    ['request', input.requests],
    ['vehicle', input.vehicles],
  ] as const) {
    const ids = new Set(items.map((item) => item.id));
    if (ids.size !== items.length) throw new Error(`${name} ids must be unique`);
  }
  const V = input.vehicles.length;
  const R = input.requests.length;
  const size = input.matrix.size;
  const needsExclusive = input.requests.some((request) => request.allowPooling === false);
  const baseDims = input.dimensions.length;
  const dims = baseDims + (needsExclusive ? 1 : 0);
  const nodeCount = 2 * V + 2 * R;
  const rules = input.rules ?? {};
  const time = toFloatArray(input.matrix.durations, size * size, 'matrix.durations');
  const distance = toFloatArray(input.matrix.distances, size * size, 'matrix.distances');

  const location = new Int32Array(nodeCount);
  const earliest = new Float64Array(nodeCount);
  const latest = new Float64Array(nodeCount);
  const service = new Float64Array(nodeCount);
  const demand = new Float64Array(nodeCount * dims);
  const capacity = new Float64Array(V * dims);
  const maxDuration = new Float64Array(V);
  const fixedCost = new Float64Array(V);

  input.vehicles.forEach((vehicle, v) => {
    if (vehicle.capacity.length !== baseDims) throw new Error(`vehicle ${vehicle.id}: capacity dimensions`);
    for (const place of [vehicle.startLocation, vehicle.endLocation]) {
      if (!Number.isInteger(place) || place < 0 || place >= size) {
        throw new Error(`vehicle ${vehicle.id}: location`);
      }
    }
    const shiftStart = vehicle.shiftStart - (rules.minutesStartEarly ?? 0);
    const shiftEnd = vehicle.shiftEnd + (rules.minutesFinishLate ?? 0);
    location[v] = vehicle.startLocation;
    location[V + v] = vehicle.endLocation;
    earliest[v] = earliest[V + v] = shiftStart;
    latest[v] = latest[V + v] = shiftEnd;
    vehicle.capacity.forEach((amount, k) => {
      capacity[v * dims + k] = amount;
    });
    if (needsExclusive) capacity[v * dims + baseDims] = EXCLUSIVE_LOAD;
    maxDuration[v] = vehicle.maxDurationMinutes ?? Number.POSITIVE_INFINITY;
    fixedCost[v] = vehicle.fixedCost ?? 0;
  });

  const maxRide = new Float64Array(R);
  input.requests.forEach((request, r) => {
    const p = 2 * V + 2 * r;
    const stops = [request.pickup, request.dropoff];
    stops.forEach((stop, end) => {
      // A malformed location is reported by screenRequests; park it on location 0 meanwhile.
      location[p + end] =
        Number.isInteger(stop.location) && stop.location >= 0 && stop.location < size ? stop.location : 0;
      earliest[p + end] = stop.earliest;
      latest[p + end] = stop.latest;
      service[p + end] = stop.serviceMinutes;
    });
    service[p + 1] = (service[p + 1] ?? 0) + (rules.breakBetweenRides ?? 0);
    request.load.forEach((amount, k) => {
      if (k >= baseDims) return;
      demand[p * dims + k] = amount;
      demand[(p + 1) * dims + k] = -amount;
    });
    if (needsExclusive) {
      const exclusive = request.allowPooling === false ? EXCLUSIVE_LOAD : 1;
      demand[p * dims + baseDims] = exclusive;
      demand[(p + 1) * dims + baseDims] = -exclusive;
    }
    maxRide[r] = request.maxRideMinutes ?? Number.POSITIVE_INFINITY;
  });

  const problem: Problem = {
    input,
    vehicleCount: V,
    requestCount: R,
    nodeCount,
    dims,
    matrixSize: size,
    time,
    distance,
    location,
    earliest,
    latest,
    service,
    demand,
    capacity,
    maxRide,
    maxDuration,
    fixedCost,
    compatible: new Uint8Array(R * V),
    metric: input.matrix.metric ?? isMetric(distance, size),
    needsExactSchedule: maxRide.some(Number.isFinite) || maxDuration.some(Number.isFinite),
    vehicleWeight: 0,
    unservedWeight: new Float64Array(R),
  };
  tightenRequestWindows(problem);
  setObjectiveWeights(problem);
  return problem;
}

/**
 * Up to this many places an undeclared matrix gets the triangle-inequality check (size³ steps: about
 * 0.1 s at 400, part of the solve's budget); road matrices usually fail it within the first rows.
 */
const METRIC_CHECK_LIMIT = 500;
/** Rounding slack of the check, relative to the longest distance. */
const METRIC_TOLERANCE = 1e-9;

function isMetric(distance: Float64Array, size: number): boolean {
  if (size > METRIC_CHECK_LIMIT) return false;
  let longest = 0;
  for (const value of distance) longest = Math.max(longest, value);
  const slack = longest * METRIC_TOLERANCE;
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const viaB = (distance[a * size + b] as number) + slack;
      for (let c = 0; c < size; c++) {
        if ((distance[a * size + c] as number) > viaB + (distance[b * size + c] as number)) return false;
      }
    }
  }
  return true;
}

/** Windows implied by the direct trip and the ride-time limit; they prune insertions early. */
function tightenRequestWindows(problem: Problem): void {
  const { time, location, earliest, latest, service, maxRide, matrixSize: size } = problem;
  for (let r = 0; r < problem.requestCount; r++) {
    const p = pickupNode(problem, r);
    const d = p + 1;
    const direct = (service[p] as number) + (time[(location[p] ?? 0) * size + (location[d] ?? 0)] ?? 0);
    const ride = maxRide[r] ?? Number.POSITIVE_INFINITY;
    for (let round = 0; round < 2; round++) {
      earliest[d] = Math.max(earliest[d] ?? 0, (earliest[p] ?? 0) + direct);
      latest[p] = Math.min(latest[p] ?? 0, (latest[d] ?? 0) - direct);
      if (Number.isFinite(ride)) {
        earliest[p] = Math.max(earliest[p] ?? 0, (earliest[d] ?? 0) - ride - (service[p] ?? 0));
        latest[d] = Math.min(latest[d] ?? 0, (latest[p] ?? 0) + (service[p] ?? 0) + ride);
      }
    }
  }
}

function setObjectiveWeights(problem: Problem): void {
  const size = problem.matrixSize;
  const longestFrom = new Float64Array(size);
  for (let a = 0; a < size; a++) {
    let longest = 0;
    for (let b = 0; b < size; b++) longest = Math.max(longest, problem.distance[a * size + b] ?? 0);
    longestFrom[a] = longest;
  }
  // Every node is left at most once, so this bounds the distance of any plan.
  let distanceBound = 1;
  for (const place of problem.location) distanceBound += longestFrom[place] ?? 0;
  for (const cost of problem.fixedCost) distanceBound += cost;
  problem.vehicleWeight = problem.input.objective === 'distance' ? 0 : distanceBound;
  const fleetBound = distanceBound * (problem.vehicleCount + 1);
  const priorities = problem.input.requests.map((request) => Math.max(0, request.priority ?? 0));
  const topPriority = Math.max(1, ...priorities);
  // Priority adds less than one request's worth in total, so the served count still comes first.
  priorities.forEach((priority, r) => {
    problem.unservedWeight[r] = fleetBound * (1 + priority / topPriority / (problem.requestCount + 1));
  });
}
