import { type Problem, pickupNode } from './problem';
import type { Scheduler } from './schedule';
import type { RequestInput, UnservedRequest } from './types';

/**
 * Decides, before any search, which requests no plan can serve and why, and which vehicles can
 * serve each of the others (fills `problem.compatible`). A request is compatible with a vehicle when
 * the vehicle has the features, the room, and can do the ride alone inside its shift.
 */
export function screenRequests(problem: Problem, scheduler: Scheduler): UnservedRequest[] {
  const rejected: UnservedRequest[] = [];
  problem.input.requests.forEach((request, r) => {
    const reason = findReason(problem, scheduler, request, r);
    if (reason) rejected.push({ requestId: request.id, ...reason });
  });
  return rejected;
}

type Reason = Omit<UnservedRequest, 'requestId'>;

function findReason(
  problem: Problem,
  scheduler: Scheduler,
  request: RequestInput,
  r: number,
): Reason | undefined {
  const inputError = findInputError(problem, request);
  if (inputError) return { reason: 'invalid_input', detail: inputError };
  const p = pickupNode(problem, r);
  const directMinutes =
    problem.time[
      (problem.location[p] as number) * problem.matrixSize + (problem.location[p + 1] as number)
    ] ?? 0;
  const maxRide = problem.maxRide[r] as number;
  if (directMinutes > maxRide) {
    return {
      reason: 'ride_time_impossible',
      detail: `the direct trip takes ${round(directMinutes)} min, more than the ${maxRide} min ride limit`,
    };
  }
  for (const node of [p, p + 1]) {
    if ((problem.earliest[node] as number) > (problem.latest[node] as number)) {
      return {
        reason: 'window_impossible',
        detail: `the dropoff window cannot be met from the pickup window (direct trip ${round(directMinutes)} min)`,
      };
    }
  }
  const required = request.requiredFeatures ?? [];
  const withFeatures = problem.input.vehicles
    .map((_, v) => v)
    .filter((v) => required.every((feature) => problem.input.vehicles[v]?.features?.includes(feature)));
  if (withFeatures.length === 0) {
    return { reason: 'no_vehicle_with_features', detail: `no vehicle has ${required.join(', ')}` };
  }
  const withRoom = withFeatures.filter((v) => {
    for (let k = 0; k < problem.dims; k++) {
      if (
        (problem.demand[p * problem.dims + k] as number) > (problem.capacity[v * problem.dims + k] as number)
      ) {
        return false;
      }
    }
    return true;
  });
  if (withRoom.length === 0) {
    return {
      reason: 'no_vehicle_with_capacity',
      detail: `no vehicle with the features has room for ${request.load.join('/')}`,
    };
  }
  for (const v of withRoom) {
    const alone = [v, p, p + 1, problem.vehicleCount + v];
    if (scheduler.schedule(alone, v)) problem.compatible[r * problem.vehicleCount + v] = 1;
  }
  if (!withRoom.some((v) => problem.compatible[r * problem.vehicleCount + v] === 1)) {
    return {
      reason: 'outside_every_shift',
      detail: 'no suitable vehicle can reach the pickup and dropoff in its shift',
    };
  }
  return undefined;
}

function findInputError(problem: Problem, request: RequestInput): string | undefined {
  const size = problem.matrixSize;
  for (const [name, stop] of [
    ['pickup', request.pickup],
    ['dropoff', request.dropoff],
  ] as const) {
    if (!Number.isInteger(stop.location) || stop.location < 0 || stop.location >= size) {
      return `${name} location ${stop.location} is not in the matrix`;
    }
    if (!Number.isFinite(stop.earliest) || !Number.isFinite(stop.latest) || stop.earliest > stop.latest) {
      return `${name} window ${stop.earliest}–${stop.latest} is empty`;
    }
    if (!(stop.serviceMinutes >= 0)) return `${name} service time must be zero or more`;
  }
  if (request.load.length !== problem.input.dimensions.length) {
    return `load has ${request.load.length} dimensions, expected ${problem.input.dimensions.length}`;
  }
  if (request.load.some((amount) => !(amount >= 0) || !Number.isFinite(amount))) {
    return 'load must be zero or more';
  }
  return undefined;
}

const round = (value: number): number => Math.round(value * 100) / 100;
