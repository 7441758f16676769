import { type RideActionPayload, type RideEventType, rideActionType } from '@fleetdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rides, rideViewers } from '../../db/schema';
import type { FileLinks } from '../../platform/adapters/storage';
import type { Caller } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import { loadRideRows, operatorViewer, reachCondition, ridePayloads, rideViewerOf } from './views';

/**
 * Who has a ride open. Opening (again) refreshes the caller's time, leaving removes it; both tell the
 * other staff with agent_assigned / agent_removed and the viewing list now; the ride's fleet hears the
 * events without names (fleet users never see viewers). Presence is not a change of the ride: no log
 * line, no audit row (docs/decisions.md).
 */
export function createViewers(db: Db, realtime: Realtime, fileLinks: FileLinks) {
  async function announce(rideId: number, event: RideEventType) {
    const [ride] = await loadRideRows(db, [rideId], operatorViewer(fileLinks));
    if (!ride) throw notFound('Ride');
    const payload: RideActionPayload = { ride_id: rideId, event, ride, admins: ride.admins };
    realtime.emitRide(rideActionType(event), ridePayloads(payload), {
      fleetId: ride.fleet_id,
      companyId: ride.company_id,
    });
    return { admins: ride.admins };
  }

  /** A ride out of the caller's reach is answered as missing: its viewers are not theirs to see. */
  async function assertInReach(caller: Caller, rideId: number) {
    const [ride] = await db
      .select({ id: rides.id })
      .from(rides)
      .where(and(eq(rides.id, rideId), reachCondition(rideViewerOf(caller, fileLinks))));
    if (!ride) throw notFound('Ride');
  }

  return {
    async open(caller: Caller, rideId: number) {
      await assertInReach(caller, rideId);
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
      await assertInReach(caller, rideId);
      await db
        .delete(rideViewers)
        .where(and(eq(rideViewers.rideId, rideId), eq(rideViewers.adminId, caller.adminId)));
      return announce(rideId, 'agent_removed');
    },
  };
}
