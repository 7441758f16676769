import { DRIVER_HELD_STATUSES, decodePolyline, type RideStatus } from '@fleetdesk/contract';
import type { LateRiskReason } from '@fleetdesk/contract/endpoints/lateRisk';
import { haversineMiles, type LatLon } from '../../apps/server/src/db/seed/geo';
import { predictRides } from '../../apps/server/src/modules/late-risk/predict';
import {
  legTimerOf,
  PREDICTION_HORIZON_MS,
  riskSettingsOf,
} from '../../apps/server/src/modules/late-risk/service';
import {
  currentRidePerDriver,
  dueStep,
  type Leg,
  legSpeed,
  pointAlong,
  STEP_STATUS,
} from '../../apps/server/src/modules/simulator/rules';
import { SIMULATOR_TICK_MS } from '../../apps/server/src/modules/simulator/simulator';
import type { Router } from '../../apps/server/src/platform/adapters/routing';
import type { Day, DayRide } from './day';

/**
 * The demo simulator's day on a virtual clock: each tick does what the simulator's tick does (drive each
 * driver's current ride along its routed leg, step the ride En route → On Location → Pickup → Dropoff
 * by the simulator's own `dueStep`), with the booking and assignment of the simulator's new rides
 * (nearest driver without a ride underway). At 15 minutes before each pickup the late-risk model
 * predicts the ride from what the server would know then: the phones' last positions and the rides.
 */

const MINUTE = 60_000;
/** The simulator drives rides whose pickup is in this window around now (simulator.ts WINDOW). */
const DRIVEN_WINDOW = { pastMs: 3 * 3_600_000, aheadMs: 2 * 3_600_000 };
export const LOOKAHEAD_MS = 15 * MINUTE;

interface SimRide extends DayRide {
  status: RideStatus;
  driverId: number | null;
  arrivedAt: number | null;
  rideSeconds: number;
}

export interface Judged {
  rideId: number;
  pickupAt: number;
  /** What the model said 15 minutes before the pickup; null when the driver was already there. */
  predicted: { atRisk: boolean; reason: LateRiskReason | null; minutesLate: number | null } | null;
  /** When the driver reached the pickup (On Location); null if never that day. */
  arrivedAt: number | null;
}

const isUnderway = (status: RideStatus) => (DRIVER_HELD_STATUSES as readonly string[]).includes(status);

export async function replayDay(day: Day, router: Router, midnight: number, thresholdMinutes: number) {
  const settings = riskSettingsOf(thresholdMinutes);
  const timeLegs = legTimerOf(router);
  const positions = new Map(day.drivers.map((d) => [d.id, d.home]));
  const phones = new Map<number, (LatLon & { at: number }) | null>(day.drivers.map((d) => [d.id, null]));
  const rides: SimRide[] = [];
  const judged = new Map<number, Judged>();
  const legs = new Map<string, Leg & { durationMs: number }>();
  let booking = 0;

  async function legOf(ride: SimRide, kind: 'pickup' | 'dropoff', from: LatLon, to: LatLon, now: number) {
    const key = `${ride.id}:${kind}`;
    const known = legs.get(key);
    if (known) return known;
    const route = await router.route([from, to]);
    const leg = {
      points: decodePolyline(route.polyline),
      // The simulator's pace, slowed or sped up by this drive's traffic.
      speed: legSpeed(route.distance_miles, route.duration_s) / day.traffic(ride.id, kind),
      startedAt: now,
      durationMs: route.duration_s * 1000,
    };
    legs.set(key, leg);
    return leg;
  }

  /** The simulator's assignment: the nearest driver with no ride underway (else the nearest at all). */
  function assign(ride: SimRide) {
    const busy = new Set(rides.filter((r) => isUnderway(r.status)).map((r) => r.driverId));
    const nearest = (candidates: number[]) =>
      candidates.sort(
        (a, b) =>
          haversineMiles(positions.get(a) as LatLon, ride.start) -
          haversineMiles(positions.get(b) as LatLon, ride.start),
      )[0] ?? null;
    const all = day.drivers.map((d) => d.id);
    ride.driverId = nearest(all.filter((id) => !busy.has(id))) ?? nearest(all);
    ride.status = 'assigned';
  }

  async function book(now: number) {
    while (booking < day.rides.length && (day.rides[booking] as DayRide).bookedAt <= now) {
      const planned = day.rides[booking++] as DayRide;
      const estimate = await router.route([planned.start, planned.destination]);
      const ride: SimRide = {
        ...planned,
        status: 'pending',
        driverId: null,
        arrivedAt: null,
        rideSeconds: estimate.duration_s,
      };
      rides.push(ride);
      assign(ride);
    }
  }

  /** simulator.ts driveRide, in memory. */
  async function driveRide(ride: SimRide, now: number) {
    const driverId = ride.driverId as number;
    const here = positions.get(driverId) as LatLon;
    const leg =
      ride.status === 'in_progress'
        ? await legOf(ride, 'dropoff', ride.start, ride.destination, now)
        : await legOf(ride, 'pickup', here, ride.start, now);
    let legDone = false;
    if (ride.status === 'accepted' || ride.status === 'in_progress') {
      const at = pointAlong(leg.points, (leg.speed * (now - leg.startedAt)) / 1000);
      legDone = at.done;
      positions.set(driverId, { lat: at.lat, lon: at.lon });
    } else if (ride.status !== 'assigned') {
      positions.set(driverId, ride.start);
    }
    // A driver who sets off late acts as the simulator's driver would that much earlier in the day.
    const clock = ride.status === 'assigned' ? now - ride.setOffDelayMs : now;
    const step = dueStep(
      { status: ride.status, pickupAt: ride.pickupAt, arrivedAt: ride.arrivedAt },
      { legDone, driveMs: leg.durationMs },
      clock,
    );
    if (!step) return;
    ride.status = STEP_STATUS[step];
    if (step === 'on_location') ride.arrivedAt = now;
    if (step === 'en_route' || step === 'pickup') legs.delete(`${ride.id}:pickup`);
  }

  async function judge(ride: SimRide, now: number) {
    if (ride.status !== 'assigned' && ride.status !== 'accepted') {
      judged.set(ride.id, { rideId: ride.id, pickupAt: ride.pickupAt, predicted: null, arrivedAt: null });
      return;
    }
    const driverRides = rides.filter(
      (r) =>
        r.driverId === ride.driverId && isUnderway(r.status) && r.pickupAt <= now + PREDICTION_HORIZON_MS,
    );
    const [prediction] = (
      await predictRides(
        [
          {
            driverId: ride.driverId as number,
            position: phones.get(ride.driverId as number) ?? null,
            rides: driverRides,
          },
        ],
        timeLegs,
        now,
        settings,
      )
    ).filter((p) => p.rideId === ride.id);
    judged.set(ride.id, {
      rideId: ride.id,
      pickupAt: ride.pickupAt,
      predicted: prediction
        ? { atRisk: prediction.atRisk, reason: prediction.reason, minutesLate: prediction.minutesLate }
        : null,
      arrivedAt: null,
    });
  }

  const end = midnight + 27 * 3_600_000;
  for (let now = midnight; now < end; now += SIMULATOR_TICK_MS) {
    await book(now);
    // Nearest pickups first, as the simulator's query sorts them (currentRidePerDriver keeps the first).
    const window = rides
      .filter(
        (r) =>
          isUnderway(r.status) &&
          r.pickupAt >= now - DRIVEN_WINDOW.pastMs &&
          r.pickupAt <= now + DRIVEN_WINDOW.aheadMs,
      )
      .sort((a, b) => a.pickupAt - b.pickupAt);
    for (const ride of currentRidePerDriver(window)) await driveRide(ride, now);
    for (const driver of day.drivers) {
      const silent = driver.outage && now >= driver.outage.from && now < driver.outage.to;
      if (!silent) phones.set(driver.id, { ...(positions.get(driver.id) as LatLon), at: now });
    }
    for (const ride of rides)
      if (!judged.has(ride.id) && now >= ride.pickupAt - LOOKAHEAD_MS) await judge(ride, now);
    if (booking === day.rides.length && rides.every((r) => !isUnderway(r.status))) break;
  }
  const arrivals = new Map(rides.map((r) => [r.id, r.arrivedAt]));
  return [...judged.values()].map((j) => ({ ...j, arrivedAt: arrivals.get(j.rideId) ?? null }));
}
