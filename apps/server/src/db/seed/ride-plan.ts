import type { RideStatus } from '@fleetdesk/contract';
import type { Random } from './random';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** When things happened to a ride (epoch ms; null = has not happened) and where it stands now. */
export interface RidePlan {
  status: RideStatus;
  pickupAt: number;
  createdAt: number;
  assignedAt: number | null;
  acceptedAt: number | null;
  arrivedAt: number | null;
  pickedUpAt: number | null;
  dropoffAt: number | null;
  canceledAt: number | null;
  /** Expected arrival of an accepted driver and expected drop-off of a ride in progress. */
  expectedArrivalAt: number | null;
  expectedDropoffAt: number | null;
  withDriver: boolean;
}

/** Statuses whose driver is on the road for this ride right now, so busy with nothing else. */
export const IN_MOTION_STATUSES: ReadonlySet<RideStatus> = new Set([
  'accepted',
  'arriving',
  'arrived',
  'in_progress',
]);

type CancelStatus =
  | 'user_canceled'
  | 'confirm_user_cancel'
  | 'company_canceled'
  | 'user_requested_cancel'
  | 'driver_canceled'
  | 'no_drivers_available'
  | 'draft';
type Outcome = 'trip' | CancelStatus;

const roundTo5Minutes = (ms: number) => Math.round(ms / (5 * MINUTE_MS)) * 5 * MINUTE_MS;
const between = (random: Random, from: number, to: number) => from + (to - from) * random.next();

function emptyPlan(status: RideStatus, pickupAt: number, createdAt: number): RidePlan {
  return {
    status,
    pickupAt,
    createdAt,
    assignedAt: null,
    acceptedAt: null,
    arrivedAt: null,
    pickedUpAt: null,
    dropoffAt: null,
    canceledAt: null,
    expectedArrivalAt: null,
    expectedDropoffAt: null,
    withDriver: false,
  };
}

/** Rides are booked from an hour to six days ahead, and never after `now`. */
function bookingTime(random: Random, pickupAt: number, now: number): number {
  return Math.min(pickupAt - random.int(60, 6 * 24 * 60) * MINUTE_MS, now - random.int(1, 180) * MINUTE_MS);
}

/** Minutes after the scheduled time the rider gets in: about 80% within the 20-minute on-time window. */
function pickupLatenessMinutes(random: Random): number {
  return random.chance(0.8) ? random.int(-8, 18) : random.int(21, 55);
}

function chooseOutcome(random: Random, pickupAt: number, now: number): Outcome {
  const lead = pickupAt - now;
  if (lead < -30 * MINUTE_MS) {
    return random.weighted({
      trip: 800,
      user_canceled: 60,
      driver_canceled: 35,
      company_canceled: 30,
      no_drivers_available: 30,
      confirm_user_cancel: 25,
      user_requested_cancel: 5,
      draft: 5,
    });
  }
  if (lead <= 2 * HOUR_MS) {
    return random.weighted({
      trip: 880,
      user_requested_cancel: 30,
      user_canceled: 30,
      driver_canceled: 20,
      company_canceled: 15,
      no_drivers_available: 15,
      draft: 10,
    });
  }
  return random.weighted({
    trip: 860,
    draft: 30,
    user_requested_cancel: 30,
    user_canceled: 40,
    company_canceled: 20,
    driver_canceled: 15,
    confirm_user_cancel: 5,
  });
}

/** A trip that runs its course; its status is wherever `now` falls on its timeline. */
function planTrip(random: Random, pickupAt: number, now: number, durationMs: number): RidePlan {
  const lead = pickupAt - now;
  if (lead > 2 * HOUR_MS) {
    const status = random.weighted(
      lead <= DAY_MS
        ? { assigned: 50, pending: 35, routing_assigned: 15 }
        : { pending: 55, assigned: 25, routing_assigned: 20 },
    );
    const plan = emptyPlan(status, pickupAt, bookingTime(random, pickupAt, now));
    if (status !== 'pending') {
      plan.withDriver = true;
      plan.assignedAt = between(random, plan.createdAt, now);
    }
    return plan;
  }
  const pickedUpAt = pickupAt + pickupLatenessMinutes(random) * MINUTE_MS + random.int(0, 59) * 1000;
  const arrivedAt = pickedUpAt - random.int(60, 420) * 1000;
  const acceptedAt = arrivedAt - random.int(6, 25) * MINUTE_MS;
  const dropoffAt = pickedUpAt + durationMs;
  const plan = emptyPlan(
    'pending',
    pickupAt,
    Math.min(bookingTime(random, pickupAt, now), acceptedAt - 10 * MINUTE_MS),
  );
  const assignedAt = between(random, plan.createdAt, acceptedAt - MINUTE_MS);
  if (now < assignedAt || (now < acceptedAt && lead <= 45 * MINUTE_MS && random.chance(0.35))) return plan;
  plan.withDriver = true;
  plan.assignedAt = assignedAt;
  if (now < acceptedAt) return { ...plan, status: 'assigned' };
  plan.acceptedAt = acceptedAt;
  if (now < arrivedAt) return { ...plan, status: 'accepted', expectedArrivalAt: arrivedAt };
  plan.arrivedAt = arrivedAt;
  if (now < pickedUpAt) return { ...plan, status: random.chance(0.25) ? 'arrived' : 'arriving' };
  plan.pickedUpAt = pickedUpAt;
  if (now < dropoffAt) return { ...plan, status: 'in_progress', expectedDropoffAt: dropoffAt };
  return { ...plan, status: 'finished', dropoffAt };
}

/** A ride that ends without a trip; the cancellation (or draft) happened before `now`. */
function planCancellation(random: Random, status: CancelStatus, pickupAt: number, now: number): RidePlan {
  const plan = emptyPlan(status, pickupAt, bookingTime(random, pickupAt, now));
  if (status === 'draft') return plan;
  const latest = Math.min(pickupAt, now);
  plan.canceledAt = between(random, plan.createdAt, Math.max(plan.createdAt, latest));
  if (status === 'no_drivers_available') {
    plan.canceledAt = Math.max(plan.createdAt, Math.min(now, pickupAt + random.int(5, 30) * MINUTE_MS));
    return plan;
  }
  const driverShare = status === 'driver_canceled' ? 1 : status === 'company_canceled' ? 0.3 : 0.45;
  if (!random.chance(driverShare)) return plan;
  plan.withDriver = true;
  if (status === 'driver_canceled' && pickupAt + 45 * MINUTE_MS < now && random.chance(0.5)) {
    // A no-show: the driver waited at the door, then cancelled.
    plan.acceptedAt = pickupAt - random.int(10, 30) * MINUTE_MS;
    plan.arrivedAt = pickupAt + random.int(-5, 10) * MINUTE_MS;
    plan.canceledAt = plan.arrivedAt + random.int(10, 20) * MINUTE_MS;
    plan.createdAt = Math.min(plan.createdAt, plan.acceptedAt - HOUR_MS);
  }
  plan.assignedAt = between(random, plan.createdAt, plan.canceledAt);
  return plan;
}

/** A ride booked for `pickupAt`, with its status and history as of `now`. */
export function planScheduledRide(
  random: Random,
  pickupAt: number,
  now: number,
  durationMs: number,
): RidePlan {
  const outcome = chooseOutcome(random, pickupAt, now);
  if (outcome === 'trip') return planTrip(random, pickupAt, now, durationMs);
  return planCancellation(random, outcome, pickupAt, now);
}

/**
 * A ride placed around `now` so it is in exactly `status`: the live part of the board, which makes sure
 * every status appears however few rides are seeded.
 */
export function planLiveRide(random: Random, status: RideStatus, now: number, durationMs: number): RidePlan {
  const lateness = () => random.int(-5, 15) * MINUTE_MS;
  const enRoute = () => random.int(6, 25) * MINUTE_MS;
  const waited = () => random.int(60, 360) * 1000;
  switch (status) {
    case 'pending':
      return planPending(random, roundTo5Minutes(now + random.int(-25, 90) * MINUTE_MS), now);
    case 'assigned':
    case 'routing_assigned': {
      const lead = status === 'assigned' ? random.int(15, 240) : random.int(180, 1800);
      const plan = planPending(random, roundTo5Minutes(now + lead * MINUTE_MS), now);
      return { ...plan, status, withDriver: true, assignedAt: between(random, plan.createdAt, now) };
    }
    case 'accepted': {
      const expectedArrivalAt = now + random.int(3, 15) * MINUTE_MS;
      const plan = planPending(random, roundTo5Minutes(expectedArrivalAt + lateness()), now);
      const acceptedAt = now - random.int(1, 10) * MINUTE_MS;
      return {
        ...plan,
        status,
        withDriver: true,
        acceptedAt,
        expectedArrivalAt,
        assignedAt: between(random, plan.createdAt, acceptedAt),
      };
    }
    case 'arriving':
    case 'arrived':
    case 'in_progress':
    case 'finished': {
      const pickedUpAt =
        status === 'finished'
          ? now - random.int(5, 150) * MINUTE_MS - durationMs
          : status === 'in_progress'
            ? now - between(random, MINUTE_MS, Math.max(2 * MINUTE_MS, durationMs - 2 * MINUTE_MS))
            : now + random.int(1, 4) * MINUTE_MS;
      const arrivedAt =
        status === 'arriving' || status === 'arrived'
          ? now - random.int(30, 360) * 1000
          : pickedUpAt - waited();
      const acceptedAt = arrivedAt - enRoute();
      const plan = planPending(random, roundTo5Minutes(pickedUpAt - lateness()), Math.min(now, acceptedAt));
      const started = status === 'in_progress' || status === 'finished';
      return {
        ...plan,
        status,
        withDriver: true,
        assignedAt: between(random, plan.createdAt, acceptedAt),
        acceptedAt,
        arrivedAt,
        pickedUpAt: started ? pickedUpAt : null,
        dropoffAt: status === 'finished' ? pickedUpAt + durationMs : null,
        expectedDropoffAt: status === 'in_progress' ? pickedUpAt + durationMs : null,
      };
    }
    case 'draft':
    case 'user_requested_cancel':
    case 'user_canceled':
    case 'confirm_user_cancel':
    case 'driver_canceled':
    case 'company_canceled':
    case 'no_drivers_available':
      return planCancellation(random, status, roundTo5Minutes(now + random.int(-180, 240) * MINUTE_MS), now);
  }
}

function planPending(random: Random, pickupAt: number, bookedBefore: number): RidePlan {
  return emptyPlan('pending', pickupAt, bookingTime(random, pickupAt, bookedBefore));
}

/** What a ride becomes when no driver can take it: still waiting for one. */
export function withoutDriver(plan: RidePlan): RidePlan {
  return emptyPlan('pending', plan.pickupAt, plan.createdAt);
}
