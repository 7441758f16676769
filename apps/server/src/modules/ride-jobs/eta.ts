import { STALE_GPS_MINUTES } from '@fleetdesk/contract';
import { everyMinute, type JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { createPublisher } from '../rides/publish';
import { findRidesHeadingToPickup, type RideHeadingToPickup, storeEtas } from './queries';

export const REFRESH_ETAS_JOB = 'rides.refresh-etas';

/** Rides per routing call: sources + destinations stay within OSRM's default table limit of 100. */
const ETA_BATCH_SIZE = 50;
/**
 * A smaller move of the ETA or of the expected arrival is GPS noise: storing and announcing it would
 * only churn every screen.
 */
export const MIN_ETA_CHANGE_SECONDS = 60;
/** Pickups this far from now: a ride booked for next week has no "driver on the way" yet. */
const ETA_WINDOW_MS = 12 * 3_600_000;

type EtaDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'router' | 'fileLinks'>;

/**
 * Recomputes the driver → pickup ETA of every ride whose driver is on the way and has a fresh position,
 * stores the ones that moved by a minute or more, with `now` as the moment they count from, and raises
 * `eta_updated` for them. Returns their ids.
 */
export async function refreshRideEtas(
  { db, realtime, router, fileLinks }: EtaDeps,
  now = new Date(),
): Promise<number[]> {
  const publish = createPublisher(db, realtime, fileLinks);
  const freshSince = new Date(now.getTime() - STALE_GPS_MINUTES * 60_000);
  const from = new Date(now.getTime() - ETA_WINDOW_MS);
  const to = new Date(now.getTime() + ETA_WINDOW_MS);
  const updated: number[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await findRidesHeadingToPickup(db, {
      freshSince,
      from,
      to,
      afterId,
      limit: ETA_BATCH_SIZE,
    });
    if (batch.length === 0) break;
    afterId = (batch[batch.length - 1] as RideHeadingToPickup).id;
    const table = await router.table(
      batch.map((r) => r.driverAt),
      batch.map((r) => r.pickup),
    );
    // Each ride's driver is source i and its pickup destination i: the matrix diagonal.
    const etas = batch
      .map((ride, i) => ({ ride, eta: Math.round(table.durations_s[i]?.[i] ?? Number.NaN) }))
      .filter(({ ride, eta }) => Number.isFinite(eta) && hasMoved(ride, eta, now))
      .map(({ ride, eta }) => ({ id: ride.id, driverId: ride.driverId, eta }));
    const stored = await storeEtas(db, etas, now, MIN_ETA_CHANGE_SECONDS);
    await publish(
      stored.map((r) => ({
        rideId: r.id,
        event: 'eta_updated',
        fleetBefore: r.fleetId,
        fleetAfter: r.fleetId,
      })),
    );
    updated.push(...stored.map((r) => r.id));
    if (batch.length < ETA_BATCH_SIZE) break;
  }
  return updated;
}

/**
 * Whether a fresh ETA is worth storing: the seconds to go moved, or the expected arrival did (a driver
 * standing still keeps the same ETA while the moment they can arrive slips, and lateness reads that
 * moment). Either way what the stored pair says is never more than a minute off.
 */
function hasMoved(stored: Pick<RideHeadingToPickup, 'eta' | 'etaComputedAt'>, eta: number, now: Date) {
  if (stored.eta === null || stored.etaComputedAt === null) return true;
  const arrivalShiftSeconds = (now.getTime() - stored.etaComputedAt.getTime()) / 1000 + eta - stored.eta;
  return (
    Math.abs(stored.eta - eta) >= MIN_ETA_CHANGE_SECONDS ||
    Math.abs(arrivalShiftSeconds) >= MIN_ETA_CHANGE_SECONDS
  );
}

/** Every minute: the pace at which drivers' positions make an ETA worth showing again. */
export const refreshEtasJob = (deps: EtaDeps): JobDefinition<object> =>
  everyMinute(REFRESH_ETAS_JOB, () => refreshRideEtas(deps));
