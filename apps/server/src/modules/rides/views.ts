import type { Ride, RideDetail } from '@fleetdesk/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inCompanies } from '../../db/reach';
import { rides } from '../../db/schema';
import type { FileLinks } from '../../platform/adapters/storage';
import { BILLING_NOTES_KEY, mayReadBillingNotes } from '../../platform/auth/billing';
import type { Caller } from '../../platform/auth/context';
import { holdsEverywhere } from '../../platform/auth/reach';
import { fleetReachCondition } from './fleet-reach';
import { toFleetView } from './fleet-view';
import { BILLING_NOTE_EVENT } from './log-events';
import { selectRideEvents, selectRideRows } from './queries';
import { toRide, toRideEvent } from './serialize';

export { toFleetView };

/**
 * Whose eyes a ride is shaped for: fleet users see their fleet's rides and the open ones, in the fleet
 * view (fleet-view.ts); facility users only their companies' rides (`companyIds`, null: every company).
 */
export interface RideViewer {
  isFleet: boolean;
  fleetId: number | null;
  companyIds: readonly number[] | null;
  adminId: number | null;
  /** Holds rides.view-billing-notes: sees `billing_note` and the billing notes in the log. */
  billingNotes: boolean;
  /** Signs the driver's photo address for this answer (a stored address opens nothing by itself). */
  present: FileLinks['present'];
}

export const rideViewerOf = (caller: Caller, fileLinks: FileLinks): RideViewer => ({
  isFleet: caller.isFleet,
  fleetId: caller.isFleet ? caller.fleetId : null,
  companyIds: caller.companyIds,
  adminId: caller.adminId,
  // A facility user holding the key in only some of their companies sees no billing content here;
  // the notes endpoints decide per ride's company.
  billingNotes: mayReadBillingNotes(caller) && holdsEverywhere(caller, BILLING_NOTES_KEY),
  present: fileLinks.present,
});

/**
 * The server itself shaping a ride for operator staff (realtime payloads, presence answers): everything,
 * billing included; `ridePayloads` then cuts it down for each room.
 */
export const operatorViewer = (fileLinks: FileLinks): RideViewer => ({
  isFleet: false,
  fleetId: null,
  companyIds: null,
  adminId: null,
  billingNotes: true,
  present: fileLinks.present,
});

/** A ride without billing content: no `billing_note`, and, in a detail, no billing-note lines in the log. */
export function withoutBilling<R extends Ride>(ride: R): R {
  const events = (ride as Partial<RideDetail>).events;
  return {
    ...ride,
    billing_note: null,
    ...(events ? { events: events.filter((event) => event.event_type !== BILLING_NOTE_EVENT) } : {}),
  };
}

export function viewRide<R extends Ride>(stored: R, viewer: RideViewer): R {
  const ride = { ...stored, driver_selfie_thumbnail_url: viewer.present(stored.driver_selfie_thumbnail_url) };
  return viewer.isFleet ? toFleetView(ride) : viewer.billingNotes ? ride : withoutBilling(ride);
}

/**
 * A ride event's payload as each realtime audience may see it: holders of the billing-notes key get it
 * whole, other staff without billing content, the ride's fleet the fleet view without viewers.
 */
export function ridePayloads<P extends { ride: Ride | null; admins?: unknown[] }>(payload: P) {
  return {
    billing: payload,
    staff: { ...payload, ride: payload.ride && withoutBilling(payload.ride) },
    fleet: {
      ...payload,
      ride: payload.ride && toFleetView(payload.ride),
      ...(payload.admins ? { admins: [] } : {}),
    },
  };
}

/**
 * The SQL limit a viewer is under: their fleet's rides and the rides open to every fleet
 * (fleet-reach.ts), their companies. A fleet user without a fleet (impossible by the admins check
 * constraint) or a facility user without companies matches no ride rather than every ride.
 */
export function reachCondition(viewer: RideViewer): SQL | undefined {
  const inFleet = !viewer.isFleet
    ? undefined
    : viewer.fleetId === null
      ? sql`false`
      : fleetReachCondition(eq(rides.fleetId, viewer.fleetId));
  return and(inFleet, inCompanies(rides.companyId, viewer.companyIds));
}

/** One ride with its log as the viewer may see it; null when missing or out of the viewer's reach. */
export async function loadRideDetail(db: DbOrTx, id: number, viewer: RideViewer): Promise<RideDetail | null> {
  const [row] = await selectRideRows(db, { where: and(eq(rides.id, id), reachCondition(viewer)) });
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
  const inFleet = viewer.isFleet
    ? fleetReachCondition(sql`${rides.fleetId} = ${sql.placeholder('fleetId')}::integer`)
    : undefined;
  const inReach =
    viewer.companyIds === null
      ? undefined
      : sql`${rides.companyId} = any(${sql.placeholder('companyIds')}::integer[])`;
  // One statement name per shape of the limit: a prepared name must always mean the same SQL.
  const name = ['ride_rows_by_ids', inFleet && 'in_fleet_or_open', inReach && 'in_companies'].filter(Boolean);
  const rows = await selectRideRows(db, { where: and(byIds, inFleet, inReach) })
    .prepare(name.join('_'))
    .execute({ ids, fleetId: viewer.fleetId, companyIds: viewer.companyIds ?? [] });
  const byId = new Map(rows.map((row) => [row.ride.id, viewRide(toRide(row), viewer)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
