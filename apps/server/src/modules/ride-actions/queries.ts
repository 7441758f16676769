import type { RideStatus } from '@fleetdesk/contract';
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hiddenFromMarketplace } from '../../db/fleet-reach';
import { inCompanies } from '../../db/reach';
import {
  adminRoles,
  brokerCalls,
  cars,
  companies,
  drivers,
  rideAssignments,
  rideEvents,
  rides,
  rideTypes,
  roles,
  zones,
} from '../../db/schema';

export type RideRow = typeof rides.$inferSelect;
export type RidePatch = Partial<Omit<typeof rides.$inferInsert, 'id' | 'updatedAt' | 'createdAt'>>;

/** A ride locked for a change, with what the rules read of its company and driver. */
export interface LockedRide {
  row: RideRow;
  companyVendorId: number | null;
  companyBrokerKey: string | null;
  driver: { id: number; firstName: string; lastName: string } | null;
  /** Hide Marketplace Rides keeps it from fleets now (db/fleet-reach.ts). */
  hiddenFromMarketplace: boolean;
}

/** Locks the ride row until the transaction ends: concurrent changes of one ride run one after another. */
export async function lockRide(tx: DbOrTx, id: number): Promise<LockedRide | null> {
  const [locked] = await tx
    .select({ row: rides, hidden: sql<boolean>`${hiddenFromMarketplace}` })
    .from(rides)
    .where(eq(rides.id, id))
    .for('update');
  if (!locked) return null;
  const { row } = locked;
  const [company] = await tx
    .select({ vendorId: companies.vendorId, brokerKey: companies.brokerKey })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const driver = row.driverId === null ? null : await findDriverName(tx, row.driverId);
  return {
    row,
    companyVendorId: company?.vendorId ?? null,
    companyBrokerKey: company?.brokerKey ?? null,
    driver,
    hiddenFromMarketplace: locked.hidden,
  };
}

async function findDriverName(tx: DbOrTx, id: number) {
  const [driver] = await tx
    .select({ id: drivers.id, firstName: drivers.firstName, lastName: drivers.lastName })
    .from(drivers)
    .where(eq(drivers.id, id));
  return driver ?? null;
}

/**
 * A driver with the car they drive now (their active car with the lowest id). `lock` share-locks the
 * driver's row until the transaction ends, as an assignment must: a driver edit (disabling them) or a car
 * change takes the row for update, so it waits for the assignment, or the assignment reads its outcome.
 */
export async function findDriverWithCar(tx: DbOrTx, id: number, lock = false) {
  const query = tx
    .select({
      id: drivers.id,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      status: drivers.status,
      fleetId: drivers.fleetId,
    })
    .from(drivers)
    .where(eq(drivers.id, id));
  const [driver] = await (lock ? query.for('share') : query);
  if (!driver) return null;
  const [car] = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.driverId, id), eq(cars.status, 'active')))
    .orderBy(asc(cars.id))
    .limit(1);
  return { ...driver, carId: car?.id ?? null };
}

export async function findRideTypeCompany(tx: DbOrTx, rideTypeId: number): Promise<number | null> {
  const [type] = await tx
    .select({ companyId: rideTypes.companyId })
    .from(rideTypes)
    .where(eq(rideTypes.id, rideTypeId));
  return type?.companyId ?? null;
}

/** Whether a company exists and takes rides (an inactive company gets no new rides, moved ones neither). */
export async function isActiveCompany(tx: DbOrTx, companyId: number): Promise<boolean> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'active')));
  return company !== undefined;
}

/**
 * Whether the admin holds the role of this name where it counts for the company: held in the company
 * itself, or held in an operator (non-facility) company, whose roles reach every company.
 */
export async function holdsRoleFor(tx: DbOrTx, adminId: number, roleName: string, companyId: number) {
  const [held] = await tx
    .select({ roleId: adminRoles.roleId })
    .from(adminRoles)
    .innerJoin(roles, eq(roles.id, adminRoles.roleId))
    .innerJoin(companies, eq(companies.id, adminRoles.companyId))
    .where(
      and(
        eq(adminRoles.adminId, adminId),
        eq(roles.name, roleName),
        or(eq(adminRoles.companyId, companyId), eq(companies.isFacility, false)),
      ),
    )
    .limit(1);
  return held !== undefined;
}

export const listZoneShapes = (tx: DbOrTx) =>
  tx
    .select({
      id: zones.id,
      minLat: zones.minLat,
      minLon: zones.minLon,
      maxLat: zones.maxLat,
      maxLon: zones.maxLon,
      polygon: zones.polygon,
    })
    .from(zones)
    .orderBy(asc(zones.id));

/**
 * updated_at of a changed ride: whole milliseconds (the precision clients see) and strictly later
 * than before, so two changes within one millisecond still differ.
 */
const nextUpdatedAt = sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${rides.updatedAt} + interval '1 millisecond')`;

export async function updateRideRow(tx: DbOrTx, id: number, patch: RidePatch): Promise<RideRow> {
  const [row] = await tx
    .update(rides)
    .set({
      ...patch,
      updatedAt: nextUpdatedAt,
    })
    .where(eq(rides.id, id))
    .returning();
  if (!row) throw new Error(`ride ${id} vanished inside its own lock`);
  return row;
}

export async function insertRideEvent(
  tx: DbOrTx,
  event: { rideId: number; eventType: string; adminId: number | null; body: string },
) {
  await tx.insert(rideEvents).values(event);
}

/** Ends the ride's open assignment, if any. */
export async function closeAssignment(tx: DbOrTx, rideId: number) {
  await tx
    .update(rideAssignments)
    .set({ unassignedAt: sql`now()` })
    .where(and(eq(rideAssignments.rideId, rideId), isNull(rideAssignments.unassignedAt)));
}

export async function openAssignment(tx: DbOrTx, rideId: number, driverId: number, adminId: number) {
  await tx.insert(rideAssignments).values({ rideId, driverId, adminId });
}

/** A driver's rides still ahead of them: assigned or accepted, pickup from `since` on. */
export async function findUpcomingRideIds(
  tx: DbOrTx,
  driverId: number,
  since: Date,
  companyIds: readonly number[] | null,
): Promise<number[]> {
  const rows = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.driverId, driverId),
        inArray(rides.status, ['assigned', 'accepted'] satisfies RideStatus[]),
        gte(rides.pickupAt, since),
        inCompanies(rides.companyId, companyIds),
      ),
    )
    .orderBy(asc(rides.pickupAt));
  return rows.map((r) => r.id);
}

/** Locks the pending marketplace rides of a pickup window that drivers cannot see yet, of these companies. */
export async function lockUnreleasedMarketplaceRides(
  tx: DbOrTx,
  window: { from: Date; to: Date },
  companyIds: readonly number[] | null,
) {
  return tx
    .select({ id: rides.id, fleetId: rides.fleetId })
    .from(rides)
    .where(
      and(
        eq(rides.status, 'pending'),
        eq(rides.isMarketplaceRide, true),
        eq(rides.availableForDrivers, false),
        gte(rides.pickupAt, window.from),
        lt(rides.pickupAt, window.to),
        inCompanies(rides.companyId, companyIds),
      ),
    )
    .orderBy(asc(rides.id))
    .for('update');
}

export async function releaseRides(tx: DbOrTx, ids: readonly number[], adminId: number) {
  if (ids.length === 0) return;
  await tx
    .update(rides)
    .set({
      availableForDrivers: true,
      updatedAt: nextUpdatedAt,
    })
    .where(inArray(rides.id, [...ids]));
  await tx.insert(rideEvents).values(
    ids.map((rideId) => ({
      rideId,
      adminId,
      eventType: 'update',
      body: 'Released to marketplace drivers',
    })),
  );
}

export type BrokerCallRow = typeof brokerCalls.$inferSelect;
export type BrokerCallOutcome = 'pending' | 'succeeded' | 'refused' | 'unknown' | 'not_applied';
/** Outcomes still waiting for the broker's word: the ride's claim is held. */
const OPEN_OUTCOMES: BrokerCallOutcome[] = ['pending', 'unknown'];

/** The call about this ride that still awaits the broker's answer, if any. */
export async function findOpenBrokerCall(tx: DbOrTx, rideId: number): Promise<BrokerCallRow | null> {
  const [call] = await tx
    .select()
    .from(brokerCalls)
    .where(and(eq(brokerCalls.rideId, rideId), inArray(brokerCalls.outcome, OPEN_OUTCOMES)))
    .limit(1);
  return call ?? null;
}

export async function findBrokerCall(tx: DbOrTx, id: number): Promise<BrokerCallRow | null> {
  const [call] = await tx.select().from(brokerCalls).where(eq(brokerCalls.id, id));
  return call ?? null;
}

export async function insertBrokerCall(
  tx: DbOrTx,
  values: Omit<typeof brokerCalls.$inferInsert, 'id' | 'createdAt'>,
): Promise<BrokerCallRow> {
  const [call] = await tx.insert(brokerCalls).values(values).returning();
  if (!call) throw new Error('broker_calls insert returned no row');
  return call;
}

/** Writes what the broker answered (or that it did not) and what became of the call. */
export async function recordBrokerAnswer(
  tx: DbOrTx,
  id: number,
  outcome: BrokerCallOutcome,
  answer: { statusCode: number | null; response: unknown },
): Promise<void> {
  await tx
    .update(brokerCalls)
    .set({ outcome, statusCode: answer.statusCode, response: answer.response, answeredAt: sql`now()` })
    .where(eq(brokerCalls.id, id));
}

/**
 * Calls left `pending` longer than any broker call can take: the process asking died before the
 * answer was written. They become `unknown`, to be asked again; their ids are returned.
 */
export async function markAbandonedClaimsUnknown(tx: DbOrTx, olderThan: Date): Promise<number[]> {
  const rows = await tx
    .update(brokerCalls)
    .set({ outcome: 'unknown', response: { error: 'The server stopped before the broker answered' } })
    .where(and(eq(brokerCalls.outcome, 'pending'), lt(brokerCalls.createdAt, olderThan)))
    .returning({ id: brokerCalls.id });
  return rows.map((r) => r.id);
}
