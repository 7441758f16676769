import type { RideStatus } from '@fleetdesk/contract';
import type { LateRiskReason } from '@fleetdesk/contract/endpoints/lateRisk';

/** A point on the map. */
export interface Point {
  lat: number;
  lon: number;
}

/** One of a driver's rides that is not over: where it starts and ends, and when the pickup is. */
export interface PlannedRide {
  id: number;
  status: RideStatus;
  pickupAt: number;
  start: Point;
  destination: Point;
  /** Seconds from pickup to dropoff, as estimated when the ride was booked (0: unknown, routed instead). */
  rideSeconds: number;
}

/** The model's knobs (decision 150). */
export interface RiskSettings {
  /** Minutes past the pickup time from which a predicted arrival makes the ride at risk. */
  thresholdMinutes: number;
  /** A position older than this is no position (spec 1 §9 stale GPS threshold). */
  staleGpsMs: number;
  /** Time at a pickup between arriving (or the pickup time, when early) and driving off with the rider. */
  boardingMs: number;
}

/** The rides a prediction is made for: a driver holds them and has not reached the pickup. */
export const PREDICTED_STATUSES = ['assigned', 'accepted'] as const satisfies readonly RideStatus[];

/**
 * The order a driver works through their rides: the rider in the car first, then the pickup they are
 * at, then the one they are driving to, then the rest by pickup time (the simulator drives them so).
 */
const STAGE: Partial<Record<RideStatus, number>> = {
  in_progress: 0,
  arriving: 1,
  arrived: 1,
  accepted: 2,
  assigned: 3,
};
export function planOrder(rides: readonly PlannedRide[]): PlannedRide[] {
  return [...rides].sort(
    (a, b) => (STAGE[a.status] ?? 9) - (STAGE[b.status] ?? 9) || a.pickupAt - b.pickupAt || a.id - b.id,
  );
}

/** A drive the prediction needs timed: `from` to `to`. */
export interface Leg {
  from: Point;
  to: Point;
}

/**
 * The drives of a driver's plan, in order: from the position to the first stop, then between stops.
 * A ride already in the car needs only its way to the dropoff; every later ride needs the way to its
 * pickup and, when its booked duration is unknown, the ride itself.
 */
export function legsOfPlan(position: Point, plan: readonly PlannedRide[]): Leg[] {
  const legs: Leg[] = [];
  let at = position;
  for (const ride of plan) {
    if (ride.status !== 'in_progress') legs.push({ from: at, to: ride.start });
    if (ride.rideSeconds <= 0 || ride.status === 'in_progress')
      legs.push({ from: ride.status === 'in_progress' ? at : ride.start, to: ride.destination });
    at = ride.destination;
  }
  return legs;
}

/** When the driver reaches each pickup of the plan (rides already in the car have none). */
export function arrivalsOfPlan(
  plan: readonly PlannedRide[],
  legSeconds: readonly number[],
  now: number,
  settings: Pick<RiskSettings, 'boardingMs'>,
): Map<number, number> {
  const arrivals = new Map<number, number>();
  let clock = now;
  let leg = 0;
  const drive = () => (legSeconds[leg++] ?? 0) * 1000;
  for (const ride of plan) {
    if (ride.status === 'in_progress') {
      clock += drive();
      continue;
    }
    // A driver already at the pickup (arriving, arrived) has it behind them: the "drive" there is ~0.
    clock += drive();
    arrivals.set(ride.id, clock);
    // The rider boards at the pickup time at the earliest, then the ride itself.
    clock = Math.max(clock, ride.pickupAt) + settings.boardingMs;
    clock += ride.rideSeconds > 0 ? ride.rideSeconds * 1000 : drive();
  }
  return arrivals;
}

export interface Prediction {
  rideId: number;
  predictedPickupAt: number | null;
  minutesLate: number | null;
  atRisk: boolean;
  reason: LateRiskReason | null;
}

const minutesPast = (arrival: number, pickupAt: number) => Math.round((arrival - pickupAt) / 60_000);

/**
 * The verdict on one ride from the driver's whole plan and from the drive straight to it (as if the
 * ride were the driver's only one): no usable position is 'no GPS'; a late arrival that the drive
 * alone would not make late is the other rides' doing ('driver on another ride'); else 'driver far'.
 */
export function judgeRide(
  ride: PlannedRide,
  input: {
    hasFreshPosition: boolean;
    arrivalWithPlan: number | undefined;
    arrivalAlone: number | undefined;
  },
  settings: Pick<RiskSettings, 'thresholdMinutes'>,
): Prediction {
  const { hasFreshPosition, arrivalWithPlan, arrivalAlone } = input;
  if (!hasFreshPosition || arrivalWithPlan === undefined) {
    return { rideId: ride.id, predictedPickupAt: null, minutesLate: null, atRisk: true, reason: 'no_gps' };
  }
  const minutesLate = minutesPast(arrivalWithPlan, ride.pickupAt);
  const atRisk = minutesLate > settings.thresholdMinutes;
  const lateAlone =
    arrivalAlone !== undefined && minutesPast(arrivalAlone, ride.pickupAt) > settings.thresholdMinutes;
  return {
    rideId: ride.id,
    predictedPickupAt: arrivalWithPlan,
    minutesLate,
    atRisk,
    reason: atRisk ? (lateAlone ? 'driver_far' : 'driver_on_another_ride') : null,
  };
}

/** Whether a position counts: present and recent enough. */
export const isFresh = (positionAt: number | null, now: number, settings: Pick<RiskSettings, 'staleGpsMs'>) =>
  positionAt !== null && now - positionAt <= settings.staleGpsMs;
