import type { RideStatus } from '@fleetdesk/contract';
import { and, asc, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, driverLocations, rides } from '../../db/schema';

/** Rides the simulator drives: a driver is on them, now or soon. */
const SIMULATED_STATUSES: RideStatus[] = ['assigned', 'accepted', 'arriving', 'arrived', 'in_progress'];

/** The rides underway around now, with where their driver is; the nearest pickups first. */
export async function findRidesToDrive(
  db: DbOrTx,
  now: Date,
  window: { pastMs: number; aheadMs: number; max: number },
) {
  return db
    .select({
      id: rides.id,
      status: rides.status,
      driverId: rides.driverId,
      pickupAt: rides.pickupAt,
      arrivedAt: rides.arrivedAt,
      start: { lat: rides.startLat, lon: rides.startLon },
      destination: { lat: rides.destinationLat, lon: rides.destinationLon },
      driverLat: driverLocations.lat,
      driverLon: driverLocations.lon,
    })
    .from(rides)
    .leftJoin(driverLocations, eq(driverLocations.driverId, rides.driverId))
    .where(
      and(
        inArray(rides.status, SIMULATED_STATUSES),
        isNotNull(rides.driverId),
        between(
          rides.pickupAt,
          new Date(now.getTime() - window.pastMs),
          new Date(now.getTime() + window.aheadMs),
        ),
      ),
    )
    .orderBy(asc(rides.pickupAt))
    .limit(window.max);
}

/** The operator's first super admin: ride changes the simulator makes are theirs in the log. */
export async function findSimulatorAdmin(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.superAdmin, true), eq(admins.status, 'active')))
    .orderBy(asc(admins.id))
    .limit(1);
  return row?.id ?? null;
}
