import {
  COMPANY_AFFILIATE_ACTION,
  type CompanyAffiliatePayload,
  type Ride,
  type RideActionPayload,
  type RideEventType,
  rideActionType,
} from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { FileLinks } from '../../platform/adapters/storage';
import type { Caller } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import {
  loadRideDetail,
  loadRideRows,
  operatorViewer,
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
  /** The ride's company before, when the change could move it (an edit): another one raises company_affiliate. */
  companyBefore?: number;
}

/** Where a request found a ride (its first change) and where it left it. */
interface Move {
  fleetBefore: number | null;
  fleetAfter: number | null;
  companyBefore: number;
}

function movesOf(changes: readonly RideChange[], rows: ReadonlyMap<number, Ride>): Map<number, Move> {
  const moves = new Map<number, Move>();
  for (const change of changes) {
    const ride = rows.get(change.rideId);
    if (!ride) continue;
    const first = moves.get(change.rideId);
    moves.set(change.rideId, {
      fleetBefore: first ? first.fleetBefore : change.fleetBefore,
      fleetAfter: change.fleetAfter,
      companyBefore: first ? first.companyBefore : (change.companyBefore ?? ride.company_id),
    });
  }
  return moves;
}

/**
 * company_affiliate (spec 1 §4): a ride changed company or affiliate (fleet). Staff, the new company and
 * the new fleet get the ride as they may see it; the company and fleet it left get `ride: null`.
 */
function announceMove(realtime: Realtime, ride: Ride, move: Move) {
  const fleetMoved = move.fleetBefore !== move.fleetAfter;
  const companyMoved = move.companyBefore !== ride.company_id;
  if (!fleetMoved && !companyMoved) return;
  const payload: CompanyAffiliatePayload = { ride_id: ride.id, ride };
  realtime.emitRide(COMPANY_AFFILIATE_ACTION, ridePayloads(payload), {
    fleetId: move.fleetAfter,
    companyId: ride.company_id,
  });
  const gone = { ...payload, ride: null };
  if (fleetMoved && move.fleetBefore !== null)
    realtime.emitToFleet(COMPANY_AFFILIATE_ACTION, gone, move.fleetBefore);
  if (companyMoved) realtime.emitToCompany(COMPANY_AFFILIATE_ACTION, gone, move.companyBefore);
}

/**
 * Sends each committed ride change to the sockets allowed to see it: staff get the row (billing
 * content only for holders of its key), the ride's fleet gets the fleet view, and a fleet that just
 * lost the ride hears `ride: null`. A ride that changed company or fleet is announced once more as
 * company_affiliate, for the lists that follow who a ride belongs to.
 */
export function createPublisher(db: DbOrTx, realtime: Realtime, fileLinks: FileLinks) {
  return async function publish(changes: readonly RideChange[]): Promise<void> {
    if (changes.length === 0) return;
    const ids = [...new Set(changes.map((c) => c.rideId))];
    const rows = new Map((await loadRideRows(db, ids, operatorViewer(fileLinks))).map((r) => [r.id, r]));
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
    for (const [rideId, move] of movesOf(changes, rows)) {
      announceMove(realtime, rows.get(rideId) as Ride, move);
    }
  };
}

/**
 * The ride as the caller sees it after their change. A fleet user whose own change took the ride out
 * of the fleet (a revive) still gets the fleet view of that result: they had the ride a moment ago.
 */
export async function loadRideFor(db: DbOrTx, fileLinks: FileLinks, id: number, caller: Caller) {
  const ride =
    (await loadRideDetail(db, id, rideViewerOf(caller, fileLinks))) ??
    (caller.isFleet
      ? await loadRideDetail(db, id, operatorViewer(fileLinks)).then((r) => r && toFleetView(r))
      : null);
  if (!ride) throw notFound('Ride');
  return ride;
}
