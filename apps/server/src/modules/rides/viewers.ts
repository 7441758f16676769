import { type RideActionPayload, type RideEventType, rideActionType } from '@fleetdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rides, rideViewers } from '../../db/schema';
import type { Caller } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import { loadRideRows, toFleetView } from './views';

const STAFF = { isFleet: false, fleetId: null, adminId: null } as const;

/**
 * Who has a ride open. Opening (again) refreshes the caller's time, leaving removes it; both tell the
 * other staff with agent_assigned / agent_removed and the viewing list now; the ride's fleet hears the
 * events without names (fleet users never see viewers). Presence is not a change of the ride: no log
 * line, no audit row (docs/decisions.md).
 */
export function createViewers(db: Db, realtime: Realtime) {
  async function announce(rideId: number, event: RideEventType) {
    const [ride] = await loadRideRows(db, [rideId], STAFF);
    if (!ride) throw notFound('Ride');
    const staff: RideActionPayload = { ride_id: rideId, event, ride, admins: ride.admins };
    const fleet: RideActionPayload = { ride_id: rideId, event, ride: toFleetView(ride), admins: [] };
    realtime.emitRide(rideActionType(event), staff, ride.fleet_id, fleet);
    return { admins: ride.admins };
  }

  return {
    async open(caller: Caller, rideId: number) {
      const [exists] = await db.select({ id: rides.id }).from(rides).where(eq(rides.id, rideId));
      if (!exists) throw notFound('Ride');
      await db
        .insert(rideViewers)
        .values({ rideId, adminId: caller.adminId })
        .onConflictDoUpdate({
          target: [rideViewers.rideId, rideViewers.adminId],
          set: { openedAt: sql`now()` },
        });
      return announce(rideId, 'agent_assigned');
    },

    async leave(caller: Caller, rideId: number) {
      await db
        .delete(rideViewers)
        .where(and(eq(rideViewers.rideId, rideId), eq(rideViewers.adminId, caller.adminId)));
      return announce(rideId, 'agent_removed');
    },
  };
}
