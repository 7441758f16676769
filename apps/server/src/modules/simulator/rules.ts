import type { RideStatus } from '@fleetdesk/contract';
import { bearingDegrees, haversineMiles, interpolate, type LatLon } from '../../db/seed/geo';

const METRES_PER_MILE = 1609.344;

/** A leg the simulated driver drives: the road geometry and how long the router says it takes. */
export interface Leg {
  points: LatLon[];
  /** Metres per second: the route's own average, so OSRM's traffic-free times set the pace. */
  speed: number;
  startedAt: number;
}

export const metresBetween = (a: LatLon, b: LatLon) => haversineMiles(a, b) * METRES_PER_MILE;

/** A leg's speed from its route: distance over duration, bounded to what a city car does. */
export function legSpeed(distanceMiles: number, durationS: number): number {
  const speed = durationS > 0 ? (distanceMiles * METRES_PER_MILE) / durationS : 0;
  return Math.min(Math.max(speed, 3), 25);
}

/**
 * Where a car is after `metres` along the polyline, facing the way it goes; `done` once at the end.
 * The straight-line router gives two points, so this is a plain interpolation then.
 */
export function pointAlong(points: readonly LatLon[], metres: number) {
  let left = Math.max(metres, 0);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as LatLon;
    const b = points[i] as LatLon;
    const length = metresBetween(a, b);
    if (left <= length && length > 0) {
      return { ...interpolate(a, b, left / length), heading: bearingDegrees(a, b), done: false };
    }
    left -= length;
  }
  const end = points.at(-1) as LatLon;
  const before = points.at(-2) ?? end;
  return { lat: end.lat, lon: end.lon, heading: bearingDegrees(before, end), done: true };
}

/** How long a driver waits On Location before the passenger is in (believable, not the no-show wait). */
export const PICKUP_DWELL_MS = 90_000;
/** An assigned driver sets off this long before the pickup time (plus the drive itself). */
export const SET_OFF_MARGIN_MS = 10 * 60_000;

export type SimStep = 'en_route' | 'on_location' | 'pickup' | 'dropoff';
/** The status each step sets, through the ride actions (spec 1 §4's buttons). */
export const STEP_STATUS = {
  en_route: 'accepted',
  on_location: 'arriving',
  pickup: 'in_progress',
  dropoff: 'finished',
} as const satisfies Record<SimStep, RideStatus>;

/**
 * The next step of a simulated ride, or null while nothing is due: an assigned driver sets off when
 * the drive would bring them just in time, arrives at the end of the leg, picks up after the dwell,
 * and drops off at the end of the ride's leg.
 */
export function dueStep(
  ride: { status: RideStatus; pickupAt: number; arrivedAt: number | null },
  state: { legDone: boolean; driveMs: number },
  now: number,
): SimStep | null {
  switch (ride.status) {
    case 'assigned':
      return now >= ride.pickupAt - state.driveMs - SET_OFF_MARGIN_MS ? 'en_route' : null;
    case 'accepted':
      return state.legDone ? 'on_location' : null;
    case 'arriving':
    case 'arrived':
      return now - (ride.arrivedAt ?? 0) >= PICKUP_DWELL_MS ? 'pickup' : null;
    case 'in_progress':
      return state.legDone ? 'dropoff' : null;
    default:
      return null;
  }
}

/** Which of a driver's rides they are driving now: the one in the car, then the one they are at, then the next. */
const PRIORITY: Partial<Record<RideStatus, number>> = {
  in_progress: 0,
  arriving: 1,
  arrived: 1,
  accepted: 2,
  assigned: 3,
};

/** One ride per driver (rides come sorted by pickup time): a phone is in one place at a time. */
export function currentRidePerDriver<R extends { driverId: number | null; status: RideStatus }>(
  rides: readonly R[],
): R[] {
  const chosen = new Map<number, R>();
  for (const ride of rides) {
    if (ride.driverId === null) continue;
    const held = chosen.get(ride.driverId);
    if (!held || (PRIORITY[ride.status] ?? 9) < (PRIORITY[held.status] ?? 9)) chosen.set(ride.driverId, ride);
  }
  return [...chosen.values()];
}
