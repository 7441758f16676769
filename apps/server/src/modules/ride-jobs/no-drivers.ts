import { everyMinute, type JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { applyChange } from '../ride-actions/change';
import { lockRide } from '../ride-actions/queries';
import { createPublisher, type RideChange } from '../rides/publish';
import { claimUnassignedOverdueRide, findUnassignedOverdueRideIds } from './queries';

export const EXPIRE_UNASSIGNED_JOB = 'rides.expire-unassigned';
/** The ride's log line, worded as the demo's history words it. */
export const NO_DRIVER_EVENT_BODY = 'No driver accepted the ride in time';
const BATCH_SIZE = 200;
/** Written by the system: no admin, no address. */
const SYSTEM = { adminId: null };

type ExpireDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>;

/**
 * Moves every pending ride of a non-broker company that no driver took `afterMinutes` after its pickup
 * time to no_drivers_available (a broker ride is left alone: its broker would still count it as ours): one transaction per ride under its row lock, with its log line, an audit row by
 * the system and the `no_drivers_available` event. Running it twice (or on two servers) moves each
 * ride once: the conditions are checked again under the lock. Returns the ids it moved.
 */
export async function expireUnassignedRides(
  { db, realtime, fileLinks }: ExpireDeps,
  afterMinutes: number,
  now = new Date(),
): Promise<number[]> {
  const publish = createPublisher(db, realtime, fileLinks);
  const cutoff = new Date(now.getTime() - afterMinutes * 60_000);
  const moved: number[] = [];
  let afterId = 0;
  for (;;) {
    const ids = await findUnassignedOverdueRideIds(db, { cutoff, afterId, limit: BATCH_SIZE });
    if (ids.length === 0) break;
    afterId = ids[ids.length - 1] as number;
    const changes: RideChange[] = [];
    for (const id of ids) {
      const changed = await db.transaction(async (tx) => {
        // Skipped, not awaited, when locked: a dispatcher may be assigning it this very moment.
        if (!(await claimUnassignedOverdueRide(tx, id, cutoff))) return [];
        const ride = await lockRide(tx, id);
        if (!ride) return [];
        const result = await applyChange({ tx, caller: SYSTEM }, ride, {
          patch: { status: 'no_drivers_available' },
          eventType: 'no_drivers_available',
          body: NO_DRIVER_EVENT_BODY,
          auditAction: 'ride.no_drivers_available',
          realtime: ['no_drivers_available'],
        });
        return result.changes;
      });
      changes.push(...changed);
    }
    await publish(changes);
    moved.push(...changes.map((c) => c.rideId));
    if (ids.length < BATCH_SIZE) break;
  }
  return moved;
}

/** Every minute, so a ride is marked at most a minute after its wait ran out. */
export const expireUnassignedJob = (deps: ExpireDeps, afterMinutes: number): JobDefinition<object> =>
  everyMinute(EXPIRE_UNASSIGNED_JOB, () => expireUnassignedRides(deps, afterMinutes));
