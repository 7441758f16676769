import { DRIVER_HELD_STATUSES } from '@fleetdesk/contract';
import { and, between, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { driverLocations, rides } from './schema';

/**
 * The rides their drivers still have to work through, picking up in [from, to], with each driver's last
 * position: what the demo simulator drives and what the late-pickup prediction plans. `extra` adds the
 * columns only one of them needs.
 */
export function selectHeldRides<Extra extends SelectedFields>(
  db: DbOrTx,
  window: { from: Date; to: Date },
  extra: Extra,
) {
  return db
    .select({
      id: rides.id,
      status: rides.status,
      driverId: rides.driverId,
      pickupAt: rides.pickupAt,
      start: { lat: rides.startLat, lon: rides.startLon },
      destination: { lat: rides.destinationLat, lon: rides.destinationLon },
      driverLat: driverLocations.lat,
      driverLon: driverLocations.lon,
      ...extra,
    })
    .from(rides)
    .leftJoin(driverLocations, eq(driverLocations.driverId, rides.driverId))
    .where(
      and(
        inArray(rides.status, [...DRIVER_HELD_STATUSES]),
        isNotNull(rides.driverId),
        between(rides.pickupAt, window.from, window.to),
      ),
    );
}
