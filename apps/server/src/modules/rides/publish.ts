import { type RideActionPayload, type RideEventType, rideActionType } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import {
  loadRideDetail,
  loadRideRows,
  OPERATOR_VIEWER,
  ridePayloads,
  rideViewerOf,
  toFleetView,
} from './views';

/** One committed change of a ride, as the sockets hear of it. */
export interface RideChange {
  rideId: number;
  event: RideEventType;
  /** The ride's fleet before and after: a fleet that lost the ride hears `ride: null`. */
  fleetBefore: number | null;
  fleetAfter: number | null;
}

/**
 * Sends each committed ride change to the sockets allowed to see it: staff get the row (billing
 * content only for holders of its key), the ride's fleet gets the fleet view, and a fleet that just
 * lost the ride hears `ride: null`.
 */
export function createPublisher(db: DbOrTx, realtime: Realtime) {
  return async function publish(changes: readonly RideChange[]): Promise<void> {
    if (changes.length === 0) return;
    const ids = [...new Set(changes.map((c) => c.rideId))];
    const rows = new Map((await loadRideRows(db, ids, OPERATOR_VIEWER)).map((r) => [r.id, r]));
    for (const change of changes) {
      const ride = rows.get(change.rideId) ?? null;
      const type = rideActionType(change.event);
      const payload: RideActionPayload = { ride_id: change.rideId, event: change.event, ride };
      realtime.emitRide(type, ridePayloads(payload), {
        fleetId: change.fleetAfter,
        companyId: ride?.company_id ?? null,
      });
      if (change.fleetBefore !== null && change.fleetBefore !== change.fleetAfter) {
        realtime.emitToFleet(type, { ...payload, ride: null }, change.fleetBefore);
      }
    }
  };
}

/**
 * The ride as the caller sees it after their change. A fleet user whose own change took the ride out
 * of the fleet (a revive) still gets the fleet view of that result: they had the ride a moment ago.
 */
export async function loadRideFor(db: DbOrTx, id: number, caller: Caller) {
  const ride =
    (await loadRideDetail(db, id, rideViewerOf(caller))) ??
    (caller.isFleet ? await loadRideDetail(db, id, OPERATOR_VIEWER).then((r) => r && toFleetView(r)) : null);
  if (!ride) throw notFound('Ride');
  return ride;
}
