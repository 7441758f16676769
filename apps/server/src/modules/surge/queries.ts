import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  companies,
  drivers,
  rideEvents,
  rides,
  rideTypes,
  surgeGroups,
  surgeGroupZones,
  zones,
} from '../../db/schema';

/** A span of time, [from, to). */
export interface Span {
  from: Date;
  to: Date;
}

/** The rides the surge board works on: open (pending, no driver) marketplace rides. */
const openMarketplace = and(
  eq(rides.status, 'pending'),
  isNull(rides.driverId),
  eq(rides.isMarketplaceRide, true),
);
const pickedUpIn = (span: Span) => and(gte(rides.pickupAt, span.from), lt(rides.pickupAt, span.to));

export const listSurgeGroups = (db: DbOrTx) => db.select().from(surgeGroups).orderBy(asc(surgeGroups.id));

/** The active group's zones with their polygons and open marketplace rides in the span. */
export async function selectActiveZones(db: DbOrTx, span: Span) {
  const pending = db
    .select({ zoneId: rides.pickupZoneId, n: count().as('n') })
    .from(rides)
    .where(and(openMarketplace, pickedUpIn(span)))
    .groupBy(rides.pickupZoneId)
    .as('pending');
  return db
    .select({
      id: zones.id,
      name: zones.name,
      shortName: zones.shortName,
      polygon: zones.polygon,
      pendingRidesCount: sql<number>`coalesce(${pending.n}, 0)::integer`,
    })
    .from(surgeGroupZones)
    .innerJoin(surgeGroups, eq(surgeGroups.id, surgeGroupZones.groupId))
    .innerJoin(zones, eq(zones.id, surgeGroupZones.zoneId))
    .leftJoin(pending, eq(pending.zoneId, zones.id))
    .where(eq(surgeGroups.status, 'active'))
    .orderBy(asc(zones.name));
}

/** Locks every group row (activation order), so two activations at once run one after the other. */
export async function lockSurgeGroups(tx: DbOrTx) {
  return tx.select().from(surgeGroups).orderBy(asc(surgeGroups.id)).for('update');
}

/** Makes `id` the only active group (the partial unique index would refuse two). */
export async function activateGroup(tx: DbOrTx, id: number) {
  await tx.update(surgeGroups).set({ status: 'inactive' }).where(eq(surgeGroups.status, 'active'));
  await tx.update(surgeGroups).set({ status: 'active' }).where(eq(surgeGroups.id, id));
}

const BUSY_STATUSES = ['accepted', 'arriving', 'arrived', 'in_progress'] as const;

/** Active drivers online now, and how many of them are on a ride. */
export async function countOnlineDrivers(db: DbOrTx) {
  const onRide = sql<boolean>`exists (select 1 from ${rides} where ${rides.driverId} = ${drivers.id} and ${inArray(rides.status, [...BUSY_STATUSES])})`;
  const [row] = await db
    .select({
      online: count(),
      busy: sql<number>`count(*) filter (where ${onRide})::integer`,
    })
    .from(drivers)
    .where(and(eq(drivers.online, true), eq(drivers.status, 'active')));
  return { online: row?.online ?? 0, busy: row?.busy ?? 0 };
}

const surgeRideColumns = {
  id: rides.id,
  pickupAt: rides.pickupAt,
  vendorPickupAt: rides.vendorPickupAt,
  distance: rides.distance,
  driverNetCents: rides.driverNetCents,
  surgeAmountCents: rides.surgeAmountCents,
  vendorAmountCents: rides.vendorAmountCents,
  rideType: rideTypes.displayName,
  zoneId: rides.pickupZoneId,
  zoneName: zones.name,
  zoneBorough: zones.borough,
  vip: rides.vip,
  companyId: rides.companyId,
  companyName: companies.name,
  updatedAt: rides.updatedAt,
};
export type SurgeRideRow = Awaited<ReturnType<typeof selectPendingRides>>[number];

const surgeRideSelect = (db: DbOrTx) =>
  db
    .select(surgeRideColumns)
    .from(rides)
    .innerJoin(rideTypes, eq(rideTypes.id, rides.rideTypeId))
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .leftJoin(zones, eq(zones.id, rides.pickupZoneId));

/** Open marketplace rides picked up in the span, in pickup order. */
export const selectPendingRides = (db: DbOrTx, span: Span) =>
  surgeRideSelect(db)
    .where(and(openMarketplace, pickedUpIn(span)))
    .orderBy(asc(rides.pickupAt), asc(rides.id));

export async function selectSurgeRide(db: DbOrTx, id: number): Promise<SurgeRideRow | null> {
  const [row] = await surgeRideSelect(db).where(eq(rides.id, id));
  return row ?? null;
}

/** The ride under a row lock, with what the price change checks. */
export async function lockRideForPrice(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: rides.id,
      status: rides.status,
      driverId: rides.driverId,
      isMarketplaceRide: rides.isMarketplaceRide,
      driverNetCents: rides.driverNetCents,
      surgeAmountCents: rides.surgeAmountCents,
      fleetId: rides.fleetId,
      companyId: rides.companyId,
      updatedAt: rides.updatedAt,
    })
    .from(rides)
    .where(eq(rides.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Moves driver net and surge by `deltaCents`. updated_at moves strictly forward (at least 1 ms past
 * the previous value), so boards comparing updated_at always take the later change.
 */
export async function updateRidePrice(tx: DbOrTx, id: number, deltaCents: number) {
  const [row] = await tx
    .update(rides)
    .set({
      driverNetCents: sql`${rides.driverNetCents} + ${deltaCents}`,
      surgeAmountCents: sql`${rides.surgeAmountCents} + ${deltaCents}`,
      updatedAt: sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${rides.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(rides.id, id))
    .returning({
      driverNetCents: rides.driverNetCents,
      surgeAmountCents: rides.surgeAmountCents,
      updatedAt: rides.updatedAt,
    });
  if (!row) throw new Error(`ride ${id} vanished inside its own lock`);
  return row;
}

export async function insertRideEvent(
  tx: DbOrTx,
  event: { rideId: number; eventType: string; adminId: number; body: string },
) {
  await tx.insert(rideEvents).values(event);
}

export const SURGE_EVENT = { increase: 'surge_increase', decrease: 'surge_decrease' } as const;
/** Rides called off, a confirmed rider cancellation (confirm_user_cancel, spec 1 §4) among them: no trip. */
const CANCELLED = [
  'user_requested_cancel',
  'user_canceled',
  'driver_canceled',
  'company_canceled',
  'confirm_user_cancel',
] as const;

/** Rides picked up in the span (not cancelled, not drafts) per pickup zone, busiest first. */
export const countTripsPerZone = (db: DbOrTx, span: Span) =>
  db
    .select({ zoneName: sql<string>`coalesce(${zones.name}, 'No zone')`, count: count() })
    .from(rides)
    .leftJoin(zones, eq(zones.id, rides.pickupZoneId))
    .where(and(pickedUpIn(span), notInArray(rides.status, [...CANCELLED, 'draft'])))
    .groupBy(zones.name)
    .orderBy(desc(count()), asc(zones.name));

/** Log lines of these types written in the span, per admin (with the net of surge clicks). */
export const countEventsPerAgent = (db: DbOrTx, span: Span, eventTypes: readonly string[]) =>
  db
    .select({
      adminId: sql<number>`${admins.id}`,
      name: sql<string>`${admins.firstName} || ' ' || ${admins.lastName}`,
      count: count(),
      netClicks: sql<number>`(count(*) filter (where ${rideEvents.eventType} = ${SURGE_EVENT.increase})
        - count(*) filter (where ${rideEvents.eventType} = ${SURGE_EVENT.decrease}))::integer`,
    })
    .from(rideEvents)
    .innerJoin(admins, eq(admins.id, rideEvents.adminId))
    .where(
      and(
        inArray(rideEvents.eventType, [...eventTypes]),
        gte(rideEvents.createdAt, span.from),
        lt(rideEvents.createdAt, span.to),
        isNotNull(rideEvents.adminId),
      ),
    )
    .groupBy(admins.id)
    .orderBy(desc(count()), asc(admins.id));

/** Rides picked up in the span (not cancelled, not drafts): how many, and how many the passenger confirmed. */
export async function countPaxConfirmed(db: DbOrTx, span: Span) {
  const [row] = await db
    .select({ total: count(), confirmed: sql<number>`count(*) filter (where ${rides.confirmed})::integer` })
    .from(rides)
    .where(and(pickedUpIn(span), notInArray(rides.status, [...CANCELLED, 'draft'])));
  return { total: row?.total ?? 0, confirmed: row?.confirmed ?? 0 };
}
