import type { PlannedRoute, PlannedStop, RequestInput, SolverInput, VehicleInput } from './types';
import { TOLERANCE, type Violation } from './violations';

const MINUTES_PER_HOUR = 60;

interface OnBoard {
  request: RequestInput;
  pickup: PlannedStop;
}

/** Checks one route against its vehicle and the rules; returns the ids of the requests it completes. */
export function checkRoute(
  input: SolverInput,
  vehicle: VehicleInput,
  route: PlannedRoute,
  requestsById: Map<string, RequestInput>,
  violations: Violation[],
): string[] {
  const rules = input.rules ?? {};
  const { size, durations, distances } = input.matrix;
  const flag = (kind: Violation['kind'], message: string, requestId?: string): void => {
    violations.push(
      requestId
        ? { kind, message, vehicleId: vehicle.id, requestId }
        : { kind, message, vehicleId: vehicle.id },
    );
  };
  const stops = route.stops;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last || stops.length < 2 || first.kind !== 'start' || last.kind !== 'end') {
    flag('route_endpoints', 'a route runs from a start stop to an end stop');
    return [];
  }
  if (first.location !== vehicle.startLocation || last.location !== vehicle.endLocation) {
    flag('route_endpoints', 'route does not start and end at the vehicle places');
  }
  if (first.departure < vehicle.shiftStart - (rules.minutesStartEarly ?? 0) - TOLERANCE) {
    flag('shift', `leaves at ${first.departure}, before the shift`);
  }
  if (last.arrival > vehicle.shiftEnd + (rules.minutesFinishLate ?? 0) + TOLERANCE) {
    flag('shift', `returns at ${last.arrival}, after the shift`);
  }
  const duration = last.arrival - first.departure;
  if (duration > (vehicle.maxDurationMinutes ?? Number.POSITIVE_INFINITY) + TOLERANCE) {
    flag('duration', `shift lasts ${duration} min`);
  }

  const onBoard = new Map<string, OnBoard>();
  const completed: string[] = [];
  const load = input.dimensions.map(() => 0);
  let travelled = 0;
  stops.forEach((stop, i) => {
    const previous = stops[i - 1];
    if (previous) {
      const arc = previous.location * size + stop.location;
      travelled += distances[arc] ?? Number.NaN;
      if (stop.arrival < previous.departure + (durations[arc] ?? Number.NaN) - TOLERANCE) {
        flag('travel_time', `arrives at stop ${i} at ${stop.arrival}, too early to have driven there`);
      }
    }
    if (stop.kind !== 'pickup' && stop.kind !== 'dropoff') return;
    const request = stop.requestId === undefined ? undefined : requestsById.get(stop.requestId);
    if (!request) {
      flag('unknown_request', `stop ${i} names an unknown request`, stop.requestId);
      return;
    }
    const planned = stop.kind === 'pickup' ? request.pickup : request.dropoff;
    const serviceMinutes =
      planned.serviceMinutes + (stop.kind === 'dropoff' ? (rules.breakBetweenRides ?? 0) : 0);
    if (stop.location !== planned.location) {
      flag('wrong_location', `${stop.kind} at the wrong place`, request.id);
    }
    if (
      stop.serviceStart < stop.arrival - TOLERANCE ||
      stop.departure < stop.serviceStart + serviceMinutes - TOLERANCE
    ) {
      flag('service_time', `${stop.kind} service does not fit between arrival and departure`, request.id);
    }
    if (stop.serviceStart < planned.earliest - TOLERANCE || stop.serviceStart > planned.latest + TOLERANCE) {
      flag(
        'time_window',
        `${stop.kind} at ${stop.serviceStart}, window ${planned.earliest}–${planned.latest}`,
        request.id,
      );
    }
    const sign = stop.kind === 'pickup' ? 1 : -1;
    request.load.forEach((amount, k) => {
      load[k] = (load[k] ?? 0) + sign * amount;
    });
    if (stop.kind === 'pickup') {
      if (onBoard.has(request.id) || completed.includes(request.id)) {
        flag('request_twice', 'picked up twice', request.id);
      }
      onBoard.set(request.id, { request, pickup: stop });
      checkBoarding(vehicle, request, onBoard, (kind, message) => flag(kind, message, request.id));
    } else {
      const boarded = onBoard.get(request.id);
      if (!boarded) {
        flag('dropoff_before_pickup', 'dropped off without a pickup on this route before it', request.id);
      } else {
        const ride = stop.serviceStart - boarded.pickup.departure;
        if (ride > (request.maxRideMinutes ?? Number.POSITIVE_INFINITY) + TOLERANCE) {
          flag('ride_time', `rides ${ride} min, limit ${request.maxRideMinutes}`, request.id);
        }
        onBoard.delete(request.id);
        completed.push(request.id);
      }
    }
    load.forEach((amount, k) => {
      if (amount > (vehicle.capacity[k] ?? 0) + TOLERANCE) {
        flag('capacity', `${input.dimensions[k]} ${amount} on board`);
      }
    });
    if (
      stop.load.length !== load.length ||
      stop.load.some((amount, k) => Math.abs(amount - (load[k] ?? 0)) > TOLERANCE)
    ) {
      flag('load_report', `stop ${i} reports load ${stop.load.join('/')}, actual ${load.join('/')}`);
    }
  });
  for (const requestId of onBoard.keys()) {
    flag('request_split', 'picked up but not dropped off on this route', requestId);
  }
  if (Math.abs(travelled - route.distance) > TOLERANCE * Math.max(1, travelled)) {
    flag('distance_report', `route reports ${route.distance}, stops sum to ${travelled}`);
  }
  checkProductivity(input, route, completed, requestsById, duration, flag);
  return completed;
}

function checkBoarding(
  vehicle: VehicleInput,
  request: RequestInput,
  onBoard: Map<string, OnBoard>,
  flag: (kind: Violation['kind'], message: string) => void,
): void {
  const missing = (request.requiredFeatures ?? []).filter((feature) => !vehicle.features?.includes(feature));
  if (missing.length > 0) flag('features', `vehicle lacks ${missing.join(', ')}`);
  const travellingAlone = [...onBoard.values()].some((entry) => entry.request.allowPooling === false);
  if (travellingAlone && onBoard.size > 1) flag('pooling', 'a rider who travels alone shares the vehicle');
}

function checkProductivity(
  input: SolverInput,
  route: PlannedRoute,
  completed: string[],
  requestsById: Map<string, RequestInput>,
  duration: number,
  flag: (kind: Violation['kind'], message: string) => void,
): void {
  const rules = input.rules ?? {};
  const hours = Math.max(duration / MINUTES_PER_HOUR, 1e-9);
  let paidDistance = 0;
  let amount = 0;
  for (const requestId of completed) {
    const request = requestsById.get(requestId);
    if (!request) continue;
    const direct =
      input.matrix.distances[request.pickup.location * input.matrix.size + request.dropoff.location] ?? 0;
    paidDistance += request.paidDistance ?? direct;
    amount += request.amount ?? 0;
  }
  const measures = [
    ['rides', completed.length / hours, rules.validationRidesPerHour],
    ['paid distance', paidDistance / hours, rules.validationDistancePerHour],
    ['amount', amount / hours, rules.validationAmountPerHour],
  ] as const;
  for (const [name, perHour, threshold] of measures) {
    if (threshold !== undefined && threshold > 0 && perHour < threshold - TOLERANCE) {
      flag('validation', `${name} per hour ${perHour.toFixed(2)} below ${threshold}`);
    }
  }
  if (route.stops.length > 0 && completed.length === 0) flag('empty_route', 'a route without rides');
}
