import type { Ride, RideDetail } from '@fleetdesk/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides } from '../../db/schema';
import type { Caller } from '../../platform/auth/context';
import { selectRideEvents, selectRideRows } from './queries';
import { toRide, toRideEvent } from './serialize';

/** Whose eyes a ride is shaped for: fleet users see only their fleet's rides, without prices. */
export interface RideViewer {
  isFleet: boolean;
  fleetId: number | null;
  adminId: number | null;
}

export const rideViewerOf = (caller: Caller): RideViewer => ({
  isFleet: caller.isFleet,
  fleetId: caller.isFleet ? caller.fleetId : null,
  adminId: caller.adminId,
});

/** What a fleet room may see of a ride (realtime payloads to `fleet:<id>` use this). */
export const fleetRoomViewer = (fleetId: number): RideViewer => ({ isFleet: true, fleetId, adminId: null });

/**
 * Fleet users see what the driver earns, not what the ride costs or what the broker pays, and not
 * which staff have the ride open.
 */
export function toFleetView<R extends Ride>(ride: R): R {
  return {
    ...ride,
    ride_price: null,
    vendor_amount: null,
    payment_fee: null,
    amount_charged: null,
    billing_note: null,
    admins: [],
  };
}

export const viewRide = <R extends Ride>(ride: R, viewer: RideViewer): R =>
  viewer.isFleet ? toFleetView(ride) : ride;

/**
 * The SQL limit a viewer is under. A fleet user without a fleet (impossible by the admins check
 * constraint) would match no ride rather than every ride.
 */
export function fleetCondition(viewer: RideViewer): SQL | undefined {
  if (!viewer.isFleet) return undefined;
  return viewer.fleetId === null ? sql`false` : eq(rides.fleetId, viewer.fleetId);
}

/** One ride with its log as the viewer may see it; null when missing or outside the viewer's fleet. */
export async function loadRideDetail(db: DbOrTx, id: number, viewer: RideViewer): Promise<RideDetail | null> {
  const [row] = await selectRideRows(db, { where: and(eq(rides.id, id), fleetCondition(viewer)) });
  if (!row) return null;
  const events = await selectRideEvents(db, id);
  return viewRide({ ...toRide(row), events: events.map(toRideEvent) }, viewer);
}

/**
 * List rows for these ids (in the order given; ids missing or out of scope are left out). A named
 * prepared statement: the nine-table join costs more to plan (5–15 ms) than to run for a page, and
 * each connection plans it once.
 */
export async function loadRideRows(db: DbOrTx, ids: number[], viewer: RideViewer): Promise<Ride[]> {
  if (ids.length === 0) return [];
  const byIds = sql`${rides.id} = any(${sql.placeholder('ids')}::bigint[])`;
  const inFleet = sql`${rides.fleetId} = ${sql.placeholder('fleetId')}::integer`;
  const rows = await selectRideRows(db, { where: viewer.isFleet ? and(byIds, inFleet) : byIds })
    .prepare(viewer.isFleet ? 'ride_rows_by_ids_in_fleet' : 'ride_rows_by_ids')
    .execute({ ids, fleetId: viewer.fleetId });
  const byId = new Map(rows.map((row) => [row.ride.id, viewRide(toRide(row), viewer)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
