import type { LatLon } from '../../apps/server/src/db/seed/geo';
import { randomDriverSpot, randomTripAddress } from '../../apps/server/src/db/seed/places';
import { createRandom, type Random } from '../../apps/server/src/db/seed/random';
import { HOUR_CHOICES } from '../../apps/server/src/db/seed/schedule';

/**
 * The benchmark's simulated New York day, the same every run (seeded): drivers waiting where the demo's
 * drivers wait, rides between the demo's trip addresses with the demo's hourly rhythm, each booked some
 * time ahead. What the day adds to the demo simulator's rules, so that lateness has causes to find
 * (decision 152): a driver sometimes sets off late, traffic makes each drive slower or faster than the
 * router says, and some phones go silent for a while.
 */

const MINUTE = 60_000;

export interface DayRide {
  id: number;
  pickupAt: number;
  bookedAt: number;
  start: LatLon;
  destination: LatLon;
  /** Minutes the driver sets off later than the simulator's own rule would (0 for most rides). */
  setOffDelayMs: number;
}

export interface DayDriver {
  id: number;
  home: LatLon;
  /** A stretch of the day when the phone sends nothing (null: always on). */
  outage: { from: number; to: number } | null;
}

export interface DaySetup {
  drivers: number;
  rides: number;
  /** Virtual midnight of the day (UTC ms). */
  midnight: number;
}

export interface Day {
  drivers: DayDriver[];
  rides: DayRide[];
  /** Each drive's duration against the router's: drawn once per ride and leg, so a replay is repeatable. */
  traffic(rideId: number, leg: 'pickup' | 'dropoff'): number;
}

/** Roughly log-normal around 1.1: most drives close to the router's time, some much slower. */
function trafficFactor(random: Random): number {
  const u = Math.max(random.next(), 1e-9);
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
  return Math.min(Math.max(Math.exp(0.1 + 0.25 * normal), 0.7), 2.5);
}

export function buildDay(setup: DaySetup): Day {
  const random = createRandom('bench-late-risk');
  const drivers: DayDriver[] = Array.from({ length: setup.drivers }, (_, i) => {
    const silent = random.chance(0.1);
    const from = setup.midnight + random.int(6 * 60, 20 * 60) * MINUTE;
    return {
      id: i + 1,
      home: randomDriverSpot(random),
      outage: silent ? { from, to: from + random.int(10, 40) * MINUTE } : null,
    };
  });
  const rides: DayRide[] = Array.from({ length: setup.rides }, (_, i) => {
    const minutes = random.weightedItem(HOUR_CHOICES) * 60 + random.int(0, 59);
    const pickupAt = setup.midnight + Math.floor(minutes / 5) * 5 * MINUTE;
    // Half booked 20 minutes ahead (the demo's new rides), half an hour to three hours ahead.
    const leadMinutes = random.chance(0.5) ? 20 : random.int(30, 180);
    const start = randomTripAddress(random);
    const destination = randomTripAddress(random);
    return {
      id: i + 1,
      pickupAt,
      bookedAt: pickupAt - leadMinutes * MINUTE,
      start: { lat: start.lat, lon: start.lon },
      destination: { lat: destination.lat, lon: destination.lon },
      setOffDelayMs: random.chance(0.15) ? random.int(2, 20) * MINUTE : 0,
    };
  });
  rides.sort((a, b) => a.bookedAt - b.bookedAt || a.id - b.id);
  const factors = new Map<string, number>();
  for (const ride of rides) {
    factors.set(`${ride.id}:pickup`, trafficFactor(random));
    factors.set(`${ride.id}:dropoff`, trafficFactor(random));
  }
  return { drivers, rides, traffic: (rideId, leg) => factors.get(`${rideId}:${leg}`) ?? 1 };
}
