import type { DbOrTx } from '../client';
import { driverLocationHistory, driverLocations } from '../schema';
import { insertBatched } from './batch';
import type { BusyTrip } from './driver-pool';
import type { SeedDriver } from './drivers';
import { bearingDegrees, haversineMiles, interpolate, type LatLon, round6 } from './geo';
import { randomDriverSpot } from './places';
import { createRandom, type Random } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './ride-plan';

/** Where a driver was at a moment of their trip; positions in between are interpolated. */
interface Keyframe {
  at: number;
  point: LatLon;
}

const GPS_INTERVAL_MS = 45_000;
const MAX_TRAIL_MS = 40 * MINUTE_MS;

function positionAt(keyframes: readonly Keyframe[], at: number): LatLon {
  const first = keyframes[0] as Keyframe;
  if (at <= first.at) return first.point;
  for (let i = 1; i < keyframes.length; i++) {
    const from = keyframes[i - 1] as Keyframe;
    const to = keyframes[i] as Keyframe;
    if (at <= to.at)
      return interpolate(from.point, to.point, to.at === from.at ? 1 : (at - from.at) / (to.at - from.at));
  }
  return (keyframes[keyframes.length - 1] as Keyframe).point;
}

/** The driver's route for a trip in motion: from where they accepted it, to the rider, to the destination. */
function tripKeyframes(random: Random, trip: BusyTrip, now: number): Keyframe[] {
  const { plan, start, destination } = trip;
  const spot = randomDriverSpot(random);
  // Start about a mile and a half from the pickup, heading in from a point on land.
  const origin = interpolate(start, spot, Math.min(1, 1.5 / Math.max(0.1, haversineMiles(start, spot))));
  const acceptedAt = plan.acceptedAt ?? now - 10 * MINUTE_MS;
  const arrivedAt = plan.arrivedAt ?? plan.expectedArrivalAt ?? now + 5 * MINUTE_MS;
  const frames: Keyframe[] = [
    { at: acceptedAt, point: origin },
    { at: arrivedAt, point: start },
  ];
  if (plan.pickedUpAt !== null) {
    frames.push({ at: plan.pickedUpAt, point: start });
    frames.push({ at: plan.expectedDropoffAt ?? now + 10 * MINUTE_MS, point: destination });
  }
  return frames;
}

type LocationRow = typeof driverLocations.$inferInsert;
type HistoryRow = typeof driverLocationHistory.$inferInsert;

function atPoint(point: LatLon, toward: LatLon, at: number) {
  return { lat: round6(point.lat), lon: round6(point.lon), heading: bearingDegrees(point, toward), at };
}

/**
 * Current positions for every driver (fresh for online drivers, old for offline ones), and a GPS trail for
 * each driver on a ride in motion.
 */
export async function insertDriverLocations(
  db: DbOrTx,
  drivers: readonly SeedDriver[],
  busy: ReadonlyMap<number, BusyTrip>,
  now: Date,
): Promise<{ locations: number; history: number }> {
  const random = createRandom('locations');
  const nowMs = now.getTime();
  const locations: LocationRow[] = [];
  const history: HistoryRow[] = [];
  for (const driver of drivers) {
    const trip = busy.get(driver.id);
    if (trip) {
      const frames = tripKeyframes(random, trip, nowMs);
      const seenAt = nowMs - random.int(2, 40) * 1000;
      const here = positionAt(frames, seenAt);
      const next = positionAt(frames, seenAt + MINUTE_MS);
      const current = atPoint(here, next, seenAt);
      locations.push({
        driverId: driver.id,
        lat: current.lat,
        lon: current.lon,
        heading: current.heading,
        updatedAt: new Date(seenAt),
      });
      const firstFrame = frames[0] as Keyframe;
      for (let at = Math.max(firstFrame.at, seenAt - MAX_TRAIL_MS); at < seenAt; at += GPS_INTERVAL_MS) {
        const point = positionAt(frames, at);
        const fix = atPoint(point, positionAt(frames, at + GPS_INTERVAL_MS), at);
        history.push({
          driverId: driver.id,
          lat: fix.lat,
          lon: fix.lon,
          heading: fix.heading,
          recordedAt: new Date(at),
        });
      }
      continue;
    }
    const spot = randomDriverSpot(random);
    // A few online drivers have a stale fix (over 2 minutes), which the ride detail points out.
    const age = driver.online
      ? random.chance(0.06)
        ? random.int(3, 12) * MINUTE_MS
        : random.int(5, 150) * 1000
      : random.int(1 * HOUR_MS, 14 * DAY_MS);
    locations.push({
      driverId: driver.id,
      lat: spot.lat,
      lon: spot.lon,
      heading: random.int(0, 359),
      updatedAt: new Date(nowMs - age),
    });
  }
  await insertBatched(db, driverLocations, locations);
  await insertBatched(db, driverLocationHistory, history);
  return { locations: locations.length, history: history.length };
}
