import type { Ride, RideDetail } from '@fleetdesk/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fleetReachCondition } from '../../db/fleet-reach';
import { inCompanies } from '../../db/reach';
import { rides } from '../../db/schema';
import type { FileLinks } from '../../platform/adapters/storage';
import { BILLING_NOTES_KEY, mayReadBillingNotes } from '../../platform/auth/billing';
import type { Caller } from '../../platform/auth/context';
import { holdsEverywhere } from '../../platform/auth/reach';
import { toFleetView } from './fleet-view';
import { BILLING_NOTE_EVENT } from './log-events';
import { type RideRowRecord, selectRideEvents, selectRideRows } from './queries';
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

/** Takes the billing content out of a ride object made for one answer, in place. */
function dropBilling<R extends Ride>(ride: R): R {
  const detail = ride as Partial<RideDetail>;
  ride.billing_note = null;
  if (detail.events) detail.events = detail.events.filter((event) => event.event_type !== BILLING_NOTE_EVENT);
  return ride;
}

/** A ride without billing content: no `billing_note`, and, in a detail, no billing-note lines in the log. */
export const withoutBilling = <R extends Ride>(ride: R): R => dropBilling({ ...ride });

/**
 * Shapes a ride object made for this answer alone, in place: a page builds 75 fresh rows of some 110
 * fields, and copying each once more per step was a measurable share of a list request's CPU.
 */
function viewFreshRide<R extends Ride>(ride: R, viewer: RideViewer): R {
  ride.driver_selfie_thumbnail_url = viewer.present(ride.driver_selfie_thumbnail_url);
  return viewer.isFleet ? toFleetView(ride) : viewer.billingNotes ? ride : dropBilling(ride);
}

/** A ride as this viewer may see it; `stored` itself is left as it was. */
export const viewRide = <R extends Ride>(stored: R, viewer: RideViewer): R =>
  viewFreshRide({ ...stored }, viewer);

/** A row just read, shaped for this viewer (no copy: nothing else holds it). */
export const viewRow = (row: RideRowRecord, viewer: RideViewer): Ride => viewFreshRide(toRide(row), viewer);

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
 * (db/fleet-reach.ts), their companies. A fleet user without a fleet (impossible by the admins check
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
  return viewFreshRide({ ...toRide(row), events: events.map(toRideEvent) }, viewer);
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
  const name = ['ride_rows_by_ids', inFleet && 'in_fleet_or_open', inReach && 'in_companies']
    .filter(Boolean)
    .join('_');
  const rows = await preparedOnce(db, name, () =>
    selectRideRows(db, { where: and(byIds, inFleet, inReach) }).prepare(name),
  ).execute({ ids, fleetId: viewer.fleetId, companyIds: viewer.companyIds ?? [] });
  const byId = new Map(rows.map((row) => [row.ride.id, viewRow(row, viewer)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type PreparedRows = { execute(values: Record<string, unknown>): Promise<RideRowRecord[]> };
const preparedRows = new WeakMap<DbOrTx, Map<string, PreparedRows>>();

/**
 * The row statement of this name for this database handle, built once: drizzle builds the SQL text
 * of the nine-table join again at every `prepare` (about half a millisecond of a list request).
 */
function preparedOnce(db: DbOrTx, name: string, prepare: () => PreparedRows): PreparedRows {
  const byName = preparedRows.get(db) ?? new Map<string, PreparedRows>();
  preparedRows.set(db, byName);
  const prepared = byName.get(name) ?? prepare();
  byName.set(name, prepared);
  return prepared;
}
